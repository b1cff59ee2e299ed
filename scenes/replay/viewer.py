"""The replay of an archived match on the game's own table view: step forward and back, jump a deal (a hand),
play and pause, every hidden card shown or hidden, export as text, play a deal again.

It shows the match on a table stage (scenes/table/stage.py), as the live table does, but never plays: no bot
moves, no autosave, no archive, no statistics, no bankroll change, and the game's view shows no live controls or
prompts (the stage's `replaying`). The match at each position is rebuilt from the
archived log (game/replay/steps.py); stepping forward animates what happened, any other move lays the table out
afresh. The table is laid out below the control strip and, while every hand is shown, to the right of the hands
panel, so neither ever covers a seat.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

import pygame

from game import Match
from game.controller import Controller
from game.i18n import tr
from game.player_profiles import seat_colours
from game.replay.export import export_text
from game.replay.hands import all_held
from game.replay.steps import ReplayLog
from game.store.archive import ArchivedMatch
from game.store.exports import write_export
from scenes.cards.tween import Timeline
from scenes.core.scene import Scene
from scenes.replay.bar import build_bar, draw_strip, strip_height
from scenes.replay.hands_panel import draw_hands, padding, panel_width
from scenes.routes.views import cue_table, view_class
from scenes.table.stage import TableStage, pacing_for, timeline_speed
from scenes.ui.actions import Action, InputAction
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, render

PANEL_FILL = (6, 20, 14)  # beside the table: the felt's darkest edge

if TYPE_CHECKING:
    from scenes.core.scene import Host

PLAY_STEP_MS: Final = 900  # auto-advance: one step this often, once the last one has been shown
BUTTONS: Final = ("first", "back", "play", "next", "last", "cards", "export", "again", "close")


class ReplayScene(Scene):
    """`back` leaves the replay (to the history list or the results)."""

    def __init__(
        self, app: Host, archived: ArchivedMatch, back: Callable[[], None], position: int | None = None
    ) -> None:
        super().__init__(app)
        self.entry = archived.entry
        self.log = ReplayLog(archived.match.to_dict())
        self.back = back
        first = self.log.deal_position(1) if self.log.deals else 0
        self.position = first if position is None else self.log.check_position(position)
        self.show_hidden = True
        self.panel = pygame.Rect(0, 0, 0, 0)  # where the hands panel was last drawn
        self.playing = False
        self._play_ms = 0
        self.buttons: dict[str, DrawnButton] = {}
        self._strip = pygame.Rect(0, 0, 0, 0)
        self.exported: Path | None = None
        self.bar_focus = FocusRing()  # the strip's own: the table's ring belongs to the view
        self._focus_key = "next"  # kept while the strip is rebuilt
        self.seats = seats = list(self.entry.seats)
        match = self.log.match_at(self.position)
        self._fullest = all_held(match)  # the hands as dealt: how wide the hands panel is
        self._areas: dict[tuple[tuple[int, int], bool], pygame.Rect] = {}  # table_area's, per window size
        game = self.entry.game
        self.spec = match.spec
        settings = app.settings
        pacing = pacing_for(match.players, settings)
        timeline = Timeline(timeline_speed(settings))
        colours = seat_colours(seats, settings.people)
        controller = Controller(match, seats, pacing)  # never updated: nothing moves but the replay's steps
        self.stage = TableStage(self, controller, seats, colours, view_class(game), cue_table(game), timeline,
                                self.table_area, replaying=True)  # fmt: skip

    @property
    def match(self) -> Match:
        return self.stage.match

    # --- where the replay stands ----------------------------------------------------------------------------

    @property
    def deal(self) -> int:
        return self.log.deal_at(self.position)

    def go_to(self, position: int) -> None:
        """Show the match after `position` log entries, laid out afresh."""
        position = self.log.check_position(position)
        match = self.log.match_at(position)
        self.position = position
        self.exit()
        stage = self.stage
        stage.timeline = Timeline(timeline_speed(self.app.settings))
        stage.controller = Controller(match, list(self.seats), stage.controller.pacing)
        stage.lay_out(self.app.size, fresh_view=True)  # a new view, as for a resumed match: nothing of the last
        self.enter()

    def step_forward(self) -> None:
        """One entry further, animated (anything still moving is finished first)."""
        if self.position >= self.log.length:
            self.playing = False
            return
        self.stage.timeline.fast_forward()
        seen = len(self.match.history)
        self.log.advance(self.match)
        self.position += 1
        self.stage.show(self.match.history[seen:])

    def step_back(self) -> None:
        if self.position > 0:
            self.go_to(self.position - 1)

    def previous_deal(self) -> None:
        self.go_to(self.log.previous_deal(self.position))

    def next_deal(self) -> None:
        self.go_to(self.log.next_deal(self.position))

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.position < self.log.length
        self._play_ms = 0
        self._label_buttons()

    def toggle_hidden(self) -> None:
        """Every hand shown or only your own; the table makes room for the hands panel, or takes it back."""
        self.show_hidden = not self.show_hidden
        self.resize(self.app.size)

    def hands(self) -> list[list[str]]:
        """What the hands panel shows: every seat's cards, or none while hidden cards are hidden."""
        return all_held(self.match) if self.show_hidden else []

    def export(self) -> None:
        """The match as a text log in the data folder's exports/; the player is told where."""
        names = [seat.name for seat in self.seats]
        title = tr(
            "{game}, finished {when}", game=tr(self.spec.name), when=self.entry.finished.strftime("%Y-%m-%d %H:%M")
        )
        try:
            path = write_export(self.app.saves.folder, self.entry.id, export_text(self.log, names, title))
        except OSError as error:
            self.app.toast(tr("The match could not be exported ({error}).", error=str(error)[:120]))
            return
        self.exported = path
        self.app.toast(tr("Exported to {path}", path=str(path)))

    def play_again(self) -> None:
        from scenes.replay.again_dialog import AgainDialog

        self.playing = False
        self.app.scenes.push(AgainDialog(self.app, self.log, max(1, self.deal), self.seats))

    def close(self) -> None:
        self.back()

    # --- where things lie -----------------------------------------------------------------------------------

    def panel_width(self, size: tuple[int, int]) -> int:
        """The hands panel's width in a window of `size`; 0 while only your own cards show."""
        if not self.show_hidden or not any(self._fullest):
            return 0
        return panel_width(size, [seat.name for seat in self.entry.seats], self._fullest)

    def table_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Below the control strip, and right of the hands panel while it shows."""
        key = (size, self.show_hidden)
        if key not in self._areas:
            width, height = size
            top = strip_height(size)
            panel = self.panel_width(size)
            left = panel + 2 * padding(size) if panel else 0
            self._areas[key] = pygame.Rect(left, top, width - left, height - top)
        return self._areas[key].copy()

    # --- the scene ---------------------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.exit()
        self.stage.timeline.fast_forward()
        self.stage.lay_out(size)
        self.enter()

    def on_ui_event(self, event: pygame.event.Event) -> None:
        self.stage.view.on_ui_event(event)

    def on_focus_lost(self) -> None:
        self.playing = False

    def enter(self) -> None:
        self.app.input.use_game_actions(self.spec.id, self.stage.view.actions)
        self.stage.view.enter()
        self.stage.view.sync(None)  # nobody decides anything in a replay
        labels = {
            "first": tr("◀◀ {round}", round=tr(self.spec.round_label)),
            "back": tr("◀ Back"),
            "play": "",
            "next": tr("Next ▶"),
            "last": tr("{round} ▶▶", round=tr(self.spec.round_label)),
            "cards": "",
            "export": tr("Export"),
            "again": tr("{round} again", round=tr(self.spec.round_label)),
            "close": tr("Close"),
        }
        actions = {
            "first": self.previous_deal, "back": self.step_back, "play": self.toggle_play, "next": self.step_forward,
            "last": self.next_deal, "cards": self.toggle_hidden, "export": self.export, "again": self.play_again,
            "close": self.close,
        }  # fmt: skip
        focused = self._focus_key
        self._strip, self.buttons = build_bar(self.app.size, labels, actions)
        self._label_buttons()
        self.bar_focus.set_rows([[self.buttons[key] for key in BUTTONS]])
        self.bar_focus.focus(self.buttons[focused])

    def exit(self) -> None:
        self.stage.view.exit()
        self._focus_key = next((key for key, b in self.buttons.items() if b is self.bar_focus.focused), "next")
        for button in self.buttons.values():
            button.kill()

    def _label_buttons(self) -> None:
        if not self.buttons:
            return
        self.buttons["play"].text = tr("Pause") if self.playing else tr("Play")
        self.buttons["cards"].text = tr("Cards: all") if self.show_hidden else tr("Cards: own")

    def handle(self, action: InputAction) -> None:
        kind = action.action
        if kind in (Action.MENU, Action.CANCEL):
            self.close()
            return
        if kind is Action.FAST_FORWARD:
            self.stage.timeline.fast_forward()
            return
        if action.pos is not None:
            for button in list(self.buttons.values()):
                if button.pointer(action):
                    return
        self.bar_focus.handle(action)

    def update(self, dt_ms: int) -> None:
        stage = self.stage
        self.bar_focus.update(dt_ms)
        stage.warm_images()
        stage.timeline.update(dt_ms)
        stage.view.update(dt_ms)
        if self.playing and not stage.timeline.busy:
            self._play_ms += dt_ms
            if self._play_ms >= PLAY_STEP_MS:
                self._play_ms = 0
                self.step_forward()
                if self.position >= self.log.length:
                    self.playing = False
                    self._label_buttons()
        stage.reconcile()
        stage.view.sync(None)  # nobody decides anything in a replay

    # --- drawing --------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        area = self.table_area(surface.get_size())
        surface.fill(PANEL_FILL)
        self.stage.draw(surface.subsurface(area))
        self._draw_hud(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.stage.draw_overlay(surface.subsurface(self.table_area(surface.get_size())))
        self.bar_focus.draw(surface)

    def _draw_hud(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        draw_strip(surface, self._strip)
        for button in self.buttons.values():
            button.draw(surface)
        where = tr(
            "Replay · {round} {deal} of {deals} · step {step} of {steps}",
            round=tr(self.spec.round_label), deal=self.deal, deals=self.log.deals,
            step=self.position, steps=self.log.length,
        )  # fmt: skip
        line = render(where, scaled(size, 22, 11), GOLD, bold=True)
        pad = scaled(size, 14, 5)
        surface.blit(line, (pad, self._strip.bottom - line.get_height() - scaled(size, 4, 2)))
        if self.position >= self.log.length:
            end = render(tr("The end of the match"), scaled(size, 22, 11), CREAM)
            surface.blit(end, end.get_rect(bottomright=(size[0] - pad, self._strip.bottom - scaled(size, 4, 2))))
        hands = self.hands()
        self.panel = pygame.Rect(0, 0, 0, 0)
        width = self.table_area(size).left - 2 * padding(size)  # the panel's room, kept beside the table
        if any(hands) and width > 0:
            names = [seat.name for seat in self.seats]
            self.panel = draw_hands(surface, self._strip.bottom, width, names, hands)
