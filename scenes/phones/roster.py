"""Who holds which phone seat: a name and a secret token per seat. A phone whose name is a seat's name at the
table takes that seat (Anna gets Anna's seat back in a resumed match); any other takes the first free one. Not
thread-safe by itself: the bridge guards it with its lock."""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


@dataclass
class Roster:
    seats: Sequence[int]  # the table's phone seats, in the order phones take them
    expected: Mapping[int, str] = field(default_factory=dict)  # the names the table gives those seats
    names: dict[int, str] = field(default_factory=dict)
    _tokens: dict[int, str] = field(default_factory=dict)
    closed: bool = False  # the match ended: every token is dead

    def take(self, name: str) -> tuple[int, str] | None:
        """The free seat the table names `name`, else the first free seat, and its new token; None when every seat
        is taken (or the table closed)."""
        free = [seat for seat in self.seats if seat not in self._tokens]
        if self.closed or not free:
            return None
        named = [seat for seat in free if self.expected.get(seat, "").casefold() == name.casefold()]
        seat, token = (named or free)[0], secrets.token_urlsafe(24)
        self.names[seat], self._tokens[seat] = name, token
        return seat, token

    def seat_of(self, token: str) -> int | None:
        """The seat `token` was given for; None for any other text (compared in constant time)."""
        if self.closed:
            return None
        found = None
        for seat, known in self._tokens.items():
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def close(self) -> None:
        self.closed = True
        self._tokens.clear()
