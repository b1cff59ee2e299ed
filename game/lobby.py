"""Who sits at the table: the menu's choices turned into seats, and the summary the results screen shows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.seats import BOT, BOT_LEVELS, HUMAN, SeatConfig
from game.i18n import tr

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
            raise ValueError(f"bot level: expected one of {', '.join(BOT_LEVELS)}, got {self.bot_level!r}")

    @property
    def humans(self) -> int:
        return self.players - self.bots

    def seats(self) -> list[SeatConfig]:
        """Humans take the first seats (seat 0 sits at the bottom of the screen), bots the rest."""
        seats = [SeatConfig(HUMAN, self.human_name(i)) for i in range(self.humans)]
        seats += [SeatConfig(BOT, BOT_NAMES[i % len(BOT_NAMES)], self.bot_level) for i in range(self.bots)]
        return seats

    def human_name(self, index: int) -> str:
        return tr("You") if self.humans == 1 else tr("Player {number}", number=index + 1)


def seats_to_json(seats: list[SeatConfig]) -> list[dict[str, Any]]:
    return [{"kind": s.kind, "name": s.name, "level": s.level} for s in seats]


def seats_from_json(raw: list[dict[str, Any]]) -> list[SeatConfig]:
    """Seats of a saved match; an unknown kind or bot level raises ValueError naming the bad value."""
    return [_seat_from_json(number, entry) for number, entry in enumerate(raw)]


def _seat_from_json(number: int, entry: dict[str, Any]) -> SeatConfig:
    if not isinstance(entry, dict):
        raise ValueError(f"seat {number}: expected an object, got {entry!r}")
    kind = str(entry.get("kind"))
    if kind not in (HUMAN, BOT):
        raise ValueError(f"seat {number} kind: expected human or bot, got {kind!r}")
    level = str(entry.get("level", "normal"))
    if level not in BOT_LEVELS:
        raise ValueError(f"seat {number} level: expected one of {', '.join(BOT_LEVELS)}, got {level!r}")
    return SeatConfig(kind, str(entry.get("name", "?")), level)


@dataclass(frozen=True)
class ResultsSummary:
    """What the results screen shows: the winner and the order in which the others went out."""

    names: tuple[str, ...]
    winners: tuple[int, ...]
    eliminated: tuple[tuple[int, ...], ...]  # first out first
    deals: int
    setup: MatchSetup
    out_in_deal: tuple[int, ...] = ()  # per eliminated group, the deal it went out in (when known)

    def standings(self) -> list[tuple[int, tuple[int, ...]]]:
        """(place, seats) from the winner down; seats that went out together share a place."""
        places = [(1, self.winners)]
        place = 1 + len(self.winners)
        for group in reversed(self.eliminated):
            places.append((place, group))
            place += len(group)
        return places
