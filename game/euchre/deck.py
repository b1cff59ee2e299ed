"""The Euchre pack and actions as integers (game.tricks.layout): clubs 0-5, diamonds 6-11, hearts 12-17, spades
18-23, each suit 9 T J Q K A, so bit order is the order `legal()` lists cards in. Actions 0-23 are cards (a
discard or a play, by phase); the bids and answers follow as the ints below.

For each trump suit one `SuitRule` is built here, once: the left bower (the other jack of the trump's colour)
follows, and is followed as, a trump, and the bowers rank above the Ace. The hot loop reads its tables directly:
`MASKS[trump][suit]` (the cards that count as that suit), `EFFECTIVE[trump][card]` (a card's effective suit) and
`POWER[trump][led][card]` (how strongly a card bids for a trick led in `led`: higher wins).
"""

from __future__ import annotations

from typing import Final

from game.core.decks import ACE_HIGH, SHORT_24
from game.tricks.layout import CardLayout
from game.tricks.suits import SuitRule

LAYOUT: Final = CardLayout.of(SHORT_24, ACE_HIGH)
SUITS: Final = LAYOUT.suits  # "CDHS"
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
JACK: Final = LAYOUT.ranks.index("J")
PER_SUIT: Final = len(LAYOUT.ranks)
ALL_CARDS: Final = LAYOUT.full
PRINTED_SUIT: Final = LAYOUT.suit_of
NINES_AND_TENS: Final = LAYOUT.mask_of_texts(t for t in LAYOUT.texts if t[0] in "9T")  # a farmer's hand
HAND_SIZE: Final = 5
TRICKS: Final = 5
UP_CARD: Final = 20  # the place in a shuffled order of the card turned up; 21-23 are the kitty


def same_colour(suit: int) -> int:
    """The other suit of the same colour: clubs and spades, diamonds and hearts."""
    return 3 - suit


def right_bower(trump: int) -> int:
    return trump * PER_SUIT + JACK


def left_bower(trump: int) -> int:
    return same_colour(trump) * PER_SUIT + JACK


def _rule(trump: int) -> SuitRule:
    right, left = right_bower(trump), left_bower(trump)

    def suit(card: int) -> int:
        return trump if card == left else PRINTED_SUIT[card]

    def power(card: int) -> int:
        if card == right:
            return PER_SUIT + 1
        if card == left:
            return PER_SUIT
        return LAYOUT.rank_of[card]

    return SuitRule.build(LAYOUT, trump=trump, effective_suit=suit, power=power)


RULES: Final = tuple(_rule(trump) for trump in range(4))  # trump suit -> its rule
MASKS: Final = tuple(rule.masks for rule in RULES)
EFFECTIVE: Final = tuple(rule.suit_of for rule in RULES)
POWER: Final = tuple(
    tuple(tuple(rule.strength(c, led) for c in range(LAYOUT.size)) for led in range(4)) for rule in RULES
)

# --- actions -----------------------------------------------------------------------------------------------------
PASS: Final = 24
ORDER: Final = 25
ORDER_ALONE: Final = 26
CALL: Final = (27, 29, 31, 33)  # trump suit -> "call C" …
CALL_ALONE: Final = (28, 30, 32, 34)  # trump suit -> "call C alone" …
REDEAL: Final = 35
ALONE: Final = 36  # the maker's partner plays alone (alone = anyone)
SUPPORT: Final = 37
DEFEND_ALONE: Final = 38
DEFEND: Final = 39
ACTIONS: Final = 40

CALLED_SUIT: Final = {**{a: s for s, a in enumerate(CALL)}, **{a: s for s, a in enumerate(CALL_ALONE)}}
GOES_ALONE: Final = frozenset((ORDER_ALONE, *CALL_ALONE))

ACTION_TEXTS: Final = (
    *(f"play {text}" for text in LAYOUT.texts),  # by phase a card's verb is "discard" instead: notation.action_text
    "pass",
    "order",
    "order alone",
    *(text for suit in SUITS for text in (f"call {suit}", f"call {suit} alone")),
    "redeal",
    "alone",
    "support",
    "defend alone",
    "defend",
)
