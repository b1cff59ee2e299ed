"""The events both trick games raise alike: a seat's dealt cards (only that seat sees them) and a card played."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event, OwnCards

Cards = tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Dealt(OwnCards):
    """One per seat: its whole hand."""

    PRIVATE = ("cards",)
    cards: Cards | None


@dataclass(frozen=True, kw_only=True)
class Play(Event):
    seat: int
    card: str
