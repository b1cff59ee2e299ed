"""Hearts bots. Each decides from one seat's view only; none sees another seat's cards.

- easy: a beginner: passes its highest cards, follows suit under the winning card when it can (else low), leads
  its lowest card, but now and then plays any card, and throws away cards at random half the time it is void.
- normal: a strong rule-of-thumb player (game.hearts.passing, game.hearts.heuristic): passes dangerous spades,
  high hearts and short suits, ducks, voids, drops the Q♠, fishes for it, stops moons, minds every option.
- hard: determinized search (game.hearts.search) with the normal bot as every seat's play-out policy, its passes
  chosen the same way among the normal bot's best candidates.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import forced_action, legal_actions
from game.hearts.cardsets import RANK_OF
from game.hearts.deck import LAYOUT, MOON_ADD, MOON_SUBTRACT, SUIT_OF
from game.hearts.heuristic import moon_choice, play_card
from game.hearts.knowledge import config_of, mask_of, public_state, void_masks
from game.hearts.passing import pass_plan

if TYPE_CHECKING:
    import numpy as np

TEXTS: Final = LAYOUT.texts
EASY_SLIP: Final = 0.1  # how often the easy bot plays any legal card
EASY_WILD_DISCARD: Final = 0.5  # how often, void in the suit led, it throws any card
MOON_TEXTS: Final = {MOON_ADD: "moon add", MOON_SUBTRACT: "moon subtract"}


def _card_of(action: str) -> int:
    return LAYOUT.index(action.partition(" ")[2])


def jd_points(view: Mapping[str, Any]) -> list[int]:
    """Per seat, what the J♦ scores it this hand (−10 for its taker with Omnibus, else 0)."""
    points = [0, 0, 0, 0]
    if view["options"]["jd_minus_10"]:
        for trick in view["tricks"]:
            if "JD" in trick["cards"]:
                points[trick["winner"]] = -10
    return points


def moon_decision(view: Mapping[str, Any]) -> str:
    share = view["options"]["end_tie"] == "share"
    choice = moon_choice(view["scores"], view["seat"], view["target"], share, jd_points(view))
    return MOON_TEXTS[choice]


def normal_choice(view: Mapping[str, Any]) -> str:
    """The normal bot's move for the seat to move in `view`."""
    forced = forced_action(view)
    if forced is not None:
        return forced
    phase = view["phase"]
    if phase == "moon":
        return moon_decision(view)
    cfg = config_of(view)
    hand = mask_of(view["hand"])
    if phase == "pass":
        plan = pass_plan(hand, cfg.passable, 3 - len(view["passed"]), cfg.jd_minus_10)
        return f"pass {TEXTS[plan[0]]}"
    legal = mask_of([action.partition(" ")[2] for action in legal_actions(view)])
    card = play_card(public_state(view, cfg), view["seat"], hand, legal, void_masks(view))
    return f"play {TEXTS[card]}"


@dataclass
class EasyBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        legal = legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "moon":
            return "moon add"
        cards = [_card_of(action) for action in legal]
        if view["phase"] == "pass":
            return legal[self._pick(cards, rng, high=True)]
        trick = view["trick"]
        if rng.random() < EASY_SLIP:
            return legal[int(rng.integers(len(legal)))]
        if not trick:
            return legal[self._pick(cards, rng, high=False)]
        played = [LAYOUT.index(text) for text in trick["cards"]]
        led = SUIT_OF[played[0]]
        if SUIT_OF[cards[0]] != led:  # void in the suit led
            if rng.random() < EASY_WILD_DISCARD:
                return legal[int(rng.integers(len(legal)))]
            return legal[self._pick(cards, rng, high=True)]
        winning = max(card for card in played if SUIT_OF[card] == led)
        under = [index for index, card in enumerate(cards) if card < winning]
        return legal[under[-1]] if under else legal[0]

    @staticmethod
    def _pick(cards: list[int], rng: np.random.Generator, high: bool) -> int:
        """The index of a highest (or lowest) ranked card, ties drawn at random."""
        ranks = [RANK_OF[card] for card in cards]
        best = max(ranks) if high else min(ranks)
        ties = [index for index, rank in enumerate(ranks) if rank == best]
        return ties[int(rng.integers(len(ties)))] if len(ties) > 1 else ties[0]


@dataclass
class NormalBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        return normal_choice(view)
