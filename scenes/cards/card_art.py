"""Playing cards, crisp at any size, cached per (card, size).

Shapes (card body, frames, patterns) are drawn supersampled and scaled *down* to the requested width; text and
suit symbols are rendered from the shipped DejaVu font directly at their final pixel size; the court figures are
SVG art rasterised at their panel's pixel size (scenes.cards.court_faces), with the letter-and-emblem court as the
fallback when the art cannot be read. Nothing is ever scaled up. Cards are named by their text: rank
`A23456789TJQK` + suit `CDHS` (e.g. "QS", "TC", "AH").
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Generic, TypeVar

import pygame

from game.core.cards import SUIT_SYMBOLS, Card
from scenes.cards.court_faces import COURT_RANKS, CourtFigures, court_dir, render_double, render_portrait
from scenes.cards.geometry import card_height
from scenes.cards.names import rank_label
from scenes.ui.look import current_look
from scenes.ui.text import exact_font

_log = logging.getLogger(__name__)

RGB = tuple[int, int, int]
MIN_WIDTH = 12
COMPACT_WIDTH = 64  # below this: bigger indices, one central symbol (a portrait for courts) instead of pips
ANGLE_STEP = 3  # rotated images are cached at multiples of this many degrees
PANEL_X, PANEL_Y = 0.19, 0.075  # the court panel's margins, as shares of the card's width and height
COURT_CACHE_SIZE = 36  # rasterised court figures kept: the twelve at a table's size, its lifted one and a preview's
BLANK_CACHE_SIZE = 4  # bare card bodies kept, one per width

IVORY: RGB = (253, 251, 244)
EDGE: RGB = (160, 154, 142)
RED: RGB = (200, 22, 40)
BLACK: RGB = (26, 27, 36)
# the four-colour deck: clubs green and diamonds blue, told apart from spades and hearts at a glance
FOUR_COLOUR_INKS: dict[str, RGB] = {"C": (16, 128, 58), "D": (22, 84, 196), "H": RED, "S": BLACK}
GOLD: RGB = (190, 152, 62)
BACK_RED: RGB = (138, 20, 36)
BACK_BLUE: RGB = (22, 48, 112)
COURT_TINT: dict[bool, RGB] = {True: (250, 234, 230), False: (232, 236, 245)}  # keyed by is_red
COURT_EMBLEM = {"J": "♞", "Q": "♛", "K": "♚"}  # the fallback court, when the court art cannot be read
# Kennard's four inks (as written in the court SVGs) → the deck's palette.
COURT_INKS: dict[str, RGB] = {"#FC4": (234, 186, 72), "red": RED, "#44F": (40, 66, 158), "black": BLACK}

# Classic pip centres for 2..10 as (column, row) fractions of the pip area; pips below the middle are inverted.
PIP_LAYOUT: dict[str, list[tuple[float, float]]] = {
    "2": [(0.5, 0.0), (0.5, 1.0)],
    "3": [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    "4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "5": [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    "6": [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "7": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "8": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    "9": [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    "T": [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1),
           (1, 1)],
}  # fmt: skip


def quantise_angle(angle_deg: float, step: int = ANGLE_STEP) -> int:
    return round(angle_deg / step) * step % 360


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class _LRU(Generic[K, V]):
    """A small least-recently-used cache."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: K, make: Callable[[], V]) -> V:
        if key in self._items:
            self._items.move_to_end(key)
            return self._items[key]
        value = make()
        self._items[key] = value
        if len(self._items) > self.size:
            self._items.popitem(last=False)
        return value


def _supersample(width: int) -> int:
    return 4 if width <= 128 else 3 if width <= 256 else 2


def _ink(card: Card) -> RGB:
    """The ink of `card`'s indices and pips in the current card style."""
    if current_look().cards.four_colour:
        return FOUR_COLOUR_INKS[card.suit]
    return RED if card.is_red else BLACK


def _index_shares(compact: bool, large: bool) -> tuple[float, float, float]:
    """The corner index's rank height, pip height and widest rank, as shares of the card's width."""
    if compact:
        return (0.25, 0.19, 0.3) if large else (0.21, 0.17, 0.26)
    return (0.175, 0.13, 0.205) if large else (0.135, 0.11, 0.165)


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Match the display's pixel format for fast blits, once a display exists."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


class CardArt:
    """Draws and caches card faces, backs, slots, glows, shadows and rotated cards."""

    def __init__(self, cache_size: int = 512, rotation_cache_size: int = 128, court_art: Path | None = None) -> None:
        """`court_art`: the folder of court SVGs (assets/cards/courts by default)."""
        self._images: _LRU[tuple[object, ...], pygame.Surface] = _LRU(cache_size)
        self._rotated: _LRU[tuple[object, ...], pygame.Surface] = _LRU(rotation_cache_size)
        self._glyph_ratio: dict[tuple[str, bool], float] = {}
        self._figures = CourtFigures(court_art or court_dir(), COURT_INKS)
        self._figure_images: _LRU[tuple[str, int, int, bool], pygame.Surface | None] = _LRU(COURT_CACHE_SIZE)
        self._broken_figures: set[str] = set()
        self._blanks: _LRU[int, pygame.Surface] = _LRU(BLANK_CACHE_SIZE)

    # -- public API ------------------------------------------------------------------------------------------

    def face(self, card: str, width: int) -> pygame.Surface:
        """The face of `card`, `width` pixels wide and round(width * 1.4) tall."""
        parsed = Card.parse(card)
        _check_width(width)
        label = rank_label(card[0])  # part of the key, so a language switch redraws
        style = current_look().cards  # and so is the style
        return self._images.get(
            ("face", card, width, label, style), lambda: _finish(self._draw_face(parsed, label, width))
        )

    def back(self, width: int, color: RGB = BACK_RED) -> pygame.Surface:
        _check_width(width)
        return self._images.get(("back", color, width), lambda: _finish(self._draw_back(width, color)))

    def placeholder(self, width: int) -> pygame.Surface:
        """An empty card slot: a translucent rounded rectangle with a faint rim."""
        _check_width(width)
        return self._images.get(("slot", width), lambda: _finish(_draw_placeholder(width)))

    def highlight(self, width: int, color: RGB, angle_deg: float = 0.0) -> pygame.Surface:
        """A soft halo, larger than the card and turned as the card is; blit it centred on the card's centre."""
        _check_width(width)
        source = self._images.get(("glow", color, width), lambda: _finish(_draw_glow(width, color)))
        angle = quantise_angle(angle_deg)
        if angle == 0:
            return source
        return self._rotated.get(("glow", color, width, angle), lambda: _finish(_rotate(source, angle)))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow, larger than the card; blit it centred on the card's centre plus an offset."""
        _check_width(width)
        return self._images.get(("shadow", width), lambda: _finish(_draw_shadow(width)))

    def rotated(self, card: str | None, width: int, angle_deg: float, back_color: RGB = BACK_RED) -> pygame.Surface:
        """`card`'s face (or the back for None) turned counter-clockwise by `angle_deg`, quantised."""
        angle = quantise_angle(angle_deg)
        source = self.back(width, back_color) if card is None else self.face(card, width)
        if angle == 0:
            return source
        key = ("back", back_color) if card is None else ("face", card, rank_label(card[0]), current_look().cards)
        return self._rotated.get((*key, width, angle), lambda: _finish(_rotate(source, angle)))

    # -- text ------------------------------------------------------------------------------------------------

    def _glyph(self, text: str, height: float, color: RGB, bold: bool = False) -> pygame.Surface:
        """`text` rendered so its ink is about `height` pixels tall, cropped tight to the ink."""
        key = (text, bold)
        if key not in self._glyph_ratio:
            probe = exact_font(100, bold).render(text, True, (0, 0, 0))
            self._glyph_ratio[key] = max(1, probe.get_bounding_rect().height) / 100
        size = round(height / self._glyph_ratio[key])
        rendered = exact_font(size, bold).render(text, True, color)
        return rendered.subsurface(rendered.get_bounding_rect()).copy()

    def _index(self, label: str, card: Card, width: int) -> pygame.Surface:
        """Rank over suit symbol, as printed in the top-left corner."""
        color = _ink(card)
        rank_share, pip_share, widest = _index_shares(width < COMPACT_WIDTH, current_look().cards.large_indices)
        text = self._glyph(label, width * rank_share, color, bold=True)
        text = _fit_width(text, round(width * widest))  # narrows the wide "10", as printed cards do
        pip = self._glyph(SUIT_SYMBOLS[card.suit], width * pip_share, color)
        gap = max(1, round(width * 0.025))
        out = pygame.Surface(
            (max(text.get_width(), pip.get_width()), text.get_height() + gap + pip.get_height()), pygame.SRCALPHA
        )
        out.blit(text, text.get_rect(midtop=(out.get_width() // 2, 0)))
        out.blit(pip, pip.get_rect(midbottom=(out.get_width() // 2, out.get_height())))
        return out

    # -- faces -----------------------------------------------------------------------------------------------

    def _draw_face(self, card: Card, label: str, width: int) -> pygame.Surface:
        height = card_height(width)
        compact = width < COMPACT_WIDTH
        rank = card.text[0]
        panel = court_panel_rect(width) if rank in COURT_RANKS else None
        figure = self._figure(card, panel.size, compact) if panel is not None else None
        if panel is not None and figure is None:  # the plain court's panel is part of the supersampled base
            surface = _supersampled(width, height, EDGE, lambda s, k: _draw_face_base(s, k, width, card, panel))
        else:  # the bare ivory card, the same for every face of this width
            surface = self._blank_face(width).copy()

        index = self._index(label, card, width)
        corner = index.get_rect(midtop=(round(width * (0.15 if compact else 0.115)), round(width * 0.06)))
        surface.blit(index, corner)
        flipped = pygame.transform.rotate(index, 180)
        surface.blit(flipped, flipped.get_rect(midbottom=(width - corner.centerx, height - corner.y)))

        if panel is not None and figure is not None:
            surface.blit(figure, panel)
            _frame_figure(surface, panel, card, width)
        elif panel is not None:
            self._draw_court(surface, card, label, panel, compact)
        elif compact or rank == "A":
            size = width * (0.62 if card == Card("A", "S") and not compact else 0.44)
            pip = self._glyph(SUIT_SYMBOLS[card.suit], size, _ink(card))
            surface.blit(pip, pip.get_rect(center=(width // 2, height // 2)))
        else:
            self._draw_pips(surface, card, width, height)
        return surface

    def _draw_pips(self, surface: pygame.Surface, card: Card, width: int, height: int) -> None:
        pip = self._glyph(SUIT_SYMBOLS[card.suit], width * 0.175, _ink(card))
        flipped = pygame.transform.rotate(pip, 180)
        left, right = width * 0.32, width * 0.68
        top, bottom = height * 0.2, height * 0.8
        for col, row in PIP_LAYOUT[card.text[0]]:
            x = left + (right - left) * col
            y = top + (bottom - top) * row
            image = flipped if row > 0.5 else pip
            surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _blank_face(self, width: int) -> pygame.Surface:
        height = card_height(width)
        return self._blanks.get(
            width, lambda: _supersampled(width, height, EDGE, lambda s, k: _draw_body(s, k, width, IVORY))
        )

    def _figure(self, card: Card, size: tuple[int, int], portrait: bool) -> pygame.Surface | None:
        """The court figure rasterised at `size` (cached per size), or None when its art cannot be drawn."""
        if card.text in self._broken_figures:
            return None
        return self._figure_images.get((card.text, *size, portrait), lambda: self._draw_figure(card, size, portrait))

    def _draw_figure(self, card: Card, size: tuple[int, int], portrait: bool) -> pygame.Surface | None:
        layers = self._figures.layers(card)  # None (and a warning logged) when the file is missing or malformed
        try:
            if layers is not None:
                figure = render_portrait(card, layers, size, IVORY) if portrait else render_double(layers, size, IVORY)
                return _finish(figure)
        except pygame.error as error:
            _log.warning("court figure %s not drawn (%s): drawing the plain court instead", card.text, error)
        self._broken_figures.add(card.text)
        return None

    def _draw_court(self, surface: pygame.Surface, card: Card, label: str, panel: pygame.Rect, compact: bool) -> None:
        """The fallback court: emblem, big letter and suit in the top half, mirrored in the bottom half."""
        color = _ink(card)
        w = panel.width
        if compact:  # one upright letter: a mirrored pair would be too small to read
            letter = _fit_width(self._glyph(label, w * 0.62, color, bold=True), round(w * 0.8))
            surface.blit(letter, letter.get_rect(center=panel.center))
            return
        half = pygame.Surface((w, panel.height // 2), pygame.SRCALPHA)
        h = half.get_height()
        emblem = self._glyph(COURT_EMBLEM[card.text[0]], w * 0.36, color)
        letter = _fit_width(self._glyph(label, w * 0.3, color, bold=True), round(w * 0.5))
        pip = self._glyph(SUIT_SYMBOLS[card.suit], w * 0.16, color)
        half.blit(emblem, emblem.get_rect(center=(w // 2, round(h * 0.36))))
        half.blit(letter, letter.get_rect(center=(w // 2, round(h * 0.78))))
        half.blit(pip, pip.get_rect(center=(round(w * 0.2), round(h * 0.78))))
        half.blit(pip, pip.get_rect(center=(round(w * 0.8), round(h * 0.78))))
        surface.blit(half, panel.topleft)
        surface.blit(pygame.transform.rotate(half, 180), (panel.x, panel.bottom - half.get_height()))

    # -- back ------------------------------------------------------------------------------------------------

    def _draw_back(self, width: int, color: RGB) -> pygame.Surface:
        height = card_height(width)
        return _supersampled(width, height, EDGE, lambda s, k: _draw_back_art(s, k, width, color))


# -- supersampled shape drawing (k = pixels per target pixel) ---------------------------------------------------


def _fit_width(surface: pygame.Surface, max_width: int) -> pygame.Surface:
    """Narrow (never widen) a rendered label that is wider than `max_width`."""
    if surface.get_width() <= max_width:
        return surface
    return pygame.transform.smoothscale(surface, (max_width, surface.get_height()))


def _rotate(surface: pygame.Surface, angle: int) -> pygame.Surface:
    if angle % 90 == 0:  # exact, no resampling and no padding
        return pygame.transform.rotate(surface, angle)
    return pygame.transform.rotozoom(surface, angle, 1.0)


def _check_width(width: int) -> None:
    if width < MIN_WIDTH:
        raise ValueError(f"card width must be >= {MIN_WIDTH}, got {width}")


def _radius(width: int) -> float:
    return width * 0.065


def _supersampled(width: int, height: int, edge: RGB, draw: Callable[[pygame.Surface, int], None]) -> pygame.Surface:
    k = _supersample(width)
    big = pygame.Surface((width * k, height * k), pygame.SRCALPHA)
    big.fill((*edge, 0))  # transparent pixels share the rim colour, so scaling leaves no dark fringe
    draw(big, k)
    return pygame.transform.smoothscale(big, (width, height))


def _rounded(surface: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: float, line: int = 0) -> None:
    pygame.draw.rect(surface, color, rect, line, border_radius=max(1, round(radius)))


def _line_width(width: int, k: int, fraction: float = 0.008) -> int:
    return max(k, round(width * fraction * k))


def _draw_body(surface: pygame.Surface, k: int, width: int, fill: RGB) -> None:
    full = surface.get_rect()
    _rounded(surface, (*EDGE, 255), full, _radius(width) * k)
    edge = _line_width(width, k)
    _rounded(surface, (*fill, 255), full.inflate(-2 * edge, -2 * edge), _radius(width) * k - edge)


def _frame_figure(surface: pygame.Surface, panel: pygame.Rect, card: Card, width: int) -> None:
    """A fine ink rule round the court figure, with a gold rule just inside it on cards big enough for two rules;
    drawn at full size, as square corners need no supersampling."""
    line = max(1, round(width * 0.008))
    pygame.draw.rect(surface, _ink(card), panel, line)
    if width >= COMPACT_WIDTH:
        gold = panel.inflate(-2 * line, -2 * line)
        pygame.draw.rect(surface, GOLD, gold, line)


def court_panel_rect(width: int) -> pygame.Rect:
    """Where a court card's figure sits on a card `width` pixels wide."""
    height = card_height(width)
    if width < COMPACT_WIDTH:
        x, y = round(width * 0.28), round(height * 0.24)
    else:
        x, y = round(width * PANEL_X), round(height * PANEL_Y)
    return pygame.Rect(x, y, width - 2 * x, height - 2 * y)


def _draw_face_base(surface: pygame.Surface, k: int, width: int, card: Card, panel: pygame.Rect | None) -> None:
    _draw_body(surface, k, width, IVORY)
    if panel is None:
        return
    big = pygame.Rect(panel.x * k, panel.y * k, panel.width * k, panel.height * k)
    line = _line_width(width, k)
    tint = COURT_TINT[card.is_red]
    _rounded(surface, (*tint, 255), big, width * 0.03 * k)
    _hatch(surface, big, (*_mix(tint, GOLD, 0.18), 255), round(width * 0.045 * k), line)
    _rounded(surface, (*_ink(card), 255), big, width * 0.03 * k, line)
    inset = round(width * 0.022 * k)
    _rounded(surface, (*GOLD, 255), big.inflate(-2 * inset, -2 * inset), width * 0.02 * k, line)
    if width < COMPACT_WIDTH:
        return
    # the mirror line between the two heads, with a small diamond at its centre
    mid = big.centery
    pygame.draw.line(surface, GOLD, (big.x + inset, mid), (big.right - inset - 1, mid), line)
    d = round(width * 0.035 * k)
    cx = big.centerx
    pygame.draw.polygon(surface, GOLD, [(cx - d, mid), (cx, mid - d), (cx + d, mid), (cx, mid + d)])


def _hatch(surface: pygame.Surface, area: pygame.Rect, color: tuple[int, ...], spacing: int, line: int) -> None:
    """Diagonal lines clipped to `area`."""
    previous = surface.get_clip()
    surface.set_clip(area.inflate(-line * 4, -line * 4))
    for offset in range(-area.height, area.width, max(2, spacing)):
        start = (area.x + offset, area.bottom)
        end = (area.x + offset + area.height, area.y)
        pygame.draw.line(surface, color, start, end, max(1, line // 2))
    surface.set_clip(previous)


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _draw_back_art(surface: pygame.Surface, k: int, width: int, color: RGB) -> None:
    _draw_body(surface, k, width, IVORY)
    margin = round(width * 0.06 * k)
    inner = surface.get_rect().inflate(-2 * margin, -2 * margin)
    light = _mix(color, (255, 255, 255), 0.24)
    line = _line_width(width, k, 0.006)
    panel = pygame.Surface(inner.size, pygame.SRCALPHA)
    panel.fill((*color, 255))
    _lattice(panel, max(4, round(width * 0.085 * k)), light, line, max(1, round(width * 0.013 * k)))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    _rounded(mask, (255, 255, 255, 255), mask.get_rect(), _radius(width) * k * 0.6)
    panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)  # round the panel's corners
    surface.blit(panel, inner)
    frame = inner.inflate(-round(width * 0.05 * k), -round(width * 0.05 * k))
    _rounded(surface, (*GOLD, 255), frame, _radius(width) * k * 0.4, line)
    _draw_medallion(surface, k, width, color, light)


def _lattice(surface: pygame.Surface, step: int, color: RGB, line: int, dot: int) -> None:
    """Diagonal lines through the centre at both slopes, with a dot at every crossing."""
    cx, cy = surface.get_rect().center
    reach = (surface.get_width() + surface.get_height()) // step + 2
    span = surface.get_width() + surface.get_height()
    for i in range(-reach, reach + 1):
        x = cx + i * step
        pygame.draw.line(surface, color, (x - span, cy - span), (x + span, cy + span), line)
        pygame.draw.line(surface, color, (x - span, cy + span), (x + span, cy - span), line)
    half = step / 2
    cols = math.ceil(surface.get_width() / step) + 1
    rows = math.ceil(surface.get_height() / step) + 1
    for m in range(-cols, cols + 1):
        for n in range(-rows, rows + 1):
            if (m + n) % 2 == 0:
                pygame.draw.circle(surface, color, (round(cx + m * half), round(cy + n * half)), dot)


def _draw_medallion(surface: pygame.Surface, k: int, width: int, color: RGB, light: RGB) -> None:
    """A ringed eight-pointed star in the middle of the back."""
    cx, cy = surface.get_rect().center
    r = width * 0.23 * k
    pygame.draw.circle(surface, GOLD, (cx, cy), round(r))
    pygame.draw.circle(surface, color, (cx, cy), round(r * 0.9))
    pygame.draw.circle(surface, light, (cx, cy), round(r * 0.84), _line_width(width, k, 0.006))
    points = []
    for i in range(16):
        radius = r * (0.74 if i % 2 == 0 else 0.34)
        angle = i * math.pi / 8
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    pygame.draw.polygon(surface, GOLD, points)
    pygame.draw.circle(surface, color, (cx, cy), round(r * 0.16))


def _draw_placeholder(width: int) -> pygame.Surface:
    height = card_height(width)

    def draw(surface: pygame.Surface, k: int) -> None:
        full = surface.get_rect()
        _rounded(surface, (255, 255, 255, 34), full, _radius(width) * k)
        _rounded(surface, (255, 255, 255, 120), full, _radius(width) * k, _line_width(width, k, 0.014))

    return _supersampled(width, height, (255, 255, 255), draw)


def _halo(width: int, color: RGB, spread: float, alpha: int, margin: int) -> pygame.Surface:
    height = card_height(width)
    surface = pygame.Surface((width + 2 * margin, height + 2 * margin), pygame.SRCALPHA)
    surface.fill((*color, 0))
    body = pygame.Rect(margin, margin, width, height).inflate(round(spread * 2), round(spread * 2))
    _rounded(surface, (*color, alpha), body, _radius(width) + spread)
    return _soft_blur(surface, max(1, margin // 2))


def _soft_blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian-looking blur. pygame's gaussian_blur costs time in proportion to the radius (45 ms for a 240 px
    card's glow); three box blurs of 0.85 x the radius give the same halo (alpha within 7/255) in a sixth of it."""
    if radius < 4:
        return pygame.transform.gaussian_blur(surface, radius)
    box = round(radius * 0.85)
    for _ in range(3):
        surface = pygame.transform.box_blur(surface, box)
    return surface


def _draw_glow(width: int, color: RGB) -> pygame.Surface:
    margin = max(6, round(width * 0.16))
    return _halo(width, color, margin * 0.3, 230, margin)


def _draw_shadow(width: int) -> pygame.Surface:
    margin = max(4, round(width * 0.1))
    return _halo(width, (0, 0, 0), 0.0, 110, margin)
