"""Drawing shared by the title, pause and results screens: the felt, the gold title, the line of control hints
with gamepad badges, dark panels with a soft shadow, and crisp − and + signs."""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Final, Protocol

import pygame

from game.i18n import tr
from scenes.ui import legibility
from scenes.ui.actions import Action
from scenes.ui.button_badges import badge, is_badge
from scenes.ui.caches import cached
from scenes.ui.drawn_button import DrawnButton, palette
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, font, render, text_pixels

if TYPE_CHECKING:
    from scenes.core.scene import Host

Colour = tuple[int, int, int]

SHADOW_BROWN: Final = (58, 34, 8)
ROW_TINT: Final = (255, 255, 255, 14)  # a setting row, and the focused one
ROW_FOCUS_TINT: Final = (255, 217, 122, 34)
DOT_RIM: Final = (120, 84, 20)


class Stepper(Protocol):
    """A − or + button: a DrawnButton or a pygame_gui UIButton."""

    @property
    def rect(self) -> pygame.Rect: ...

    @property
    def is_enabled(self) -> bool: ...


def felt_background(size: tuple[int, int], centre: tuple[float, float] = (0.5, 0.4)) -> pygame.Surface:
    """Rich green felt: a radial light, a dark vignette and a fine deterministic grain."""
    width, height = size
    small_w, small_h = 32, max(8, round(32 * height / max(1, width)))
    aspect = small_w / small_h
    reach = math.hypot(max(centre[0], 1 - centre[0]) * aspect, max(centre[1], 1 - centre[1]))
    inner, outer = (44, 124, 78), (7, 34, 22)
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            r = math.hypot((x / small_w - centre[0]) * aspect, y / small_h - centre[1]) / reach
            light = max(0.0, 1.0 - r) ** 1.6
            shade = 1.0 - 0.55 * min(1.0, max(0.0, r - 0.55)) ** 1.5  # vignette
            small.set_at((x, y), tuple(round((o + (i - o) * light) * shade) for i, o in zip(inner, outer, strict=True)))
    if pygame.display.get_surface() is not None:
        small = small.convert()  # scaling a display-format patch gives a display-format result: no big convert
    surface = pygame.transform.smoothscale(small, size)
    add_grain(surface)
    return surface


GRAIN_SIDE = 64  # the noise repeats every this many pixels
GRAIN_REPEAT = 4  # laid as tiles of this many repeats a side: 16 times fewer blits


def add_grain(surface: pygame.Surface) -> None:
    """Lay a faint, fixed noise over the felt so it reads as cloth."""
    tile = _grain_sheet()
    for x in range(0, surface.get_width(), tile.get_width()):
        for y in range(0, surface.get_height(), tile.get_height()):
            surface.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)


@cached(maxsize=1)
def _grain_sheet() -> pygame.Surface:
    """GRAIN_REPEAT × GRAIN_REPEAT copies of the grain tile, made once."""
    tile = _grain_tile(GRAIN_SIDE)
    side = GRAIN_SIDE * GRAIN_REPEAT
    sheet = pygame.Surface((side, side))
    for x in range(0, side, GRAIN_SIDE):
        for y in range(0, side, GRAIN_SIDE):
            sheet.blit(tile, (x, y))
    return sheet


def _grain_tile(side: int) -> pygame.Surface:
    """A square of faint noise from a fixed linear congruential sequence: the same grain on every run."""
    values = bytearray()
    state = 20240607
    for _ in range(side * side):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        level = (state >> 16) % 9
        values += bytes((level, level, level))
    return pygame.image.frombuffer(bytes(values), (side, side), "RGB")


def tinted(mask: pygame.Surface, colour: Colour) -> pygame.Surface:
    """White text (or any white shape with alpha) in another colour: cheaper than rendering it again."""
    copy = mask.copy()
    copy.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return copy


def gold_title(text: str, pixels: int) -> pygame.Surface:
    """Big gold lettering: a vertical gold gradient, a dark brown rim and a soft drop shadow."""
    legibility.note(text, text_pixels(pixels))
    face = font(pixels, bold=True)
    mask = face.render(text, True, (255, 255, 255))
    width, height = mask.get_size()
    gradient = pygame.Surface((width, height), pygame.SRCALPHA)
    stops = ((0.0, (255, 244, 190)), (0.48, (247, 204, 96)), (0.56, (214, 156, 44)), (1.0, (255, 222, 120)))
    for y in range(height):
        t = y / max(1, height - 1)
        for (t0, c0), (t1, c1) in itertools.pairwise(stops):
            if t0 <= t <= t1:
                k = (t - t0) / (t1 - t0)
                pygame.draw.line(gradient, [round(a + (b - a) * k) for a, b in zip(c0, c1, strict=True)], (0, y),
                                 (width, y))  # fmt: skip
                break
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rim = max(2, pixels // 28)
    drop = max(3, pixels // 14)
    out = pygame.Surface((width + 2 * rim + drop * 2, height + 2 * rim + drop * 2), pygame.SRCALPHA)
    blur = pygame.transform.smoothscale(tinted(mask, (0, 0, 0)), (max(1, width // 6), max(1, height // 6)))
    blur = pygame.transform.smoothscale(blur, (width, height))
    blur.set_alpha(170)
    out.blit(blur, (rim + drop, rim + drop * 3 // 2))
    dark = tinted(mask, SHADOW_BROWN)
    for i in range(16):
        angle = math.tau * i / 16
        out.blit(dark, (rim + round(rim * math.cos(angle)), rim + round(rim * math.sin(angle))))
    out.blit(gradient, (rim, rim))
    return out


def hint_line(text: str, pixels: int, colour: Colour = CREAM) -> pygame.Surface:
    """One line of control hints; gamepad face buttons (Ⓐ, 🅑, ✕ …) become button badges in their pad's style."""
    pieces: list[pygame.Surface] = []
    run = ""
    for ch in text:
        if is_badge(ch):
            if run:
                pieces.append(render(run, pixels, colour))
                run = ""
            pieces.append(badge(ch, pixels))
        else:
            run += ch
    if run:
        pieces.append(render(run, pixels, colour))
    width = sum(p.get_width() for p in pieces)
    height = max((p.get_height() for p in pieces), default=1)
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for piece in pieces:
        out.blit(piece, piece.get_rect(midleft=(x, height // 2)))
        x += piece.get_width()
    return out


def control_hints(app: Host, *, change: bool = False) -> str:
    """ "Arrows: move · Enter: choose · Esc: back" after the keyboard or the mouse, "D-pad: move · Ⓐ: choose ·
    Menu: back" after a pad (in its own names), from the current bindings."""
    parts = [tr("{keys}: move", keys=tr("D-pad") if app.input.uses_gamepad else tr("Arrows"))]
    if change:
        parts.append(tr("{keys}: change", keys="← →"))
    parts.append(tr("{keys}: choose", keys=app.input.prompt(Action.CONFIRM)))
    parts.append(tr("{keys}: back", keys=app.input.prompt(Action.MENU)))
    return "   ·   ".join(parts)


def soft_shadow(size: tuple[int, int], radius: int, blur: int, alpha: int = 150) -> pygame.Surface:
    """A blurred rounded-rectangle shadow, `blur` pixels larger than `size` on every side."""
    width, height = size[0] + 2 * blur, size[1] + 2 * blur
    shape = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(shape, (0, 0, 0, alpha), pygame.Rect(blur, blur, *size), 0, radius)
    factor = max(2, blur // 2)
    small = pygame.transform.smoothscale(shape, (max(1, width // factor), max(1, height // factor)))
    return pygame.transform.smoothscale(small, (width, height))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int, alpha: int = 200) -> None:
    """A dark translucent panel with a thin gold rim over a soft shadow."""
    blur = max(6, radius)
    shadow = soft_shadow(rect.size, radius, blur)
    surface.blit(shadow, shadow.get_rect(center=(rect.centerx, rect.centery + blur // 2)))
    surface.blit(panel_body(rect.size, radius, alpha), rect)


def draw_dialog(surface: pygame.Surface, box: pygame.Rect, radius: int) -> None:
    """A modal dialog's ground: the scene below dimmed, then the panel at `box`."""
    surface.blit(_shade(surface.get_size()), (0, 0))
    draw_panel(surface, box, radius, alpha=235)


@cached(maxsize=2)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    return shade


def panel_body(size: tuple[int, int], radius: int, alpha: int = 200, well: pygame.Rect | None = None) -> pygame.Surface:
    """The panel itself: dark, a thin gold rim and a faint inner line; `well` adds a framed inset (for text)."""
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(body, (8, 24, 16, alpha), body.get_rect(), 0, radius)
    pygame.draw.rect(body, (217, 180, 90, 220), body.get_rect(), 2, radius)
    pygame.draw.rect(body, (255, 255, 255, 22), body.get_rect().inflate(-8, -8), 1, max(1, radius - 4))
    if well is not None:
        inset = max(4, radius * 2 // 3)
        pygame.draw.rect(body, (15, 34, 25, 255), well, 0, inset)
        pygame.draw.rect(body, (217, 180, 90, 255), well, 2, inset)
    return body


@cached(maxsize=8)
def rounded_tint(size: tuple[int, int], colour: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle (a row's tint), made once per size and colour."""
    tint = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(tint, colour, tint.get_rect(), 0, radius)
    return tint


def stepper_radius(size: tuple[int, int], side: int) -> int:
    """The corner radius of a square − or + button of `side` pixels."""
    return min(scaled(size, 14, 6), side // 2 - 4)


def draw_signs(surface: pygame.Surface, minus: Stepper, plus: Stepper) -> None:
    """The − and + of a stepper row in its buttons' text colour, whether drawn by us or by pygame_gui."""
    for button, is_plus in ((minus, False), (plus, True)):
        if isinstance(button, DrawnButton):
            colour = palette(button.look, button.state).text
        else:
            colour = palette("plain", "normal" if button.is_enabled else "disabled").text
        draw_sign(surface, button.rect, is_plus, colour)


def draw_sign(surface: pygame.Surface, rect: pygame.Rect, plus: bool, colour: Colour) -> None:
    """A crisp − or + centred in `rect` (drawn, so it sits exactly in the middle at every size)."""
    arm = max(4, round(rect.width * 0.26))
    thick = max(2, round(rect.width * 0.085))
    cx, cy = rect.center
    pygame.draw.rect(surface, colour, pygame.Rect(cx - arm, cy - thick // 2, 2 * arm, thick), 0, thick // 2)
    if plus:
        pygame.draw.rect(surface, colour, pygame.Rect(cx - thick // 2, cy - arm, thick, 2 * arm), 0, thick // 2)


@cached(maxsize=8)
def gold_dot(diameter: int) -> pygame.Surface:
    """A small smooth gold dot with a dark rim: the mark of a changed rule."""
    scale = 4
    big = pygame.Surface((diameter * scale, diameter * scale), pygame.SRCALPHA)
    centre = diameter * scale // 2
    pygame.draw.circle(big, (*DOT_RIM, 255), (centre, centre), centre)
    pygame.draw.circle(big, (*GOLD, 255), (centre, centre), centre - scale)
    pygame.draw.circle(big, (255, 246, 214, 255), (centre - centre // 3, centre - centre // 3), centre // 4)
    return pygame.transform.smoothscale(big, (diameter, diameter))
