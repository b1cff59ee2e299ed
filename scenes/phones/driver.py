"""A table whose human seats are phones, driven without a screen: each frame it passes the phones' decisions to
the controller, lets time run, and posts every phone seat's view when it changes. The table scene can do the
same three things on its frame (`PhoneSeats.frame`); this headless form is what `main.py --phones` runs."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.controller import NOT_YOUR_TURN, Controller
from scenes.phones.bridge import PhoneBridge


class PhoneSeats:
    """The controller's human seats, played from phones through `bridge` (whose seats are those humans)."""

    def __init__(self, controller: Controller, bridge: PhoneBridge) -> None:
        phones = controller.phone_seats
        if sorted(bridge.seats) != sorted(phones):
            raise ValueError(f"bridge: expected the phone seats {phones}, got {list(bridge.seats)}")
        self.controller = controller
        self.bridge = bridge
        self._posted: dict[int, tuple[int, bool]] = {}

    def frame(self) -> None:
        """Apply the decisions phones sent and post changed views. Never blocks: the bridge's queues are only
        looked at."""
        for seat, actions in self.bridge.take_actions():
            self._decide(seat, actions)
        self.post_views()

    def _decide(self, seat: int, actions: tuple[str, ...]) -> None:
        controller = self.controller
        if controller.waiting_for_phone != seat:
            self.bridge.refuse(seat, NOT_YOUR_TURN)
            return
        legal = controller.match.legal()
        if actions[0] not in legal:
            self.bridge.error(seat, f"act: {actions[0]!r} is not one of the legal actions now")
            return
        refusal = controller.submit_for(seat, *actions)
        if refusal is not None:
            self.bridge.refuse(seat, refusal)

    def post_views(self) -> None:
        controller, match = self.controller, self.controller.match
        for seat in self.bridge.seats:
            waiting = controller.waiting_for_phone == seat
            key = (len(match.history), waiting)
            if self._posted.get(seat) == key:
                continue
            self._posted[seat] = key
            self.bridge.post_view(seat, match.view(seat), match.legal() if waiting else [])


def drive(seats: PhoneSeats, stop: Callable[[], bool], frame_ms: int = 16) -> None:
    """Run the table headless in real time until the match is over (and shown) or `stop()` says so."""
    controller = seats.controller
    last = time.monotonic()
    while not stop():
        seats.frame()
        controller.take_events()  # nothing animates here: the events are shown at once
        now = time.monotonic()
        controller.update(max(0, round((now - last) * 1000)))
        last = now
        if controller.over:
            seats.frame()
            return
        time.sleep(frame_ms / 1000)
