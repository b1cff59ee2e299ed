"""Kuckuck bots. Each decides from one seat's view only; they never see hidden cards or the stock.

- easy: a nervous beginner: swaps only low cards, sometimes misjudges.
- normal: the seeds' advice: swap below a threshold that grows with the table, avoid known blockers.
- hard: Monte Carlo over the hidden cards: plays out the rest of the deal many times and picks the action with the
  smaller chance of losing a life (weighted by how many lives are at stake).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.core.protocol import Agent
from game.core.seats import next_seat
from game.kuckuck.blocking import blocks_swap

if TYPE_CHECKING:
    import numpy as np

SAMPLES = 160
DEALER_DRAW_MAX = 5  # the normal dealer draws on a 5 or lower


def _rank(text: str | None) -> int | None:
    return ACE_LOW.value(Card.parse(text)) if text else None


def _left_of(view: Mapping[str, Any], seat: int) -> int:
    return next_seat(seat, view["in_deal"])


def keep_threshold(in_deal: int) -> int:
    """The lowest rank worth keeping: 7 at a big table, 6 with four or five players, 5 with three."""
    return 7 if in_deal >= 6 else 6 if in_deal >= 4 else 5


def normal_policy(mine: int, left: int | None, dealer: bool, threshold: int, options: Mapping[str, Any]) -> str:
    """The normal bot on ranks: `left` is the left neighbour's rank if this seat can see it (shared with play-outs)."""
    if dealer:
        return "swap" if mine <= DEALER_DRAW_MAX else "stay"
    if left is not None and (blocks_swap(left, options["king_blocks"], options["queens_block"]) or left <= mine):
        return "stay"
    return "swap" if mine < threshold else "stay"


def normal_choice(view: Mapping[str, Any]) -> str:
    seat = view["seat"]
    legal = view["legal"]
    mine = _rank(view["cards"][seat])
    assert mine is not None
    if len(legal) == 1:
        return str(legal[0])
    dealer = seat == view["dealer"]
    left = None if dealer else _rank(view["cards"][_left_of(view, seat)])
    return normal_policy(mine, left, dealer, keep_threshold(sum(view["in_deal"])), view["options"])


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


@dataclass
class HardBot:
    samples: int = SAMPLES

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        legal = [str(a) for a in view["legal"]]
        if len(legal) == 1:
            return legal[0]
        from game.kuckuck.inference import posterior_samples
        from game.kuckuck.rollout import play_out

        threshold = keep_threshold(sum(view["in_deal"]))
        samples = posterior_samples(view, self.samples, rng, threshold)
        total = sum(sample.weight for sample in samples)
        if total <= 0:
            return normal_choice(view)
        seat = view["seat"]
        losses = {
            action: sum(s.weight * play_out(view, list(s.hands), list(s.stock), seat, action) for s in samples) / total
            for action in legal
        }
        return min(legal, key=lambda action: (losses[action], action != "stay"))


def agent_for(level: str) -> Agent:
    agents: dict[str, Agent] = {"easy": EasyBot(), "normal": NormalBot(), "hard": HardBot()}
    return agents[level]
