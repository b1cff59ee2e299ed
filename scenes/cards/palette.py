"""The card deck's colours: paper, rim, inks (two- or four-colour, as the card style says), gold, the backs, and
the court figures' inks."""

from __future__ import annotations

from game.core.cards import Card
from scenes.ui.look import current_look

RGB = tuple[int, int, int]

IVORY: RGB = (253, 251, 244)
EDGE: RGB = (160, 154, 142)
RED: RGB = (200, 22, 40)
BLACK: RGB = (26, 27, 36)
# the four-colour deck: clubs green and diamonds blue, told apart from spades and hearts at a glance
FOUR_COLOUR_INKS: dict[str, RGB] = {"C": (16, 128, 58), "D": (22, 84, 196), "H": RED, "S": BLACK}
GOLD: RGB = (190, 152, 62)
BACK_RED: RGB = (138, 20, 36)
BACK_BLUE: RGB = (22, 48, 112)
# Kennard's four inks (as written in the court SVGs) → the deck's palette.
COURT_INKS: dict[str, RGB] = {"#FC4": (234, 186, 72), "red": RED, "#44F": (40, 66, 158), "black": BLACK}


def ink(card: Card) -> RGB:
    """The ink of `card`'s indices and pips in the current card style."""
    if current_look().cards.four_colour:
        return FOUR_COLOUR_INKS[card.suit]
    return RED if card.is_red else BLACK


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved the share `t` of the way to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))
