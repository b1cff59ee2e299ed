"""Seats and turn order: seats are 0..n-1, play goes clockwise = increasing seat number. Also who sits in a
seat (a person or a bot, the bot's level, and whether the person plays on their own phone)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

HUMAN = "human"
BOT = "bot"
BOT_LEVELS = ("easy", "normal", "hard")


class SeatConfig(NamedTuple):
    kind: str  # HUMAN or BOT
    name: str
    level: str = "normal"
    phone: bool = False  # a person who holds their cards on their own phone, not on the shared screen

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def on_screen(self) -> bool:
        """A person who decides at the shared screen (keyboard, mouse, a pad): the screen shows their cards."""
        return self.kind == HUMAN and not self.phone


def next_seat(seat: int, active: Sequence[bool]) -> int:
    """The next active seat clockwise after `seat` (may be `seat` itself if it is the only one)."""
    n = len(active)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if active[candidate]:
            return candidate
    raise ValueError("no active seat")


def order_after(seat: int, active: Sequence[bool]) -> list[int]:
    """Active seats clockwise starting after `seat`, ending with `seat` itself if it is active."""
    n = len(active)
    return [(seat + step) % n for step in range(1, n + 1) if active[(seat + step) % n]]
