"""Cards as small integers for fast trick games: card = suit position × ranks per suit + rank position.

Ranks run from the lowest to the highest, so in a hand's bitmask the highest set bit of a suit's block is that
suit's highest card, and a suit's cards are one contiguous block of bits.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core.cards import Card
from game.core.decks import DeckSpec, RankOrder
from game.core.safe_json import quoted


@dataclass(frozen=True)
class CardLayout:
    """The integer numbering of one pack: `suits` in index order, `ranks` from lowest to highest."""

    suits: str
    ranks: str
    size: int = field(init=False)
    texts: tuple[str, ...] = field(init=False, repr=False)  # card index -> "QS"
    suit_of: tuple[int, ...] = field(init=False, repr=False)  # card index -> suit position
    rank_of: tuple[int, ...] = field(init=False, repr=False)  # card index -> rank position (0 = lowest)
    suit_masks: tuple[int, ...] = field(init=False, repr=False)  # suit position -> the mask of its cards
    full: int = field(init=False, repr=False)  # the mask of every card
    _index: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        per_suit = len(self.ranks)
        texts = tuple(rank + suit for suit in self.suits for rank in self.ranks)
        for text in texts:
            Card.parse(text)  # every card must be a standard card
        if len(set(texts)) != len(texts):
            raise ValueError(f"card layout: suits {quoted(self.suits)} and ranks {quoted(self.ranks)} repeat a card")
        values = {
            "size": len(texts),
            "texts": texts,
            "suit_of": tuple(i // per_suit for i in range(len(texts))),
            "rank_of": tuple(i % per_suit for i in range(len(texts))),
            "suit_masks": tuple(((1 << per_suit) - 1) << (s * per_suit) for s in range(len(self.suits))),
            "full": (1 << len(texts)) - 1,
            "_index": {text: i for i, text in enumerate(texts)},
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)

    @classmethod
    def of(cls, deck: DeckSpec, order: RankOrder) -> CardLayout:
        """The layout of `deck` with its ranks in `order` (lowest first)."""
        ranks = "".join(rank for rank in order.ranks if rank in deck.ranks)
        return cls(deck.suits, ranks)

    def index(self, text: str) -> int:
        """The integer of a card text; ValueError if the card is not in this pack."""
        try:
            return self._index[text]
        except (KeyError, TypeError):
            raise ValueError(f"not a card of this pack: {quoted(text)}") from None

    def shuffle_indices(self, order: Iterable[Card]) -> list[int]:
        """A whole shuffled pack as card integers, in order; ValueError unless every card is there once."""
        cards = [self.index(card.text) for card in order]
        if len(cards) != self.size or len(set(cards)) != self.size:
            raise ValueError("deal order: not a complete shuffle of the deck")
        return cards

    def suit_index(self, suit: str) -> int:
        return self.suits.index(suit)

    def card(self, index: int) -> Card:
        text = self.texts[index]
        return Card(text[0], text[1])

    def mask(self, cards: Iterable[int]) -> int:
        result = 0
        for card in cards:
            result |= 1 << card
        return result

    def mask_of_texts(self, texts: Iterable[str]) -> int:
        return self.mask(self.index(text) for text in texts)

    def texts_of(self, mask: int) -> list[str]:
        """The card texts of a mask, in index order (suit by suit, each from low to high)."""
        texts = self.texts
        out = []
        while mask:
            low = mask & -mask
            out.append(texts[low.bit_length() - 1])
            mask ^= low
        return out
