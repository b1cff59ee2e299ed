"""When the player last reset a game's statistics: `statistics.json` in the data folder, a versioned file
(game/store/versioned.py) `{"since": {game: time or null}}`.

Resetting never deletes a match: the archive keeps every finished match for replays, and the statistics count
only the matches finished after the game's "since" time. Reading never fails: a missing file means no reset yet; a
damaged one is set aside (never deleted) and the statistics count every archived match again, with one sentence for
the player; a newer version's file is kept unchanged, not used, and never overwritten.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from types import MappingProxyType
from typing import Final, NamedTuple

from game.core.reasons import N_, Reason
from game.core.safe_json import shown
from game.store.clock import Clock, parse_optional_time, time_text, utc_now
from game.store.files import set_aside
from game.store.versioned import Body, NewerFile, VersionedFormat

SINCE_NAME: Final = "statistics.json"
SCHEMA: Final = "kuckuck-and-co/statistics"
VERSION: Final = 1
MAX_BYTES: Final = 16 * 1024
MAX_GAMES: Final = 40
GAME_ID: Final = re.compile(r"[a-z0-9_]{1,40}")
DAMAGED: Final = N_("Your statistics reset could not be read; it was kept as {name} and every archived match counts.")
NEWER: Final = Reason(
    N_("Your statistics reset was made by a newer version of Kuckuck & Co.; it is kept unchanged and not used.")
)

Since = Mapping[str, datetime]


def _validate(body: Body) -> dict[str, datetime]:
    if set(body) != {"since"} or not isinstance(body["since"], dict):
        raise ValueError(f"{SINCE_NAME} holds exactly one field, since: an object of games and times")
    since = body["since"]
    if len(since) > MAX_GAMES:
        raise ValueError(f"since: at most {MAX_GAMES} games, got {len(since)}")
    times: dict[str, datetime] = {}
    for game, value in since.items():
        if not GAME_ID.fullmatch(game):
            raise ValueError(f"since: {shown(game)} is not a game id")
        moment = parse_optional_time(value, f"since {game}")
        if moment is not None:
            times[game] = moment
    return times


SINCE_FORMAT: Final = VersionedFormat(
    schema=SCHEMA, version=VERSION, what=SINCE_NAME, migrations=(), validate=_validate, max_bytes=MAX_BYTES
)


class LoadedSince(NamedTuple):
    since: Since
    message: Reason | None = None
    newer: bool = False  # must not be overwritten


class SinceStore:
    """statistics.json in `folder`."""

    def __init__(self, folder: Path, clock: Clock = utc_now) -> None:
        self.folder = folder
        self.clock = clock

    @property
    def path(self) -> Path:
        return self.folder / SINCE_NAME

    def load(self) -> LoadedSince:
        """The reset times; never raises."""
        try:
            times = SINCE_FORMAT.read(self.path)
        except NewerFile:
            return LoadedSince(MappingProxyType({}), NEWER, newer=True)
        except (OSError, ValueError):
            kept = set_aside(self.path)
            name = kept.name if kept is not None else SINCE_NAME
            return LoadedSince(MappingProxyType({}), Reason(DAMAGED, {"name": shown(name, 120)}))
        return LoadedSince(MappingProxyType(times or {}))

    def reset(self, game: str) -> datetime | None:
        """Count `game`'s statistics from now on; the time written, or None when the file is a newer version's
        (kept). ValueError naming `game` for a bad id; OSError when it cannot be written."""
        if not isinstance(game, str) or not GAME_ID.fullmatch(game):
            raise ValueError(f"game: expected a game id, got {shown(game)}")
        loaded = self.load()
        if loaded.newer:
            return None
        now = self.clock()
        times = {**loaded.since, game: now}
        SINCE_FORMAT.write(self.path, {"since": {g: time_text(t) for g, t in sorted(times.items())}}, indent=2)
        return now
