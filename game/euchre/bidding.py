"""The normal Euchre bot's bids, discard and answers (everything but the card play), on bitmasks.

Each function reads only the public parts of the state and the seat's own hand, so the hard bot's play-outs run
the same code for every seat. The numbers are game.euchre.strength's hand values:

- Round 1 (order the up-card's suit or pass): the dealer counts the best five of its six; the dealer's partner
  adds most of the up-card (its partner gets it); an opponent of the dealer takes half of it off (the dealer's
  team gets it). Each has its own threshold.
- Round 2: the best suit but the turned-down one, the first seat a little keener (it leads), the "next" suit
  (the turned-down suit's colour mate) a little better; a stuck dealer calls its best suit.
- The score: keener to make trump when the opponents need one point (a pass may hand them the game), warier
  when a euchre would end the game for them.
- Alone only with a near-certain march (game.euchre.strength.march_likely), and never when two points already
  win the game (a march with the partner scores them): at 8 or 9 of 10 the bot never goes alone.
- The discard keeps the strongest five; a farmer's hand is always redealt; the partner's `alone` follows the
  same rules as going alone; a defender defends alone only with three trumps or more headed by both bowers.
"""

from __future__ import annotations

from typing import Final

from game.euchre.deck import (
    ALONE,
    CALL,
    CALL_ALONE,
    DEFEND,
    DEFEND_ALONE,
    ORDER,
    ORDER_ALONE,
    PASS,
    PRINTED_SUIT,
    REDEAL,
    SUPPORT,
    same_colour,
)
from game.euchre.state import EuchreState
from game.euchre.strength import best_discard, card_value, hand_value, march_likely, top_run, trumps_of

DEALER_ORDERS: Final = 6.6
PARTNER_ORDERS: Final = 6.9
OPPONENT_ORDERS: Final = 6.9
PARTNER_SHARE: Final = 0.7  # of the up-card's value, for the dealer's partner
OPPONENT_SHARE: Final = 0.5  # of the up-card's value taken off an opponent of the dealer
CALLS: Final = 6.9
FIRST_SEAT_CALLS: Final = 6.6
NEXT_BONUS: Final = 0.3
NEEDS_ONE: Final = -0.6  # threshold change when the opponents need a single point
EUCHRE_ENDS: Final = 0.4  # … and when a euchre (2 points) would end the game for them


def _scores(state: EuchreState, seat: int) -> tuple[int, int]:
    """(the seat's team score, the opponents'), as points still needed to reach the target."""
    target = state.cfg.target
    return target - state.scores[seat & 1], target - state.scores[(seat & 1) ^ 1]


def score_shift(state: EuchreState, seat: int) -> float:
    _, theirs = _scores(state, seat)
    if theirs <= 1:
        return NEEDS_ONE
    if theirs == 2:
        return EUCHRE_ENDS
    return 0.0


def alone_allowed(state: EuchreState, seat: int) -> bool:
    """Going alone earns nothing when two points already win (a march with the partner): never then."""
    mine, _ = _scores(state, seat)
    return mine > 2


def dealer_hand(state: EuchreState, hand: int, trump: int) -> int:
    """The dealer's five after picking up the up-card and discarding as the bot would."""
    six = hand | 1 << state.up_card
    allowed = six if state.cfg.discard_upcard else hand
    return six & ~(1 << best_discard(six, trump, allowed))


def order_value(state: EuchreState, seat: int, hand: int) -> tuple[float, float, int]:
    """(the hand's value for ordering up, the threshold it must reach, the hand that would play)."""
    up = state.up_card
    trump = PRINTED_SUIT[up]
    dealer = state.dealer
    shift = score_shift(state, seat)
    if seat == dealer:
        five = dealer_hand(state, hand, trump)
        return hand_value(five, trump), DEALER_ORDERS + shift, five
    up_value = card_value(up, trump, hand | 1 << up)
    if seat == (dealer + 2) & 3:
        return hand_value(hand, trump) + PARTNER_SHARE * up_value, PARTNER_ORDERS + shift, hand
    return hand_value(hand, trump) - OPPONENT_SHARE * up_value, OPPONENT_ORDERS + shift, hand


def bid_round1(state: EuchreState, seat: int, hand: int, legal: int) -> int:
    if legal >> REDEAL & 1:
        return REDEAL
    trump = PRINTED_SUIT[state.up_card]
    value, threshold, playing = order_value(state, seat, hand)
    if seat == (state.dealer + 2) & 3:
        playing = hand  # alone, the dealer's partner leaves the up-card on the kitty
    if legal >> ORDER_ALONE & 1 and alone_allowed(state, seat) and march_likely(playing, trump):
        return ORDER_ALONE
    if legal >> ORDER & 1 and value >= threshold:
        return ORDER
    return PASS


def best_call(state: EuchreState, seat: int, hand: int) -> tuple[int, float]:
    """The suit to name in round 2 (not the turned-down one) and its value, the "next" suit's bonus included."""
    down = PRINTED_SUIT[state.up_card]
    first = seat == (state.dealer + 1) & 3
    best, best_value = -1, -99.0
    for suit in range(4):
        if suit == down:
            continue
        value = hand_value(hand, suit) + (NEXT_BONUS if suit == same_colour(down) and first else 0.0)
        if value > best_value:
            best, best_value = suit, value
    return best, best_value


def bid_round2(state: EuchreState, seat: int, hand: int, legal: int) -> int:
    suit, value = best_call(state, seat, hand)
    if legal >> CALL_ALONE[suit] & 1 and alone_allowed(state, seat) and march_likely(hand, suit):
        return CALL_ALONE[suit]
    first = seat == (state.dealer + 1) & 3
    threshold = (FIRST_SEAT_CALLS if first else CALLS) + score_shift(state, seat)
    if value >= threshold or not legal >> PASS & 1:
        return CALL[suit]
    return PASS


def discard(state: EuchreState, seat: int, hand: int, legal: int) -> int:
    return best_discard(hand, state.trump, legal)


def partner_answer(state: EuchreState, seat: int, hand: int) -> int:
    """`alone` (the maker sits out) on a near-certain march, else `support`."""
    return ALONE if alone_allowed(state, seat) and march_likely(hand, state.trump) else SUPPORT


def defence_answer(state: EuchreState, seat: int, hand: int) -> int:
    """`defend alone` with three trumps or more headed by both bowers (unless two points win), else `defend`."""
    trump = state.trump
    strong = (hand & trumps_of(trump)).bit_count() >= 3 and top_run(hand, trump) >= 2
    return DEFEND_ALONE if strong and alone_allowed(state, seat) else DEFEND
