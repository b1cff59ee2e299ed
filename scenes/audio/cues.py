"""Sounds in step with the table's animations.

Each game lists the sound of each class of event it animates (scenes/<game>/sounds.py: a `CueTable`). The table's
animator wraps every event's animation step with its cue (`Cues.around`), so the sound plays when the player
sees the event happen: when its step starts (a swap's whoosh as the cards lift), a little after (a King's
"Kuckuck!" once the swapper's card has nudged towards it), or when the step ends (a card landing on the trick).
Time decides, as it does for the animation: a step fast-forwarded (the F key, a resize, skipping) is silent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.events import Event
from scenes.cards.tween import Step


class Player(Protocol):
    def play(self, name: str, gain: float = 1.0) -> bool: ...


@dataclass(frozen=True)
class Cue:
    """Play `sound` at `gain` when the event's step starts (after `delay_ms`), or when it ends (`at_end`)."""

    sound: str
    gain: float = 1.0
    delay_ms: int = 0
    at_end: bool = False

    def __post_init__(self) -> None:
        if not 0.0 < self.gain <= 1.0:
            raise ValueError(f"gain must be above 0 and at most 1, got {self.gain!r}")
        if self.delay_ms < 0:
            raise ValueError(f"delay_ms must be >= 0, got {self.delay_ms}")
        if self.at_end and self.delay_ms:
            raise ValueError("delay_ms: a cue at the end of its step has no delay")


CueRule = Cue | Callable[[Any], Cue | None]  # a fixed cue, or one chosen from the event (None: silence)
CueTable = Mapping[type[Event], CueRule]  # event class -> its cue; a class not listed is silent


def cue_for(table: CueTable, event: Event) -> Cue | None:
    rule = table.get(type(event))
    return rule(event) if callable(rule) else rule


class Cued(Step):
    """`step` with a sound at its start (plus a delay) or at its end. The sound goes out only while time runs the
    step; `finish()` (fast-forward) ends the step silently."""

    def __init__(self, step: Step, cue: Cue, player: Player) -> None:
        self.step = step
        self.cue = cue
        self.player = player
        self._started = False
        self._settled = False  # played, or skipped by a fast-forward
        self._wait_ms = cue.delay_ms

    @property
    def done(self) -> bool:
        return self.step.done

    def update(self, dt_ms: int) -> int:
        if not self._started:
            self._started = True
            self._sound_if_due(0)
        leftover = self.step.update(dt_ms)
        self._sound_if_due(dt_ms)
        return leftover

    def _sound_if_due(self, elapsed_ms: int) -> None:
        if self._settled:
            return
        if self.cue.at_end:
            due = self.step.done
        else:
            self._wait_ms -= elapsed_ms
            due = self._wait_ms <= 0 or self.step.done  # a delay never outlasts its step
        if due:
            self._settled = True
            self.player.play(self.cue.sound, self.cue.gain)

    def finish(self) -> None:
        self._settled = True
        self.step.finish()


class Cues:
    """A game's cue table bound to the app's sounds."""

    def __init__(self, table: CueTable, player: Player) -> None:
        self.table = table
        self.player = player

    def around(self, step: Step, event: Event) -> Step:
        """`step`, the animation of `event` (or of a run of events starting with it), with its sound."""
        cue = cue_for(self.table, event)
        return step if cue is None else Cued(step, cue, self.player)
