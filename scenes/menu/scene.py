"""The title screen: pick the game and the table's settings, then start, continue, read the rules or quit.

The games come from the registry (one tile each; games still to come are greyed out). Every setting is a stepper
row (label, −, value, +); which rows a game has comes from its spec. The keyboard and gamepad move between rows
with up/down and change the focused row's value with left/right; the mouse uses the − and + buttons, which the
screen draws itself (scenes/ui/drawn_button.py). The choices of each game live in a `MenuChoices`
(scenes/menu/choices.py) that survives rebuilding the widgets; they are read from the settings file when the menu
first shows, and written when a match starts or the house rules close. A saved match of the chosen game gets a
Continue button with the focus, and starting a new match over it asks first.

The scene holds the choices, the focus and the input; its parts live beside it: the layout (panel_layout.py), the
widgets built from it (panel.py, setting_rows.py, panel_buttons.py), the line under the rows (summary_line.py) and
where the buttons lead (doors.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.spec import GameSpec
from game.lobby import MatchSetup
from game.registry import spec_for, specs
from scenes.core.scene import Scene
from scenes.menu.attract import AttractMode
from scenes.menu.bankroll_line import MenuBankroll
from scenes.menu.card_fans import CardFans
from scenes.menu.choices import MenuChoices
from scenes.menu.doors import MenuDoors
from scenes.menu.panel import PanelActions, build_panel
from scenes.menu.setting_rows import draw_rows
from scenes.menu.summary_line import fit_summary, summary_image, summary_text
from scenes.ui.actions import Action, InputAction
from scenes.ui.button_row import ButtonRow
from scenes.ui.decor import draw_signs
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing
from scenes.ui.game_row import GameRow
from scenes.ui.legibility import readable_px
from scenes.ui.wrap import FittedText

if TYPE_CHECKING:
    from scenes.core.scene import Host


class MenuScene(Scene):
    idle_enough_to_warm_up = True  # the warm-up imports the dialogs' and tables' modules while the menu shows

    def __init__(self, app: Host, initial: MatchSetup | None = None, game: str | None = None) -> None:
        super().__init__(app)
        self.focus = FocusRing()
        self._initial = initial  # "back to the menu" from the results keeps that match's choices
        self._choices: dict[str, MenuChoices] = {}
        self.game = initial.game if initial is not None else game or ""
        self.rows: dict[str, ButtonRow] = {}
        self.buttons: dict[str, DrawnButton] = {}
        self.games: GameRow | None = None
        self._focus_key = ""  # "": the default (Continue when there is a save, else Start)
        self.doors = MenuDoors(app, lambda: self.choices, self._lost_save)
        self._background: pygame.Surface | None = None
        self._hints: tuple[pygame.Surface, pygame.Rect] | None = None
        self._summary_image: tuple[tuple[str, str, int, int], pygame.Surface] | None = None
        self.fans = CardFans()  # the cards beside the panel
        self.bankroll = MenuBankroll(app.saves.folder, app.toast)
        self.attract = AttractMode(app)  # the bots' demo after a minute without input
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
        settings = self.app.settings  # read before any text is made: reading them sets the player's language
        if not self.game:
            remembered = settings.game
            self.game = remembered if remembered in {spec.id for spec in specs()} else specs()[0].id
        doors = self.doors
        resume = doors.resume_saved if self.app.saves.has_save(self.game) else None
        small = {
            "house": doors.open_house_rules, "rules": doors.open_rules, "history": doors.open_history,
            "stats": doors.open_stats, "settings": doors.open_settings, "quit": self.app.quit,
        }  # fmt: skip
        actions = PanelActions(
            self.choose_game, self.enter_game, self._step, doors.start, resume, doors.open_seed, doors.open_players,
            small,
        )  # fmt: skip
        panel = build_panel(self.app, self.spec, lambda: self.choices, actions, self.focus)
        self.games, self.rows, self.buttons = panel.games, panel.rows, panel.buttons
        self._background, (self._label_px, self._value_px) = panel.background, panel.text_px
        self._hints = panel.hints
        self._summary_image = None  # a new layout, text size or language
        self._summary_centre, self._summary_room = panel.line_centre, panel.line_room
        self.fans.plan(self.app.size, panel.panel)
        self.focus.set_rows(panel.focus_rows())
        self._sync()
        self._focus_by_key(self._focus_key)

    def choose_game(self, game: str) -> None:
        """Show `game`'s rows and buttons (the focus stays on the game row)."""
        if game == self.game:
            return
        self.game = game
        self._focus_key = "games"
        self._rebuild()

    def enter_game(self) -> None:
        """Enter on the game tiles: the chosen game stays, and the focus goes on to its first setting, as a player
        who has picked a game goes on to set up its table."""
        rows = [row for row in self.rows.values() if row.alive()]
        self.focus.focus(rows[0] if rows else self.buttons["start"])

    def _lost_save(self) -> None:
        """The saved match could not be continued (a damaged one was set aside): Continue goes away."""
        self._focus_key = "start"
        self._rebuild()

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
        self.doors.save_settings()
        self._sync()
        opener = self.doors.opened_by
        if opener in self.buttons:
            self.focus.focus(self.buttons[opener])

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
        focused = self.focus.focused if self.app.scenes.top is self else None
        draw_rows(surface, self.rows, self.choices, focused, (self._label_px, self._value_px))
        for button in self._all_buttons():
            button.draw(surface)
        for row in self.rows.values():
            draw_signs(surface, row.minus, row.plus)
        if self.games is not None:
            self.games.draw(surface)
        if self._hints is not None and self.shows_hint_line:
            surface.blit(*self._hints)
        line = self._summary_line_image()
        surface.blit(line, line.get_rect(center=self._summary_centre))

    @property
    def shows_hint_line(self) -> bool:
        """The menu's line of control hints is drawn: one line of hints, so not under a dialog with its own."""
        top = self.app.scenes.top
        return top is None or not top.has_hint_line

    def summary_fit(self, text: str, bankroll: str = "") -> FittedText:
        """The line's text as it fits between Seed… and Players…: its lines and their size."""
        least = readable_px(self.app.size)
        return fit_summary(text, self._label_px, self._summary_room, least, bool(bankroll))

    def _summary_line_image(self) -> pygame.Surface:
        """The line under the rows (kept while its words stay the same: it is drawn every frame)."""
        text = self.summary_line()
        bankroll = self.bankroll.text(self.choices)  # a money game: the people's chips, on a line below
        key = (text, bankroll, self._summary_room, self._label_px)
        if self._summary_image is None or self._summary_image[0] != key:
            least = readable_px(self.app.size)
            image = summary_image(self.summary_fit(text, bankroll), bankroll, self._summary_room, least)
            self._summary_image = (key, image)
        return self._summary_image[1]

    def summary_line(self) -> str:
        """The line under the rows: who plays (and the house rules when there is no rule set row); while the bot
        level row has the focus, what its figure means."""
        level_row = self.rows.get("level")
        level_focused = level_row is not None and self.focus.focused is level_row and self.app.scenes.top is self
        return summary_text(self.choices, level_focused, rule_set_row="preset" in self.rows)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if not self.attract.showing:
            self.focus.draw(surface)
