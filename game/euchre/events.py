"""Every kind of event a Euchre match raises, one frozen record each. Private parts (the cards dealt, the
dealer's discard) go to their seat only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.core.events import Event, OwnCards
from game.tricks.events import Cards
from game.tricks.events import Dealt as Dealt  # a kind both trick games raise
from game.tricks.events import Play as Play  # a kind both trick games raise


@dataclass(frozen=True, kw_only=True)
class DealStart(Event):
    seat: int  # the dealer
    hand: int


@dataclass(frozen=True, kw_only=True)
class UpCard(Event):
    seat: int  # the dealer
    card: str  # turned up on the kitty


@dataclass(frozen=True, kw_only=True)
class Bid(Event):
    seat: int  # the bidder
    round: int  # 1 or 2
    bid: str  # pass, order or call
    suit: str | None
    alone: bool


@dataclass(frozen=True, kw_only=True)
class TurnedDown(Event):
    """Everyone passed in round 1: the up-card is turned face down."""

    seat: int  # the dealer
    card: str


@dataclass(frozen=True, kw_only=True)
class PickUp(Event):
    """The dealer takes the up-card into the hand."""

    seat: int
    card: str


@dataclass(frozen=True, kw_only=True)
class Discard(OwnCards):
    """The dealer lays a card away face down; which card only the dealer sees."""

    PRIVATE = ("card",)
    card: str | None


@dataclass(frozen=True, kw_only=True)
class PartnerAnswer(Event):
    seat: int  # the maker's partner
    answer: str  # alone or support


@dataclass(frozen=True, kw_only=True)
class DefenceAnswer(Event):
    seat: int  # a defender
    answer: str  # defend alone or defend


@dataclass(frozen=True, kw_only=True)
class Alone(Event):
    seat: int  # who plays alone
    role: str  # maker or defender
    sits_out: int  # the partner who sits out


@dataclass(frozen=True, kw_only=True)
class TrickWon(Event):
    seat: int  # the winner
    trick: int  # how many tricks of the hand are done
    leader: int
    seats: tuple[int, ...]  # who played each card
    cards: Cards
    tricks: tuple[int, ...]  # tricks per team so far


@dataclass(frozen=True, kw_only=True)
class HandScored(Event):
    hand: int
    makers: int  # the makers' team
    maker: int
    trump: str
    alone: int | None  # the maker who played alone
    defender: int | None  # the defender who played alone
    tricks: tuple[int, ...]  # per team
    team_points: tuple[int, ...]
    points: tuple[int, ...]  # per seat
    team_scores: tuple[int, ...]
    scores: tuple[int, ...]  # per seat
    euchre: bool
    march: bool
    loner: bool


@dataclass(frozen=True, kw_only=True)
class ThrownIn(Event):
    """All passed twice without stick the dealer: the deal passes left."""

    seat: int  # the dealer
    hand: int
    next_dealer: int


@dataclass(frozen=True, kw_only=True)
class Redeal(Event):
    """A farmer's hand asked for a new deal; the same dealer deals again."""

    seat: int  # who asked
    hand: int
    dealer: int


@dataclass(frozen=True, kw_only=True)
class MatchOver(Event):
    winners: tuple[int, ...]  # both partners
    scores: tuple[int, ...]  # per seat
    team_scores: tuple[int, ...]


EVENTS: Final[tuple[type[Event], ...]] = (
    DealStart,
    Dealt,
    UpCard,
    Bid,
    TurnedDown,
    PickUp,
    Discard,
    PartnerAnswer,
    DefenceAnswer,
    Alone,
    Play,
    TrickWon,
    HandScored,
    ThrownIn,
    Redeal,
    MatchOver,
)
