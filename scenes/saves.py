"""The match in progress is saved after every move, so quitting or a crash never loses it.

The save is the engine's action log (JSON, never pickle). It is written atomically; a corrupt file is moved aside
with a readable message instead of crashing the game.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.i18n import tr
from game.lobby import seats_from_json
from scenes.files import BackgroundWriter, set_aside

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig

SAVE_NAME = "current_match.json"


def data_dir() -> Path:
    """KUCKUCK_HOME if set (tests use it), else the XDG data folder."""
    override = os.environ.get("KUCKUCK_HOME")
    if override:
        return Path(override)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "kuckuck-and-co"


@dataclass
class SaveStore:
    folder: Path
    writer: BackgroundWriter = field(default_factory=BackgroundWriter, compare=False, repr=False)

    @classmethod
    def default(cls) -> SaveStore:
        return cls(data_dir())

    @property
    def path(self) -> Path:
        return self.folder / SAVE_NAME

    def save_soon(self, match: Match, seats: list[dict[str, Any]]) -> None:
        """Save the match and who sits where without blocking the frame; `flush()` waits for it, and failures
        come back through `writer.take_errors()`."""
        self.writer.submit(self.path, json.dumps({"match": match.to_dict(), "seats": seats}))

    def flush(self) -> None:
        self.writer.flush()

    def load(self) -> tuple[Match, list[SeatConfig]] | None:
        """The saved match and its seats, or None. A damaged save (the match or a seat) is renamed aside and
        reported with ValueError."""
        from game import Match  # the engine loads when a match does, not with the title screen

        self.flush()
        if not self.path.exists():
            return None
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            match = Match.from_dict(data["match"])
            seats = seats_from_json(data["seats"])
            if len(seats) != match.players:
                raise ValueError("seat list does not match the players")
        except (OSError, ValueError, KeyError, TypeError) as error:
            broken = self.path.with_suffix(".damaged.json")
            set_aside(self.path, broken)
            raise ValueError(
                tr("The saved match could not be read ({error}); it was kept as {name}.", error=error, name=broken.name)
            ) from None
        return match, seats

    def clear(self) -> None:
        self.writer.discard(self.path)
        self.flush()
        self.path.unlink(missing_ok=True)

    def has_save(self) -> bool:
        self.flush()
        return self.path.exists()
