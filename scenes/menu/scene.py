"""The title screen: pick the game and the table's settings, then start, continue, read the rules or quit.

The games come from the registry (one tile each; games still to come are greyed out). Every setting is a stepper
row (label, −, value, +); which rows a game has comes from its spec. The keyboard and gamepad move between rows
with up/down and change the focused row's value with left/right; the mouse uses the − and + buttons, which the
screen draws itself (scenes/ui/drawn_button.py). The choices of each game live in a `MenuChoices`
(scenes/menu/choices.py) that survives rebuilding the widgets; they are read from the settings file when the menu
first shows, and written when a match starts or the house rules close. A saved match of the chosen game gets a
Continue button with the focus, and starting a new match over it asks first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame

from game.core.spec import GameSpec
from game.i18n import tr, trn
from game.lobby import MatchSetup
from game.registry import COMING_SOON, spec_for, specs
from game.store.saves import DamagedSave
from scenes.core.scene import Scene
from scenes.menu.attract import AttractMode
from scenes.menu.bankroll_line import MenuBankroll
from scenes.menu.card_fans import CardFans
from scenes.menu.choices import MenuChoices, setup_for_saved
from scenes.menu.game_row import GameRow
from scenes.menu.level_strength import level_explained
from scenes.menu.small_buttons import SMALL_ROWS, grid_height, grid_rects, grid_width, small_labels
from scenes.ui.decor import (
    ROW_FOCUS_TINT,
    ROW_TINT,
    control_hints,
    draw_panel,
    draw_signs,
    felt_background,
    gold_dot,
    gold_title,
    hint_line,
    rounded_tint,
    stepper_radius,
)
from scenes.ui.drawn_button import DrawnButton, Look
from scenes.ui.focus import ButtonRow, FocusRing
from scenes.ui.input import Action, InputAction
from scenes.ui.scale import scaled, ui_scale
from scenes.ui.text import CREAM, GOLD, fitted_size, render

if TYPE_CHECKING:
    from scenes.core.app import App

MAX_ROWS: Final = 5  # the panel is laid out for this many rows, whatever the game, so it never jumps


# --- the scene ------------------------------------------------------------------------------------------------


class MenuScene(Scene):
    def __init__(self, app: App, initial: MatchSetup | None = None, game: str | None = None) -> None:
        super().__init__(app)
        self.focus = FocusRing()
        self._initial = initial  # "back to the menu" from the results keeps that match's choices
        self._choices: dict[str, MenuChoices] = {}
        self.game = initial.game if initial is not None else game or ""
        self.rows: dict[str, ButtonRow] = {}
        self.buttons: dict[str, DrawnButton] = {}
        self.games: GameRow | None = None
        self._focus_key = ""  # "": the default (Continue when there is a save, else Start)
        self._opened_by = ""  # the button whose dialog is open
        self._seed: int | None = None  # a seed the player typed: the next match starts from it
        self._background: pygame.Surface | None = None
        self.fans = CardFans()  # the cards beside the panel
        self.bankroll = MenuBankroll(app.saves.folder)
        self.attract = AttractMode(app)  # the bots' demo after a minute without input
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._texts: dict[str, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._summary_centre = (0, 0)
        self._summary_room = 0  # how wide the line under the rows may be
        self._value_px = 0
        self._label_px = 0

    @property
    def spec(self) -> GameSpec:
        return spec_for(self.game)

    @property
    def choices(self) -> MenuChoices:
        """The chosen game's choices: from the settings file the first time, or from the match just played."""
        if self.game not in self._choices:
            initial = self._initial
            if initial is not None and initial.game == self.game:
                self._choices[self.game] = MenuChoices.from_setup(self.spec, initial)
            else:
                self._choices[self.game] = MenuChoices.from_settings(self.spec, self.app.settings)
        return self._choices[self.game]

    def setup(self) -> MatchSetup:
        """The match the Start button would begin."""
        return self.choices.setup()

    # --- building --------------------------------------------------------------------------------------------

    def enter(self) -> None:
        if not self.game:
            remembered = self.app.settings.game
            self.game = remembered if remembered in {spec.id for spec in specs()} else specs()[0].id
        size = self.app.size
        width, height = size
        s = ui_scale(size)

        title = gold_title(tr("Kuckuck & Co."), scaled(size, 132, 40))
        tagline = render(tr(self.spec.tagline), scaled(size, 28, 13), (226, 236, 214))
        hints = hint_line(control_hints(self.app, change=True), scaled(size, 20, 12), (206, 222, 204))

        pad = round(28 * s)
        tile_h, row_h, row_gap = round(62 * s), round(62 * s), round(8 * s)
        start_h, small_h, small_gap = round(84 * s), round(52 * s), round(10 * s)
        summary_h = round(52 * s)
        panel_h = 2 * pad + tile_h + round(22 * s) + MAX_ROWS * (row_h + row_gap) + summary_h + start_h
        panel_h += round(14 * s) + grid_height(small_h, small_gap)
        panel_w = round(min(width * 0.92, max(900 * s, grid_width(size, small_h, round(14 * s)) + 2 * pad)))
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
        self._build_games(pygame.Rect(inner.left, y, inner.width, tile_h))
        y += tile_h + round(22 * s)
        keys = self.choices.row_keys()
        spare = (MAX_ROWS - len(keys)) * (row_h + row_gap)  # fewer rows: they sit in the middle of the space
        self._build_rows(inner, y + spare // 2, row_h, row_gap)
        y += MAX_ROWS * (row_h + row_gap)
        self._summary_centre = (inner.centerx, y + summary_h // 2 - row_gap // 2)
        summary_top = y
        y += summary_h
        self._build_buttons(inner, y, start_h, (small_h, small_gap), round(14 * s))
        self._build_players_button(inner, summary_top, summary_h - row_gap)
        self.fans.plan(size, self._panel)
        self._bake_background(felt_background(size))
        assert self.games is not None
        start_row = [b for key, b in self.buttons.items() if key in ("start", "continue", "seed", "players")]
        self.focus.set_rows(
            [[self.games]]
            + [[row] for row in self.rows.values()]
            + [sorted(start_row, key=lambda b: b.rect.left)]
            + [[self.buttons[key] for key in row] for row in SMALL_ROWS]
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

    def _build_games(self, row: pygame.Rect) -> None:
        games = [(spec.id, tr(spec.name), True) for spec in specs()]
        games += [(game, tr("{game} — coming soon", game=tr(name)), False) for game, name in COMING_SOON.items()]
        self.games = GameRow(row, games, self.game, self.choose_game)

    def choose_game(self, game: str) -> None:
        """Show `game`'s rows and buttons (the focus stays on the game row)."""
        if game == self.game:
            return
        self.game = game
        self._focus_key = "games"
        self._rebuild()

    def _build_rows(self, inner: pygame.Rect, top: int, row_h: int, gap: int) -> None:
        size = self.app.size
        side = row_h - round(row_h * 0.14)
        value_w = scaled(size, 290, 120)
        self._label_px = round(row_h * 0.46)
        self._value_px = fitted_size(self.choices.value_texts(), value_w - side // 3, round(row_h * 0.5))
        self.rows = {}
        for i, key in enumerate(self.choices.row_keys()):
            rect = pygame.Rect(inner.left, top + i * (row_h + gap), inner.width, row_h)
            plus_rect = pygame.Rect(rect.right - side - round(row_h * 0.12), rect.centery - side // 2, side, side)
            minus_rect = plus_rect.move(-value_w - side, 0)
            radius = stepper_radius(size, side)
            minus = self._button(minus_rect, "", 0, self._stepper(key, -1), radius=radius)  # signs: drawn over
            plus = self._button(plus_rect, "", 0, self._stepper(key, 1), radius=radius)
            self.rows[key] = ButtonRow(key, rect, minus, plus, self._step)

    def _stepper(self, key: str, direction: int) -> Callable[[], None]:
        """What the − or + of a row does when clicked: focus the row and step its value."""

        def press() -> None:
            self.focus.focus(self.rows[key])
            self._step(key, direction, False)

        return press

    def _build_players_button(self, inner: pygame.Rect, top: int, height: int) -> None:
        """Players… at the end of the line that says who plays: the names and colours of the people."""
        width = round(inner.width * 0.26)
        rect = pygame.Rect(inner.right - width, top, width, height)
        pixels = fitted_size(
            [tr("Players…"), tr("Seed…")], round(inner.width * 0.16) - height // 2, round(height * 0.5)
        )
        self.buttons["players"] = self._button(rect, tr("Players…"), pixels, self.open_players)
        seed = pygame.Rect(inner.left, top, round(inner.width * 0.16), height)
        self.buttons["seed"] = self._button(seed, tr("Seed…"), pixels, self.open_seed)
        self._summary_centre = ((seed.right + rect.left) // 2, rect.centery)  # the line, between the buttons
        self._summary_room = rect.left - seed.right - height // 2

    def _build_buttons(self, inner: pygame.Rect, top: int, start_h: int, small: tuple[int, int], gap: int) -> None:
        size = self.app.size
        has_save = self.app.saves.has_save(self.game)
        self.buttons = {}
        big_px, small_px = scaled(size, 34, 15), scaled(size, 26, 13)
        if has_save:
            half = (inner.width - gap) // 2
            self.buttons["continue"] = self._button(
                pygame.Rect(inner.left, top, half, start_h), tr("Continue"), big_px, self.resume_saved, "primary"
            )
            self.buttons["start"] = self._button(
                pygame.Rect(inner.right - half, top, half, start_h), tr("New match"), big_px, self.start
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
        small_h, small_gap = small
        rects = grid_rects(inner, top + start_h + gap, small_h, small_gap, gap)
        labels = small_labels()
        actions = {
            "house": self.open_house_rules, "rules": self.open_rules, "history": self.open_history,
            "stats": self.open_stats, "settings": self.open_settings, "quit": self.app.quit,
        }  # fmt: skip
        small_px = fitted_size(list(labels.values()), rects["house"].width - small_h // 2, small_px)
        for key, rect in rects.items():
            self.buttons[key] = self._button(rect, labels[key], small_px, actions[key])
        if not self.spec.house_rules:
            self.buttons["house"].disable()

    def _bake_background(self, felt: pygame.Surface) -> None:
        """Draw everything that stands still (cards, titles, panel) once, onto `felt`: the background."""
        background = self._background = felt
        for image, centre in self._texts.values():
            background.blit(image, image.get_rect(center=centre))
        draw_panel(background, self._panel, max(8, self._panel.height // 36))

    def exit(self) -> None:
        self.attract.stop()
        self._kill_widgets()

    def _kill_widgets(self) -> None:
        for widget in self.buttons.values():
            widget.kill()
        for row in self.rows.values():
            row.minus.kill()
            row.plus.kill()
        if self.games is not None:
            self.games.kill()
        self.buttons, self.rows, self.games = {}, {}, None

    def resize(self, size: tuple[int, int]) -> None:
        self._rebuild()

    def _rebuild(self) -> None:
        """New widgets for the current window, game and save, with the same choices and focus."""
        self._remember_focus()
        self._kill_widgets()
        self.enter()

    # --- state ----------------------------------------------------------------------------------------------

    def _step(self, key: str, direction: int, wrap: bool) -> None:
        self.choices.step(key, direction, wrap)
        self._sync()

    def _sync(self) -> None:
        for row in self.rows.values():
            row.sync(self.choices.can_step)
        players = self.buttons.get("players")
        if players is not None:
            players.enable() if self.choices.humans else players.disable()  # bots only: nobody to name

    def _widgets(self) -> dict[str, object]:
        widgets: dict[str, object] = {**self.rows, **self.buttons}
        if self.games is not None:
            widgets["games"] = self.games
        return widgets

    def _remember_focus(self) -> None:
        focused = self.focus.focused
        for key, widget in self._widgets().items():
            if widget is focused:
                self._focus_key = key

    def _focus_by_key(self, key: str) -> None:
        """Focus the widget remembered by `key`; by default Continue when there is a save (the player most likely
        wants their match back), else Start."""
        widgets = self._widgets()
        default = "continue" if "continue" in widgets else "start"
        chosen = key if key in widgets else default
        widget = widgets[chosen]
        assert hasattr(widget, "rect")
        self.focus.focus(widget)

    def uncovered(self) -> None:
        """A dialog closed: the focus goes back to the button that opened it; the house rules are remembered."""
        self.save_settings()
        self._sync()
        opener = self._opened_by
        if opener in self.buttons:
            self.focus.focus(self.buttons[opener])

    def save_settings(self) -> None:
        self.app.remember_settings(self.choices.to_settings(self.app.settings))

    # --- input ----------------------------------------------------------------------------------------------

    def _all_buttons(self) -> list[DrawnButton]:
        return [*self.buttons.values(), *(b for row in self.rows.values() for b in (row.minus, row.plus))]

    def capture(self, event: pygame.event.Event) -> bool:
        return self.attract.capture(event)

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.focus.focus(self.buttons["quit"])  # never destructive: Quit still needs a confirm
            return
        if action.pos is not None:
            if self.games is not None and self.games.pointer(action):
                return
            for button in self._all_buttons():  # a press may rebuild the menu: the list is taken first
                if button.pointer(action):
                    break
        self.focus.handle(action)

    def _open(self, opener: str, overlay: Scene) -> None:
        self._opened_by = opener
        self.app.scenes.push(overlay)

    def open_house_rules(self) -> None:
        from scenes.menu.house_rules import HouseRulesPanel

        self._open("house", HouseRulesPanel(self.app, self.choices.rules))

    def open_players(self) -> None:
        from scenes.menu.players_dialog import PlayersDialog

        self._open("players", PlayersDialog(self.app, self.choices.humans))

    def open_settings(self) -> None:
        from scenes.settings.scene import SettingsScene

        self._open("settings", SettingsScene(self.app))

    def open_rules(self) -> None:
        from scenes.ui.rules_panel import RulesPanel

        self._open("rules", RulesPanel(self.app, self.spec))

    def open_stats(self) -> None:
        from scenes.stats.scene import StatsScene

        self._open("stats", StatsScene(self.app, self.game))

    def open_history(self) -> None:
        from scenes.replay.history import HistoryScene

        self.save_settings()
        self.app.scenes.replace(HistoryScene(self.app, lambda: self.app.router.menu(game=self.game)))

    def open_seed(self) -> None:
        from scenes.menu.seed_dialog import SeedDialog

        self._open("seed", SeedDialog(self.app, self.start_from_seed))

    def start_from_seed(self, seed: int) -> None:
        """A new match of the chosen table whose every shuffle comes from `seed`."""
        self._seed = seed
        self.start()

    def start(self) -> None:
        """A new match; over a saved one only after the player said so."""
        if not self.app.saves.has_save(self.game):
            self._start_new()
            return
        from scenes.ui.confirm import Answer, ConfirmDialog  # pygame_gui: not before the first frame

        name = tr(self.spec.name)
        dialog = ConfirmDialog(
            self.app,
            tr("Start a new match?"),
            [tr("Your {game} match in progress will be lost.", game=name), tr("Continue it instead, or start anew.")],
            [Answer("continue", tr("Continue it"), primary=True), Answer("new", tr("Start new")),
             Answer("cancel", tr("Back"))],
            self._answered,
            cancel="cancel",
        )  # fmt: skip
        self._open("start", dialog)

    def _answered(self, answer: str) -> None:
        if answer != "new":
            self._seed = None
        if answer == "continue":
            self.resume_saved()
        elif answer == "new":
            self._start_new()

    def _start_new(self) -> None:
        self.save_settings()
        seed, self._seed = self._seed, None
        if seed is None:
            self.app.router.table(self.setup())
        else:
            self.app.router.table_from_seed(self.setup(), seed)

    def resume_saved(self) -> None:
        """Continue the saved match; a missing or damaged save is reported and the menu stays."""
        try:
            loaded = self.app.saves.load(self.game)
        except DamagedSave as error:
            self.app.toast(error.reason)
            loaded = None
        if loaded is None:
            self._focus_key = "start"
            self._rebuild()  # the damaged save was set aside: Continue goes away
            return
        match, seats = loaded
        self.app.router.table(setup_for_saved(match, seats), resume=(match, seats))

    # --- time and drawing -----------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        if self._background is not None:
            self.fans.lay_next(self._background)
        self.attract.update(dt_ms, idle=self.app.scenes.top is self and not self.app.minimised)

    def draw(self, surface: pygame.Surface) -> None:
        if self.attract.draw(surface):
            return
        if self._background is not None:
            surface.blit(self._background, (0, 0))
        self._draw_rows(surface)
        for button in self._all_buttons():
            button.draw(surface)
        for row in self.rows.values():
            draw_signs(surface, row.minus, row.plus)
        if self.games is not None:
            self.games.draw(surface)
        text = self.summary_line()
        summary = render(text, self.summary_px(text), GOLD)
        bankroll = self.bankroll.text(self.choices)  # a money game: the people's chips, on a line below
        x, y = self._summary_centre
        if bankroll:
            line = render(bankroll, max(11, self._label_px * 3 // 5), CREAM)
            y -= line.get_height() // 2
            surface.blit(line, line.get_rect(midtop=(x, y + summary.get_height() // 2)))
        surface.blit(summary, summary.get_rect(center=(x, y)))

    def summary_px(self, text: str) -> int:
        """The line's text size: the usual one, smaller where a long line would run into the buttons beside it."""
        usual = max(12, self._label_px * 4 // 5)
        return fitted_size([text], self._summary_room, usual, bold=False) if self._summary_room > 0 else usual

    def summary_line(self) -> str:
        """The line under the rows: who plays (and the house rules when there is no rule set row); while the bot
        level row has the focus, what its figure means."""
        choices = self.choices
        level_row = self.rows.get("level")
        if level_row is not None and self.focus.focused is level_row and self.app.scenes.top is self:
            explained = level_explained(choices.spec.id, choices.level, choices.players)
            if explained:
                return explained
        text = choices.summary()
        if "preset" not in self.rows and choices.rules.house_changes:
            text = tr("{summary} · {rules}", summary=text, rules=self._house_note_text())
        return text

    def _draw_rows(self, surface: pygame.Surface) -> None:
        focused = self.focus.focused if self.app.scenes.top is self else None
        for key, row in self.rows.items():
            colour = ROW_FOCUS_TINT if row is focused else ROW_TINT
            surface.blit(rounded_tint(row.rect.size, colour, max(4, row.rect.height // 5)), row.rect)
            label = self.choices.row_label(key)
            label_rect = row.draw_label(surface, render(label, self._label_px, CREAM), label)
            if key == "preset" and self.choices.rules.house_changes:
                self._draw_house_note(surface, label_rect, row)
            value = self.choices.value_text(key)
            row.draw_value(surface, render(value, self._value_px, GOLD, bold=True), value)

    def _draw_house_note(self, surface: pygame.Surface, label: pygame.Rect, row: ButtonRow) -> None:
        """● 2 house rules: beside "Rule set" when the rules differ from the preset."""
        note = render(self._house_note_text(), max(11, self._label_px * 3 // 4), GOLD)
        dot = gold_dot(max(8, self._label_px // 2))
        left = label.right + self._label_px // 2
        if left + dot.get_width() + note.get_width() + self._label_px // 3 > row.minus.rect.left:
            return  # no room in a narrow window
        surface.blit(dot, dot.get_rect(midleft=(left, row.rect.centery)))
        surface.blit(note, note.get_rect(midleft=(left + dot.get_width() + self._label_px // 4, row.rect.centery)))

    def _house_note_text(self) -> str:
        return trn("Custom: {n} house rule", "Custom: {n} house rules", len(self.choices.rules.house_changes))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if not self.attract.showing:
            self.focus.draw(surface)
