"""The title screen: pick the game and the table's settings, then start, continue, read the rules or quit.

Every setting is a stepper row (label, −, value, +). The keyboard and gamepad move between rows with up/down and
change the focused row's value with left/right; the mouse uses the − and + buttons. The choices live in a
`MenuChoices` object that survives rebuilding the widgets (a window resize, a damaged save being set aside).
The House rules button opens the panel of scenes/house_rules.py; the choices are read from the settings file
(scenes/settings.py) when the menu first shows, and written when a match starts or the house rules panel closes.
Also here: the felt, title and hint drawing that the pause and results screens reuse.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Final, NamedTuple

import pygame

from game.core.seats import BOT_LEVELS
from game.i18n import tr
from game.kuckuck.options import INT_RANGES, MAX_PLAYERS, MIN_PLAYERS
from game.kuckuck.options import PRESETS as ENGINE_PRESETS
from game.lobby import MatchSetup, seats_from_json
from scenes.assets import font_path
from scenes.base import Scene
from scenes.drawn_button import DrawnButton, Look, palette
from scenes.focus import FocusRing, SteppingRow
from scenes.house_rules import ROW_FOCUS_TINT, ROW_TINT, HouseRulesPanel, gold_dot
from scenes.input import Action, InputAction
from scenes.rule_catalogue import PRESET_LABELS, HouseRules
from scenes.rules_panel import CIRCLED_FIRST, CIRCLED_LAST, RulesPanel, scaled, ui_scale
from scenes.settings import Settings, SettingsStore
from scenes.text import CREAM, GOLD, fitted_size, font, render

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig
    from scenes.app import App
    from scenes.card_art import CardArt

Colour = tuple[int, int, int]

PLAYERS_RANGE: Final = (MIN_PLAYERS, MAX_PLAYERS)  # the engine's limits, so the menu can never offer more
LIVES_RANGE: Final = INT_RANGES["lives"]
PRESETS: Final = tuple(ENGINE_PRESETS)
LEVEL_LABELS: Final = MappingProxyType({"easy": "Easy", "normal": "Normal", "hard": "Hard"})
SETTING_LABELS: Final = MappingProxyType(
    {"players": "Players", "bots": "Bots", "level": "Bot level", "lives": "Lives", "preset": "Rule set"}
)
FAN_LEFT: Final = ("AS", "2H", "3C")  # the cards nobody wants to hold …
FAN_RIGHT: Final = ("KD", "KS", "KH")  # … and the ones that call "Kuckuck!"
BADGE_COLOURS: Final[Mapping[str, Colour]] = MappingProxyType(
    {"A": (64, 160, 72), "B": (200, 62, 52), "X": (56, 112, 200), "Y": (222, 170, 36)}
)
SHADOW_BROWN: Final = (58, 34, 8)
DISABLED_SIGN: Final = (96, 112, 102)


# --- the choices ---------------------------------------------------------------------------------------------


@dataclass
class MenuChoices:
    """What the menu shows; the widgets are rebuilt around it. `rules` holds the preset and the house rules."""

    players: int = 6
    bots: int = 5
    level: str = "normal"
    lives: int = 3
    rules: HouseRules = field(default_factory=HouseRules)

    @classmethod
    def from_setup(cls, setup: MatchSetup) -> MenuChoices:
        lives = setup.options.get("lives", 3)
        players = min(max(setup.players, PLAYERS_RANGE[0]), PLAYERS_RANGE[1])
        return cls(
            players=players,
            bots=min(setup.bots, players),
            level=setup.bot_level,
            lives=lives if isinstance(lives, int) and LIVES_RANGE[0] <= lives <= LIVES_RANGE[1] else 3,
            rules=HouseRules.from_options(setup.options),
        )

    @classmethod
    def from_settings(cls, settings: Settings) -> MenuChoices:
        """The choices remembered in the settings file (already checked when it was read)."""
        return cls(
            players=settings.players,
            bots=settings.bots,
            level=settings.bot_level,
            lives=settings.lives,
            rules=HouseRules.from_options({"preset": settings.preset, **settings.house_rules}),
        )

    def to_settings(self, base: Settings) -> Settings:
        """`base` (which keeps what the menu does not show) with these choices."""
        return replace(
            base,
            players=self.players,
            bots=self.bots,
            bot_level=self.level,
            preset=self.preset,
            lives=self.lives,
            house_rules=self.rules.options(),
        )

    @property
    def preset(self) -> str:
        return self.rules.preset

    @property
    def humans(self) -> int:
        return self.players - self.bots

    def set_players(self, players: int) -> None:
        """A bigger or smaller table keeps its humans (an all-human table stays all-human); bots ≤ players."""
        humans = self.humans
        self.players = min(max(players, PLAYERS_RANGE[0]), PLAYERS_RANGE[1])
        self.bots = 0 if self.bots == 0 else min(max(0, self.players - humans), self.players)

    def _range(self, key: str) -> tuple[int, int]:
        """The index range of a setting (numbers are their own index)."""
        if key == "players":
            return PLAYERS_RANGE
        if key == "bots":
            return 0, self.players
        if key == "lives":
            return LIVES_RANGE
        return 0, len(BOT_LEVELS if key == "level" else PRESETS) - 1

    def _index(self, key: str) -> int:
        if key == "level":
            return BOT_LEVELS.index(self.level)
        if key == "preset":
            return PRESETS.index(self.preset)
        value: int = getattr(self, key)
        return value

    def can_step(self, key: str, direction: int) -> bool:
        low, high = self._range(key)
        return low <= self._index(key) + direction <= high

    def step(self, key: str, direction: int, wrap: bool = False) -> bool:
        """Move a setting one step; `wrap` goes round from the end to the start. True if it changed."""
        low, high = self._range(key)
        index = self._index(key) + direction
        if wrap and index > high:
            index = low
        index = min(max(index, low), high)
        if index == self._index(key):
            return False
        if key == "players":
            self.set_players(index)
        elif key == "level":
            self.level = BOT_LEVELS[index]
        elif key == "preset":
            self.rules.set_preset(PRESETS[index])  # a new rule set starts from its own house rules
        else:
            setattr(self, key, index)
        return True

    def value_text(self, key: str) -> str:
        if key == "level":
            return tr(LEVEL_LABELS[self.level])
        if key == "preset":
            return tr(PRESET_LABELS[self.preset])
        return str(self._index(key))

    def summary(self) -> str:
        """Who plays, in words: "You against 5 bots", "6 players sharing this screen", …"""
        if self.humans == 1:
            if self.bots == 1:
                return tr("You against 1 bot")
            return tr("You against {bots} bots", bots=self.bots)
        if self.bots == 0:
            return tr("{humans} players sharing this screen", humans=self.humans)
        if self.bots == 1:
            return tr("{humans} players sharing this screen, and 1 bot", humans=self.humans)
        return tr("{humans} players sharing this screen, and {bots} bots", humans=self.humans, bots=self.bots)

    def setup(self) -> MatchSetup:
        return MatchSetup(
            players=self.players,
            bots=self.bots,
            bot_level=self.level,
            options={"lives": self.lives, "preset": self.preset, **self.rules.options()},
        )


def setup_for_saved(match: Match, seats: list[SeatConfig]) -> MatchSetup:
    """The setup a saved match was started with, as far as the save tells (for "Play again" after it ends)."""
    bots = [seat for seat in seats if not seat.is_human]
    level = bots[0].level if bots and bots[0].level in BOT_LEVELS else "normal"
    options = dict(match.rules.options_json(match.options))
    return MatchSetup(game=match.rules.game_id, players=match.players, bots=len(bots), bot_level=level, options=options)


# --- a stepper row, focusable as a whole ----------------------------------------------------------------------


class StepperRow(SteppingRow):
    """Label, −, value, +: one setting of the menu."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        minus: DrawnButton,
        plus: DrawnButton,
        on_step: Callable[[str, int, bool], None],
    ) -> None:
        super().__init__(key, minus, plus, on_step)
        self.rect = rect

    def alive(self) -> bool:
        return bool(self.plus.alive())

    def value_center(self) -> tuple[int, int]:
        return (self.minus.rect.right + self.plus.rect.left) // 2, self.rect.centery


# --- drawing shared by the menu screens -----------------------------------------------------------------------


def felt_background(
    size: tuple[int, int], centre: tuple[float, float] = (0.5, 0.4), grain: bool = True
) -> pygame.Surface:
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
    if grain:
        add_grain(surface)
    return surface


def add_grain(surface: pygame.Surface) -> None:
    """Lay a faint, fixed noise over the felt so it reads as cloth."""
    tile = _grain_tile(64)
    for x in range(0, surface.get_width(), tile.get_width()):
        for y in range(0, surface.get_height(), tile.get_height()):
            surface.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)


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


def _badge(letter: str, pixels: int) -> pygame.Surface:
    """A round gamepad face button with its letter (DejaVu Sans has no circled letters)."""
    diameter = round(pixels * 1.2)
    scale = 4
    big = pygame.Surface((diameter * scale, diameter * scale), pygame.SRCALPHA)
    centre = diameter * scale // 2
    pygame.draw.circle(big, (0, 0, 0, 110), (centre, centre + scale * 2), centre - scale * 2)
    pygame.draw.circle(big, (*BADGE_COLOURS.get(letter, (110, 110, 110)), 255), (centre, centre), centre - scale * 3)
    pygame.draw.circle(big, (255, 255, 255, 90), (centre, centre), centre - scale * 3, scale)
    badge = pygame.transform.smoothscale(big, (diameter, diameter))
    glyph = render(letter, max(8, round(pixels * 0.78)), (255, 255, 255), bold=True, shadow=False)
    badge.blit(glyph, glyph.get_rect(center=(diameter // 2, diameter // 2)))
    return badge


def hint_line(text: str, pixels: int, colour: Colour = CREAM) -> pygame.Surface:
    """One line of control hints; circled gamepad letters (Ⓐ …) become coloured button badges."""
    pieces: list[pygame.Surface] = []
    run = ""
    for ch in text:
        if CIRCLED_FIRST <= ord(ch) <= CIRCLED_LAST:
            if run:
                pieces.append(render(run, pixels, colour))
                run = ""
            pieces.append(_badge(chr(ord(ch) - CIRCLED_FIRST + ord("A")), pixels))
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


def control_hints(app: App, *, change: bool = False) -> str:
    """ "Arrows / D-pad: move · Enter / Ⓐ: choose · Esc / Start: back", from the current bindings."""
    parts = [tr("{keys}: move", keys=tr("Arrows / D-pad"))]
    if change:
        parts.append(tr("{keys}: change", keys="← →"))
    parts.append(tr("{keys}: choose", keys=app.input.describe(Action.CONFIRM)))
    parts.append(tr("{keys}: back", keys=app.input.describe(Action.MENU)))
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
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (8, 24, 16, alpha), body.get_rect(), 0, radius)
    pygame.draw.rect(body, (217, 180, 90, 220), body.get_rect(), 2, radius)
    pygame.draw.rect(body, (255, 255, 255, 22), body.get_rect().inflate(-8, -8), 1, max(1, radius - 4))
    surface.blit(body, rect)


class GameTile(NamedTuple):
    """A game on the menu: the chosen one lit up, the ones still to come greyed out."""

    rect: pygame.Rect
    text: str
    pixels: int
    chosen: bool

    def draw(self, surface: pygame.Surface) -> None:
        fill, rim, ink = (
            ((60, 122, 87), (255, 217, 122), (255, 255, 255))
            if self.chosen
            else ((26, 38, 32), (60, 74, 66), (111, 125, 116))
        )
        radius = max(6, self.rect.height // 4)
        pygame.draw.rect(surface, fill, self.rect, 0, radius)
        pygame.draw.rect(surface, rim, self.rect, 2, radius)
        label = render(self.text, self.pixels, ink, bold=True, shadow=self.chosen)
        surface.blit(label, label.get_rect(center=self.rect.center))


def draw_sign(surface: pygame.Surface, rect: pygame.Rect, plus: bool, colour: Colour) -> None:
    """A crisp − or + centred in `rect` (drawn, so it sits exactly in the middle at every size)."""
    arm = max(4, round(rect.width * 0.26))
    thick = max(2, round(rect.width * 0.085))
    cx, cy = rect.center
    pygame.draw.rect(surface, colour, pygame.Rect(cx - arm, cy - thick // 2, 2 * arm, thick), 0, thick // 2)
    if plus:
        pygame.draw.rect(surface, colour, pygame.Rect(cx - thick // 2, cy - arm, thick, 2 * arm), 0, thick // 2)


# --- the scene ------------------------------------------------------------------------------------------------


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: App, initial: MatchSetup | None = None) -> None:
        super().__init__(app)
        self.choices = MenuChoices.from_setup(initial) if initial is not None else MenuChoices()
        self.focus = FocusRing()
        self.rules = RulesPanel(app, on_close=self._rules_closed)
        self.house = HouseRulesPanel(app, on_close=self._house_closed)
        self.settings_store = SettingsStore(app.saves.folder)  # beside the autosave (snapshots use their own)
        self.settings = Settings()
        self._settings_pending = True
        self._choices_from_settings = initial is None  # a "back to the menu" from the results keeps that match's
        self._art: CardArt | None = None  # the card fans are drawn after the first frame
        self.rows: dict[str, StepperRow] = {}
        self.buttons: dict[str, DrawnButton] = {}
        self.tiles: dict[str, GameTile] = {}
        self._focus_key = "start"
        self._background: pygame.Surface | None = None
        self._finish_pending = False
        self._decor: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._texts: dict[str, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._summary_centre = (0, 0)
        self._value_px = 0
        self._label_px = 0

    def setup(self) -> MatchSetup:
        """The match the Start button would begin."""
        return self.choices.setup()

    # --- building --------------------------------------------------------------------------------------------

    def enter(self) -> None:
        if self._settings_pending:
            self._load_settings()
        size = self.app.size
        width, height = size
        s = ui_scale(size)
        self._finish_pending = True  # the grain and the card fans follow after the first frame

        title = gold_title(tr("Kuckuck & Co."), scaled(size, 132, 40))
        tagline = render(tr("One card each. Keep it, or swap it. Don't be caught with the lowest!"),
                         scaled(size, 28, 13), (226, 236, 214))  # fmt: skip
        hints = hint_line(control_hints(self.app, change=True), scaled(size, 20, 12), (206, 222, 204))

        pad = round(28 * s)
        tile_h, row_h, row_gap = round(62 * s), round(62 * s), round(8 * s)
        start_h, small_h = round(84 * s), round(62 * s)
        summary_h = round(52 * s)
        panel_h = 2 * pad + tile_h + round(22 * s) + 5 * (row_h + row_gap) + summary_h + start_h + round(14 * s)
        panel_h += small_h
        panel_w = round(min(width * 0.92, 900 * s))
        gap_title = round(10 * s)
        block_h = title.get_height() + gap_title + tagline.get_height() + round(30 * s) + panel_h
        free = height - hints.get_height() - round(30 * s)
        top = max(round(10 * s), (free - block_h) // 2)

        title_pos = (width // 2, top + title.get_height() // 2)
        tagline_pos = (width // 2, top + title.get_height() + gap_title + tagline.get_height() // 2)
        self._panel = pygame.Rect(0, 0, panel_w, panel_h)
        self._panel.midtop = (width // 2, tagline_pos[1] + tagline.get_height() // 2 + round(30 * s))
        self._texts = {
            "title": (title, title_pos),
            "tagline": (tagline, tagline_pos),
            "hints": (hints, (width // 2, height - round(22 * s) - hints.get_height() // 2)),
        }
        inner = self._panel.inflate(-2 * pad, -2 * pad)
        y = inner.top
        self._build_tiles(pygame.Rect(inner.left, y, inner.width, tile_h))
        y += tile_h + round(22 * s)
        self._build_rows(inner, y, row_h, row_gap)
        y += 5 * (row_h + row_gap)
        self._summary_centre = (inner.centerx, y + summary_h // 2 - row_gap // 2)
        y += summary_h
        self._build_buttons(inner, y, start_h, small_h, round(14 * s))
        self._decor = []
        self._bake_background(felt_background(size, grain=False))
        self.focus.set_rows(
            [[row] for row in self.rows.values()]
            + [[b for key, b in self.buttons.items() if key in ("start", "continue")]]
            + [[self.buttons["house"], self.buttons["rules"], self.buttons["quit"]]]
        )
        self._sync()
        self._focus_by_key(self._focus_key)

    def _button(
        self,
        rect: pygame.Rect,
        text: str,
        pixels: int,
        on_press: Callable[[], None],
        look: Look = "plain",
        radius: int | None = None,
    ) -> DrawnButton:
        radius = scaled(self.app.size, 14, 6) if radius is None else radius
        return DrawnButton(rect, text, pixels, on_press, radius=radius, look=look)

    def _build_tiles(self, row: pygame.Rect) -> None:
        """The game choice. Kuckuck is the only game yet, so the tiles are drawn, not buttons: nothing to press."""
        gap = max(6, row.height // 5)
        tile_w = (row.width - 2 * gap) // 3
        texts = {
            "kuckuck": tr("Kuckuck"),
            "hearts": tr("Hearts — coming soon"),
            "euchre": tr("Euchre — coming soon"),
        }
        pixels = fitted_size(list(texts.values()), tile_w - row.height // 2, round(row.height * 0.34))
        self.tiles = {}
        for i, (key, text) in enumerate(texts.items()):
            rect = pygame.Rect(row.left + i * (tile_w + gap), row.top, tile_w, row.height)
            chosen = key == "kuckuck"
            self.tiles[key] = GameTile(rect, text, round(row.height * 0.4) if chosen else pixels, chosen)

    def _build_rows(self, inner: pygame.Rect, top: int, row_h: int, gap: int) -> None:
        size = self.app.size
        side = row_h - round(row_h * 0.14)
        value_w = scaled(size, 290, 120)
        self._label_px = round(row_h * 0.46)
        values = [tr(label) for label in (*LEVEL_LABELS.values(), *PRESET_LABELS.values())]
        self._value_px = fitted_size(values, value_w - side // 3, round(row_h * 0.5))
        self.rows = {}
        for i, key in enumerate(SETTING_LABELS):
            rect = pygame.Rect(inner.left, top + i * (row_h + gap), inner.width, row_h)
            plus_rect = pygame.Rect(rect.right - side - round(row_h * 0.12), rect.centery - side // 2, side, side)
            minus_rect = plus_rect.move(-value_w - side, 0)
            radius = min(scaled(size, 14, 6), side // 2 - 4)
            minus = self._button(minus_rect, "", 0, self._stepper(key, -1), radius=radius)  # signs: drawn over
            plus = self._button(plus_rect, "", 0, self._stepper(key, 1), radius=radius)
            self.rows[key] = StepperRow(key, rect, minus, plus, self._step)

    def _stepper(self, key: str, direction: int) -> Callable[[], None]:
        """What the − or + of a row does when clicked: focus the row and step its value."""

        def press() -> None:
            self.focus.focus(self.rows[key])
            self._step(key, direction, False)

        return press

    def _build_buttons(self, inner: pygame.Rect, top: int, start_h: int, small_h: int, gap: int) -> None:
        size = self.app.size
        has_save = self.app.saves.has_save()
        self.buttons = {}
        big_px, small_px = scaled(size, 34, 15), scaled(size, 26, 13)
        if has_save:
            half = (inner.width - gap) // 2
            self.buttons["start"] = self._button(
                pygame.Rect(inner.left, top, half, start_h), tr("Start"), big_px, self.start, "primary"
            )
            self.buttons["continue"] = self._button(
                pygame.Rect(inner.right - half, top, half, start_h), tr("Continue"), big_px, self.resume_saved
            )
        else:
            start_w = round(inner.width * 0.62)
            self.buttons["start"] = self._button(
                pygame.Rect(inner.centerx - start_w // 2, top, start_w, start_h),
                tr("Start"),
                big_px,
                self.start,
                "primary",
            )
        y = top + start_h + gap
        small_w = (inner.width - 2 * gap) // 3
        labels = {"house": tr("House rules"), "rules": tr("Rules"), "quit": tr("Quit")}
        actions = {"house": self.open_house_rules, "rules": self.rules.open, "quit": self.app.quit}
        small_px = fitted_size(list(labels.values()), small_w - small_h // 2, small_px)
        for i, (key, text) in enumerate(labels.items()):
            rect = pygame.Rect(inner.centerx - small_w // 2 + (i - 1) * (small_w + gap), y, small_w, small_h)
            self.buttons[key] = self._button(rect, text, small_px, actions[key])

    def _build_decor(self, size: tuple[int, int]) -> None:
        """Two small fans of cards beside the panel, when there is room for them."""
        self._decor = []
        width = size[0]
        side = (width - self._panel.width) // 2
        card_w = min(round(side * 0.42), scaled(size, 150, 20))
        if card_w < 48:
            return
        if self._art is None:
            from scenes.card_art import CardArt

            self._art = CardArt(font_path(), font_path(bold=True))
        art = self._art
        shadow = art.shadow(card_w)
        for cards, cx, tilt in ((FAN_LEFT, side // 2, 1), (FAN_RIGHT, width - side // 2, -1)):
            cy = self._panel.centery - round(card_w * 0.15)
            for i, card in enumerate(cards):
                offset = i - (len(cards) - 1) / 2
                angle = tilt * 8 - offset * 16  # counter-clockwise degrees
                pivot = (cx + offset * card_w * 0.42, cy + abs(offset) * card_w * 0.12)
                image = art.rotated(card, card_w, angle)
                self._decor.append((shadow, shadow.get_rect(center=(round(pivot[0] + 6), round(pivot[1] + 10)))))
                self._decor.append((image, image.get_rect(center=(round(pivot[0]), round(pivot[1])))))

    def _bake_background(self, felt: pygame.Surface) -> None:
        """Draw everything that stands still (cards, titles, panel) once, onto `felt`: the background."""
        background = self._background = felt
        for image, rect in self._decor:
            background.blit(image, rect)
        for image, centre in self._texts.values():
            background.blit(image, image.get_rect(center=centre))
        draw_panel(background, self._panel, max(8, self._panel.height // 36))
        for tile in self.tiles.values():
            tile.draw(background)

    def exit(self) -> None:
        self.rules.close()
        self.house.close()
        self._kill_widgets()

    def _kill_widgets(self) -> None:
        for widget in self.buttons.values():
            widget.kill()
        for row in self.rows.values():
            row.minus.kill()
            row.plus.kill()
        self.tiles, self.buttons, self.rows = {}, {}, {}

    def resize(self, size: tuple[int, int]) -> None:
        self._rebuild()

    def _rebuild(self) -> None:
        """New widgets for the current window and save, with the same choices, focus and rules panel."""
        self._remember_focus()
        self._kill_widgets()
        self.enter()
        self.rules.resize()  # rebuilt last, so they stay on top
        self.house.resize()

    # --- state ----------------------------------------------------------------------------------------------

    def _step(self, key: str, direction: int, wrap: bool) -> None:
        self.choices.step(key, direction, wrap)
        self._sync()

    def _sync(self) -> None:
        """Enable − and + where a step is possible."""
        for key, row in self.rows.items():
            for button, direction in ((row.minus, -1), (row.plus, 1)):
                if self.choices.can_step(key, direction):
                    button.enable()
                else:
                    button.disable()

    def _remember_focus(self) -> None:
        focused = self.focus.focused
        for key, widget in [*self.rows.items(), *self.buttons.items()]:
            if widget is focused:
                self._focus_key = key

    def _focus_by_key(self, key: str) -> None:
        widget = self.rows.get(key) or self.buttons.get(key) or self.buttons["start"]
        self.focus.focus(widget)
        self._focus_key = key if (key in self.rows or key in self.buttons) else "start"

    def _rules_closed(self) -> None:
        if "rules" in self.buttons:
            self.focus.focus(self.buttons["rules"])

    def _house_closed(self) -> None:
        self.save_settings()
        if "house" in self.buttons:
            self.focus.focus(self.buttons["house"])

    # --- the settings file ----------------------------------------------------------------------------------

    def _load_settings(self) -> None:
        """Read the settings once, when the menu first shows; a damaged file is reported, never fatal."""
        self._settings_pending = False
        loaded = self.settings_store.load()
        self.settings = loaded.settings
        if self._choices_from_settings:
            self.choices = MenuChoices.from_settings(loaded.settings)
        if loaded.message:
            self.app.toast(loaded.message)

    def save_settings(self) -> None:
        """Remember the current choices (a failure to write is reported, never fatal)."""
        self.settings = self.choices.to_settings(self.settings)
        try:
            self.settings_store.save(self.settings)
        except OSError as error:
            self.app.toast(tr("Your settings could not be saved ({error}).", error=error.strerror or error))

    # --- input ----------------------------------------------------------------------------------------------

    def _all_buttons(self) -> list[DrawnButton]:
        return [*self.buttons.values(), *(b for row in self.rows.values() for b in (row.minus, row.plus))]

    def handle(self, action: InputAction) -> None:
        if self.house.handle(action) or self.rules.handle(action):
            return
        if action.action in (Action.MENU, Action.CANCEL):
            self.focus.focus(self.buttons["quit"])  # never destructive: Quit still needs a confirm
            return
        if action.pos is not None:
            for button in self._all_buttons():  # a press may rebuild the menu: the list is taken first
                if button.pointer(action):
                    break
        self.focus.handle(action)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if not self.house.on_ui_event(event):
            self.rules.on_ui_event(event)

    def open_house_rules(self) -> None:
        self.house.open(self.choices.rules)

    def start(self) -> None:
        from scenes.table import TableScene

        self.save_settings()
        self.app.switch(TableScene(self.app, self.setup()))

    def resume_saved(self) -> None:
        """Continue the saved match; a missing or damaged save is reported and the menu stays."""
        try:
            loaded = self.app.saves.load()
            if loaded is None:
                raise ValueError(tr("There is no saved match to continue."))
            match, raw_seats = loaded
            seats = seats_from_json(raw_seats)
            setup = setup_for_saved(match, seats)
        except ValueError as error:
            self.app.toast(str(error))
            self._focus_key = "start"
            self._rebuild()  # the damaged save was set aside: Continue goes away
            return
        from scenes.table import TableScene

        self.app.switch(TableScene(self.app, setup, resume=(match, seats)))

    # --- time and drawing -----------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        self.rules.update(dt_ms)
        self.house.update(dt_ms)
        if self._finish_pending and self.app.frames >= 1:
            self._finish_pending = False  # the details that the first frame did not wait for
            self._build_decor(self.app.size)
            self._bake_background(felt_background(self.app.size))

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is not None:
            surface.blit(self._background, (0, 0))
        self._draw_rows(surface)
        for button in self._all_buttons():
            button.draw(surface)
        for row in self.rows.values():
            for button, plus in ((row.minus, False), (row.plus, True)):
                draw_sign(surface, button.rect, plus, palette(button.look, button.state).text)
        summary = render(self.choices.summary(), max(12, self._label_px * 4 // 5), GOLD)
        surface.blit(summary, summary.get_rect(center=self._summary_centre))

    def _draw_rows(self, surface: pygame.Surface) -> None:
        focused = self.focus.focused
        for key, row in self.rows.items():
            tint = pygame.Surface(row.rect.size, pygame.SRCALPHA)
            modal = self.rules.is_open or self.house.is_open
            colour = ROW_FOCUS_TINT if row is focused and not modal else ROW_TINT
            pygame.draw.rect(tint, colour, tint.get_rect(), 0, max(4, row.rect.height // 5))
            surface.blit(tint, row.rect)
            label = render(tr(SETTING_LABELS[key]), self._label_px, CREAM)
            label_rect = surface.blit(label, label.get_rect(midleft=(row.rect.left + row.rect.height // 3,
                                                                     row.rect.centery)))  # fmt: skip
            if key == "preset" and self.choices.rules.changes:
                self._draw_house_note(surface, label_rect, row)
            value = render(self.choices.value_text(key), self._value_px, GOLD, bold=True)
            surface.blit(value, value.get_rect(center=row.value_center()))

    def _draw_house_note(self, surface: pygame.Surface, label: pygame.Rect, row: StepperRow) -> None:
        """● 2 house rules: beside "Rule set" when the rules differ from the preset."""
        changed = len(self.choices.rules.changes)
        text = tr("1 house rule") if changed == 1 else tr("{count} house rules", count=changed)
        note = render(text, max(11, self._label_px * 3 // 4), GOLD)
        dot = gold_dot(max(8, self._label_px // 2))
        left = label.right + self._label_px // 2
        if left + dot.get_width() + note.get_width() + self._label_px // 3 > row.minus.rect.left:
            return  # no room in a narrow window
        surface.blit(dot, dot.get_rect(midleft=(left, row.rect.centery)))
        surface.blit(note, note.get_rect(midleft=(left + dot.get_width() + self._label_px // 4, row.rect.centery)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.house.is_open:
            self.house.draw_overlay(surface)
            return
        if self.rules.is_open:
            self.rules.draw_overlay(surface)
            return
        self.focus.draw(surface)
