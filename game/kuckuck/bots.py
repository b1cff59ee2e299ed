"""Kuckuck bots. Each decides from one seat's view only; they never see hidden cards or the stock.

- easy: a nervous beginner: swaps only low cards, sometimes misjudges.
- normal: the seeds' advice: swap below a threshold that grows with the table, avoid known blockers.
- hard: determinized search (game.ai.search): imagines the hidden cards many times, weighted by how likely the
  others' stay/swap choices made them (game.kuckuck.inference), builds each world with the real rules
  (game.kuckuck.determinize), plays each action out there with every later seat playing the normal bot, and takes
  the action that costs the fewest lives (losing the last one counts triple).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.agent import agent_for_level, forced_action
from game.ai.search import Budget, RulesPlayout, SearchAgent, World
from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.core.protocol import Agent
from game.core.seats import next_seat
from game.kuckuck.blocking import blocks_swap

if TYPE_CHECKING:
    import numpy as np

    from game.kuckuck.state import KuckuckState

DEALER_DRAW_MAX = 5  # the normal dealer draws on a 5 or lower
WORLDS_TIMES_SEATS = 1200  # the hard bot's most worlds x seats in the deal: fewer worlds where play-outs are long
MIN_WORLDS, MAX_WORLDS = 32, 200
FIRST_LOOK = 16  # worlds before the search may stop early on a clear answer, then every 8
LAST_LIFE_COST = 3.0  # losing the last life counts like three lives: it ends the match for this seat


def _rank(text: str | None) -> int | None:
    return ACE_LOW.value(Card.parse(text)) if text else None


def keep_threshold(in_deal: int) -> int:
    """The lowest rank worth keeping: 7 at a big table, 6 with four or five players, 5 with three."""
    return 7 if in_deal >= 6 else 6 if in_deal >= 4 else 5


def normal_policy(
    mine: int, left: int | None, dealer: bool, threshold: int, king_blocks: bool, queens_block: bool
) -> str:
    """The normal bot on ranks: `left` is the left neighbour's rank if this seat can see it."""
    if dealer:
        return "swap" if mine <= DEALER_DRAW_MAX else "stay"
    if left is not None and (blocks_swap(left, king_blocks, queens_block) or left <= mine):
        return "stay"
    return "swap" if mine < threshold else "stay"


def normal_choice(view: Mapping[str, Any]) -> str:
    forced = forced_action(view)
    if forced is not None:
        return forced
    seat = view["seat"]
    mine = _rank(view["cards"][seat])
    assert mine is not None
    dealer = seat == view["dealer"]
    at_domino = not dealer and view["acted"][seat] == "swap"  # domino offered: the swap would go beyond
    asked = view["domino_target"] if at_domino else next_seat(seat, view["in_deal"])
    left = None if dealer else _rank(view["cards"][asked])
    options = view["options"]
    threshold = keep_threshold(sum(view["in_deal"]))
    return normal_policy(mine, left, dealer, threshold, options["king_blocks"], options["queens_block"])


def normal_move(state: KuckuckState, seat: int) -> str:
    """`normal_choice` for `seat` read straight off a full state: its own card, and its left neighbour's only when
    that seat may see it (face up, or known from a swap), so it decides as it would from its own view."""
    if seat == state.dealer and not state.stock:
        return "stay"
    card = state.hands[seat]
    assert card is not None
    dealer = seat == state.dealer
    left = None
    if not dealer:
        at_domino = state.acted[seat] == "swap"
        if at_domino and not state.domino_offered:
            return "stay"
        target = (
            state.domino_target if at_domino and state.domino_target is not None else next_seat(seat, state.in_deal)
        )
        shown = state.hands[target] if state.face_up[target] else state.knowledge[seat][target]
        left = ACE_LOW.value(shown) if shown is not None else None
    options = state.options
    threshold = keep_threshold(sum(state.in_deal))
    return normal_policy(ACE_LOW.value(card), left, dealer, threshold, options.king_blocks, options.queens_block)


def hard_budget(view: Mapping[str, Any]) -> Budget:
    """Worlds per hard decision: fewer at a big table, where each play-out is longer; fewer still when the
    answer is clear early."""
    worlds = max(MIN_WORLDS, min(MAX_WORLDS, WORLDS_TIMES_SEATS // max(1, sum(view["in_deal"]))))
    return Budget(worlds, least=FIRST_LOOK, step=8)


class KuckuckSearch(RulesPlayout["KuckuckState"]):
    """The hard bot's search game: worlds from the posterior, normal-bot play-outs, lives lost as the score."""

    random_policy = False  # the normal bot decides without chance

    def __init__(self) -> None:
        from game.kuckuck.rules import KuckuckRules

        super().__init__(KuckuckRules())

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[KuckuckState]]:
        from game.kuckuck.determinize import worlds

        return worlds(view, rng, keep_threshold(sum(view["in_deal"])))

    def policy(self, state: KuckuckState, seat: int, rng: np.random.Generator) -> str:
        return normal_move(state, seat)

    def evaluate(self, start: KuckuckState, end: KuckuckState, seat: int) -> float:
        lost = start.lives[seat] - end.lives[seat]
        return -(LAST_LIFE_COST if lost and end.lives[seat] == 0 else float(lost))


@dataclass
class EasyBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        legal = view["legal"]
        mine = _rank(view["cards"][view["seat"]])
        assert mine is not None
        wanted = "swap" if mine <= 4 else "stay"
        if rng.random() < 0.15:
            wanted = "stay" if wanted == "swap" else "swap"
        return wanted if wanted in legal else str(legal[0])


@dataclass
class NormalBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        return normal_choice(view)


class HardBot(SearchAgent["KuckuckState"]):
    """Determinized search over the posterior; `budget` (default: `hard_budget`) bounds the worlds per decision."""

    def __init__(self, budget: Budget | int | None = None) -> None:
        super().__init__(KuckuckSearch(), budget if budget is not None else hard_budget, NormalBot())


def agent_for(level: str) -> Agent:
    return agent_for_level({"easy": EasyBot(), "normal": NormalBot(), "hard": HardBot()}, level)
