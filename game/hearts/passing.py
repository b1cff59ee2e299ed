"""Which three cards a Hearts bot passes, on bitmasks: each card's danger in the hand, greedily, the most dangerous
first, every pick scored again in the hand that is left (a suit becomes voidable as its cards go).

Danger, in short: the Q♠ without at least four lower spades to hide it behind; the A♠ and K♠ without enough low
spades to duck under a Q♠ lead (less so while this hand keeps the Q♠ itself); high hearts; high clubs and diamonds,
much more when the rest of the suit can go too (a void to throw points on); low cards are worth keeping. With
Omnibus the J♦ and the diamonds that can win it stay. Cards the options forbid to pass (`passable`) are never
picked.
"""

from __future__ import annotations

from typing import Final

from game.hearts.cardsets import BELOW, RANK_OF
from game.hearts.deck import (
    DIAMONDS,
    HEARTS,
    JACK_DIAMONDS,
    QS_BIT,
    QUEEN_SPADES,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    TWO_CLUBS,
)
from game.tricks.bits import bits

SPADES_BELOW_QUEEN: Final = BELOW[QUEEN_SPADES]
HIGH_SPADE_RANK: Final = RANK_OF[QUEEN_SPADES]  # the K♠ and A♠ rank above it
JD_RANK: Final = RANK_OF[JACK_DIAMONDS]
COVER: Final = 4  # lower spades that make the Q♠ safe to keep


def danger(card: int, hand: int, left: int, jd_minus_10: bool) -> float:
    """How much `hand` wants to be rid of `card` when `left` cards remain to pass (higher: pass it sooner)."""
    suit = SUIT_OF[card]
    rank = RANK_OF[card]
    if suit == SPADES:
        cover = (hand & SPADES_BELOW_QUEEN).bit_count()
        if card == QUEEN_SPADES:
            return 5.0 if cover >= COVER else 45.0 if cover == COVER - 1 else 100.0
        if rank > HIGH_SPADE_RANK:
            if hand & QS_BIT:
                return 12.0 + rank if cover >= COVER - 1 else 60.0 + rank
            return 8.0 + rank if cover >= COVER else 35.0 + rank if cover == COVER - 1 else 70.0 + rank
        return rank - 8.0  # a low spade is cover: keep it
    if suit == HEARTS:
        return max(0, rank - 4) * 5.0
    value = rank * 2.5
    if (hand & SUIT_MASKS[suit]).bit_count() <= left:
        value += 25.0  # the whole suit can go: a void
    if card == TWO_CLUBS:
        value -= 10.0
    if jd_minus_10 and suit == DIAMONDS:
        if card == JACK_DIAMONDS:
            return -100.0
        if rank > JD_RANK:
            value -= 15.0
    return value


def ranked(hand: int, passable: int, left: int, jd_minus_10: bool) -> list[int]:
    """The passable cards of `hand`, the most dangerous first (with `left` cards to pass), ties low card first."""
    cards = bits(hand & passable)
    return sorted(cards, key=lambda card: -danger(card, hand, left, jd_minus_10))


def pass_plan(hand: int, passable: int, left: int, jd_minus_10: bool) -> list[int]:
    """The `left` cards to pass from `hand` (the cards still held), in the order to pass them."""
    plan: list[int] = []
    for remaining in range(left, 0, -1):
        candidates = ranked(hand, passable, remaining, jd_minus_10)
        if not candidates:
            break
        plan.append(candidates[0])
        hand &= ~(1 << candidates[0])
    return plan
