"""Who sits at the table: the menu's choices turned into seats, and seats to and from a save."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.safe_json import clean_text, quoted, shown
from game.core.seats import BOT, BOT_LEVELS, HUMAN, SeatConfig

MAX_NAME = 24  # characters of a player's name

BOT_NAMES = (
    "Anke", "Bram", "Clara", "Dirk", "Elke", "Finn", "Greta", "Hugo", "Ilse", "Jens",
    "Katrin", "Lars", "Mia", "Nils", "Olga", "Piet", "Rosa", "Sven", "Tine", "Udo",
)  # fmt: skip


@dataclass(frozen=True)
class MatchSetup:
    game: str = "kuckuck"
    players: int = 6
    bots: int = 5
    bot_level: str = "normal"
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 0 <= self.bots <= self.players:
            raise ValueError(f"bots: expected 0..{self.players}, got {self.bots}")
        if self.bot_level not in BOT_LEVELS:
            raise ValueError(f"bot level: expected one of {', '.join(BOT_LEVELS)}, got {quoted(self.bot_level)}")

    @property
    def humans(self) -> int:
        return self.players - self.bots

    def seats(self, human_names: Sequence[str] = (), phones: Sequence[bool] = ()) -> list[SeatConfig]:
        """Humans take the first seats (seat 0 sits at the bottom of the screen), bots the rest. Humans are named
        from `human_names` (the scene passes them in the player's language), else "You" / "Player 2" …; the n-th
        human plays on a phone when `phones[n]` is true."""
        seats = [
            SeatConfig(HUMAN, self._human_name(i, human_names), phone=i < len(phones) and bool(phones[i]))
            for i in range(self.humans)
        ]
        seats += [SeatConfig(BOT, BOT_NAMES[i % len(BOT_NAMES)], self.bot_level) for i in range(self.bots)]
        return seats

    def _human_name(self, index: int, names: Sequence[str]) -> str:
        if index < len(names):
            return names[index]
        return "You" if self.humans == 1 else f"Player {index + 1}"


def seats_to_json(seats: list[SeatConfig]) -> list[dict[str, Any]]:
    """Each seat as an object; `phone` only for a phone seat (files without it are screen and bot seats)."""
    return [{"kind": s.kind, "name": s.name, "level": s.level} | ({"phone": True} if s.phone else {}) for s in seats]


def seats_from_json(raw: object) -> list[SeatConfig]:
    """Seats of a saved match; anything malformed raises ValueError naming the seat and the bad value."""
    if type(raw) is not list:
        raise ValueError("seats: expected a list of seats")
    return [_seat_from_json(number, entry) for number, entry in enumerate(raw)]


def _seat_from_json(number: int, entry: object) -> SeatConfig:
    if not isinstance(entry, dict) or set(entry) - {"phone"} != {"kind", "name", "level"}:
        raise ValueError(f"seat {number} fields: expected an object with kind, name, level (and phone)")
    kind, name, level, phone = entry["kind"], entry["name"], entry["level"], entry.get("phone", False)
    if kind not in (HUMAN, BOT):
        raise ValueError(f"seat {number} kind: expected human or bot, got {shown(kind, 20)}")
    if level not in BOT_LEVELS:
        raise ValueError(f"seat {number} level: expected one of {', '.join(BOT_LEVELS)}, got {shown(level, 20)}")
    if not clean_text(name, MAX_NAME):
        raise ValueError(f"seat {number} name: expected a name of 1-{MAX_NAME} printable characters")
    if type(phone) is not bool or (phone and kind != HUMAN):
        raise ValueError(f"seat {number} phone: expected true only for a human seat, got {shown(phone, 20)}")
    return SeatConfig(kind, name, level, phone)
