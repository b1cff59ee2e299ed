"""Sampling of hidden cards consistent with what one seat knows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.cards import Card, card_key

if TYPE_CHECKING:
    import numpy as np


def unseen_cards(deck: Iterable[Card], seen: Iterable[Card]) -> list[Card]:
    """The deck minus every card this seat has seen in a place it still knows (a multiset difference)."""
    remaining = Counter(deck)
    remaining.subtract(Counter(seen))
    return sorted((card for card, count in remaining.items() for _ in range(max(count, 0))), key=card_key)


def deal_hidden(unseen: list[Card], count: int, rng: np.random.Generator) -> list[Card]:
    """`count` distinct cards drawn uniformly from the unseen pool."""
    picks = rng.choice(len(unseen), size=count, replace=False)
    return [unseen[int(i)] for i in picks]
