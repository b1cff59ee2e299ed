"""The results screen: the winner under a crown, the standings, confetti, and Play again / Menu."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

import pygame
import pygame_gui

from game.core.results import ResultsSummary
from game.core.spec import GameSpec
from game.i18n import tr, trn
from game.lobby import MatchSetup
from game.registry import spec_for
from game.store.bankroll import Bankroll, BankrollStore
from scenes.core.scene import Scene
from scenes.results_notes import results_notes
from scenes.ui.actions import Action, InputAction
from scenes.ui.bankroll_text import money_game_on
from scenes.ui.decor import control_hints, draw_panel, felt_background, gold_title, hint_line
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable, readable_px
from scenes.ui.look import current_look
from scenes.ui.reasons import describe
from scenes.ui.scale import scaled, ui_scale
from scenes.ui.score_chart import draw_score_chart, team_lines
from scenes.ui.text import CREAM, GOLD, fitted_size, render
from scenes.ui.theme import button_id

if TYPE_CHECKING:
    from scenes.core.scene import Host
    from scenes.ui.seed_words import FinishedSeed

Colour = tuple[int, int, int]

MEDALS: Final[Mapping[int, Colour]] = MappingProxyType({1: (240, 196, 64), 2: (196, 204, 214), 3: (205, 127, 60)})
PLAIN_MEDAL: Final = (34, 78, 54)
HUMAN_TINT: Final = (255, 217, 122, 30)
CONFETTI_COLOURS: Final[tuple[Colour, ...]] = (
    (242, 193, 78), (230, 70, 70), (80, 170, 240), (120, 210, 110), (250, 250, 240), (200, 110, 220),
)  # fmt: skip
CONFETTI_PIECES: Final = 140
CONFETTI_SEED: Final = 0x5EED


# --- confetti ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Flake:
    x: float  # 0..1 of the width
    y: float  # 0..1 of the fall cycle
    fall: float  # fall cycles per second
    sway: float  # amplitude, fraction of the width
    sway_hz: float
    spin_hz: float
    phase: float
    size: float  # fraction of the height
    colour: Colour


class Confetti:
    """Falling, fluttering paper: positions are a pure function of the time since the screen opened."""

    def __init__(self, pieces: int = CONFETTI_PIECES, seed: int = CONFETTI_SEED) -> None:
        rng = random.Random(seed)  # its own generator: the same confetti every time, global random untouched
        self.flakes = [
            Flake(
                x=rng.random(),
                y=rng.uniform(-0.75, 0.25),  # a quarter is already falling when the screen opens
                fall=rng.uniform(0.09, 0.2),
                sway=rng.uniform(0.004, 0.02),
                sway_hz=rng.uniform(0.3, 0.9),
                spin_hz=rng.uniform(0.5, 1.6),
                phase=rng.uniform(0.0, math.tau),
                size=rng.uniform(0.01, 0.018),
                colour=rng.choice(CONFETTI_COLOURS),
            )
            for _ in range(pieces)
        ]
        self.elapsed_ms = 0

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += max(0, dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        t = self.elapsed_ms / 1000
        margin = 0.05
        for flake in self.flakes:
            cycle = (flake.y + flake.fall * t) % 1.0 if flake.y + flake.fall * t >= 0 else None
            if cycle is None:
                continue
            y = (cycle * (1 + 2 * margin) - margin) * height
            x = (flake.x + flake.sway * math.sin(flake.phase + math.tau * flake.sway_hz * t)) * width
            length = flake.size * height
            spin = flake.phase + math.tau * flake.spin_hz * t
            flutter = 0.25 + 0.75 * abs(math.cos(spin * 1.3))  # turning paper: its width shrinks and grows
            dx, dy = math.cos(spin), math.sin(spin)
            hw, hh = length * 0.5, length * 0.3 * flutter
            box = ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
            corners = [(x + dx * a - dy * b, y + dy * a + dx * b) for a, b in box]
            shade = 0.7 + 0.3 * flutter
            pygame.draw.polygon(surface, [round(c * shade) for c in flake.colour], corners)


# --- drawing ----------------------------------------------------------------------------------------------------


def crown(width: int) -> pygame.Surface:
    """A gold crown with jewels, drawn supersampled."""
    k = 4
    w, h = width * k, round(width * 0.72) * k
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    band_top, band_bottom = round(h * 0.62), round(h * 0.9)
    peaks = [(0.06, 0.22), (0.28, 0.42), (0.5, 0.08), (0.72, 0.42), (0.94, 0.22)]
    valleys = [0.17, 0.39, 0.61, 0.83]
    outline = [(round(w * 0.08), band_top)]
    for i, (px, py) in enumerate(peaks):
        outline.append((round(w * px), round(h * py)))
        if i < len(valleys):
            outline.append((round(w * valleys[i]), round(h * 0.5)))
    outline.append((round(w * 0.92), band_top))
    dark, gold, light = (150, 98, 18), (240, 188, 56), (255, 236, 150)
    pygame.draw.polygon(big, gold, outline)
    pygame.draw.polygon(big, dark, outline, 3 * k)
    band = pygame.Rect(round(w * 0.06), band_top, round(w * 0.88), band_bottom - band_top)
    pygame.draw.rect(big, gold, band, 0, 6 * k)
    pygame.draw.rect(big, dark, band, 3 * k, 6 * k)
    pygame.draw.line(big, light, (band.left + 8 * k, band.top + 6 * k), (band.right - 8 * k, band.top + 6 * k), 2 * k)
    for px, py in peaks:
        centre = (round(w * px), round(h * py))
        pygame.draw.circle(big, light, centre, round(w * 0.045))
        pygame.draw.circle(big, dark, centre, round(w * 0.045), 2 * k)
    for i, colour in enumerate(((200, 30, 50), (30, 110, 200), (200, 30, 50))):
        centre = (round(w * (0.3 + 0.2 * i)), band.centery)
        radius = round(band.height * (0.3 if i != 1 else 0.36))
        pygame.draw.circle(big, colour, centre, radius)
        pygame.draw.circle(big, (255, 255, 255), (centre[0] - radius // 3, centre[1] - radius // 3), radius // 3)
        pygame.draw.circle(big, dark, centre, radius, 2 * k)
    return pygame.transform.smoothscale(big, (width, h // k))


def glow(radius: int, colour: Colour, alpha: int = 110) -> pygame.Surface:
    """A soft round light, for the spotlight behind the crown."""
    surface = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    steps = 24
    for i in range(steps, 0, -1):
        a = round(alpha * (1 - i / steps) ** 2 / 4) + 1
        pygame.draw.circle(surface, (*colour, a), (radius, radius), round(radius * i / steps))
    return surface


def medal(place: int, diameter: int) -> pygame.Surface:
    colour = MEDALS.get(place, PLAIN_MEDAL)
    k = 4
    big = pygame.Surface((diameter * k, diameter * k), pygame.SRCALPHA)
    c = diameter * k // 2
    pygame.draw.circle(big, (0, 0, 0, 90), (c, c + k * 2), c - k * 2)
    pygame.draw.circle(big, colour, (c, c), c - k * 3)
    pygame.draw.circle(big, (255, 255, 255, 80), (c, c), c - k * 3, k * 2)
    out = pygame.transform.smoothscale(big, (diameter, diameter))
    text_colour = (40, 30, 10) if place in MEDALS else CREAM
    number = render(str(place), max(8, round(diameter * 0.5)), text_colour, bold=True, shadow=False)
    out.blit(number, number.get_rect(center=(diameter // 2, diameter // 2)))
    return out


@dataclass(frozen=True)
class Line:
    place: int
    name: str
    note: str
    human: bool


def standing_lines(summary: ResultsSummary, humans: int) -> list[Line]:
    """One line per seat, winner first; seats that share a place share a line's place."""
    lines: list[Line] = []
    for standing in summary.standings:
        if standing.place == 1 and standing.note is None:
            note = tr("Winner") if len(standing.seats) == 1 else tr("Shared win")
        else:
            note = describe(standing.note) if standing.note is not None else ""
        lines.extend(Line(standing.place, summary.names[seat], note, seat < humans) for seat in standing.seats)
    return lines


def rounds_text(spec: GameSpec, rounds: int) -> str:
    """ "14 deals", "1 hand", in the player's language."""
    return trn(*spec.rounds_noun, rounds)


# --- the scene --------------------------------------------------------------------------------------------------


class ResultsScene(Scene):
    def __init__(
        self,
        app: Host,
        summary: ResultsSummary,
        setup: MatchSetup,
        archived: str | None = None,
        seed: FinishedSeed | None = None,
    ) -> None:
        super().__init__(app)
        self.archived = archived  # the archive id of the match, for its replay
        self.seed = seed  # shown now that the match is over (the table showed only its seal)
        self.summary = summary
        self.setup = setup
        self.spec = spec_for(summary.game)
        self.lines = standing_lines(summary, setup.humans)
        self.focus = FocusRing()
        self.confetti = Confetti()
        self.celebrate = any(seat < setup.humans for seat in summary.winners)  # confetti only when a person won
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._background: pygame.Surface | None = None
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._chart: pygame.Rect | None = None  # the score chart, when the game keeps a score history
        self._header_centre = (0, 0)
        self._rows: list[tuple[pygame.Rect, Line]] = []
        self._row_h = 0
        self._focus_key = "again"
        self.notes = results_notes(self.spec, setup, summary, self._bankroll()) + (seed.notes() if seed else [])

    def _bankroll(self) -> Bankroll | None:
        """The bankroll after this match, in a money game (the table settled it); a damaged file is reported."""
        if not money_game_on(self.spec, self.setup.players, self.setup.options):
            return None
        loaded = BankrollStore(self.app.saves.folder).load()
        if loaded.message is not None:
            self.app.toast(loaded.message)
        return loaded.bankroll

    def headline(self) -> tuple[str, str]:
        """The winner's name (or names) and the line under it."""
        names = [self.summary.names[seat] for seat in self.summary.winners]
        rounds = rounds_text(self.spec, self.summary.rounds)
        if [line.human for line in self.lines if line.place == 1] == [True] and self.setup.humans == 1:
            return names[0], tr("You win the match after {rounds}!", rounds=rounds)
        if len(names) == 1:
            return names[0], tr("wins the match after {rounds}", rounds=rounds)
        if len(self.spec.teams(len(self.summary.names))[0]) > 1:  # partners win together
            return tr(" & ").join(names), tr("win the match after {rounds}", rounds=rounds)
        return tr(" & ").join(names), tr("share the win after {rounds}", rounds=rounds)

    # --- building ----------------------------------------------------------------------------------------------

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        s = ui_scale(size)
        self._background = felt_background(size, centre=(0.5, 0.22))
        sprites: list[tuple[pygame.Surface, pygame.Rect]] = []

        def place(image: pygame.Surface, **anchor: tuple[int, int]) -> pygame.Rect:
            rect = image.get_rect(**anchor)
            sprites.append((image, rect))
            return rect

        name, line = self.headline()
        top = round(26 * s)
        crown_image = crown(scaled(size, 150, 50))
        spot = glow(scaled(size, 300, 90), (255, 214, 120))
        place(spot, center=(width // 2, top + crown_image.get_height()))
        crown_rect = place(crown_image, midtop=(width // 2, top))
        title = gold_title(name, fitted_size([name], round(width * 0.82), scaled(size, 118, 34)))
        title_rect = place(title, midtop=(width // 2, crown_rect.bottom - round(8 * s)))
        subtitle = render(line, scaled(size, 34, 15), CREAM)
        sub_rect = place(subtitle, midtop=(width // 2, title_rect.bottom + round(2 * s)))
        note_px = readable(size, 24)
        for note in self.notes:  # the rules, and in a money game the pot and the bankroll
            px = fitted_size([note], round(width * 0.9), note_px, bold=False, minimum=readable_px(size))
            image = render(note, px, (214, 226, 208))
            sub_rect = place(image, midtop=(width // 2, sub_rect.bottom + round(4 * s)))

        hints = hint_line(control_hints(self.app), readable(size), (206, 222, 204))
        hint_rect = place(hints, midbottom=(width // 2, height - round(18 * s)))
        button_h, button_w, gap = scaled(size, 76, 34), scaled(size, 330, 150), scaled(size, 24, 8)
        buttons_top = hint_rect.top - round(24 * s) - button_h
        self._build_buttons(pygame.Rect(0, buttons_top, width, button_h), button_w, gap)

        panel_top = sub_rect.bottom + round(26 * s)
        panel_bottom = buttons_top - round(26 * s)
        history = self.summary.score_history
        if history:  # standings on the left, the score chart on the right
            self._panel = self._layout_standings(size, panel_top, panel_bottom, round(width * 0.27), 0.36)
            self._chart = pygame.Rect(round(width * 0.48), panel_top, round(width * 0.47), panel_bottom - panel_top)
        else:
            self._panel = self._layout_standings(size, panel_top, panel_bottom)
            self._chart = None
        for image, rect in sprites:  # everything but the confetti stands still: draw it once
            self._background.blit(image, rect)
        self._draw_standings(self._background)
        if self._chart is not None:
            names = self.summary.names
            lines = team_lines(history, names, self.setup.humans, self.spec.teams(len(names)))
            marks = {
                round_no: lines.line_of[seat]
                for round_no, reason in self.summary.marks
                if isinstance(seat := reason.params.get("seat"), int) and seat in lines.line_of
            }
            heading = tr("{score} after each {round}", score=tr(self.spec.score_label), round=tr(self.spec.round_word))
            draw_score_chart(self._background, self._chart, lines.history, lines.names, lines.humans, marks, heading)
        self.focus.set_widgets(list(self.buttons.values()))
        self.focus.focus(self.buttons.get(self._focus_key, self.buttons["again"]))

    def _build_buttons(self, row: pygame.Rect, button_w: int, gap: int) -> None:
        px = scaled(self.app.size, 30, 14)
        keys: tuple[str, ...] = ("again", "menu")
        if self.archived is not None:
            keys = ("again", "replay", "review", "menu") if self.setup.humans >= 1 else ("again", "replay", "menu")
        left = row.centerx - (len(keys) * button_w + (len(keys) - 1) * gap) // 2
        rects = {
            key: pygame.Rect(left + i * (button_w + gap), row.top, button_w, row.height) for i, key in enumerate(keys)
        }
        labels = {"again": tr("Play again"), "replay": tr("Replay"), "review": tr("Review"), "menu": tr("Menu")}
        ui = self.app.ui
        self.buttons = {
            key: pygame_gui.elements.UIButton(
                rects[key],
                labels[key],
                ui,
                object_id=button_id(ui, self.app.size, px, "@primary" if key == "again" else None),
            )
            for key in keys
        }

    def _layout_standings(
        self, size: tuple[int, int], top: int, bottom: int, centre_x: int | None = None, share: float = 0.8
    ) -> pygame.Rect:
        """The panel rect; rows are laid out in `self._rows` as (rect, line)."""
        width, _ = size
        s = ui_scale(size)
        count = len(self.lines)
        columns = 1 if count <= 7 else 2
        per_column = math.ceil(count / columns)
        pad = round(22 * s)
        header_h = round(50 * s)
        available = max(1, bottom - top - 2 * pad - header_h)
        row_h = max(18, min(round(56 * s), available // per_column))
        column_w = round(min(width * 0.44, 600 * s)) if columns == 2 else round(min(width * share, 640 * s))
        col_gap = round(36 * s)
        panel_w = columns * column_w + (columns - 1) * col_gap + 2 * pad
        panel_h = 2 * pad + header_h + per_column * row_h
        panel = pygame.Rect(0, 0, panel_w, panel_h)
        panel.midtop = (width // 2 if centre_x is None else centre_x, top + max(0, (bottom - top - panel_h) // 2))
        self._header_centre = (panel.centerx, panel.top + pad + header_h // 2)
        self._rows = []
        for i, line in enumerate(self.lines):
            column, row = divmod(i, per_column)
            rect = pygame.Rect(
                panel.left + pad + column * (column_w + col_gap), panel.top + pad + header_h + row * row_h,
                column_w, row_h,
            )  # fmt: skip
            self._rows.append((rect, line))
        self._row_h = row_h
        return panel

    def exit(self) -> None:
        focused = self.focus.focused
        for key, button in self.buttons.items():
            if button is focused:
                self._focus_key = key
            button.kill()
        self.buttons = {}

    # --- input ------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.focus.focus(self.buttons["menu"])
            return
        self.focus.handle(action)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.buttons.get("again"):
            self.play_again()
        elif event.ui_element is self.buttons.get("menu"):
            self.to_menu()
        elif event.ui_element is self.buttons.get("replay"):
            self.replay()
        elif event.ui_element is self.buttons.get("review"):
            self.review()

    def replay(self) -> None:
        """This match's replay; closing it comes back here."""
        if self.archived is not None:
            self.app.router.replay(
                self.archived,
                lambda: self.app.router.results(self.summary, self.setup, self.archived, self.seed),
            )

    def review(self) -> None:
        """The review of the first person's play (seat 0) in this match; closing it comes back here."""
        if self.archived is not None:
            self.app.router.review(
                self.archived,
                0,
                lambda: self.app.router.results(self.summary, self.setup, self.archived, self.seed),
            )

    def play_again(self) -> None:
        self.app.router.table(self.setup)

    def to_menu(self) -> None:
        self.app.router.menu(self.setup)

    @property
    def shows_confetti(self) -> bool:
        """A person won, and the player has not asked for reduced motion."""
        return self.celebrate and not current_look().reduced_motion

    # --- time and drawing -------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        self.confetti.update(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            return
        surface.blit(self._background, (0, 0))
        if self.shows_confetti:
            self.confetti.draw(surface)
            for panel in (self._panel, self._chart):  # never over the standings or the chart
                if panel is not None:
                    surface.blit(self._background, panel, panel)

    def _draw_standings(self, surface: pygame.Surface) -> None:
        panel = self._panel
        draw_panel(surface, panel, max(8, panel.height // 30), alpha=190)
        least = readable_px(surface.get_size())
        header = render(tr("Standings"), max(least, round(self._row_h * 0.5)), GOLD, bold=True)
        surface.blit(header, header.get_rect(center=self._header_centre))
        text_px = max(least, round(self._row_h * 0.44))
        note_px = max(least, round(self._row_h * 0.32))
        for rect, line in self._rows:
            if line.human:
                tint = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(tint, HUMAN_TINT, tint.get_rect(), 0, max(3, rect.height // 4))
                surface.blit(tint, rect)
            badge = medal(line.place, round(rect.height * 0.78))
            surface.blit(badge, badge.get_rect(midleft=(rect.left + rect.height // 6, rect.centery)))
            colour = GOLD if line.place == 1 else CREAM
            name = render(line.name, text_px, colour, bold=line.place == 1 or line.human)
            surface.blit(name, name.get_rect(midleft=(rect.left + round(rect.height * 1.15), rect.centery)))
            if line.note:
                note = render(line.note, note_px, (190, 206, 192))
                surface.blit(note, note.get_rect(midright=(rect.right - rect.height // 4, rect.centery)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
