"""Every kind of event a Kuckuck match raises, one frozen record each. Private parts (the card dealt, the cards
of a swap, the dealer's draw) go to the seats that hold them only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.core.events import Event, OwnCards


@dataclass(frozen=True, kw_only=True)
class JackDeal(Event):
    """first_jack: cards dealt face up from seat 0 until a seat gets a Jack; it deals first."""

    seat: int  # the first dealer
    cards: tuple[str, ...]  # the face-up cards
    seats: tuple[int, ...]  # who got each


@dataclass(frozen=True, kw_only=True)
class DealStart(Event):
    seat: int  # the dealer
    seats: tuple[int, ...]  # dealt to, in order
    stock: int  # cards left in the stock


@dataclass(frozen=True, kw_only=True)
class Dealt(OwnCards):
    """One per seat dealt to."""

    PRIVATE = ("card",)
    card: str | None


@dataclass(frozen=True, kw_only=True)
class Stay(Event):
    seat: int


@dataclass(frozen=True, kw_only=True)
class Timeout(Event):
    """Speed-Kuckuck: too slow; it counts as stay."""

    seat: int
    lost: int  # lives (chips) lost
    lives: int  # left
    pot: int


@dataclass(frozen=True, kw_only=True)
class Swap(Event):
    """`seat` swaps with `target`: both see both cards."""

    PRIVATE = ("got", "gave")
    seat: int
    target: int
    domino: bool  # the second swap of a domino
    got: str | None  # the card `seat` received (the target's)
    gave: str | None  # the card `seat` handed over

    def owners(self) -> tuple[int, ...]:
        return (self.seat, self.target)


@dataclass(frozen=True, kw_only=True)
class Block(Event):
    """`target`'s card (turned face up) refuses `seat`'s swap."""

    seat: int
    target: int
    card: str
    domino: bool


@dataclass(frozen=True, kw_only=True)
class Domino(Event):
    """domino: the swapper's second decision. With `swap` the Swap or Block (and LowCardShown) events of the
    domino swap follow, each with `domino` true."""

    seat: int
    target: int | None
    swap: bool


@dataclass(frozen=True, kw_only=True)
class LowCardShown(Event):
    seat: int  # the receiver
    card: str
    domino: bool


@dataclass(frozen=True, kw_only=True)
class Draw(OwnCards):
    """The dealer draws from the stock; only the dealer sees the cards."""

    PRIVATE = ("card", "gave")
    card: str | None  # drawn
    gave: str | None  # put under the stock


@dataclass(frozen=True, kw_only=True)
class StockBlock(Event):
    seat: int  # the dealer
    card: str  # the stock's top card, turned face up


# --- the powers of a special pack (rules.md §1 "Special decks", deck_powers on) ---------------------------------


@dataclass(frozen=True, kw_only=True)
class Penalty(Event):
    """`target`'s card (turned face up) costs the requester `seat` a life at once; no swap, its turn ends."""

    seat: int
    target: int
    card: str
    domino: bool
    lost: int  # min(1, lives): a seat at 0 loses nothing more
    lives: int  # left
    pot: int


@dataclass(frozen=True, kw_only=True)
class Stop(Event):
    """`target`'s card (turned face up) stops all exchanges: the showdown follows at once."""

    seat: int
    target: int
    card: str
    domino: bool


@dataclass(frozen=True, kw_only=True)
class Skip(Event):
    """`target`'s card (turned face up, kept) passes `seat`'s request on to `to` (None: past the dealer, to the top
    of the stock). `to` == `seat`: the request came back, and `seat` keeps its card."""

    seat: int
    target: int
    card: str
    domino: bool
    to: int | None


@dataclass(frozen=True, kw_only=True)
class StockSwap(OwnCards):
    """A request passed the dealer: `seat` takes the stock's top card and puts its own under the stock."""

    PRIVATE = ("card", "gave")
    card: str | None  # taken
    gave: str | None  # put under the stock
    domino: bool


@dataclass(frozen=True, kw_only=True)
class HarlekinSwap(Event):
    """A swap in which a Harlekin changed hands, made face up: both cards are public. Every seat in `received`
    now holds a received Harlekin (it counts below every card)."""

    seat: int
    target: int
    got: str  # the card `seat` received
    gave: str
    received: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class FoolShown(Event):
    """The Gnav fool lies face up in front of `seat` (dealt it, or drew it from the stock)."""

    seat: int
    card: str


@dataclass(frozen=True, kw_only=True)
class LaidAside(Event):
    """The dealer drew a skip card: it is laid aside face up and leaves the deal."""

    seat: int  # the dealer
    card: str


@dataclass(frozen=True, kw_only=True)
class DrawFailed(Event):
    """The stock ran out while the dealer laid skip cards aside: the dealer keeps its card, no more draws."""

    seat: int


@dataclass(frozen=True, kw_only=True)
class FoolPaid(Event):
    """The showdown with powers on: the seats holding a fool (each pays)."""

    seats: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Showdown(Event):
    cards: tuple[str | None, ...]  # per seat (None: not in the deal)
    losers: tuple[int, ...]
    sudden_death: bool  # a sudden-death deal (no losers named: who stays is told by the events that follow)


@dataclass(frozen=True, kw_only=True)
class LifeLost(Event):
    seat: int
    lost: int
    lives: int  # left
    pot: int


@dataclass(frozen=True, kw_only=True)
class Eliminated(Event):
    seat: int


@dataclass(frozen=True, kw_only=True)
class SuddenDeath(Event):
    seats: tuple[int, ...]  # who plays the sudden-death deal


@dataclass(frozen=True, kw_only=True)
class Dealer(Event):
    seat: int  # deals next


@dataclass(frozen=True, kw_only=True)
class PotWon(Event):
    """Money game: the winner takes the pot."""

    seat: int
    chips: int


@dataclass(frozen=True, kw_only=True)
class MatchOver(Event):
    seat: int  # the winner


EVENTS: Final[tuple[type[Event], ...]] = (
    JackDeal,
    DealStart,
    Dealt,
    Stay,
    Timeout,
    Swap,
    Block,
    Domino,
    LowCardShown,
    Draw,
    StockBlock,
    Penalty,
    Stop,
    Skip,
    StockSwap,
    HarlekinSwap,
    FoolShown,
    LaidAside,
    DrawFailed,
    FoolPaid,
    Showdown,
    LifeLost,
    Eliminated,
    SuddenDeath,
    Dealer,
    PotWon,
    MatchOver,
)
