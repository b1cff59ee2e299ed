"""The Hearts pack as integers (game.tricks.layout): clubs 0-12, diamonds 13-25, hearts 26-38, spades 39-51, each
suit from the 2 up to the Ace, so bit order is the order `legal()` lists cards in. Actions are card integers
(a pass or a play, by phase) and two more for the moon choice."""

from __future__ import annotations

from typing import Final

from game.core.decks import ACE_HIGH, STANDARD_52
from game.tricks.layout import CardLayout
from game.tricks.suits import plain_rule

LAYOUT: Final = CardLayout.of(STANDARD_52, ACE_HIGH)
RULE: Final = plain_rule(LAYOUT)  # no trumps: the highest card of the suit led wins
SUIT_OF: Final = RULE.suit_of
SUIT_MASKS: Final = RULE.masks

CLUBS, DIAMONDS, HEARTS, SPADES = (LAYOUT.suit_index(suit) for suit in "CDHS")
TWO_CLUBS: Final = LAYOUT.index("2C")
QUEEN_SPADES: Final = LAYOUT.index("QS")
JACK_DIAMONDS: Final = LAYOUT.index("JD")

ALL_CARDS: Final = LAYOUT.full
CLUB_CARDS: Final = SUIT_MASKS[CLUBS]
HEART_CARDS: Final = SUIT_MASKS[HEARTS]
NOT_HEARTS: Final = ALL_CARDS & ~HEART_CARDS
QS_BIT: Final = 1 << QUEEN_SPADES
JD_BIT: Final = 1 << JACK_DIAMONDS
TWO_CLUBS_BIT: Final = 1 << TWO_CLUBS
POINT_CARDS: Final = HEART_CARDS | QS_BIT  # what the first trick may not take, and what a moon takes
SAFE_CARDS: Final = ALL_CARDS & ~POINT_CARDS
KS_AS_BITS: Final = LAYOUT.mask_of_texts(("KS", "AS"))  # the spades that let the Q♠ drop safely

MOON_ADD: Final = LAYOUT.size  # action 52: the shooter adds 26 to everyone else
MOON_SUBTRACT: Final = LAYOUT.size + 1  # action 53: the shooter takes 26 off their own score
MOON_BITS: Final = (1 << MOON_ADD) | (1 << MOON_SUBTRACT)
MOON_WORDS: Final = {MOON_ADD: "add", MOON_SUBTRACT: "subtract"}

HAND_SIZE: Final = 13
PASS_SIZE: Final = 3
TRICKS: Final = 13
MOON_POINTS: Final = 26
