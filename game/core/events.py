"""Typed records of what happened, with per-seat censoring of private cards, and the holds they call for.

Each game names its own event kinds (a StrEnum in game/<game>/events.py); the core knows none of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Hold(StrEnum):
    """A pause the table makes after an event so a person can take it in; the controller sets its length."""

    DEAL = "deal"  # the cards have just been dealt
    REVEAL = "reveal"  # cards are turned face up for everyone (a showdown)
    TRICK = "trick"  # a trick is complete, before it is gathered
    HAND = "hand"  # a hand is over and scored


@dataclass(frozen=True)
class Event:
    """One thing that happened. `public` is seen by everyone; `private[seat]` only by that seat."""

    kind: str
    seat: int | None = None
    public: Mapping[str, Any] = field(default_factory=dict)
    private: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)

    def seen_by(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` learns from this event (None: a spectator who sees only public facts)."""
        seen: dict[str, Any] = {"kind": str(self.kind), "seat": self.seat, **self.public}
        if viewer is not None:
            seen.update(self.private.get(viewer, {}))
        return seen
