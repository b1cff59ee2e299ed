"""How the screens look and move, as the player set it: the deck's colours and indices, the table's cloth, and
reduced motion. The App sets it from the settings (`apply_look`); the card art, the table backdrop, the
animators and the results read it when they draw, and every cache of theirs is keyed by it."""

from __future__ import annotations

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


_current = Look()


def current_look() -> Look:
    return _current


def set_look(look: Look) -> None:
    global _current
    _current = look


def motion_ms(ms: int) -> int:
    """How long a card's move of `ms` lasts: as asked, or briefly with reduced motion."""
    return min(ms, REDUCED_MOTION_MS) if _current.reduced_motion else ms


def card_flight_arc(arc: float) -> float:
    """A flight's sideways bulge: none with reduced motion."""
    return 0.0 if _current.reduced_motion else arc
