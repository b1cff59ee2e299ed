"""Every kind of event a Hearts match raises, one frozen record each. Private parts (cards dealt, passed,
received) go to their seat only."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final, Self

from game.core.events import Event, OwnCards
from game.tricks.events import Cards
from game.tricks.events import Dealt as Dealt  # a kind both trick games raise
from game.tricks.events import Play as Play  # a kind both trick games raise


@dataclass(frozen=True, kw_only=True)
class DealStart(Event):
    seat: int  # the dealer
    hand: int
    direction: str  # where this hand's cards are passed: left, right, across or none


@dataclass(frozen=True, kw_only=True)
class Pass(OwnCards):
    """A seat lays a card aside to pass."""

    PRIVATE = ("card",)
    count: int  # how many it has laid aside so far
    card: str | None


@dataclass(frozen=True, kw_only=True)
class Exchange(Event):
    """The passed cards change hands. `gave[seat]` and `received[seat]` are that seat's alone: every other
    viewer is shown None in its place."""

    PRIVATE = ("gave", "received")
    direction: str
    count: int  # cards each seat passes
    gave: tuple[Cards | None, ...]
    received: tuple[Cards | None, ...]

    def owners(self) -> tuple[int, ...]:
        return tuple(range(len(self.gave)))  # each its own part

    def seen_by(self, viewer: int | None) -> Self:
        def own(per_seat: tuple[Cards | None, ...]) -> tuple[Cards | None, ...]:
            return tuple(cards if seat == viewer else None for seat, cards in enumerate(per_seat))

        return replace(self, gave=own(self.gave), received=own(self.received))


@dataclass(frozen=True, kw_only=True)
class HeartsBroken(Event):
    seat: int
    card: str  # the card that broke hearts


@dataclass(frozen=True, kw_only=True)
class TrickWon(Event):
    seat: int  # the winner
    trick: int  # how many tricks of the hand are done
    leader: int
    cards: Cards  # in the order played
    points: int


@dataclass(frozen=True, kw_only=True)
class MoonShot(Event):
    seat: int  # the shooter
    choosing: bool  # the shooter now chooses: add to the others or subtract from their own


@dataclass(frozen=True, kw_only=True)
class MoonChoice(Event):
    seat: int
    choice: str  # add or subtract


@dataclass(frozen=True, kw_only=True)
class HandScored(Event):
    hand: int
    points: tuple[int, ...]  # each seat's points for the hand
    taken: tuple[int, ...]  # the card points each seat took
    scores: tuple[int, ...]
    moon: int | None  # the shooter, if one shot the moon


@dataclass(frozen=True, kw_only=True)
class PlayOn(Event):
    """The target is reached but the lowest score is tied, so play goes on."""

    tied: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class MatchOver(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]


EVENTS: Final[tuple[type[Event], ...]] = (
    DealStart,
    Dealt,
    Pass,
    Exchange,
    Play,
    HeartsBroken,
    TrickWon,
    MoonShot,
    MoonChoice,
    HandScored,
    PlayOn,
    MatchOver,
)
