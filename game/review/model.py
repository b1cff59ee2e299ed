"""What a review says: each decision of one seat valued against the best, an accuracy figure, the costliest ones.

Cost and accuracy:
- A decision's `cost` is the best candidate's value minus the value of the move made (>= 0), in the game's unit
  (`Review.unit`): Hearts points (points-equivalent once the match is close: the hard bot's value, where a whole
  match is worth 100 points), Euchre points (the team's points minus the others' over the hand), Kuckuck lives.
- Accuracy (a percentage, None when there was nothing to decide) is the share of decisions whose cost is within
  the game's `tolerance` of the best (half a point in Hearts; a tenth of a point in Euchre; a tenth of a life in
  Kuckuck): moves the search cannot tell from the best count as accurate.
- Euchre also tells the chance of the game a decision gave away (`chance_cost`), from the same play-outs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.core.reasons import Reason

COSTLIEST: int = 3  # the decisions a review names
REVIEW_VERSION: int = 1  # bump when reviews would come out differently (a cached review of another version is redone)


@dataclass(frozen=True)
class DecisionReview:
    """One decision: `position` is the log index of its (first) action, so the replay's position `position`
    shows the table as it was; `hand` counts from 1; `made` and `best` are action texts ("play QS",
    "pass 2C 3D 4H"); `values` each candidate's value (higher is better) in the review's unit."""

    position: int
    hand: int
    phase: str
    made: str
    best: str
    cost: float
    reason: Reason
    values: Mapping[str, float]
    chance_cost: float | None = None  # Euchre: the chance of the game given away against the best (0..1)


@dataclass(frozen=True)
class HandReview:
    """One hand's (Kuckuck: one deal's) decisions and their accuracy (None: nothing to decide)."""

    hand: int
    decisions: int
    accuracy: float | None
    cost: float  # the sum of its decisions' costs


@dataclass(frozen=True)
class Review:
    game: str
    seat: int
    unit: str  # "points" or "lives"
    tolerance: float
    decisions: tuple[DecisionReview, ...]
    hands: tuple[HandReview, ...]
    accuracy: float | None
    costliest: tuple[DecisionReview, ...]  # at most COSTLIEST, costliest first, each costing more than tolerance


def accuracy(costs: Sequence[float], tolerance: float) -> float | None:
    """The share (percent) of `costs` within `tolerance` of the best; None for no decisions."""
    if not costs:
        return None
    return 100.0 * sum(1 for cost in costs if cost <= tolerance) / len(costs)


def summarise(
    game: str, seat: int, unit: str, tolerance: float, decisions: Sequence[DecisionReview], hands: int
) -> Review:
    """The review of `decisions` (in log order) over `hands` hands."""
    per_hand = []
    for hand in range(1, hands + 1):
        costs = [d.cost for d in decisions if d.hand == hand]
        per_hand.append(HandReview(hand, len(costs), accuracy(costs, tolerance), sum(costs)))
    costly = sorted((d for d in decisions if d.cost > tolerance), key=lambda d: (-d.cost, d.position))
    return Review(
        game=game,
        seat=seat,
        unit=unit,
        tolerance=tolerance,
        decisions=tuple(decisions),
        hands=tuple(per_hand),
        accuracy=accuracy([d.cost for d in decisions], tolerance),
        costliest=tuple(costly[:COSTLIEST]),
    )
