"""What the results screen shows, for any game: who won, the standings, and the score after every round."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.reasons import Reason


class FinishedMatch(Protocol):
    """What a game's results summary reads of a finished match (a `Match`): public facts only."""

    @property
    def scores(self) -> list[int]: ...

    def view(self, seat: int | None) -> Mapping[str, Any]: ...


@dataclass(frozen=True)
class Standing:
    """One place of the final standings; seats that tie share it."""

    place: int
    seats: tuple[int, ...]
    note: Reason | None = None  # "Out in deal 4", "63 points", …


@dataclass(frozen=True)
class ResultsSummary:
    game: str
    names: tuple[str, ...]
    winners: tuple[int, ...]
    standings: tuple[Standing, ...]  # from the winner down
    rounds: int  # deals or hands played
    scores: tuple[int, ...] = ()  # each seat's final score, when the game keeps one
    # each seat's running score after every round, for the results chart (empty when the game draws none)
    score_history: tuple[tuple[int, ...], ...] = ()
    marks: tuple[tuple[int, Reason], ...] = ()  # (round, what happened): notable rounds such as a moon shot
