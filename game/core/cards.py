"""Cards and their canonical text notation (`QS`, `TC`, `2C`), and the decks built from them."""

from __future__ import annotations

from dataclasses import dataclass

RANKS = "A23456789TJQK"
SUITS = "CDHS"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


@dataclass(frozen=True, order=True)
class Card:
    """A standard playing card. `rank` is 1 (Ace) .. 13 (King); `suit` one of C D H S."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 13 or self.suit not in SUITS:
            raise ValueError(f"not a card: rank {self.rank}, suit {self.suit!r}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read the canonical two-letter form; raises ValueError with the offending text."""
        if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise ValueError(f"not a card: {text!r} (expected rank {RANKS} + suit {SUITS}, e.g. 'QS')")
        return cls(RANKS.index(text[0]) + 1, text[1])

    @property
    def text(self) -> str:
        return RANKS[self.rank - 1] + self.suit

    @property
    def is_red(self) -> bool:
        return self.suit in "DH"

    def __str__(self) -> str:
        return self.text


def standard_deck(copies: int = 1) -> list[Card]:
    """`copies` full 52-card packs, in a fixed (unshuffled) order."""
    return [Card(rank, suit) for _ in range(copies) for suit in SUITS for rank in range(1, 14)]


def parse_cards(texts: list[str]) -> list[Card]:
    return [Card.parse(t) for t in texts]
