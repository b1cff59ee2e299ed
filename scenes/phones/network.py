"""The machine's address on the local network, and the limits that keep one phone (or one guesser) from
bothering the rest: a per-address limit on wrong room codes, and a per-connection limit on messages."""

from __future__ import annotations

import socket
import time
from collections import deque
from dataclasses import dataclass, field

LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """The address other devices on the LAN reach this one at (the interface of the default route), else
    loopback. Connecting a UDP socket sends nothing: it only picks the route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere, but picks the outgoing interface
            address = str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    return LOOPBACK if address.startswith("0.") else address


@dataclass
class GuessLimit:
    """At most `tries` wrong codes per address in any `window_s` seconds; clock: time.monotonic."""

    tries: int = 10
    window_s: float = 60.0
    _misses: dict[str, deque[float]] = field(default_factory=dict)

    def blocked(self, address: str) -> bool:
        misses = self._recent(address)
        return len(misses) >= self.tries

    def miss(self, address: str) -> None:
        self._recent(address).append(time.monotonic())

    def _recent(self, address: str) -> deque[float]:
        misses = self._misses.setdefault(address, deque())
        cutoff = time.monotonic() - self.window_s
        while misses and misses[0] < cutoff:
            misses.popleft()
        if len(self._misses) > 4096:  # forget the quiet addresses rather than grow without end
            for quiet in [key for key, value in self._misses.items() if not value and key != address]:
                del self._misses[quiet]
        return misses


@dataclass
class MessageBudget:
    """A token bucket per connection: `burst` messages at once, `per_s` a second after that."""

    burst: float = 30.0
    per_s: float = 20.0  # a person taps a few times a second at most
    _tokens: float = -1.0
    _at: float = 0.0

    def take(self) -> bool:
        now = time.monotonic()
        if self._tokens < 0:
            self._tokens, self._at = self.burst, now
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.per_s)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
