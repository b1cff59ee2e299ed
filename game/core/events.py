"""Typed records of what happened, with per-seat censoring of private cards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    DEAL_START = "deal_start"
    DEALT = "dealt"
    STAY = "stay"
    SWAP = "swap"
    BLOCK = "block"
    LOW_CARD_SHOWN = "low_card_shown"
    DRAW = "draw"
    STOCK_BLOCK = "stock_block"
    SHOWDOWN = "showdown"
    LIFE_LOST = "life_lost"
    ELIMINATED = "eliminated"
    SUDDEN_DEATH = "sudden_death"
    DEALER = "dealer"
    MATCH_OVER = "match_over"


@dataclass(frozen=True)
class Event:
    """One thing that happened. `public` is seen by everyone; `private[seat]` only by that seat."""

    kind: EventKind
    seat: int | None = None
    public: Mapping[str, Any] = field(default_factory=dict)
    private: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)

    def seen_by(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` learns from this event (None: a spectator who sees only public facts)."""
        seen: dict[str, Any] = {"kind": self.kind.value, "seat": self.seat, **self.public}
        if viewer is not None:
            seen.update(self.private.get(viewer, {}))
        return seen
