"""The match in progress of each game is saved after every move, so quitting or a crash never loses it.

A save is the engine's action log (JSON, never pickle) plus who sits where, in `saves/<game>.json` of the data
folder. It is written atomically on a background thread; a damaged file is set aside with a readable reason
instead of crashing the game or being overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.reasons import Reason
from game.core.safe_json import loads
from game.lobby import seats_from_json
from game.store.files import read_text, set_aside
from game.store.paths import data_dir
from game.store.writer import BackgroundWriter

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig

SAVES_FOLDER = "saves"
MAX_BYTES = 4 * 1024 * 1024


class DamagedSave(ValueError):
    """A save that could not be read; it has been set aside. `reason` is for the player (untranslated)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.english())
        self.reason = reason


@dataclass
class SaveStore:
    folder: Path
    writer: BackgroundWriter = field(default_factory=BackgroundWriter, compare=False, repr=False)

    @classmethod
    def default(cls) -> SaveStore:
        return cls(data_dir())

    def path(self, game: str) -> Path:
        return self.folder / SAVES_FOLDER / f"{game}.json"

    def save_soon(self, match: Match, seats: list[dict[str, Any]]) -> None:
        """Save the match and who sits where without blocking the frame; `flush()` waits for it, and failures
        come back through `writer.take_errors()`."""
        text = json.dumps({"match": match.to_dict(), "seats": seats})
        self.writer.submit(self.path(match.spec.id), text)

    def flush(self) -> None:
        self.writer.flush()

    def load(self, game: str) -> tuple[Match, list[SeatConfig]] | None:
        """The saved match of `game` and its seats, or None. A damaged save is set aside and reported with
        DamagedSave."""
        from game import Match  # the engine loads when a match does, not with the title screen

        self.flush()
        path = self.path(game)
        try:
            text = read_text(path, MAX_BYTES)
            if text is None:
                return None
            data = loads(text, "the save")
            if not isinstance(data, dict) or set(data) != {"match", "seats"}:
                raise ValueError("the save must hold a match and its seats")
            match = Match.from_dict(data["match"])
            if match.spec.id != game:
                raise ValueError(f"the save holds a match of {match.spec.id}, not {game}")
            seats = seats_from_json(data["seats"])
            if len(seats) != match.players:
                raise ValueError("seat list does not match the players")
        except (OSError, ValueError) as error:
            kept = set_aside(path)
            raise DamagedSave(
                Reason(
                    "The saved match could not be read ({error}); it was kept as {name}.",
                    {"error": str(error)[:200], "name": kept.name if kept else path.name},
                )
            ) from None
        return match, seats

    def clear(self, game: str) -> None:
        path = self.path(game)
        self.writer.discard(path)
        self.flush()
        path.unlink(missing_ok=True)

    def has_save(self, game: str) -> bool:
        self.flush()
        return self.path(game).exists()
