"""Typed records of what happened, with per-viewer censoring of private cards, and the holds they call for.

Each game defines one frozen dataclass per kind of event, with typed fields (game/<game>/events.py); the core knows
none of them. A field that names a card some seats may not see is listed in the class's `PRIVATE` and is None in
what any other viewer is shown (`seen_by`); the table, its sounds and the move log read only that censored copy.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import ClassVar, Self


class Hold(StrEnum):
    """A pause the table makes after an event so a person can take it in; the controller sets its length."""

    DEAL = "deal"  # the cards have just been dealt
    REVEAL = "reveal"  # cards are turned face up for everyone (a showdown)
    TRICK = "trick"  # a trick is complete, before it is gathered
    HAND = "hand"  # a hand is over and scored


@dataclass(frozen=True, kw_only=True)
class Event:
    """One thing that happened. Every field is public unless it is named in `PRIVATE`: those only the seats of
    `owners()` see; everyone else (a spectator: viewer None) is shown the same record with them blanked (None)."""

    PRIVATE: ClassVar[tuple[str, ...]] = ()

    def owners(self) -> tuple[int, ...]:
        """The seats that may see the private fields (the seat dealt the cards, the two seats of a swap)."""
        return ()

    def seen_by(self, viewer: int | None) -> Self:
        """What `viewer` learns from this event (None: a spectator who sees only public facts)."""
        if not self.PRIVATE or (viewer is not None and viewer in self.owners()):
            return self
        return replace(self, **dict.fromkeys(self.PRIVATE))


@dataclass(frozen=True, kw_only=True)
class OwnCards(Event):
    """An event about one seat whose private fields only that seat sees: the cards dealt to it, its pass, its
    draw."""

    seat: int

    def owners(self) -> tuple[int, ...]:
        return (self.seat,)
