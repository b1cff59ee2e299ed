"""The statistics' memory: the facts of every archived match already counted, in `stats-cache.json`, so that
opening the statistics replays only the matches finished since the last time (200 replays take seconds).

A versioned file (game/store/versioned.py) `{"matches": {archive id: facts}}`. It holds nothing that the archive
does not, and is never trusted beyond it: a match's facts count only while they describe the archived match as it
is now (the same file, by its fingerprint, with the same people and result); a missing, damaged or outdated cache
is rebuilt from the archive (a damaged one is set aside first, never
deleted, and the player told in one sentence); a newer version's file is kept unchanged and not used.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final, NamedTuple

from game.core.reasons import N_, Reason
from game.core.safe_json import shown
from game.stats.facts import MatchFacts, from_json, to_json
from game.store.files import set_aside
from game.store.versioned import Body, NewerFile, VersionedFormat

CACHE_NAME: Final = "stats-cache.json"
SCHEMA: Final = "kuckuck-and-co/stats-cache"
VERSION: Final = 3  # 2: each match's facts say whether it came from its seed, and of which archive file; 3: hints
MAX_BYTES: Final = 2 * 1024 * 1024  # 200 matches of 20 people each stay far below
MAX_MATCHES: Final = 1000
DAMAGED: Final = N_(
    "The statistics' memory could not be read; it was kept as {name} and counted again from the archive."
)


def _validate(body: Body) -> dict[str, MatchFacts]:
    if set(body) != {"matches"} or not isinstance(body["matches"], dict):
        raise ValueError(f"{CACHE_NAME} holds exactly one field, matches")
    matches = body["matches"]
    if len(matches) > MAX_MATCHES:
        raise ValueError(f"matches: at most {MAX_MATCHES}, got {len(matches)}")
    return {entry_id: from_json(entry_id, raw) for entry_id, raw in matches.items()}


def _from_version_1(body: Body) -> Body:
    """Version 1 knew neither the seed's mark nor the file: each match is kept, to be counted again."""
    matches = body.get("matches")
    if not isinstance(matches, dict):
        return body
    again = {"from_seed": False, "digest": ""}
    return {
        **body,
        "matches": {key: {**raw, **again} if isinstance(raw, dict) else raw for key, raw in matches.items()},
    }


def _from_version_2(body: Body) -> Body:
    """Version 2 did not say whether hints were asked for: each match is kept, to be counted again."""
    matches = body.get("matches")
    if not isinstance(matches, dict):
        return body
    again = {"hints": False, "digest": ""}
    return {
        **body,
        "matches": {key: {**raw, **again} if isinstance(raw, dict) else raw for key, raw in matches.items()},
    }


CACHE_FORMAT: Final = VersionedFormat(
    schema=SCHEMA,
    version=VERSION,
    what=CACHE_NAME,
    migrations=(_from_version_1, _from_version_2),
    validate=_validate,
    max_bytes=MAX_BYTES,
)


class LoadedCache(NamedTuple):
    facts: dict[str, MatchFacts]
    message: Reason | None = None
    newer: bool = False


class StatsCacheStore:
    """stats-cache.json in `folder`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def path(self) -> Path:
        return self.folder / CACHE_NAME

    def load(self) -> LoadedCache:
        """The cached facts by archive id; never raises."""
        try:
            facts = CACHE_FORMAT.read(self.path)
        except NewerFile:
            return LoadedCache({}, newer=True)
        except (OSError, ValueError):
            kept = set_aside(self.path)
            name = kept.name if kept is not None else CACHE_NAME
            return LoadedCache({}, Reason(DAMAGED, {"name": shown(name, 120)}))
        return LoadedCache(facts or {})

    def save(self, facts: dict[str, MatchFacts]) -> bool:
        """Write atomically; False when the file is a newer version's (kept). OSError when it cannot be written."""
        if CACHE_FORMAT.is_newer(self.path):
            return False
        CACHE_FORMAT.write(self.path, {"matches": {entry_id: to_json(f) for entry_id, f in sorted(facts.items())}})
        return True
