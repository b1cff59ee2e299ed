"""The table's side of the phones: thread-safe, and never blocking the table's frame.

The table (its own thread) posts each phone seat's view and reads the decisions phones submitted; the phone server
(another thread, with its asyncio loop) hands out seats, passes decisions in and views out. The server registers a
`wake` callback that the table's calls use to tell it a seat has news (it schedules the send on the server's loop:
the table never waits for a socket)."""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.reasons import Reason
from scenes.phones.roster import Roster


@dataclass(frozen=True)
class Outgoing:
    """What waits for a seat's phone: the latest view (JSON text) if it is new, refusals to translate, errors."""

    version: int
    view: str | None
    refusals: tuple[Reason, ...]
    errors: tuple[str, ...]


class PhoneBridge:
    def __init__(self, seats: Sequence[int], names: Mapping[int, str] | None = None) -> None:
        """`names`: what the table calls each phone seat (a phone typing that name takes that seat)."""
        if not seats or len(set(seats)) != len(seats) or any(type(seat) is not int or seat < 0 for seat in seats):
            raise ValueError(f"seats: expected distinct seat numbers, got {seats!r:.80}")
        self._lock = threading.Lock()
        self._roster = Roster(tuple(seats), dict(names or {}))
        self._inbox: deque[tuple[int, tuple[str, ...]]] = deque()
        self._views: dict[int, str] = {}
        self._versions = dict.fromkeys(seats, 0)
        self._refusals: dict[int, list[Reason]] = {seat: [] for seat in seats}
        self._errors: dict[int, list[str]] = {seat: [] for seat in seats}
        self._connected: dict[int, int] = dict.fromkeys(seats, 0)
        self.wake: Callable[[int], None] | None = None  # set by the server: called from any thread

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(self._roster.seats)

    # --- the table's side -----------------------------------------------------------------------------------

    def post_view(self, seat: int, view: Mapping[str, Any], legal: Sequence[str]) -> None:
        """`seat`'s view (exactly the match's view for that seat) and the actions it may take now."""
        text = json.dumps({"type": "view", "view": view, "legal": list(legal)}, separators=(",", ":"))
        with self._lock:
            self._check(seat)
            if self._views.get(seat) == text:
                return
            self._views[seat] = text
            self._versions[seat] += 1
        self._wake(seat)

    def refuse(self, seat: int, reason: Reason) -> None:
        """Tell `seat`'s phone why its decision was refused (translated by the server for that phone)."""
        with self._lock:
            self._check(seat)
            self._refusals[seat].append(reason)
        self._wake(seat)

    def error(self, seat: int, reason: str) -> None:
        """Tell `seat`'s phone its message made no sense here (an action that is not legal at all)."""
        with self._lock:
            self._check(seat)
            self._errors[seat].append(reason)
        self._wake(seat)

    def take_actions(self) -> list[tuple[int, tuple[str, ...]]]:
        """The decisions phones submitted since the last call, oldest first: (seat, actions made together)."""
        with self._lock:
            taken = list(self._inbox)
            self._inbox.clear()
        return taken

    def joined(self) -> dict[int, str]:
        """The seats taken so far and their players' names."""
        with self._lock:
            return dict(self._roster.names)

    def connected(self, seat: int) -> bool:
        with self._lock:
            return self._connected.get(seat, 0) > 0

    def close(self) -> None:
        """The match is over or the table closed: every token dies, nothing more is taken."""
        with self._lock:
            self._roster.close()
            self._inbox.clear()

    # --- the server's side ----------------------------------------------------------------------------------

    def join(self, name: str) -> tuple[int, str] | None:
        with self._lock:
            return self._roster.take(name)

    def rejoin(self, token: str) -> int | None:
        with self._lock:
            return self._roster.seat_of(token)

    def submit(self, seat: int, actions: tuple[str, ...]) -> None:
        with self._lock:
            if not self._roster.closed:
                self._inbox.append((seat, actions))

    def attach(self, seat: int, change: int) -> None:
        """A connection for `seat` opened (+1) or closed (-1)."""
        with self._lock:
            self._connected[seat] = max(0, self._connected[seat] + change)

    def outgoing(self, seat: int, since: int) -> Outgoing:
        """What `seat`'s phone has not been sent: the latest view if newer than `since`, and any refusals (taken:
        one phone per seat gets them)."""
        with self._lock:
            version = self._versions[seat]
            refusals, errors = tuple(self._refusals[seat]), tuple(self._errors[seat])
            self._refusals[seat].clear()
            self._errors[seat].clear()
            view = self._views.get(seat) if version != since else None
            return Outgoing(version, view, refusals, errors)

    def _check(self, seat: int) -> None:
        if seat not in self._versions:
            raise ValueError(f"seat: expected one of the phone seats {sorted(self._versions)}, got {seat!r:.20}")

    def _wake(self, seat: int) -> None:
        wake = self.wake
        if wake is not None:
            wake(seat)
