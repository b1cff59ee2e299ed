"""The worlds the hard Hearts bot searches: full engine states consistent with one seat's view.

- In the play, the cards the seat cannot see are dealt uniformly among the other hands consistent with everything
  it knows (game.hearts.knowledge: hand sizes, voids, what the rules rule out, the cards it passed still where it
  passed them), with game.ai.sampling. The first world is built by `position_from_view`, the others are copies of
  it holding their own cards. Each batch of samples is then weighed by how well it explains the others' plays so
  far (game.hearts.inference) and resampled: the search plays out the likely worlds, each once, weighted by how
  often it was drawn.
- While passing, the other hands are dealt from the 39 cards the seat has not seen; the seats that passed before
  it pass as the normal bot would (game.hearts.passing), and its own cards passed so far go too.

A world is a `Sim`: the engine state plus what a play-out's policy needs beside it (the voids each seat has shown,
each seat's planned pass).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator, Mapping
from itertools import accumulate
from typing import TYPE_CHECKING, Any, Final

from game.ai.sampling import HiddenDeal, HiddenHand
from game.ai.search import World
from game.core.cards import Card
from game.hearts import engine
from game.hearts.deck import ALL_CARDS, HAND_SIZE, LAYOUT, PASS_SIZE
from game.hearts.inference import likelihood, plays_so_far
from game.hearts.knowledge import config_of, knowledge, mask_of
from game.hearts.passing import pass_plan
from game.hearts.position import position_from_view
from game.hearts.state import PASS, HeartsConfig, HeartsState
from game.tricks.bits import bits

if TYPE_CHECKING:
    import numpy as np

CARDS: Final = tuple(LAYOUT.card(index) for index in range(LAYOUT.size))
INDEX_OF: Final = {card: index for index, card in enumerate(CARDS)}


class Sim:
    """A play-out's state: the engine state, the cards each seat has shown it cannot hold (its voids), and the
    pass each seat has planned this hand (computed once, at its first card)."""

    __slots__ = ("plans", "state", "voids")

    def __init__(self, state: HeartsState, voids: list[int], plans: list[list[int] | None]) -> None:
        self.state = state
        self.voids = voids
        self.plans = plans

    def copy(self) -> Sim:
        return Sim(self.state.clone(), self.voids[:], self.plans[:])


def play_worlds(
    view: Mapping[str, Any], rng: np.random.Generator, surprise: float, batch: int, keep: int
) -> Iterator[World[Sim]]:
    """Worlds of a play-phase view, for as long as asked: batches of `batch` samples weighed with `surprise` and
    resampled `keep` times each (surprise 1: every sample counts alike and is used as it comes)."""
    cfg = config_of(view)
    known = knowledge(view, cfg)
    seat = known.seat
    others = [other for other in range(4) if other != seat]
    pool = [CARDS[card] for card in bits(known.unseen & ~sum(known.pinned))]
    hidden = [
        HiddenHand(
            view["hand_sizes"][other],
            tuple(CARDS[card] for card in bits(known.pinned[other])),
            frozenset(CARDS[card] for card in bits(known.forbidden[other] & known.unseen)),
        )
        for other in others
    ]
    deal = HiddenDeal(pool, hidden)
    plays = plays_so_far(view) if surprise < 1 else []
    base: HeartsState | None = None
    while True:
        drawn: list[World[Sim]] = []
        for _ in range(batch if plays else 1):
            hands = [0, 0, 0, 0]
            hands[seat] = known.hand
            for other, cards in zip(others, deal.sample(rng).hands, strict=True):
                hands[other] = _mask(cards)
            if base is None:
                state = base = position_from_view(view, hands, cfg)
            else:
                state = base.clone()
                state.hands = hands
            weight = likelihood(state, seat, plays, surprise) if plays else 1.0
            drawn.append(World(Sim(state, list(known.voids), [None] * 4), weight))
        if len(drawn) == 1:
            yield drawn[0]
        else:
            yield from resampled(drawn, keep, rng)


def resampled(batch: list[World[Sim]], keep: int, rng: np.random.Generator) -> Iterator[World[Sim]]:
    """`keep` draws from `batch` in proportion to the worlds' weights (sampling-importance-resampling), each world
    drawn once or more yielded once, weighted by its draws: the play-outs go to the likely worlds."""
    total = sum(world.weight for world in batch)
    cumulative = list(accumulate(world.weight / total for world in batch))
    draws = Counter(min(bisect_right(cumulative, float(rng.random())), len(batch) - 1) for _ in range(keep))
    for index, count in sorted(draws.items()):
        yield World(batch[index].state, float(count))


def pass_worlds(view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
    """Worlds of a pass-phase view with this seat to pass its next card, for as long as asked."""
    cfg = config_of(view)
    seat = view["seat"]
    mine = mask_of(view["hand"]) | mask_of(view["passed"])
    others = [other for other in range(4) if other != seat]
    deal = HiddenDeal([CARDS[card] for card in bits(ALL_CARDS & ~mine)], [HiddenHand(HAND_SIZE)] * 3)
    passed = [LAYOUT.index(text) for text in view["passed"]]
    while True:
        hands = [0, 0, 0, 0]
        hands[seat] = mine
        for other, cards in zip(others, deal.sample(rng).hands, strict=True):
            hands[other] = _mask(cards)
        state = _dealt(view, cfg, hands)
        plans: list[list[int] | None] = [None] * 4
        while state.turn != seat:  # the seats before this one pass as the normal bot would
            passer = state.turn
            plan = plans[passer] = pass_plan(state.hands[passer], cfg.passable, PASS_SIZE, cfg.jd_minus_10)
            for card in plan:
                engine.step(state, card)
        for card in passed:
            engine.step(state, card)
        if state.phase != PASS or state.turn != seat:
            raise ValueError("view: the passing replayed on a sampled deal did not come back to this seat")
        yield World(Sim(state, [0, 0, 0, 0], plans))


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << INDEX_OF[card]
    return mask


def _dealt(view: Mapping[str, Any], cfg: HeartsConfig, hands: list[int]) -> HeartsState:
    """The state of the view's match just after this hand was dealt `hands` (the engine's own deal)."""
    state = HeartsState(cfg, view["dealer"])
    state.hand_no = view["hand_no"] - 1
    state.scores = tuple(view["scores"])
    state.history = tuple(tuple(points) for points in view["hand_scores"])
    state.moons = tuple((hand, shooter) for hand, shooter in view["moon_shots"])
    engine.deal(state, hands)
    return state
