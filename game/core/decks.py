"""Deck specs and rank orders: which cards a game plays with, and which rank beats which in that game.

The standard cards carry no order: a game whose Ace is its lowest card uses `ACE_LOW`, one whose Ace is its
highest `ACE_HIGH`, and a game can define its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from game.core.cards import RANKS, SUITS, Card
from game.core.safe_json import quoted


@dataclass(frozen=True)
class RankOrder:
    """Ranks from lowest to highest; `value` is 1 for the lowest rank."""

    ranks: str
    _values: Mapping[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if len(set(self.ranks)) != len(self.ranks) or not set(self.ranks) <= set(RANKS):
            raise ValueError(f"rank order: {quoted(self.ranks)} is not a list of distinct ranks")
        object.__setattr__(self, "_values", {rank: i + 1 for i, rank in enumerate(self.ranks)})

    def value(self, card: Card) -> int:
        return self._values[card.rank]

    def rank_value(self, rank: str) -> int:
        return self._values[rank]

    @property
    def highest(self) -> str:
        return self.ranks[-1]


ACE_LOW = RankOrder("A23456789TJQK")
ACE_HIGH = RankOrder("23456789TJQKA")


@dataclass(frozen=True)
class DeckSpec:
    """The cards of one pack: every `ranks` × `suits` combination, in a fixed unshuffled order."""

    id: str
    ranks: str
    suits: str = SUITS

    def cards(self, copies: int = 1) -> tuple[Card, ...]:
        """`copies` packs, in a fixed (unshuffled) order (made once: a match asks for its deck on every step)."""
        return _cards(self, copies)


@lru_cache(maxsize=64)
def _cards(spec: DeckSpec, copies: int) -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for _ in range(copies) for suit in spec.suits for rank in spec.ranks)


STANDARD_52 = DeckSpec("standard52", RANKS)
SHORT_24 = DeckSpec("short24", "9TJQKA")  # the 24-card pack of nines to aces


def check_order(order: Iterable[Card], deck: Iterable[Card], name: str = "order") -> None:
    """ValueError naming `name` unless `order` holds no card more often than `deck` does."""
    left = Counter(deck)
    for card in order:
        if left[card] <= 0:
            raise ValueError(f"{name}: {card.text} is not in the deck, or is listed more often than the deck holds it")
        left[card] -= 1
