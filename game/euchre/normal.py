"""The normal bot's decision in any phase, on the engine state: the one policy the normal bot plays and the hard
bot's play-outs run for every seat. It reads the public parts of the state and the seat's own hand only
(game.euchre.bidding for the bids, discard and answers, game.euchre.heuristic for the card play)."""

from __future__ import annotations

from game.euchre import bidding
from game.euchre.heuristic import play_card
from game.euchre.state import ASK_DEFENDERS, ASK_PARTNER, BID1, BID2, DISCARD, PLAY, EuchreState


def normal_action(state: EuchreState, seat: int, legal: int, played: int, voids: list[int]) -> int:
    """The normal bot's action int for `seat`, to move in `state`, among the `legal` mask; `played` is the mask
    of the cards played this hand, `voids[s]` the cards seat s is known not to hold."""
    hand = state.hands[seat]
    phase = state.phase
    if phase == PLAY:
        return play_card(state, seat, hand, legal, played, voids)
    if phase == BID1:
        return bidding.bid_round1(state, seat, hand, legal)
    if phase == BID2:
        return bidding.bid_round2(state, seat, hand, legal)
    if phase == DISCARD:
        return bidding.discard(state, seat, hand, legal)
    if phase == ASK_PARTNER:
        return bidding.partner_answer(state, seat, hand)
    if phase == ASK_DEFENDERS:
        return bidding.defence_answer(state, seat, hand)
    raise ValueError(f"state: nobody decides in phase {state.phase_name}")
