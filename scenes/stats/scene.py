"""The statistics screen, opened from the menu over it: a tab per game, a rule-set filter, the figures in a table
beside small charts, and "Reset statistics" (which asks first and never deletes a match: see game/store/
stats_since.py).

The keyboard and gamepad move between the rows (tabs, filter, buttons) with up and down; on the tabs and the
filter, left and right change the game or the rule set; Page Up / Page Down and the shoulder buttons change the
game from anywhere. The mouse clicks a tab, the − and + of the filter, or a button. Matches not yet counted are
replayed a few per frame (the figures appear when all are counted; the facts are kept, so only new matches are
replayed next time).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Final

import pygame

from game.core.reasons import N_
from game.i18n import tr
from game.registry import spec_for, specs
from game.stats.figures import ALL_PRESETS, GameFigures
from game.store.bankroll import BankrollStore
from scenes.core.scene import Scene
from scenes.menu.game_row import GameRow
from scenes.stats.charts import draw_bars, draw_line, person_colours
from scenes.stats.rows import table_rows
from scenes.ui.confirm import Answer, ConfirmDialog
from scenes.ui.decor import (
    ROW_FOCUS_TINT,
    ROW_TINT,
    control_hints,
    draw_panel,
    draw_signs,
    felt_background,
    gold_title,
    hint_line,
    rounded_tint,
    stepper_radius,
)
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import ButtonRow, Focusable, FocusRing
from scenes.ui.input import Action, GameAction, InputAction
from scenes.ui.key_names import button_label
from scenes.ui.reasons import describe
from scenes.ui.scale import scaled, ui_scale
from scenes.ui.text import CREAM, GOLD, fitted_size, render

if TYPE_CHECKING:
    from scenes.core.app import App

COUNT_BUDGET_S: Final = 0.012  # replaying matches takes at most this much of a frame
MAX_PEOPLE: Final = 4  # columns of the table (the people who played most)
SOFT: Final = (206, 222, 204)
WARN: Final = (255, 190, 140)
ACTIONS: Final = (
    GameAction("previous_game", N_("Previous game"), ("page up",), ("leftshoulder",)),
    GameAction("next_game", N_("Next game"), ("page down",), ("rightshoulder",)),
)


class FilterRow(ButtonRow):
    """Rule set: − value +, focusable as a whole."""

    def __init__(self, rect: pygame.Rect, minus: DrawnButton, plus: DrawnButton, scene: StatsScene) -> None:
        super().__init__("preset", rect, minus, plus, lambda _key, step, wrap: scene.step_preset(step, wrap))


class StatsScene(Scene):
    freezes_below = True

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        games = [spec.id for spec in specs()]
        self.game = game if game in games else games[0]
        self.preset = ALL_PRESETS
        self.book = app.stats
        self.focus = FocusRing()
        self.games: GameRow | None = None
        self.filter: FilterRow | None = None
        self.buttons: dict[str, DrawnButton] = {}
        self.notices: list[str] = []
        self._background: pygame.Surface | None = None
        self._content: pygame.Surface | None = None  # the figures of the current game and filter, drawn once
        self._area = pygame.Rect(0, 0, 0, 0)  # where the figures go
        self._filter_px = 0
        self._total = 0
        self._focus_key = "games"
        self.book.refresh()
        self._total = self.book.pending
        self._take_messages()

    # --- what is shown ------------------------------------------------------------------------------------------

    @property
    def counting(self) -> bool:
        return self.book.pending > 0

    def figures(self) -> GameFigures:
        return self.book.figures(self.game, self.preset)

    def preset_choices(self) -> list[str]:
        return [ALL_PRESETS, *(preset.id for preset in spec_for(self.game).presets)]

    def preset_text(self) -> str:
        if self.preset == ALL_PRESETS:
            return tr("All rule sets")
        return tr(spec_for(self.game).preset(self.preset).label)

    def _take_messages(self) -> None:
        for message in self.book.take_messages():
            self.notices.append(describe(message))
            self.app.toast(message)

    # --- building -------------------------------------------------------------------------------------------------

    def covers(self, size: tuple[int, int]) -> bool:
        return True

    def enter(self) -> None:
        self.app.input.use_game_actions("stats", ACTIONS)
        size = self.app.size
        width, height = size
        s = ui_scale(size)
        background = felt_background(size)
        title = gold_title(tr("Statistics"), scaled(size, 84, 30))
        top = round(14 * s)
        background.blit(title, title.get_rect(midtop=(width // 2, top)))
        hints = hint_line(self._hints(), scaled(size, 20, 11), SOFT)
        hints_rect = background.blit(hints, hints.get_rect(midbottom=(width // 2, height - round(12 * s))))
        button_h = scaled(size, 62, 28)
        buttons_top = hints_rect.top - round(14 * s) - button_h
        panel = pygame.Rect(0, 0, round(min(width * 0.95, 1760 * s)), 0)
        panel.top = top + title.get_height() + round(6 * s)
        panel.height = buttons_top - round(16 * s) - panel.top
        panel.centerx = width // 2
        draw_panel(background, panel, max(8, panel.height // 40))
        self._background = background
        pad = round(22 * s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        tab_h, row_h = round(58 * s), round(54 * s)
        games = [(spec.id, tr(spec.name), True) for spec in specs()]
        self.games = GameRow(pygame.Rect(inner.left, inner.top, inner.width, tab_h), games, self.game, self.choose_game)
        self._build_filter(pygame.Rect(inner.left, inner.top + tab_h + round(10 * s), inner.width, row_h))
        area_top = inner.top + tab_h + row_h + round(20 * s)
        self._area = pygame.Rect(inner.left, area_top, inner.width, inner.bottom - area_top)
        self._build_buttons(pygame.Rect(panel.left, buttons_top, panel.width, button_h))
        assert self.filter is not None
        self.focus.set_rows([[self.games], [self.filter], [self.buttons["reset"], self.buttons["back"]]])
        self._content = None
        self._sync()
        self.focus.focus(self._widgets().get(self._focus_key, self.games))

    def _hints(self) -> str:
        mapper = self.app.input
        if mapper.uses_gamepad:  # the shoulder buttons, as the pad in use names them: "LB RB", "L1 R1", "L R"
            layout = mapper.pad_layout()
            keys = f"{button_label('leftshoulder', layout)} {button_label('rightshoulder', layout)}"
        else:
            keys = tr("Page Up / Page Down")
        change = tr("{keys}: change game", keys=keys)
        return f"{control_hints(self.app, change=True)}   ·   {change}"

    def _build_filter(self, rect: pygame.Rect) -> None:
        size = self.app.size
        side = rect.height - round(rect.height * 0.14)
        value_w = scaled(size, 360, 140)
        plus_rect = pygame.Rect(rect.right - side - round(rect.height * 0.12), rect.centery - side // 2, side, side)
        minus_rect = plus_rect.move(-value_w - side, 0)
        radius = stepper_radius(size, side)
        minus = DrawnButton(minus_rect, "", 0, lambda: self._click_step(-1), radius=radius)
        plus = DrawnButton(plus_rect, "", 0, lambda: self._click_step(1), radius=radius)
        self.filter = FilterRow(rect, minus, plus, self)
        texts = [tr("All rule sets"), *(tr(p.label) for s in specs() for p in s.presets)]
        self._filter_px = fitted_size(texts, value_w - side // 3, round(rect.height * 0.46))

    def _build_buttons(self, row: pygame.Rect) -> None:
        size = self.app.size
        gap, width = scaled(size, 24, 8), scaled(size, 360, 150)
        labels = [tr("Reset statistics"), tr("Back")]
        pixels = fitted_size(labels, width - row.height // 2, scaled(size, 28, 13))
        radius = scaled(size, 14, 6)
        reset = pygame.Rect(row.centerx - gap // 2 - width, row.top, width, row.height)
        back = pygame.Rect(row.centerx + gap // 2, row.top, width, row.height)
        self.buttons = {
            "reset": DrawnButton(reset, labels[0], pixels, self.ask_reset, radius=radius),
            "back": DrawnButton(back, labels[1], pixels, self.close, radius=radius, look="primary"),
        }

    def exit(self) -> None:
        self._remember_focus()
        self.app.input.use_game_actions("stats", ())
        for button in self._all_buttons():
            button.kill()
        if self.games is not None:
            self.games.kill()
        self.buttons, self.games, self.filter = {}, None, None

    def resize(self, size: tuple[int, int]) -> None:
        self.exit()
        self.enter()

    def _widgets(self) -> dict[str, Focusable]:
        widgets: dict[str, Focusable] = dict(self.buttons)
        if self.games is not None:
            widgets["games"] = self.games
        if self.filter is not None:
            widgets["filter"] = self.filter
        return widgets

    def _remember_focus(self) -> None:
        for key, widget in self._widgets().items():
            if widget is self.focus.focused:
                self._focus_key = key

    def _all_buttons(self) -> list[DrawnButton]:
        extra = [self.filter.minus, self.filter.plus] if self.filter is not None else []
        return [*self.buttons.values(), *extra]

    # --- changing what is shown -----------------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        if game == self.game:
            return
        self.game = game
        if self.preset not in self.preset_choices():
            self.preset = ALL_PRESETS
        if self.games is not None:
            self.games.chosen = game
        self._content = None
        self._sync()

    def step_game(self, step: int) -> None:
        games = [spec.id for spec in specs()]
        self.choose_game(games[(games.index(self.game) + step) % len(games)])

    def step_preset(self, step: int, wrap: bool) -> None:
        choices = self.preset_choices()
        index = choices.index(self.preset) + step
        if wrap:
            index %= len(choices)
        if 0 <= index < len(choices) and choices[index] != self.preset:
            self.preset = choices[index]
            self._content = None
            self._sync()

    def _click_step(self, step: int) -> None:
        if self.filter is not None:
            self.focus.focus(self.filter)
        self.step_preset(step, False)

    def _sync(self) -> None:
        if self.filter is None:
            return
        choices = self.preset_choices()
        index = choices.index(self.preset)
        self.filter.minus.enable() if index > 0 else self.filter.minus.disable()
        self.filter.plus.enable() if index < len(choices) - 1 else self.filter.plus.disable()
        self.buttons["reset"].enable() if not self.counting and not self.figures().empty else self.buttons[
            "reset"
        ].disable()

    # --- reset and back -------------------------------------------------------------------------------------------

    def ask_reset(self) -> None:
        name = tr(spec_for(self.game).name)
        dialog = ConfirmDialog(
            self.app,
            tr("Reset the {game} statistics?", game=name),
            [tr("The figures start again from zero; only matches finished from now on count."),
             tr("No match is deleted: the history keeps every one for replays.")],
            [Answer("keep", tr("Keep them"), primary=True), Answer("reset", tr("Reset"))],
            self._answered,
            cancel="keep",
        )  # fmt: skip
        self._remember_focus()
        self.app.scenes.push(dialog)

    def _answered(self, answer: str) -> None:
        if answer != "reset":
            return
        try:
            done = self.book.reset(self.game)
        except OSError as error:
            self.app.toast(tr("The statistics could not be reset ({error}).", error=error.strerror or error))
            return
        if not done:
            self.app.toast(tr("The statistics reset file is from a newer version; nothing was changed."))
            return
        self.app.toast(tr("{game}: statistics count from now on.", game=tr(spec_for(self.game).name)))
        self._content = None
        self._sync()

    def uncovered(self) -> None:
        widget = self._widgets().get(self._focus_key)
        if widget is not None:
            self.focus.focus(widget)

    def close(self) -> None:
        self.app.scenes.remove(self)

    # --- input ----------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.close()
            return
        if action.action is Action.GAME and action.name in ("previous_game", "next_game"):
            self.step_game(-1 if action.name == "previous_game" else 1)
            return
        if action.pos is not None:
            if self.games is not None and self.games.pointer(action):
                return
            for button in self._all_buttons():
                if button.pointer(action):
                    break
        self.focus.handle(action)

    # --- time and drawing -----------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        if self.counting:
            start = time.perf_counter()
            while self.book.pending and time.perf_counter() - start < COUNT_BUDGET_S:
                self.book.count_some(1)
            self._take_messages()
            self._content = None
            self._sync()

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None or self.filter is None:
            return
        surface.blit(self._background, (0, 0))
        if self.games is not None:
            self.games.draw(surface)
        focused = self.focus.focused if self.app.scenes.top is self else None
        row = self.filter
        tint = ROW_FOCUS_TINT if row is focused else ROW_TINT
        surface.blit(rounded_tint(row.rect.size, tint, max(4, row.rect.height // 5)), row.rect)
        label = tr("Rule set")
        row.draw_label(surface, render(label, round(row.rect.height * 0.44), CREAM), label)
        for button in self._all_buttons():
            button.draw(surface)
        draw_signs(surface, row.minus, row.plus)
        value = self.preset_text()
        row.draw_value(surface, render(value, self._filter_px, GOLD, bold=True), value)
        if self._content is None:
            self._content = self._draw_content()
        surface.blit(self._content, self._area)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)

    def _draw_content(self) -> pygame.Surface:
        area = self._area
        content = pygame.Surface(area.size, pygame.SRCALPHA)
        px = max(11, scaled(self.app.size, 26, 11))
        if self.counting:
            done = self._total - self.book.pending
            text = tr("Counting the archived matches… {done} of {total}", done=done, total=self._total)
            self._centred(content, [(text, px, CREAM, False)])
            return content
        figures = self.figures()
        note = self._note(figures)
        note_h = 0
        if note:
            line = render(note, fitted_size([note], area.width, round(px * 0.85), bold=False), WARN)
            content.blit(line, line.get_rect(midtop=(area.width // 2, 0)))
            note_h = line.get_height() + px // 3
        body = pygame.Rect(0, note_h, area.width, area.height - note_h)
        if figures.empty:
            name = tr(spec_for(self.game).name)
            invite = tr("Finish a match of {game} and its figures appear here.", game=name)
            lines = [(tr("No matches yet"), round(px * 1.8), GOLD, True), (invite, px, CREAM, False)]
            self._centred(content.subsurface(body), lines)
            return content
        table_w = round(body.width * 0.54)
        self._draw_table(content, pygame.Rect(body.left, body.top, table_w - px, body.height), figures)
        self._draw_charts(content, pygame.Rect(table_w, body.top, body.width - table_w, body.height), figures)
        return content

    def _note(self, figures: GameFigures) -> str:
        parts = []
        since = figures.since
        if since is not None:
            parts.append(
                tr("Counting matches finished after {time}.", time=since.astimezone().strftime("%Y-%m-%d %H:%M"))
            )
        if self.notices:
            parts.append(self.notices[-1])
        return "  ".join(parts)

    @staticmethod
    def _centred(surface: pygame.Surface, lines: list[tuple[str, int, tuple[int, int, int], bool]]) -> None:
        images = [render(text, size, colour, bold=bold) for text, size, colour, bold in lines]
        y = (surface.get_height() - sum(image.get_height() for image in images)) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, y)))
            y += image.get_height()

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect, figures: GameFigures) -> None:
        people = figures.people[:MAX_PEOPLE]
        shown = GameFigures(figures.game, figures.preset, figures.since, figures.matches, people, figures.seat_deals)
        rows = table_rows(shown, self._bankroll() if figures.game == "kuckuck" else None)
        draw_panel(surface, rect, max(8, rect.height // 30), alpha=150)
        pad = max(8, rect.height // 28)
        inner = rect.inflate(-2 * pad, -2 * pad)
        row_h = min(scaled(self.app.size, 46, 16), inner.height // (len(rows) + 1))
        label_w = round(inner.width * (0.5 if len(people) > 2 else 0.58))
        column_w = (inner.width - label_w) // max(1, len(people))
        px = max(10, round(row_h * 0.5))
        label_px = fitted_size([label for label, _ in rows], label_w - px, px, bold=False)
        names = [person.name for person in people]
        name_px = fitted_size(names, column_w - px // 2, px)
        colours = person_colours(len(people))
        for i, name in enumerate(names):
            image = render(name, name_px, colours[i], bold=True)
            surface.blit(
                image, image.get_rect(midright=(inner.left + label_w + (i + 1) * column_w, inner.top + row_h // 2))
            )
        for r, (label, values) in enumerate(rows, start=1):
            y = inner.top + r * row_h
            if r % 2:
                surface.blit(rounded_tint((inner.width, row_h), ROW_TINT, max(3, row_h // 5)), (inner.left, y))
            text = render(label, label_px, CREAM)
            surface.blit(text, text.get_rect(midleft=(inner.left + px // 2, y + row_h // 2)))
            for i, value in enumerate(values):
                image = render(value, px, GOLD if i == 0 else CREAM, bold=i == 0)
                surface.blit(
                    image, image.get_rect(midright=(inner.left + label_w + (i + 1) * column_w, y + row_h // 2))
                )

    def _bankroll(self) -> dict[str, int] | None:
        loaded = BankrollStore(self.app.saves.folder).load()
        return None if loaded.newer else dict(loaded.bankroll.chips)

    def _draw_charts(self, surface: pygame.Surface, rect: pygame.Rect, figures: GameFigures) -> None:
        people = figures.people[:MAX_PEOPLE]
        colours = person_colours(len(people))
        places = max(len(person.places) for person in people)
        charts = ["places"]
        if figures.game == "kuckuck" and figures.seat_deals:
            charts.append("seats")
        if any(person.chips for person in people):
            charts.append("chips")
        gap = max(6, rect.height // 40)
        height = (rect.height - gap * (len(charts) - 1)) // len(charts)
        for index, kind in enumerate(charts):
            box = pygame.Rect(rect.left, rect.top + index * (height + gap), rect.width, height)
            if kind == "places":
                groups = [tr("{n}.", n=place) for place in range(1, places + 1)]
                values = [[p.places[i] if i < len(p.places) else 0 for p in people] for i in range(places)]
                draw_bars(surface, box, tr("Places"), groups, values, colours)
            elif kind == "seats":
                groups = [str(seat + 1) for seat in range(len(figures.seat_deals))]
                shares = [[kept / dealt if dealt else 0.0] for dealt, kept in figures.seat_deals]
                draw_bars(
                    surface, box, tr("Deals survived by seat (every player)"), groups, shares, [GOLD], percent=True
                )
            else:
                draw_line(
                    surface, box, tr("Chips won or lost over the money games"), [p.chips for p in people], colours
                )
