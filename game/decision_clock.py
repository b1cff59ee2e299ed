"""Speed-Kuckuck's decision clock: how long the seat to move has left, in integer milliseconds. Pygame-free.

With a time limit in the match's options (`speed`: seconds per decision), the controller (game/controller.py)
makes one clock per decision and runs it only while that decision is on the screen: not during animations or
holds, not behind a hot-seat hand-over, not while the table is paused (the table feeds it no time then). A human
who lets it run out is timed out (the rules' `timeout`: a stay that costs a life); a bot answers after a
human-like reaction time drawn for that decision, never over the limit.

The clock of the decision on the table is saved with the match (`ClockState`, in the save of game/store/saves.py)
and given back to the controller on resume, so quitting and coming back never buys time: a resumed decision has
exactly the time it had left, no more. It starts running again, as every decision's clock does, on the first frame
the decision is shown after the resume (never behind the entrance, a pause or a hot-seat hand-over).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from game.core.safe_json import shown

if TYPE_CHECKING:  # the save reads ClockState from the title screen, which must not load numpy
    import numpy as np

FASTEST_MS: Final = 350  # nobody reads the table and decides quicker than this
MARGIN_MS: Final = 120  # a bot's answer lands at least this long before the limit
# Beta distributions of a bot's reaction, as a share of the time it has: easy hesitates and sometimes answers
# close to the limit; normal and hard answer sooner and more evenly.
REACTION_SHAPES: Final = {"easy": (2.6, 1.2), "normal": (2.2, 4.0), "hard": (2.0, 5.5)}


def decision_limit_ms(options: object) -> int | None:
    """The time a decision may take under `options` (a game's options dataclass), or None without a limit: a
    game with a time limit gives it as `speed_ms` (Kuckuck's `speed` option); the others have none."""
    limit = getattr(options, "speed_ms", None)
    return limit if isinstance(limit, int) and not isinstance(limit, bool) and limit > 0 else None


def reaction_ms(rng: np.random.Generator, level: str, limit_ms: int) -> int:
    """How long a bot of `level` takes over a decision with `limit_ms` to make it: FASTEST_MS at the least, and
    always at least MARGIN_MS short of the limit (a bot is never too slow)."""
    if limit_ms <= 0:
        raise ValueError(f"limit_ms: expected a time above 0, got {limit_ms}")
    a, b = REACTION_SHAPES.get(level, REACTION_SHAPES["normal"])
    latest = max(0, limit_ms - MARGIN_MS)
    earliest = min(FASTEST_MS, latest)
    return earliest + int(rng.beta(a, b) * (latest - earliest))


@dataclass
class DecisionClock:
    """The time one decision of `seat` has taken; `decision` tells decisions apart (the match's history length
    when it came up), so a seat moving twice in a row (a domino swap, a second draw) gets a fresh clock."""

    seat: int
    decision: int
    limit_ms: int
    answer_ms: int | None = None  # a bot's reaction time; None for a human
    elapsed_ms: int = 0

    def __post_init__(self) -> None:
        if self.limit_ms <= 0:
            raise ValueError(f"limit_ms: expected a time above 0, got {self.limit_ms}")

    @property
    def left_ms(self) -> int:
        return max(0, self.limit_ms - self.elapsed_ms)

    @property
    def expired(self) -> bool:
        return self.elapsed_ms >= self.limit_ms

    @property
    def answered(self) -> bool:
        """A bot's reaction time has passed: it answers now."""
        return self.answer_ms is not None and self.elapsed_ms >= self.answer_ms

    def run(self, dt_ms: int) -> None:
        if dt_ms < 0:
            raise ValueError(f"dt_ms: expected a time of 0 or more, got {dt_ms}")
        self.elapsed_ms += dt_ms


@dataclass(frozen=True)
class ClockState:
    """What a save keeps of the clock of the decision on the table: whose it is, at which point of the match's
    log it came up (`at`: the log's length), how long it has run and, for a bot, when it will answer."""

    seat: int
    at: int
    elapsed_ms: int
    answer_ms: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "at": self.at, "elapsed_ms": self.elapsed_ms, "answer_ms": self.answer_ms}

    @classmethod
    def from_json(cls, raw: object, limit_ms: int | None, to_move: int | None, at: int) -> ClockState:
        """A saved clock, checked against its match (the time limit, the seat to move, the log's length):
        ValueError naming the first defect."""
        if not isinstance(raw, dict) or set(raw) != {"seat", "at", "elapsed_ms", "answer_ms"}:
            raise ValueError(f"clock: expected seat, at, elapsed_ms and answer_ms, got {shown(raw)}")
        if limit_ms is None:
            raise ValueError("clock: the match has no time limit")
        seat, logged, elapsed, answer = raw["seat"], raw["at"], raw["elapsed_ms"], raw["answer_ms"]
        if seat != to_move or type(seat) is not int:
            raise ValueError(f"clock: seat {shown(seat)} is not the seat to move")
        if logged != at or type(logged) is not int:
            raise ValueError(f"clock: at {shown(logged)} is not the end of the log ({at})")
        if type(elapsed) is not int or not 0 <= elapsed < limit_ms:
            raise ValueError(f"clock: elapsed_ms must be 0..{limit_ms - 1}, got {shown(elapsed)}")
        if answer is not None and (type(answer) is not int or not 0 <= answer < limit_ms):
            raise ValueError(f"clock: answer_ms must be null or 0..{limit_ms - 1}, got {shown(answer)}")
        return cls(seat, logged, elapsed, answer)
