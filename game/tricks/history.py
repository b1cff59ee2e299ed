"""The record of a finished trick, shared by every trick game. A seat that sits the hand out (a partner who lays
down the hand while the other plays alone) plays no card: `out` names such seats."""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple


class TrickRecord(NamedTuple):
    leader: int  # the seat that led
    cards: tuple[int, ...]  # in play order
    winner: int  # the seat that took it

    def seats(self, players: int, out: Collection[int] = ()) -> list[int]:
        """Who played each card, in play order (clockwise from the leader, passing over the seats `out`)."""
        order = [(self.leader + i) % players for i in range(players)]
        return [seat for seat in order if seat not in out][: len(self.cards)]

    def card_of(self, seat: int, players: int, out: Collection[int] = ()) -> int | None:
        """The card `seat` played to this trick, if it played one."""
        seats = self.seats(players, out)
        return self.cards[seats.index(seat)] if seat in seats else None
