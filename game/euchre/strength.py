"""How strong a Euchre hand is with a given trump: the numbers the normal bot bids, discards and goes alone on.

`hand_value(hand, trump)` adds up what each card is worth towards tricks: a trump by its place in the trump order
(right bower 3, left bower 2.6, … the 9 1.2), an off-suit ace 1,
an off-suit king 0.3 (0.5 beside its ace), and half a point for each off suit the hand is void in while it holds
two trumps or more (a ruff). About 7 is a hand that makes trump with a partner's help.

`march_likely(hand, trump)`: the hand takes all five tricks whatever the others hold, but for a rare split of the
trumps: the only test the normal bot goes alone on.
"""

from __future__ import annotations

from typing import Final

from game.euchre.deck import LAYOUT, MASKS, POWER
from game.tricks.bits import bits

TRUMP_BASE: Final = 16  # POWER[trump][trump] of the trump 9; the right bower is TRUMP_BASE + 7
TRUMP_VALUE: Final = (1.2, 1.35, 0.0, 1.5, 1.7, 2.0, 2.6, 3.0)  # by power - TRUMP_BASE: 9 T (J) Q K A L R
ACE: Final = LAYOUT.ranks.index("A")
KING: Final = LAYOUT.ranks.index("K")
OFF_ACE: Final = 1.0
OFF_KING: Final = 0.3
GUARDED_KING: Final = 0.5
VOID_BONUS: Final = 0.5


def trumps_of(trump: int) -> int:
    return MASKS[trump][trump]


def card_value(card: int, trump: int, hand: int) -> float:
    """What `card` of `hand` is worth towards tricks with `trump`."""
    power = POWER[trump][trump][card]
    if power >= TRUMP_BASE:
        return TRUMP_VALUE[power - TRUMP_BASE]
    rank = LAYOUT.rank_of[card]
    if rank == ACE:
        return OFF_ACE
    if rank == KING:
        return GUARDED_KING if hand >> (card + 1) & 1 else OFF_KING  # its ace is the next card
    return 0.0


def hand_value(hand: int, trump: int) -> float:
    masks = MASKS[trump]
    value = sum(card_value(card, trump, hand) for card in bits(hand))
    if (hand & masks[trump]).bit_count() >= 2:
        value += VOID_BONUS * sum(1 for suit in range(4) if suit != trump and not hand & masks[suit])
    return value


def trump_order(trump: int) -> list[int]:
    """The seven trumps, highest first."""
    power = POWER[trump][trump]
    return sorted(bits(trumps_of(trump)), key=lambda card: -power[card])


def top_run(hand: int, trump: int) -> int:
    """How many of the highest trumps the hand holds without a gap (right bower, left bower, ace, …)."""
    run = 0
    for card in trump_order(trump):
        if not hand >> card & 1:
            break
        run += 1
    return run


def march_likely(hand: int, trump: int) -> bool:
    """A near-certain march: every off-suit card an ace, and enough top trumps that no defender is likely to keep
    a trump after they are led (three from the top; or two from the top among four trumps or more)."""
    trumps = hand & trumps_of(trump)
    if any(LAYOUT.rank_of[card] != ACE for card in bits(hand & ~trumps)):
        return False
    run = top_run(hand, trump)
    return run >= 3 or (run >= 2 and trumps.bit_count() >= 4)


def best_discard(hand: int, trump: int, allowed: int) -> int:
    """The card of `allowed` whose loss leaves the strongest five (ties: the lowest card, a short suit first)."""

    def kept(card: int) -> tuple[float, float, int]:
        rest = hand & ~(1 << card)
        suit = LAYOUT.suit_of[card]
        shortness = -(rest & MASKS[trump][suit]).bit_count() if POWER[trump][trump][card] < 0 else -9
        return (hand_value(rest, trump), shortness, -card_rank(card, trump))

    return max(bits(allowed), key=kept)


def card_rank(card: int, trump: int) -> int:
    """A card's worth in play, for choosing the cheapest: off-suit cards by rank, every trump above them."""
    power = POWER[trump][trump][card]
    return power if power >= 0 else LAYOUT.rank_of[card]
