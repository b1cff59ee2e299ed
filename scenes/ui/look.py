"""How the screens look and move, as the player set it: the deck's colours and indices, the table's cloth, and
reduced motion. The App sets it from the settings (`set_look`, scenes/core/display.py); the card art, the table
backdrop, the animators and the results read it when they draw, and every cache of theirs is keyed by it.

The look is ambient drawing state, kept the one way every such concern is (the look, the text size in
scenes/ui/text.py, the language in game/i18n.py): a `contextvars.ContextVar` the App sets for its run, read where
the drawing needs it. No module global is reassigned.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import Final

REDUCED_MOTION_MS: Final = 140  # the longest a card moves with reduced motion: a short slide, no arc, no lift


@dataclass(frozen=True)
class CardStyle:
    four_colour: bool = False  # clubs green, diamonds blue
    large_indices: bool = False


@dataclass(frozen=True)
class Look:
    cards: CardStyle = CardStyle()
    felt: str = "green"
    reduced_motion: bool = False


PLAIN_LOOK: Final = Look()  # until the App sets the player's
_LOOK: ContextVar[Look] = ContextVar("look", default=PLAIN_LOOK)  # the App's: set for its run


def current_look() -> Look:
    return _LOOK.get()


def set_look(look: Look) -> None:
    """Draw and move everything from now on as `look` says."""
    _LOOK.set(look)


def motion_ms(ms: int) -> int:
    """How long a card's move of `ms` lasts: as asked, or briefly with reduced motion."""
    return min(ms, REDUCED_MOTION_MS) if _LOOK.get().reduced_motion else ms


def card_flight_arc(arc: float) -> float:
    """A flight's sideways bulge: none with reduced motion."""
    return 0.0 if _LOOK.get().reduced_motion else arc
