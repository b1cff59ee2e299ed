"""Euchre bots. Each decides from one seat's view only; none sees another seat's cards, the kitty or (but the
dealer) the dealer's discard.

- easy: a beginner: orders up or names the suit it holds three trumps of (a stuck dealer names its longest),
  never goes alone, throws its lowest card, leads its highest, plays its highest card when that card takes the
  trick for now (even over its partner's winner) and its lowest otherwise; now and then it plays any card.
- normal: a strong rule-of-thumb player (game.euchre.bidding, game.euchre.heuristic).
- hard: determinized search (game.euchre.search) with the normal bot as every seat's play-out policy, for the
  card play and, played out to the end of the hand, for the bids, going alone, the discard and the answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import forced_action, legal_actions
from game.euchre.deck import CALL, DEFEND, MASKS, ORDER, PASS, PRINTED_SUIT, REDEAL, SUPPORT
from game.euchre.engine import legal_mask
from game.euchre.knowledge import knowledge, public_state
from game.euchre.normal import normal_action
from game.euchre.notation import action_text
from game.euchre.state import BID1, BID2, PLAY, EuchreState
from game.euchre.strength import card_rank
from game.tricks.bits import bits

if TYPE_CHECKING:
    import numpy as np

EASY_TRUMPS: Final = 3  # trumps the easy bot needs to make trump
EASY_SLIP: Final = 0.1  # how often the easy bot plays any legal card


def normal_choice(view: Mapping[str, Any]) -> str:
    """The normal bot's move for the seat to move in `view`."""
    forced = forced_action(view)
    if forced is not None:
        return forced
    known = knowledge(view)
    state = public_state(view)
    action = normal_action(state, known.seat, legal_mask(state), known.played, list(known.forbidden))
    return action_text(state, action)


@dataclass
class NormalBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        return normal_choice(view)


def _trump_count(hand: int, trump: int) -> int:
    return (hand & MASKS[trump][trump]).bit_count()


@dataclass
class EasyBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        legal = legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        state = public_state(view)
        seat = view["seat"]
        hand = state.hands[seat]
        mask = legal_mask(state)
        return action_text(state, self._action(state, seat, hand, mask, rng))

    def _action(self, state: EuchreState, seat: int, hand: int, mask: int, rng: np.random.Generator) -> int:
        if state.phase == BID1:
            if mask >> REDEAL & 1:
                return REDEAL
            wants = mask >> ORDER & 1 and _trump_count(hand, PRINTED_SUIT[state.up_card]) >= EASY_TRUMPS
            return ORDER if wants else PASS
        if state.phase == BID2:
            down = PRINTED_SUIT[state.up_card]
            suit = max((s for s in range(4) if s != down), key=lambda s: _trump_count(hand, s))
            if _trump_count(hand, suit) >= EASY_TRUMPS or not mask >> PASS & 1:
                return CALL[suit]
            return PASS
        if state.phase != PLAY:
            if mask >> SUPPORT & 1:
                return SUPPORT
            if mask >> DEFEND & 1:
                return DEFEND
            return min(bits(mask), key=lambda card: card_rank(card, state.trump))  # the discard: its lowest
        cards = bits(mask)
        if rng.random() < EASY_SLIP:
            return cards[int(rng.integers(len(cards)))]
        if not state.trick:
            return max(cards, key=lambda card: card_rank(card, state.trump))
        power = state.power
        high = max(cards, key=power.__getitem__)
        if power[high] > state.win_power:
            return high
        return min(cards, key=lambda card: (power[card], card_rank(card, state.trump)))
