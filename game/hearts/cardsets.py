"""Card-set tables the Hearts bots read in their hot loops: for every card, the cards of its suit below and above
it, and small counting helpers on bitmasks (cards are 0-51, game.hearts.deck)."""

from __future__ import annotations

from typing import Final

from game.hearts.deck import HEART_CARDS, JD_BIT, LAYOUT, QS_BIT, SUIT_MASKS, SUIT_OF

RANK_OF: Final = LAYOUT.rank_of  # 0 = the 2 … 12 = the Ace
BELOW: Final = tuple(SUIT_MASKS[SUIT_OF[card]] & ((1 << card) - 1) for card in range(LAYOUT.size))
ABOVE: Final = tuple(SUIT_MASKS[SUIT_OF[card]] & ~((2 << card) - 1) for card in range(LAYOUT.size))


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def points_of(mask: int, jd_minus_10: bool) -> int:
    """What taking `mask` scores (game.hearts.engine.card_points, inlined for the hot loop)."""
    points = (mask & HEART_CARDS).bit_count()
    if mask & QS_BIT:
        points += 13
    if jd_minus_10 and mask & JD_BIT:
        points -= 10
    return points


def top_cards(hand: int, unseen: int) -> int:
    """The cards of `hand` that no card still out can beat: in each suit, those above every unseen card of it."""
    tops = 0
    for suit_mask in SUIT_MASKS:
        mine = hand & suit_mask
        if mine:
            out = unseen & suit_mask
            tops |= mine & ~((1 << out.bit_length()) - 1) if out else mine
    return tops
