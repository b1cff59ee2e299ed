"""The statistics screen, opened from the menu over it: a tab per game, a rule-set filter, the figures in a table
beside small charts, and "Reset statistics" (which asks first and never deletes a match: see game/store/
stats_since.py).

The keyboard and gamepad move between the rows (tabs, filter, buttons) with up and down; on the tabs and the
filter, left and right change the game or the rule set; Page Up / Page Down and the shoulder buttons change the
game from anywhere. The mouse clicks a tab, the − and + of the filter, or a button. Matches not yet counted are
replayed a few per frame (the figures appear when all are counted; the facts are kept, so only new matches are
replayed next time).

The scene holds what is shown, the focus and the input; its parts live beside it: the layout and background
(layout.py), the filter and the buttons (widgets.py), the figures (content.py, figures_table.py, charts.py) and the
reset (reset.py).
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
from scenes.stats.content import draw_counting, draw_figures, figures_note
from scenes.stats.layout import plan_stats
from scenes.stats.reset import reset_question
from scenes.stats.widgets import build_buttons, build_filter, draw_filter_back, draw_filter_front
from scenes.ui.actions import Action, GameAction, InputAction
from scenes.ui.button_row import ButtonRow
from scenes.ui.decor import control_hints
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import Focusable, FocusRing
from scenes.ui.game_row import GameRow
from scenes.ui.key_names import button_label
from scenes.ui.reasons import describe
from scenes.ui.rule_set_words import own_key, rule_set_label

if TYPE_CHECKING:
    from scenes.core.scene import Host

COUNT_BUDGET_S: Final = 0.012  # replaying matches takes at most this much of a frame
ACTIONS: Final = (
    GameAction("previous_game", N_("Previous game"), ("page up",), ("leftshoulder",)),
    GameAction("next_game", N_("Next game"), ("page down",), ("rightshoulder",)),
)


class StatsScene(Scene):
    freezes_below = True

    def __init__(self, app: Host, game: str | None = None) -> None:
        super().__init__(app)
        games = [spec.id for spec in specs()]
        self.game = game if game in games else games[0]
        self.preset = ALL_PRESETS
        self.book = app.stats
        self.focus = FocusRing()
        self.games: GameRow | None = None
        self.filter: ButtonRow | None = None
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
        """Every rule set: each preset as it is, then those played with another pack (game/stats/rule_sets.py)."""
        spec = spec_for(self.game)
        own = [own_key(spec, preset.id) for preset in spec.presets]
        return [ALL_PRESETS, *own, *(key for key in self.book.presets(self.game) if key not in own)]

    def preset_text(self) -> str:
        if self.preset == ALL_PRESETS:
            return tr("All rule sets")
        return rule_set_label(spec_for(self.game), self.preset)

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
        layout = plan_stats(size, self._hints())
        self._background = layout.background
        games = [(spec.id, tr(spec.name), True) for spec in specs()]
        self.games = GameRow(layout.games, games, self.game, self.choose_game, self._enter_game)
        seen = [rule_set_label(spec, key) for spec in specs() for key in self.book.presets(spec.id)]
        self.filter, self._filter_px = build_filter(size, layout.filter, self.focus, self.step_preset, seen)
        self._area = layout.area
        self.buttons = build_buttons(size, layout.buttons, self.ask_reset, self.close)
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

    def _enter_game(self) -> None:
        """Enter on the game tiles: on to the game's rule-set filter, as in the menu (never another game)."""
        if self.filter is not None:
            self.focus.focus(self.filter)

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
        dialog = reset_question(self.app, self.book, self.game, self._was_reset)
        self._remember_focus()
        self.app.scenes.push(dialog)

    def _was_reset(self) -> None:
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
            if not self.counting and self.filter is not None:
                self.resize(self.app.size)  # every rule set played is known now: the filter fits the longest

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None or self.filter is None:
            return
        surface.blit(self._background, (0, 0))
        if self.games is not None:
            self.games.draw(surface)
        focused = self.focus.focused if self.app.scenes.top is self else None
        draw_filter_back(surface, self.filter, self.filter is focused)
        for button in self._all_buttons():
            button.draw(surface)
        draw_filter_front(surface, self.filter, self.preset_text(), self._filter_px)
        if self._content is None:
            self._content = self._draw_content()
        surface.blit(self._content, self._area)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)

    def _draw_content(self) -> pygame.Surface:
        size, area = self.app.size, self._area.size
        if self.counting:
            return draw_counting(size, area, self._total - self.book.pending, self._total)
        figures = self.figures()
        bankroll = self._bankroll() if figures.game == "kuckuck" else None
        return draw_figures(size, area, figures, figures_note(figures, self.notices), bankroll)

    def _bankroll(self) -> dict[str, int] | None:
        """The money game's chips now (None: a newer version's file, not used); a damaged file is set aside by the
        store and said once, like the archive's messages."""
        loaded = BankrollStore(self.app.saves.folder).load()
        if loaded.message is not None and describe(loaded.message) not in self.notices:
            self.notices.append(describe(loaded.message))
            self.app.toast(loaded.message)
        return None if loaded.newer else dict(loaded.bankroll.chips)
