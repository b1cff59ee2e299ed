"""What a game gives the review: its hard bot's values for the candidates of one decision, from one seat's view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.core.reasons import Reason

if TYPE_CHECKING:
    import numpy as np


@dataclass(frozen=True)
class Appraisal:
    """One decision valued: `made` is the move made as a candidate (a key of `values`; a card of a group that
    plays alike is its group's card), `shown` the move made as the log has it (a pass: all its cards), `values`
    each candidate's value (higher is better), `reason` says why the best is better (for the player)."""

    phase: str
    made: str
    shown: str
    values: Mapping[str, float]
    reason: Reason
    best: str
    chances: Mapping[str, float] | None = None  # Euchre: each candidate's chance of winning the game (0..1)

    @property
    def cost(self) -> float:
        return max(0.0, self.values[self.best] - self.values[self.made])

    @property
    def chance_cost(self) -> float | None:
        """How much the best chance of the game exceeds the move made's (0..1), where the game values it."""
        if self.chances is None:
            return None
        return max(0.0, max(self.chances.values()) - self.chances[self.made])


class Appraiser(Protocol):
    """One game's appraiser. `unit` names the values' unit; `tolerance` the cost that still counts as accurate."""

    unit: str
    tolerance: float

    def appraise(self, view: Mapping[str, Any], moves: Sequence[str], rng: np.random.Generator) -> Appraisal | None:
        """The decision at `view` (the seat to move), where `moves` are the seat's actions from here on, in a
        row, as the log has them (the first is this decision's; a decision of several actions, a Hearts pass,
        takes more); None when there is nothing to review here (one candidate, a part of an earlier decision,
        a decision the hard bot does not search)."""
        ...


def best_of(values: Mapping[str, float], order: Sequence[str]) -> str:
    """The best of `order` by `values`; a tie goes to the one listed first."""
    best = order[0]
    for action in order[1:]:
        if values[action] > values[best]:
            best = action
    return best
