"""Hearts decisions valued for a review (game.review): the hard bot's search (game.hearts.search) over its own
candidates, the move made added when the bot would not have compared it. A played card is valued as the card of
its group (cards that play alike, game.hearts.candidates); a pass is one decision of all its cards. The moon
choice is not searched by the hard bot and not reviewed. Values: the hard bot's, in points (negated), with a
whole match worth `MATCH_SCALE` points once a total is within a moon of the target."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import legal_actions
from game.ai.search import Budget, determinized_search
from game.core.reasons import N_, Reason
from game.hearts.candidates import pass_candidates, play_candidates
from game.hearts.deck import LAYOUT, PASS_SIZE
from game.hearts.search import HeartsSearch, hard_budget
from game.review.appraisal import Appraisal, best_of

if TYPE_CHECKING:
    import numpy as np

UNIT: Final = "points"
TOLERANCE: Final = 0.5
QUEEN: Final = "QS"

PASS_QUEEN: Final = N_("Pass the Q♠ away: passing {cards} was expected to cost {cost} points fewer.")
PASS_BETTER: Final = N_("Passing {cards} was expected to cost {cost} points fewer.")
QUEEN_TAKEN: Final = N_("Playing the Q♠ here was expected to cost you {cost} points: {card} was safer.")
QUEEN_DROP: Final = N_("This was the moment to drop the Q♠: it was expected to save {cost} points.")
PLAY_BETTER: Final = N_("{card} was expected to cost {cost} points fewer.")


def groups(view: Mapping[str, Any]) -> dict[str, str]:
    """Each legal play's group card: the candidate (game.hearts.candidates) that stands for it in the search."""
    chosen = set(play_candidates(view))
    group = ""
    out = {}
    for action in legal_actions(view):  # in the order play_candidates walks them
        if action in chosen:
            group = action
        out[action] = group
    return out


def pass_text(cards: Sequence[str]) -> str:
    """A pass as the hard bot names its sets: "pass" and the cards in deck order."""
    return "pass " + " ".join(sorted(cards, key=LAYOUT.index))


def _reason(phase: str, made: str, best: str, hand: Sequence[str], cost: float) -> Reason:
    shown = f"{cost:.1f}"
    cards = best.split()[1:]
    if phase == "pass":
        keeps_queen = QUEEN in hand and QUEEN not in made.split()
        message = PASS_QUEEN if keeps_queen and QUEEN in cards else PASS_BETTER
        return Reason(message, {"cards": " ".join(cards), "cost": shown})
    if made == f"play {QUEEN}":
        return Reason(QUEEN_TAKEN, {"card": cards[0], "cost": shown})
    if best == f"play {QUEEN}":
        return Reason(QUEEN_DROP, {"cost": shown})
    return Reason(PLAY_BETTER, {"card": cards[0], "cost": shown})


@dataclass(frozen=True)
class HeartsAppraiser:
    budget: Budget | int | Callable[[Mapping[str, Any]], Budget | int] = hard_budget
    game: HeartsSearch = field(default_factory=HeartsSearch)
    unit: str = UNIT
    tolerance: float = TOLERANCE

    def appraise(self, view: Mapping[str, Any], moves: Sequence[str], rng: np.random.Generator) -> Appraisal | None:
        phase = view["phase"]
        if phase == "pass":
            if view["passed"]:
                return None  # a later card of a pass already reviewed
            left = PASS_SIZE - len(view["passed"])
            made = pass_text([move.partition(" ")[2] for move in moves[:left]])
            shown = made
            candidates = pass_candidates(view)
        elif phase == "play":
            shown = moves[0]
            made = groups(view)[shown]
            candidates = play_candidates(view)
        else:
            return None
        if made not in candidates:
            candidates = [*candidates, made]
        if len(candidates) < 2:
            return None
        budget = self.budget(view) if callable(self.budget) else self.budget
        result = determinized_search(self.game, view, budget, rng, candidates)
        if result is None:
            return None
        values = dict(result.values)
        best = best_of(values, candidates)
        cost = max(0.0, values[best] - values[made])
        return Appraisal(phase, made, shown, values, _reason(phase, made, best, view["hand"], cost), best)


def appraiser(budget: Budget | int | None = None) -> HeartsAppraiser:
    """The Hearts appraiser with `budget` worlds per decision (None: the hard bot's)."""
    return HeartsAppraiser() if budget is None else HeartsAppraiser(budget=budget)
