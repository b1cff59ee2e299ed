"""The record of a finished trick, shared by every trick game."""

from __future__ import annotations

from typing import NamedTuple


class TrickRecord(NamedTuple):
    leader: int  # the seat that led
    cards: tuple[int, ...]  # in play order
    winner: int  # the seat that took it

    def seats(self, players: int) -> list[int]:
        """Who played each card, in play order (clockwise from the leader)."""
        return [(self.leader + i) % players for i in range(len(self.cards))]

    def card_of(self, seat: int, players: int) -> int | None:
        """The card `seat` played to this trick, if it played one."""
        offset = (seat - self.leader) % players
        return self.cards[offset] if offset < len(self.cards) else None
