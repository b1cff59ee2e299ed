"""Sorting a hand for display: suits grouped with alternating colours (trumps first), high cards first."""

from __future__ import annotations

from collections.abc import Iterable

from game.tricks.layout import CardLayout
from game.tricks.suits import NO_TRUMP, SuitRule

ALTERNATING = "SHCD"  # black, red, black, red
RED = "DH"


def suit_order(layout: CardLayout, trump: int = NO_TRUMP, preferred: str = ALTERNATING) -> list[int]:
    """Suit positions from left to right: `preferred` order, rotated so the trump comes first, then re-ordered so
    colours alternate wherever the suits present allow it."""
    order = [layout.suit_index(suit) for suit in preferred if suit in layout.suits]
    order += [s for s in range(len(layout.suits)) if s not in order]
    if trump != NO_TRUMP:
        order.remove(trump)
        order.insert(0, trump)
        arranged = [order.pop(0)]
        while order:
            red = layout.suits[arranged[-1]] in RED
            pick = next((s for s in order if (layout.suits[s] in RED) != red), order[0])
            order.remove(pick)
            arranged.append(pick)
        order = arranged
    return order


def display_sort(
    cards: Iterable[int], layout: CardLayout, rule: SuitRule, preferred: str = ALTERNATING, high_first: bool = True
) -> list[int]:
    """`cards` grouped by effective suit (so a left bower sits with the trumps), each suit by power."""
    rank = {suit: place for place, suit in enumerate(suit_order(layout, rule.trump, preferred))}
    sign = -1 if high_first else 1
    return sorted(cards, key=lambda card: (rank[rule.suit_of[card]], sign * rule.power[card], card))
