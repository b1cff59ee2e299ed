"""The hard bot: for each choice, the chance of losing lives, estimated in the deals it could be in.

- Certain answers first, no search: a seat that knows a lower card lies in a hand no one can change any more
  (with the dealer spared in ties, the dealer: a card no higher) cannot lose by staying; a King never swaps and
  an Ace always tries (no card is worse than an Ace, none better than a King, and after its turn nobody can
  change a seat's card again); a left card this seat knows settles the choice as it does for every threshold
  bot; a seat a timeout left at no lives stays.
- Otherwise a determinized search (game.ai.search): the hidden cards are drawn uniformly among those consistent
  with what the seat saw (game.kuckuck.inference), each draw weighed by how likely the others' stays and swaps
  were had they held those cards and played the normal bot's thresholds, and built into a full state by the
  rules themselves (game.kuckuck.determinize). Each choice is played out there with the rules' `apply`, every
  later seat playing the normal bot, and the choice that costs the fewest lives wins; losing the last life
  counts triple (it ends the match for this seat), two lives (the A♠) count two. With a pack's powers on
  (`PACK_EFFORT`): every life counts the same, twice the worlds, and the earlier seats' choices are weighed by
  what each saw when it chose (a known left card or a lower card in a final hand decides for a reasonable player).
- The search's choice is played only if it beats the normal bot's by a clear margin (the normal bot is what the
  play-outs assume the table plays; with few worlds at a big table, a small lead is mostly noise).
- The search runs on the canonical view (game.kuckuck.bots.canonical) with a generator seeded from its key, so
  the move is a function of what the seat saw; decisions are memoised on that key.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from game.ai.agent import forced_action
from game.ai.search import Budget, RulesPlayout, World, determinized_search
from game.core.rng import generator
from game.core.seats import order_after
from game.kuckuck.bots.canonical import canonical_view, key_seed, view_key
from game.kuckuck.bots.seen import Seen, seen_in_state, seen_in_view
from game.kuckuck.bots.thresholds import NormalBot, cannot_lose, known_left_decision
from game.kuckuck.bots.tuned import normal_threshold
from game.kuckuck.power_inference import Untraceable

if TYPE_CHECKING:
    import numpy as np

    from game.kuckuck.state import KuckuckState

STAY, SWAP = "stay", "swap"
ACE, KING = 1, 13
WORLDS_TIMES_SEATS = 600  # most worlds x seats in the deal: fewer worlds where play-outs are long
MIN_WORLDS, MAX_WORLDS = 24, 96
FIRST_LOOK = 16  # worlds before the search may stop early on a clear answer, then every 8
CLEAR_MARGIN = 3  # a card this many ranks from the normal threshold is a clear call: a short search
CLEAR_BUDGET = Budget(16, least=8, step=8, z=2.0)
SHARPNESS = 3.0  # how sure the bot is that the others keep to the normal thresholds
SURE = 0.98
MEMO_LIMIT = 200_000
MOST_FAILURES = 64  # worlds of a powers-on view the rules found inconsistent before the search gives up
NORMAL = NormalBot()


@dataclass(frozen=True)
class Effort:
    """How the search weighs and trusts itself: `last_life_cost` (what losing the last life counts for: it ends
    the match for this seat), `scale` (times the worlds of `hard_budget`), `confident` (standard errors by which
    the search must beat the normal bot's choice to play its own)."""

    last_life_cost: float
    scale: int
    confident: float


STANDARD_EFFORT = Effort(last_life_cost=3.0, scale=1, confident=1.5)
# Powers on (issue 21, measured on kille42 at 4 seats, see NOTES-i21-hard.md): twice the worlds and a lower bar
# let the search leave the (per-pack tuned) normal choice where it sees better; every life counts the same.
PACK_EFFORT = Effort(last_life_cost=1.0, scale=2, confident=1.0)


def certain_move(seen: Seen, lives: int) -> str | None:
    """The move no search can improve on, or None."""
    if lives <= 0 or cannot_lose(seen):
        return STAY
    settled = known_left_decision(seen)
    if settled is not None:
        return settled
    if seen.mine == KING:
        return STAY
    if seen.mine == ACE:
        return SWAP
    return None


def swap_likelihood(rank: int, threshold: int) -> float:
    """How likely a normal player with a card of `rank` swaps, if its threshold is `threshold`."""
    p = 1.0 / (1.0 + math.exp(SHARPNESS * (rank - threshold + 0.5)))
    return min(SURE, max(1.0 - SURE, p))


def choice_likelihood(seen: Seen, action: str) -> float:
    """How likely a reasonable player who sees `seen` chose `action` (stay or swap): what it knows settles it
    almost surely (a lower card in a final hand with powers on, a known left card); else its card against the
    normal threshold, softly."""
    if seen.rules.powers and cannot_lose(seen):
        settled: str | None = STAY
    else:
        settled = known_left_decision(seen)
    if settled is not None:
        return SURE if action == settled else 1.0 - SURE
    p = swap_likelihood(seen.mine, normal_threshold(seen))
    return p if action == SWAP else 1.0 - p


def deciders(view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(seat, place after the dealer) of every other seat that chose stay or swap this deal, in turn order."""
    me, dealer = view["seat"], view["dealer"]
    found = []
    for place, seat in enumerate(order_after(dealer, view["in_deal"]), start=1):
        action = view["acted"][seat]
        if action is None or seat == dealer:
            break
        timed_out = bool(view.get("timed_out", [False] * len(view["acted"]))[seat]) and action == STAY
        if seat != me and not timed_out:  # a timeout is no choice (game.kuckuck.inference leaves it out too)
            found.append((seat, place))
    return found


def _weigh_choice(viewer: int, weight: list[float], state: KuckuckState, action: str) -> None:
    """Multiply `weight[0]` by how likely the seat to move in `state` (a replayed world) chose `action`."""
    seat = state.turn
    if seat is None or seat in (viewer, state.dealer) or action not in (STAY, SWAP):
        return
    weight[0] *= choice_likelihood(seen_in_state(state, seat), action)


class KuckuckSearch(RulesPlayout["KuckuckState"]):
    """The hard bot's search game: weighted worlds, normal-bot play-outs, lives lost as the score."""

    random_policy = False  # the normal bot decides without chance

    def __init__(self, last_life_cost: float = STANDARD_EFFORT.last_life_cost, sighted: bool = True) -> None:
        from game.kuckuck.rules import KuckuckRules

        super().__init__(KuckuckRules())
        self.last_life_cost = last_life_cost
        self.sighted = sighted  # powers on: weigh each earlier choice by what its seat saw (`choice_likelihood`)
        self.weights: list[float] = []  # the last search's worlds' weights (those it played out)
        self.values: list[float] = []  # and every play-out's value, world by world, action by action

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[KuckuckState]]:
        from game.kuckuck.determinize import Determinizer
        from game.kuckuck.inference import posterior_for

        posterior = posterior_for(view, 7)  # its own weights are replaced by the normal thresholds' below
        determinizer = Determinizer(view)
        seen = seen_in_view(view)
        in_deal = seen.in_deal
        models = [
            normal_threshold(Seen(0, False, in_deal, place, None, False, 0, seen.rules)) for _, place in deciders(view)
        ]
        actions = posterior.actions
        failures = 0
        while True:
            sample = posterior.sample(rng)
            weight = 1.0
            for card, action, threshold in zip(sample.decided, actions, models, strict=True):
                p = swap_likelihood(posterior.rank(card), threshold)
                weight *= p if action == SWAP else 1.0 - p
            if determinizer.powers:  # a course walked through the powers: the rules check it against the view
                replayed = [1.0]
                watch = None
                if self.sighted:
                    watch = partial(_weigh_choice, view["seat"], replayed)
                try:
                    state = determinizer.build(sample, watch)
                    if self.sighted:
                        weight = replayed[0]
                except ValueError:
                    failures += 1
                    if failures > MOST_FAILURES:
                        return
                    continue
            else:
                state = determinizer.build(sample)
            world = World(state, weight)
            if weight > 0:
                self.weights.append(weight)
            yield world

    def policy(self, state: KuckuckState, seat: int, rng: np.random.Generator) -> str:
        return NORMAL.move(state, seat)

    def evaluate(self, start: KuckuckState, end: KuckuckState, seat: int) -> float:
        lost = start.lives[seat] - end.lives[seat]
        value = -(self.last_life_cost if lost and end.lives[seat] == 0 else float(lost))
        self.values.append(value)
        return value

    def lead(self) -> tuple[float, float]:
        """The last search's second action's lead over its first (weighted mean of the paired differences) and
        that mean's standard error."""
        weights = self.weights[: len(self.values) // 2]
        total = sum(weights)
        if not total:
            return 0.0, 0.0
        diffs = [self.values[2 * k + 1] - self.values[2 * k] for k in range(len(weights))]
        mean = sum(w * d for w, d in zip(weights, diffs, strict=True)) / total
        spread = sum((w * (d - mean)) ** 2 for w, d in zip(weights, diffs, strict=True)) / total**2
        return mean, math.sqrt(spread)


def hard_budget(view: Mapping[str, Any], scale: int = 1) -> Budget:
    """Worlds per decision: a few for a card far from the normal threshold; else fewer at a big table, where each
    play-out is longer; and fewer still when the answer is clear early."""
    seen = seen_in_view(view)
    if abs(seen.mine - normal_threshold(seen)) >= CLEAR_MARGIN:
        return CLEAR_BUDGET if scale == 1 else Budget(16 * scale, least=8 * scale, step=8, z=2.0)
    worlds = max(MIN_WORLDS, min(MAX_WORLDS, WORLDS_TIMES_SEATS // max(1, sum(view["in_deal"]))))
    return Budget(worlds * scale, least=FIRST_LOOK * scale, step=8)


class HardBot:
    """The hard bot; `budget` (default: `hard_budget`) bounds the worlds per searched decision; `effort` (default:
    `PACK_EFFORT` with a pack's powers on, else `STANDARD_EFFORT`); `sighted`: see KuckuckSearch."""

    def __init__(self, budget: Budget | int | None = None, effort: Effort | None = None, sighted: bool = True) -> None:
        self.budget = budget
        self.effort = effort
        self.search = KuckuckSearch(sighted=sighted)
        self.memo: dict[str, str] = {}
        self.searched = 0  # decisions that needed a search (not certain, not memoised)

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        forced = forced_action(view)
        if forced is not None:
            return forced
        seat = view["seat"]
        certain = certain_move(seen_in_view(view), int(view["lives"][seat]))
        if certain is not None and certain in view["legal"]:
            return certain
        canonical = canonical_view(view)
        key = view_key(canonical)
        move = self.memo.get(key)
        if move is None:
            move = self._search(canonical, key)
            if len(self.memo) >= MEMO_LIMIT:
                self.memo.clear()
            self.memo[key] = move
        return move

    def _search(self, canonical: Mapping[str, Any], key: str) -> str:
        """The search's choice, if it beats the normal bot's by a clear margin (`Effort.confident` standard errors of
        the paired difference); else the normal bot's, which the search cannot tell apart from it."""
        self.searched += 1
        effort = self.effort or (PACK_EFFORT if seen_in_view(canonical).rules.powers else STANDARD_EFFORT)
        self.search.last_life_cost = effort.last_life_cost
        budget = self.budget if self.budget is not None else hard_budget(canonical, effort.scale)
        usual = NORMAL.choose(canonical, generator(0))
        actions = [usual, *(action for action in canonical["legal"] if action != usual)]
        self.search.weights, self.search.values = [], []
        try:
            result = determinized_search(self.search, canonical, budget, generator(key_seed(key)), actions)
        except Untraceable:  # a powers-on course this bot does not walk (game.kuckuck.power_inference)
            return usual
        if result is None or result.action == usual:
            return usual
        lead, error = self.search.lead()
        return result.action if lead > effort.confident * error else usual
