"""Cards and their canonical text notation (`QS`, `TC`, `2C`). A card is a rank symbol and a suit, nothing more:
which rank beats which is each game's business (game.core.decks.RankOrder)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.core.safe_json import quoted

RANKS = "A23456789TJQK"  # every rank symbol of a standard pack, in no game's order
SUITS = "CDHS"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


@dataclass(frozen=True, slots=True)
class Card:
    """A standard playing card: `rank` one of A 2 … 9 T J Q K, `suit` one of C D H S. Cards are not ordered."""

    rank: str
    suit: str

    def __post_init__(self) -> None:
        if not isinstance(self.rank, str) or len(self.rank) != 1 or self.rank not in RANKS or self.suit not in SUITS:
            raise ValueError(f"not a card: rank {quoted(self.rank)}, suit {quoted(self.suit)}")

    @classmethod
    def parse(cls, text: object) -> Card:
        """Read the canonical two-letter form; raises ValueError with the offending text."""
        if not isinstance(text, str):
            raise ValueError(f"not a card: {quoted(text)} (expected text such as 'QS')")
        return _parse(text)

    @property
    def text(self) -> str:
        return self.rank + self.suit

    @property
    def is_red(self) -> bool:
        return self.suit in "DH"

    def __str__(self) -> str:
        return self.text


@cache
def _parse(text: str) -> Card:
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"not a card: {quoted(text)} (expected rank {RANKS} + suit {SUITS}, e.g. 'QS')")
    return Card(text[0], text[1])


def card_key(card: Card) -> tuple[int, int]:
    """A fixed sort key (suit, rank symbol) for listing cards in a stable order; not any game's ranking."""
    return SUITS.index(card.suit), RANKS.index(card.rank)
