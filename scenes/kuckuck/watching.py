"""Once every person at the table is out, the bots play on: the player may watch at the normal pace, fast
forward, or skip to the result (the rest of the match plays out at once, then the results show)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from game.i18n import tr

if TYPE_CHECKING:
    from game.controller import Pacing
    from scenes.table.view import Stage, View

FAST: Final = 4.0  # fast forward: four times the table's pace
SKIP: Final = 1000.0  # skipping: no pause at all …
SKIP_STEPS: Final = 40  # … and this many moves a frame


class Watching:
    def __init__(self, table: Stage) -> None:
        self.table = table
        self.pace = 1.0  # 1, FAST or SKIP
        self._normal: tuple[float, Pacing] | None = None  # the pace before watching changed it

    def active(self, view: View) -> bool:
        """Every person at the table is out and the match goes on."""
        humans = self.table.controller.screen_seats
        return bool(humans) and view["phase"] != "over" and not any(view["alive"][seat] for seat in humans)

    def steps_per_frame(self) -> int:
        return SKIP_STEPS if self.pace == SKIP else 1

    def labels(self) -> tuple[str, str]:
        """What the two buttons say while watching."""
        return (tr("Normal speed") if self.pace == FAST else tr("Fast forward"), tr("Skip to end"))

    def toggle_fast(self) -> None:
        if self.pace != SKIP:
            self._set(1.0 if self.pace == FAST else FAST)

    def skip(self) -> None:
        self._set(SKIP)

    def _set(self, pace: float) -> None:
        controller, timeline = self.table.controller, self.table.timeline
        if self._normal is None:
            self._normal = (timeline.speed, controller.pacing)
        speed, pacing = self._normal
        timeline.speed = speed * pace
        controller.pacing = replace(pacing, speed=pacing.speed * pace)
        self.pace = pace
