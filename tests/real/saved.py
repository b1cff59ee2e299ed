"""What the program wrote to its data folder, read as files: the match in progress (`saves/<game>.json`, the
engine's action log), the settings and the archive of finished matches (docs/store.md).

The saved log is read back with the engine's own reader (`load_match`, as Continue reads it), so a test can
ask what a seat held after a given move without knowing how the deck is dealt. Every file is written atomically
(a rename), so a read sees the whole of one version or, once the match is over and archived, no save at all."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import load_match
from game.core.match import Match

Entry = dict[str, Any]


def save_file(home: Path, game: str) -> Path:
    return home / "saves" / f"{game}.json"


def saved_log(home: Path, game: str) -> list[Entry]:
    """The saved match's log (deals and moves, in order); [] without a save."""
    body = _read(save_file(home, game))
    log: list[Entry] = [] if body is None else body["match"]["log"]
    return log


def saved_match(home: Path, game: str) -> Match | None:
    body = _read(save_file(home, game))
    return None if body is None else load_match(body["match"])


def match_after(home: Path, game: str, moves: int) -> Match:
    """The saved match as it stood after its first `moves` log entries (deals included)."""
    body = _read(save_file(home, game))
    assert body is not None, f"no saved {game} match"
    return load_match({**body["match"], "log": body["match"]["log"][:moves]})


def saved_seats(home: Path, game: str) -> list[str]:
    """The names at the saved table, seat by seat (seat 0 is yours)."""
    body = _read(save_file(home, game))
    assert body is not None, f"no saved {game} match"
    return [str(seat["name"]) for seat in body["seats"]]


def moves_of(log: list[Entry], seat: int, kind: str = "") -> list[str]:
    """The actions `seat` made, in order ("pass QH", "play 2C", …); only those starting with `kind` if given."""
    return [entry["action"] for entry in log if entry.get("seat") == seat and entry["action"].startswith(kind)]


def settings_file(home: Path) -> dict[str, Any]:
    """settings.json ({} before the program first writes it)."""
    return _read(home / "settings.json") or {}


def archived(home: Path) -> list[Path]:
    """The archived (finished) matches, oldest first."""
    return sorted((home / "archive").glob("*.json"))


def _read(path: Path) -> dict[str, Any] | None:
    try:
        body: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    return body
