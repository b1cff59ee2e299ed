"""The table stage: what the live table (scenes/table/shell.py) and the replay (scenes/replay/viewer.py) both
show a match on. It holds the game's view and its sprites, the controller whose observation the view shows, the
animation timeline, the focus ring of the view's controls, and draws the view where its scene says.

The scene that holds it decides what moves the match: the live table lets the controller play bots and the
humans' decisions, keeps the autosave, the pause and the hot-seat hand-over; the replay steps an archived log.
A game's view (scenes/table/view.py; scenes/<game>/view.py) is handed the stage, never the scene.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from game import Match
from game.controller import Pacing
from game.core.reasons import Reason
from game.store.settings import Settings
from scenes.audio.cues import Cues
from scenes.cards.tween import Timeline
from scenes.ui.focus import FocusRing
from scenes.ui.reasons import describe

if TYPE_CHECKING:
    from game.controller import Controller
    from game.core.events import Event
    from game.core.seats import SeatConfig
    from scenes.audio.cues import CueTable
    from scenes.core.scene import Host, Scene
    from scenes.table.view import TableView

DEFAULT_SETTINGS = Settings()
WARM_UP_BUDGET_MS = 4.0  # of each frame's 16.7 ms, spent drawing images ahead of need


def pacing_for(players: int, settings: Settings = DEFAULT_SETTINGS) -> Pacing:
    """How the table lingers: bots think a little faster at a big table, so a 20-player round still flows; the
    speed and the holds after a trick and after a showdown are the player's settings."""
    return Pacing(
        bot_think_ms=max(380, 900 - 26 * players),
        trick_hold_ms=settings.trick_hold_ms,
        reveal_hold_ms=settings.reveal_hold_ms,
        speed=settings.animation_speed,
    )


def timeline_speed(settings: Settings) -> float:
    """How fast the table's animations run: the player's speed, or at once (infinite) with "Instant"."""
    return math.inf if settings.instant else settings.animation_speed


Area = Callable[[tuple[int, int]], pygame.Rect]  # where the view lays out and draws the table, per window size


class TableStage:
    """A match on the game's view. `replaying`: an archived match shown again, where the view shows no live
    controls or prompts; `area`: where the table lies in a window of a size (all of it at a live table)."""

    def __init__(
        self,
        scene: Scene,
        controller: Controller,
        seats: Sequence[SeatConfig],
        colours: Sequence[str | None],
        view_class: type[TableView],
        cues: CueTable,
        timeline: Timeline,
        area: Area,
        replaying: bool = False,
    ) -> None:
        self.scene = scene
        self.app: Host = scene.app
        self.controller = controller
        self.seats = list(seats)
        self.names = [seat.name for seat in seats]
        self.colours = list(colours)  # each human's colour id, None for a bot
        self.spec = controller.match.spec
        self.timeline = timeline
        self.area = area
        self.replaying = replaying
        self.view_class = view_class
        self.focus = FocusRing()
        self.clock_ms = 0
        self._reconciled_for: tuple[int, int | None] | None = None  # (match history length, private viewer)
        self.cues = Cues(cues, self.app.sounds)  # the table's sounds, heard as events are shown
        self.view = view_class(self)
        self._warm_up: deque[Callable[[], object]] = deque()
        self.lay_out(self.app.size)

    @property
    def match(self) -> Match:
        return self.controller.match

    @property
    def paused(self) -> bool:
        """Something (the pause, a dialog) lies over the scene that shows the stage."""
        return self.app.scenes.top is not self.scene

    def rename(self, seats: Mapping[int, SeatConfig]) -> None:
        """Seats named anew (a phone joined under its person's name): the plates and the story say it at once."""
        for seat, config in seats.items():
            self.seats[seat] = config
            self.names[seat] = config.name
        self.lay_out(self.app.size, fresh_view=True)

    def lay_out(self, size: tuple[int, int], fresh_view: bool = False) -> None:
        """Lay the table out afresh for a window of `size`, with nothing moving: a new or resumed table, a
        resize, a replay's jump (`fresh_view`: a new view, nothing of the last kept)."""
        if fresh_view:
            self.view = self.view_class(self)
        self.view.layout(self.area(size).size)
        self.view.animator.cues = self.cues
        self._warm_up = deque(self.view.warm_up())
        self.view.reconcile(self.controller.view(), self.private_viewer() is None, initial=True)
        self._reconciled_for = None

    def warm_images(self, budget_ms: float = WARM_UP_BUDGET_MS) -> None:
        """Draw images of the warm-up queue until this frame's share of time is used (at least one): a court
        figure takes several milliseconds, so two of them must not land in one frame."""
        start = time.perf_counter()
        while self._warm_up:
            self._warm_up.popleft()()
            if (time.perf_counter() - start) * 1000 >= budget_ms:
                return

    def show(self, events: Sequence[Event]) -> None:
        """What happened, as the private viewer may see it, onto the animation timeline."""
        viewer = self.private_viewer()
        self.timeline.add(self.view.animate([event.seen_by(viewer) for event in events]))

    def reconcile(self) -> None:
        """Once nothing moves, the sprites brought in line with the observation (when it changed)."""
        shown = (len(self.match.history), self.private_viewer())
        if not self.timeline.busy and shown != self._reconciled_for:
            self.view.reconcile(self.controller.view(), shown[1] is None, initial=False)
            self._reconciled_for = shown

    def private_viewer(self) -> int | None:
        """Whose private cards may be on screen now. With one human: always theirs. At a hot-seat table:
        only the human deciding, after the hand-over, so nobody's cards lie open while others watch."""
        controller = self.controller
        if controller.handover_to is not None:
            return None
        if len(controller.screen_seats) > 1:
            waiting = controller.waiting_for_human
            return waiting if waiting == controller.viewer else None  # not before the screen is handed to them
        return controller.viewer

    def decide(self, *actions: str, ahead: bool = False) -> bool:
        """A human's decision from the view: one or more actions of their seat (the three cards to pass), made
        together or not at all. Made at once when the seat is waiting; kept for its moment while the table still
        shows the last move before their turn, or (`ahead`) while others decide before them. A refusal is shown
        with its reason. True when made or kept."""
        controller = self.controller
        if controller.waiting_for_human is not None:
            refusal = controller.submit(*actions)
            if refusal is not None:
                self.refused(refusal)
            return refusal is None
        seat = self.private_viewer()
        if seat is None or controller.handover_to is not None or not (ahead or self.match.to_move == seat):
            return False
        return controller.keep(seat, *actions) is None

    def refused(self, refusal: Reason) -> None:
        """Why a decision was refused: by the view where the player is looking, else at the top."""
        if not self.view.refused(describe(refusal)):
            self.app.toast(refusal)

    def draw(self, surface: pygame.Surface) -> None:
        """The table itself, below the widgets, on `surface` (the scene's table area)."""
        self.view.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The view's layer above the widgets, on `surface` (the scene's table area)."""
        self.view.draw_overlay(surface)
