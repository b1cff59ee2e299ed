"""What every table's animator shares: one step per event, looked up in the game's table of handlers, and the
common moves (a card flying, a card turning, a callout over a seat, a banner across the middle).

A game's animator lists a handler for every class of event its rules raise (the class tables `HANDLERS` and
`RUNS`, keyed by the event's class); a test checks that none is missing, so a new event can never pass the table by
unanimated. The events arrive already censored for the viewer (`Event.seen_by`). The table gives the animator its
game's sound cues (`cues`, scenes/audio/cues.py): each event's step then carries its sound, heard when the step is
shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from game.core.events import Event
from scenes.cards.sprites import Banner, Callout, CardSprite, Point, Stage
from scenes.cards.tween import Call, Deferred, Sequence, Step, Tween, Wait, ease_in_out_cubic, linear
from scenes.ui.look import card_flight_arc, current_look, motion_ms
from scenes.ui.text import GOLD

if TYPE_CHECKING:
    from scenes.audio.cues import Cues

Handler = Callable[[Any, Any], Step]  # an animator method taking its class of event, looked up in the class table
RunHandler = Callable[[Any, Any], Step]  # the same for a run: a list of events of one class
CALLOUT_MS = 900


class TableAnimator:
    # A step builder for every event class of the game that is not in RUNS.
    HANDLERS: ClassVar[Mapping[type[Event], Handler]] = {}
    # Classes animated as a run: consecutive events of such a class become one step (cards dealt one by one fly
    # out as one staggered deal).
    RUNS: ClassVar[Mapping[type[Event], RunHandler]] = {}

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.cues: Cues | None = None  # the sound of each event, set by the table (None: silent)

    @classmethod
    def event_types(cls) -> set[type[Event]]:
        """Every class of event this animator can show."""
        return {*cls.HANDLERS, *cls.RUNS}

    def play(self, events: list[Event]) -> Step:
        """One step per event (or per run), one after another."""
        table, runs = self.HANDLERS, self.RUNS
        steps: list[Step] = []
        index = 0
        while index < len(events):
            kind = type(events[index])
            if kind in runs:
                end = index
                while end < len(events) and type(events[end]) is kind:
                    end += 1
                step = runs[kind](self, events[index:end])
            else:
                end = index + 1
                step = table[kind](self, events[index])
            steps.append(step if self.cues is None else self.cues.around(step, events[index]))
            index = end
        return Sequence(*steps)

    # --- the common moves ---------------------------------------------------------------------------------

    def callout(
        self, text: str, pos: Point, size: int, color: tuple[int, int, int] = GOLD, ms: int = CALLOUT_MS
    ) -> Step:
        """A word that pops up at `pos` and fades away over `ms`."""
        callout = Callout(text, pos, color, size)

        def start() -> None:
            self.stage.callouts.append(callout)

        def end() -> None:
            if callout in self.stage.callouts:
                self.stage.callouts.remove(callout)

        def set_progress(value: float) -> None:
            callout.progress = value

        return Sequence(Call(start), Tween(ms, set_progress, linear), Call(end))

    def fly(self, sprite: CardSprite, to: Point, ms: int, arc: float = 0.0) -> Step:
        """Move a card from wherever it is when the flight starts, lifting it on the way (with reduced motion: a
        short flat slide)."""

        ms, arc = motion_ms(ms), card_flight_arc(arc)
        lifts = not current_look().reduced_motion

        def flight() -> Step:
            start = sprite.pos
            dx, dy = to[0] - start[0], to[1] - start[1]
            length = math.hypot(dx, dy) or 1.0

            def place(t: float) -> None:
                bulge = arc * math.sin(math.pi * t)
                sprite.pos = (start[0] + dx * t - dy / length * bulge, start[1] + dy * t + dx / length * bulge)
                sprite.lift = math.sin(math.pi * t) if lifts else 0.0

            return Tween(ms, place, ease_in_out_cubic)

        return Deferred(flight)

    def flip(self, sprite: CardSprite, card: str | None, up: bool = True, ms: int = 260) -> Step:
        """Turn a card face up (showing `card`) or face down, from however far it is turned when this starts."""

        def turn() -> Step:
            if card is not None:
                sprite.card = card

            def set_flip(value: float) -> None:
                sprite.flip = value

            return Tween.of(set_flip, sprite.flip, 1.0 if up else 0.0, ms)

        return Deferred(turn)

    def banner(self, text: str, sub: str, ms: int) -> Step:
        """A large message across the middle of the table for `ms`, faded in and out."""
        banner = Banner(text, sub)

        def show() -> None:
            self.stage.banner = banner

        def fade(value: float) -> None:
            banner.alpha = value

        def hide() -> None:
            if self.stage.banner is banner:
                self.stage.banner = None

        return Sequence(Call(show), Tween(250, fade), Wait(ms), Tween.of(fade, 1.0, 0.0, 250), Call(hide))
