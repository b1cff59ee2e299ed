"""Following suit and winning a trick, with hooks for games whose cards change suit or whose suits outrank others.

A `SuitRule` holds, for every card of a `CardLayout`, its *effective* suit (the suit it follows and is followed
as) and its *power* (higher beats lower within that suit), plus an optional trump suit. Hearts uses the plain
rule: a card's suit is its printed suit, its power its rank. Euchre builds one rule per trump: the left bower's
effective suit is the trump suit and both bowers get powers above the Ace, so it follows trump, must be played to
a trump lead, and wins as the second-highest trump; everything below works unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.tricks.layout import CardLayout

NO_TRUMP = -1


@dataclass(frozen=True)
class SuitRule:
    suit_of: tuple[int, ...]  # card -> effective suit position
    power: tuple[int, ...]  # card -> strength within its effective suit
    masks: tuple[int, ...]  # effective suit -> the mask of the cards that count as that suit
    trump: int = NO_TRUMP  # the suit that beats every other, or NO_TRUMP
    span: int = 0  # more than any power: lifts the suit led above the rest and trumps above both

    @classmethod
    def build(
        cls,
        layout: CardLayout,
        trump: int = NO_TRUMP,
        effective_suit: Callable[[int], int] | None = None,
        power: Callable[[int], int] | None = None,
    ) -> SuitRule:
        """The rule for `layout`: `effective_suit(card)` and `power(card)` default to the printed suit and rank."""
        suit_of = tuple(effective_suit(c) if effective_suit else layout.suit_of[c] for c in range(layout.size))
        powers = tuple(power(c) if power else layout.rank_of[c] for c in range(layout.size))
        if not all(0 <= suit < len(layout.suits) for suit in suit_of):
            raise ValueError("suit rule: an effective suit is not a suit of the layout")
        if min(powers) < 0:
            raise ValueError("suit rule: powers must not be negative")
        if trump != NO_TRUMP and not 0 <= trump < len(layout.suits):
            raise ValueError(f"suit rule: trump {trump} is not a suit of the layout")
        masks = tuple(
            sum(1 << c for c in range(layout.size) if suit_of[c] == suit) for suit in range(len(layout.suits))
        )
        return cls(suit_of, powers, masks, trump, max(powers) + 1)

    def follow_mask(self, hand: int, led: int) -> int:
        """The cards of `hand` that may be played to a trick led in effective suit `led`: that suit's cards, or the
        whole hand when it holds none."""
        return hand & self.masks[led] or hand

    def strength(self, card: int, led: int) -> int:
        """How strongly `card` bids for a trick led in `led`: trumps above the suit led, other suits never win."""
        suit = self.suit_of[card]
        if suit == self.trump:
            return 2 * self.span + self.power[card]
        if suit == led:
            return self.span + self.power[card]
        return -1

    def beats(self, card: int, best: int, led: int) -> bool:
        """Whether `card`, played after `best`, takes the lead of a trick led in `led`."""
        return self.strength(card, led) > self.strength(best, led)

    def winner(self, cards: Sequence[int]) -> int:
        """The position (in play order) of the card that wins a trick; the first card sets the suit led."""
        if not cards:
            raise ValueError("an empty trick has no winner")
        led = self.suit_of[cards[0]]
        best = 0
        for position in range(1, len(cards)):
            if self.beats(cards[position], cards[best], led):
                best = position
        return best


def plain_rule(layout: CardLayout) -> SuitRule:
    """No trumps, every card its printed suit and rank (Hearts)."""
    return SuitRule.build(layout)
