"""One gamepad per person at a hot-seat table: whose pad may act now.

Each human seat may have a pad of its own (the Players… dialog, remembered with the player profiles). While
that seat decides, or the screen is being handed to it, only its pad (and the keyboard and mouse, which the
players share) act at the table; another pad's presses are ignored with a short hint, except Start, which
pauses from any pad. A seat whose pad is not connected plays with any pad, so an unplugged pad never blocks the
game, and the seat takes its pad again when it is plugged back in.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from game.i18n import tr
from scenes.ui.actions import DEVICE_ACTIONS, Action, InputAction

ANY_PAD_ACTIONS = DEVICE_ACTIONS | {Action.MENU}  # what every pad may do at any turn


class SeatPads:
    """`assigned`: each seat's pad number (0: any); it only matters with two or more human seats."""

    def __init__(self, assigned: Sequence[int], names: Sequence[str], humans: int) -> None:
        self.assigned = list(assigned) if humans > 1 else [0] * len(assigned)
        self.names = list(names)

    def pad_of(self, seat: int | None, connected: Collection[int]) -> int | None:
        """The pad number `seat` plays with now, or None when any pad does."""
        if seat is None:
            return None
        number = self.assigned[seat]
        return number if number and number in connected else None

    def refused(self, action: InputAction, seat: int | None, connected: Collection[int]) -> str | None:
        """Why `action` is ignored while `seat` decides (a hint for the screen), or None when it may act."""
        if action.source != "gamepad" or action.action in ANY_PAD_ACTIONS:
            return None
        own = self.pad_of(seat, connected)
        if own is None or seat is None or action.pad == own:
            return None
        return tr("It is {name}'s turn: only pad {number} plays now.", name=self.names[seat], number=own)

    def lost(self, number: int) -> str:
        """What happens to the seats whose pad `number` was unplugged, in a sentence ("" when none had it)."""
        names = [self.names[seat] for seat, pad in enumerate(self.assigned) if pad == number]
        if not names:
            return ""
        return tr("Any pad plays for {names} until pad {number} is back.", names=", ".join(names), number=number)
