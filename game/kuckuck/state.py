"""The full (hidden-information) state of a Kuckuck match. Immutable; rules.py derives new states."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, Final

from game.core.cards import Card
from game.kuckuck.options import KuckuckOptions

Row = tuple[Card | None, ...]


class Phase(StrEnum):
    JACK_DEAL = "jack_deal"  # chance: cards dealt face up until a Jack picks the first dealer (first_jack)
    DEAL = "deal"  # chance: a shuffle is due
    TURN = "turn"  # a player decides
    SUDDEN_DEATH = "sudden_death"  # chance: a one-card deal among the tied last players
    OVER = "over"


@dataclass(frozen=True)
class KuckuckState:
    options: KuckuckOptions
    players: int
    lives: tuple[int, ...]
    dealer: int
    phase: Phase
    deal_no: int = 0
    in_deal: tuple[bool, ...] = ()
    hands: Row = ()
    stock: tuple[Card, ...] = ()
    turn: int | None = None
    # knowledge[viewer][seat]: the card `viewer` knows `seat` holds now (never the viewer's own seat)
    knowledge: tuple[Row, ...] = ()
    face_up: tuple[bool, ...] = ()  # cards lying face up for everyone (a block, a low-card reveal)
    stock_shown: Card | None = None  # a blocking King shown on top of the stock
    draws: int = 0  # the dealer's draws from the stock this deal
    acted: tuple[str | None, ...] = ()  # this deal: "stay", "swap", "blocked", "draw"
    held: tuple[tuple[Card, ...], ...] = ()  # per seat, every card it has held this deal, in order
    timed_out: tuple[bool, ...] = ()  # this deal: who ran out of time (Speed-Kuckuck)
    lost_now: tuple[int, ...] = ()  # this deal: lives lost before the showdown (timeouts, penalty cards)
    # domino: the seat to move swapped and now decides again (its acted is "swap"); whom a domino swap would hit
    # (None when it swapped with the dealer), and whether it may make it (it received a card that opens one)
    domino_target: int | None = None
    domino_offered: bool = False
    # special packs with powers on: whose card is a Harlekin received from another seat (it counts lowest), and the
    # skip cards the dealer laid aside this deal (public; they left the stock)
    received: tuple[bool, ...] = ()
    laid_aside: tuple[Card, ...] = ()
    pot: int = 0  # every life (chip) lost so far; in the money game the winner takes it
    last_cards: Row = ()  # the previous showdown, public, until the next deal
    last_losers: tuple[int, ...] = ()
    last_dealer: int | None = None  # who dealt the previous showdown's deal
    sudden: tuple[int, ...] = ()  # seats still in the sudden-death deal
    eliminated: tuple[tuple[int, ...], ...] = ()  # groups, in order of elimination
    eliminated_in: tuple[int, ...] = ()  # the deal number in which each group went out
    lost_per_deal: tuple[tuple[int, ...], ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def alive(self) -> tuple[bool, ...]:
        return tuple(life > 0 for life in self.lives)

    def evolve(self, **changes: Any) -> KuckuckState:
        """A copy with `changes`: `dataclasses.replace` without its per-call introspection, which was most of
        the hard bot's time (its play-outs apply thousands of actions a decision)."""
        unknown = changes.keys() - FIELDS
        if unknown:
            raise TypeError(f"KuckuckState has no field {', '.join(sorted(unknown))}")
        copy = object.__new__(KuckuckState)
        copy.__dict__.update(self.__dict__)
        copy.__dict__.update(changes)
        return copy


FIELDS: Final = frozenset(field.name for field in fields(KuckuckState))


def replaced(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """`row` with its item at `index` replaced by `value`."""
    return (*row[:index], value, *row[index + 1 :])
