"""Kuckuck decisions valued for a review (game.review): the hard bot's search (game.kuckuck.bots.hard) on the
canonical view, with its worlds, weights and budget, every legal move compared. Values: lives lost over the rest
of the deal, negated (every life counts the same here, the last one too). A powers-on course the search cannot
walk is not reviewed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.ai.search import Budget, determinized_search
from game.core.reasons import N_, Reason
from game.kuckuck.bots.canonical import canonical_view
from game.kuckuck.bots.hard import PACK_EFFORT, STANDARD_EFFORT, KuckuckSearch, hard_budget
from game.kuckuck.bots.seen import seen_in_view
from game.kuckuck.power_inference import Untraceable
from game.review.appraisal import Appraisal, best_of

if TYPE_CHECKING:
    import numpy as np

    from game.kuckuck.state import KuckuckState

UNIT: Final = "lives"
TOLERANCE: Final = 0.1

BETTER: Final = {
    "stay": N_("Staying was expected to save {cost} lives."),
    "swap": N_("Swapping was expected to save {cost} lives."),
}
OTHER: Final = N_("Another choice was expected to save {cost} lives.")


class LivesSearch(KuckuckSearch):
    """The hard bot's search, every life lost counting one."""

    def evaluate(self, start: KuckuckState, end: KuckuckState, seat: int) -> float:
        return -float(start.lives[seat] - end.lives[seat])


@dataclass(frozen=True)
class KuckuckAppraiser:
    budget: Budget | int | None = None  # None: the hard bot's own (hard_budget at its effort)
    game: LivesSearch = field(default_factory=LivesSearch)
    unit: str = UNIT
    tolerance: float = TOLERANCE

    def appraise(self, view: Mapping[str, Any], moves: Sequence[str], rng: np.random.Generator) -> Appraisal | None:
        canonical = canonical_view(view)
        candidates = list(canonical["legal"])
        made = moves[0]
        if made not in candidates or len(candidates) < 2:
            return None
        effort = PACK_EFFORT if seen_in_view(canonical).rules.powers else STANDARD_EFFORT
        budget = self.budget if self.budget is not None else hard_budget(canonical, effort.scale)
        try:
            result = determinized_search(self.game, canonical, budget, rng, candidates)
        except Untraceable:
            return None
        if result is None:
            return None
        values = dict(result.values)
        best = best_of(values, candidates)
        cost = max(0.0, values[best] - values[made])
        reason = Reason(BETTER.get(best, OTHER), {"cost": f"{cost:.1f}"})
        return Appraisal(str(view["phase"]), made, made, values, reason, best)


def appraiser(budget: Budget | int | None = None) -> KuckuckAppraiser:
    """The Kuckuck appraiser with `budget` worlds per decision (None: the hard bot's)."""
    return KuckuckAppraiser(budget=budget)
