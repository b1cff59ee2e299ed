"""The phone seats of a table, on the table's frame: the decisions phones sent go to the controller, and every phone
seat's view goes back to its phone when it changed. The table scene calls `PhoneSeats.frame` every frame
(scenes/table/phone_table.py); the tests' and the bench's headless table does too (scenes/phones/headless.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
        if actions[0] not in legal and not _own_card(controller.match.view(seat), actions[0]):
            self.bridge.error(seat, f"act: {actions[0]!r} is not one of the legal actions now")
            return
        refusal = controller.submit_for(seat, *actions)  # the rules' own reason for a card that may not go now
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


def _own_card(view: Mapping[str, Any], action: str) -> bool:
    """`action` plays, passes or discards a card of the seat's own hand: if it may not, the rules say why."""
    verb, _, card = action.partition(" ")
    hand = view.get("hand", ())
    return verb in ("play", "pass", "discard") and isinstance(hand, list | tuple) and card in hand
