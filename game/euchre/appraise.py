"""Euchre decisions valued for a review (game.review): the hard bot's search (game.euchre.search) over its own
candidates (the normal bot's move first; in the bidding the bids worth searching), the move made added when the
bot would not have compared it. Values: the points of the hand for the seat's team minus the other team's; the
same play-outs also give each candidate's chance of winning the game (game.euchre.outlook)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import legal_actions
from game.ai.search import Budget, World, determinized_search
from game.core.reasons import N_, Reason
from game.euchre.bots import normal_choice
from game.euchre.outlook import team_win_chance
from game.euchre.search import EuchreSearch, bid_candidates, hard_budget
from game.euchre.worlds import Sim
from game.review.appraisal import Appraisal, best_of

if TYPE_CHECKING:
    import numpy as np

UNIT: Final = "points"
TOLERANCE: Final = 0.1
BIDDING: Final = ("order_up", "name_trump")

BETTER: Final = {
    "pass": N_("Passing was expected to be worth {cost} points more to your team."),
    "order": N_("Ordering it up was expected to be worth {cost} points more to your team."),
    "order alone": N_("Ordering it up alone was expected to be worth {cost} points more to your team."),
    "call": N_("Calling {suit} as trump was expected to be worth {cost} points more to your team."),
    "call alone": N_("Calling {suit} alone was expected to be worth {cost} points more to your team."),
    "redeal": N_("A redeal was expected to be worth {cost} points more to your team."),
    "alone": N_("Going alone was expected to be worth {cost} points more to your team."),
    "support": N_("Playing with your partner was expected to be worth {cost} points more to your team."),
    "defend alone": N_("Defending alone was expected to be worth {cost} points more to your team."),
    "defend": N_("Defending together was expected to be worth {cost} points more to your team."),
    "play": N_("Playing {card} was expected to be worth {cost} points more to your team."),
    "discard": N_("Discarding {card} was expected to be worth {cost} points more to your team."),
}


def reason(best: str, cost: float) -> Reason:
    """Why `best` is better, for the player."""
    words = best.split()
    shown = f"{cost:.1f}"
    if words[0] in ("play", "discard"):
        return Reason(BETTER[words[0]], {"card": words[1], "cost": shown})
    if words[0] == "call":
        return Reason(BETTER["call alone" if words[-1] == "alone" else "call"], {"suit": words[1], "cost": shown})
    return Reason(BETTER[best], {"cost": shown})


class PointsSearch(EuchreSearch):
    """The hard bot's search valued in the hand's points (the team's minus the others'), tallying each play-out's
    chance of the game on the side: `chances()` gives its weighted means after a search."""

    def __init__(self) -> None:
        super().__init__()
        self.weights: list[float] = []
        self.chances: list[float] = []

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
        self.weights, self.chances = [], []
        for world in super().worlds(view, rng):
            if world.weight > 0:
                self.weights.append(world.weight)
            yield world

    def evaluate(self, start: Sim, end: Sim, seat: int) -> float:
        team = seat & 1
        before, after = start.state.scores, self.end_scores(end)  # one solve serves both values
        self.chances.append(team_win_chance(after, team, end.state.cfg.target))
        return float((after[team] - before[team]) - (after[team ^ 1] - before[team ^ 1]))

    def chance_means(self, actions: Sequence[str]) -> dict[str, float]:
        """Each of `actions`' (the searched candidates, in order) weighted mean chance of the game."""
        count = len(actions)
        weights = self.weights[: len(self.chances) // count]
        total = sum(weights)
        return {
            action: sum(w * self.chances[k * count + j] for k, w in enumerate(weights)) / total
            for j, action in enumerate(actions)
        }


@dataclass(frozen=True)
class EuchreAppraiser:
    budget: Budget | int | Callable[[Mapping[str, Any]], Budget | int] = hard_budget
    game: PointsSearch = field(default_factory=PointsSearch)
    unit: str = UNIT
    tolerance: float = TOLERANCE

    def appraise(self, view: Mapping[str, Any], moves: Sequence[str], rng: np.random.Generator) -> Appraisal | None:
        phase = view["phase"]
        made = moves[0]
        candidates = bid_candidates(view) if phase in BIDDING else legal_actions(view)
        usual = normal_choice(view)
        candidates = [usual, *(action for action in candidates if action != usual)]
        if made not in candidates:
            candidates.append(made)
        if len(candidates) < 2:
            return None
        budget = self.budget(view) if callable(self.budget) else self.budget
        result = determinized_search(self.game, view, budget, rng, candidates)
        if result is None:
            return None
        values = dict(result.values)
        best = best_of(values, candidates)
        cost = max(0.0, values[best] - values[made])
        chances = self.game.chance_means(candidates)
        return Appraisal(phase, made, made, values, reason(best, cost), best, chances)


def appraiser(budget: Budget | int | None = None) -> EuchreAppraiser:
    """The Euchre appraiser with `budget` worlds per decision (None: the hard bot's)."""
    return EuchreAppraiser() if budget is None else EuchreAppraiser(budget=budget)
