"""Finished matches, kept for statistics and replays: one versioned JSON file per match in `archive/`.

Each file holds the match's log (the engine's action log, engine version included), who sat where, the game, its
options, the final scores and winners, when the match started and finished, and how many hints were asked for. Files
are named after the finish time in UTC plus a counter (`20261201T090229Z-001-kuckuck.json`), so they sort by time
and two matches finished in the same second still get two files; the newest `KEEP` are kept. Listing reads each
file's header fields and checks the log's shape without replaying it (a cache keyed by file size and time makes a
second listing nearly free); loading one replays it and checks the stored result against the replay. A damaged file
is set aside (never deleted) and reported; a file of a newer version is kept as it is and skipped."""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from game.core.log_format import check_log, deals_from_seed
from game.core.options import OptionValue
from game.core.reasons import N_, Reason
from game.core.safe_json import clean_text, quoted, shown
from game.lobby import seats_from_json
from game.store.clock import Clock, parse_optional_time, parse_time, time_text, utc_now
from game.store.files import read_text, set_aside, write_new
from game.store.versioned import Body, NewerFile, VersionedFormat

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig

ARCHIVE_FOLDER: Final = "archive"
REVIEWS_FOLDER: Final = "reviews"  # each match's cached reviews (game.store.reviews), dropped with the match
KEEP: Final = 200
SCHEMA: Final = "kuckuck-and-co/archived-match"
VERSION: Final = 2
MAX_BYTES: Final = 4 * 1024 * 1024
MAX_ERROR: Final = 200  # characters of a defect quoted to the player
DIGEST_DIGITS: Final = 16  # hex digits of a file's fingerprint
FIELDS: Final = frozenset(
    {"game", "match", "seats", "options", "scores", "winners", "started", "finished", "engine", "hints"}
)
ID_PATTERN: Final = re.compile(r"(?P<stamp>\d{8}T\d{6}Z)-(?P<number>\d{3,9})-(?P<game>[a-z0-9_]{1,40})")
STAMP: Final = "%Y%m%dT%H%M%SZ"

DAMAGED: Final = N_("An archived match could not be read ({error}); it was kept as {name}.")
NEWER: Final = N_("An archived match ({name}) was made by a newer version of Kuckuck & Co.; it is kept and skipped.")


class DamagedArchive(ValueError):
    """An archived match that could not be read (set aside), or is of a newer version (kept). `reason` is for
    the player (untranslated)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.english())
        self.reason = reason


class NewerArchive(DamagedArchive):
    """An archived match made by a newer version of the program: kept where it is, not loaded."""


@dataclass(frozen=True)
class ArchiveEntry:
    """What the listing knows of one archived match without replaying it."""

    id: str  # the file name without .json: give it to `load`
    game: str
    options: Mapping[str, OptionValue]
    seats: tuple[SeatConfig, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    started: datetime | None  # None: the match was resumed from a save that did not record it
    finished: datetime
    engine: str  # the engine version that played it
    seed: int  # the match's seed (its entropy), shown once the match is over
    from_seed: bool  # every deal is marked as shuffled from the seed (a replay checks the mark); else never counted
    digest: str  # of the file's text: the statistics' memory of this match holds only while it is the same file
    hints: int = 0  # how many hints the people at the table asked for (game.ai.hints): a match "with hints"

    @property
    def players(self) -> int:
        return len(self.seats)


class ArchivedMatch(NamedTuple):
    entry: ArchiveEntry
    match: Match  # replayed to its end


class Skipped(NamedTuple):
    """An archive file left out of a listing, and why (for the player, untranslated)."""

    name: str
    reason: Reason


class ArchiveListing(NamedTuple):
    entries: tuple[ArchiveEntry, ...]  # newest first
    skipped: tuple[Skipped, ...]


def _seat_numbers(value: object, name: str, players: int, *, unique: bool) -> tuple[int, ...]:
    if type(value) is not list or not all(type(v) is int and 0 <= v < players for v in value):
        raise ValueError(f"{name}: expected a list of seat numbers 0..{players - 1}")
    if unique and len(set(value)) != len(value):
        raise ValueError(f"{name}: a seat is listed twice")
    return tuple(value)


def _version_1_to_2(body: Body) -> Body:
    """Version 1 did not count hints: the game offered none."""
    return {**body, "hints": 0}


def _validate(body: Body) -> tuple[ArchiveEntry, dict[str, Any]]:
    """The entry (its id still empty) and the raw log, the fields checked against each other and against the
    log's shape, without replaying it."""
    if set(body) != FIELDS:
        raise ValueError(f"an archived match has exactly the fields {', '.join(sorted(FIELDS))}")
    log = check_log(body["match"])
    if body["game"] != log.game or body["options"] != log.options:
        raise ValueError("the game and options do not match the log")
    if not clean_text(body["engine"], 40):
        raise ValueError(f"engine: expected a version such as 0.2.0, got {shown(body['engine'])}")
    seats = seats_from_json(body["seats"])
    if len(seats) != log.players:
        raise ValueError(f"{len(seats)} seats for {log.players} players")
    scores = body["scores"]
    if type(scores) is not list or len(scores) != log.players or not all(type(s) is int for s in scores):
        raise ValueError(f"scores: expected a whole number for each of the {log.players} players")
    hints = body["hints"]
    if type(hints) is not int or hints < 0:
        raise ValueError(f"hints: expected a whole number >= 0, got {shown(hints)}")
    entry = ArchiveEntry(
        id="",
        game=log.game,
        options=MappingProxyType(dict(log.options)),
        seats=tuple(seats),
        scores=tuple(scores),
        winners=_seat_numbers(body["winners"], "winners", log.players, unique=True),
        started=parse_optional_time(body["started"], "started"),
        finished=parse_time(body["finished"], "finished"),
        engine=body["engine"],
        seed=log.entropy,
        from_seed=deals_from_seed(log.entries),
        digest="",  # the text's, set by whoever read it
        hints=hints,
    )
    return entry, body["match"]


def digest_of(text: str) -> str:
    """A short fingerprint of an archive file's text (no two different matches share one in practice)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_DIGITS]


ARCHIVE_FORMAT: Final = VersionedFormat(
    schema=SCHEMA,
    version=VERSION,
    what="the archived match",
    migrations=(_version_1_to_2,),
    validate=_validate,
    max_bytes=MAX_BYTES,
)


def _sort_key(entry_id: str) -> tuple[str, int, str]:
    found = ID_PATTERN.fullmatch(entry_id)
    assert found is not None  # only ids that match are listed
    return found["stamp"], int(found["number"]), found["game"]


class ArchiveStore:
    """`archive/` in `folder`. Only one program writes it at a time (game/store/lock.py)."""

    def __init__(self, folder: Path, clock: Clock = utc_now, keep: int = KEEP) -> None:
        if type(keep) is not int or keep < 1:
            raise ValueError(f"keep: expected a whole number of matches >= 1, got {quoted(keep)}")
        self.folder = folder
        self.clock = clock
        self.keep = keep
        self._cache: dict[str, tuple[tuple[int, int], ArchiveEntry]] = {}  # id -> ((size, mtime), entry)

    @property
    def path(self) -> Path:
        return self.folder / ARCHIVE_FOLDER

    def add(
        self, match: Match, seats_json: list[dict[str, Any]], started: datetime | None = None, hints: int = 0
    ) -> ArchiveEntry:
        """Archive a finished match (ValueError naming `match` or `seats_json` otherwise) and drop the oldest
        beyond the newest `keep`. `started` comes from SaveStore.started_at; `hints` counts the hints asked for.
        OSError when it cannot be written."""
        if not match.over:
            raise ValueError("match: only a finished match is archived")
        seats = seats_from_json(seats_json)
        if len(seats) != match.players:
            raise ValueError(f"seats_json: {len(seats)} seats for {match.players} players")
        finished = self.clock()
        log = match.to_dict()
        body = {
            "game": match.spec.id,
            "match": log,
            "seats": seats_json,
            "options": log["options"],
            "scores": list(match.scores),
            "winners": list(match.winners),
            "started": None if started is None else time_text(started),
            "finished": time_text(finished),
            "engine": log["engine"],
            "hints": hints,
        }
        stamp = finished.astimezone(UTC).strftime(STAMP)
        names = (f"{stamp}-{number:03d}-{match.spec.id}.json" for number in itertools.count(1))
        text = ARCHIVE_FORMAT.encode(body)
        entry, _ = ARCHIVE_FORMAT.decode(text)  # what the listing will read back
        path = write_new(self.path, names, text)
        self.prune()
        return replace(entry, id=path.stem, digest=digest_of(text))

    def entries(self) -> tuple[ArchiveEntry, ...]:
        """Every readable archived match, newest first (see `listing` for the ones skipped)."""
        return self.listing().entries

    def listing(self) -> ArchiveListing:
        """Every readable archived match, newest first, and the files left out with the reason. Never raises:
        a damaged file is set aside, a newer version's file is skipped and kept."""
        entries: list[ArchiveEntry] = []
        skipped: list[Skipped] = []
        for entry_id in self._ids():
            try:
                entries.append(self._read_entry(entry_id))
            except DamagedArchive as problem:
                skipped.append(Skipped(f"{entry_id}.json", problem.reason))
        return ArchiveListing(tuple(entries), tuple(skipped))

    def load(self, entry_id: str) -> ArchivedMatch:
        """One archived match, replayed. ValueError naming `entry_id` when there is no such match; DamagedArchive
        (set aside) when it does not replay to the result it records; NewerArchive when it is too new."""
        from game import load_match  # the engine loads when a match does

        if not isinstance(entry_id, str) or ID_PATTERN.fullmatch(entry_id) is None:
            raise ValueError(f"entry_id: not an archived match id: {shown(entry_id)}")
        path = self._file(entry_id)
        if not path.is_file():
            raise ValueError(f"entry_id: no archived match {entry_id}")
        entry, log = self._read(entry_id)
        try:
            match = load_match(log)
            if not match.over or tuple(match.scores) != entry.scores or tuple(match.winners) != entry.winners:
                raise ValueError("the recorded result is not what the log plays to")
        except ValueError as error:
            raise self._damaged(entry_id, error) from None
        return ArchivedMatch(entry, match)

    def prune(self) -> None:
        """Delete the oldest readable archived matches beyond the newest `keep` (damaged files are set aside by
        the listing, newer versions' files are kept: neither is ever deleted). Reads nothing while the archive
        holds no more than `keep` files."""
        if len(self._ids()) <= self.keep:
            return
        for entry in self.listing().entries[self.keep :]:
            try:
                self._file(entry.id).unlink(missing_ok=True)
            except OSError:
                continue
            self._cache.pop(entry.id, None)
            with contextlib.suppress(OSError):
                (self.folder / REVIEWS_FOLDER / f"{entry.id}.json").unlink(missing_ok=True)

    # --- helpers ------------------------------------------------------------------------------------------

    def _file(self, entry_id: str) -> Path:
        return self.path / f"{entry_id}.json"

    def _ids(self) -> list[str]:
        """The ids of the archive's files, newest first (temporary and set-aside files do not match)."""
        try:
            names = [entry.name for entry in os.scandir(self.path) if entry.is_file()]
        except OSError:
            return []
        ids = [name.removesuffix(".json") for name in names if name.endswith(".json")]
        return sorted((i for i in ids if ID_PATTERN.fullmatch(i)), key=_sort_key, reverse=True)

    def _read_entry(self, entry_id: str) -> ArchiveEntry:
        try:
            status = self._file(entry_id).stat()
            stamp = (status.st_size, status.st_mtime_ns)
        except OSError:
            stamp = (-1, -1)
        cached = self._cache.get(entry_id)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        entry, _ = self._read(entry_id)
        self._cache[entry_id] = (stamp, entry)
        return entry

    def _read(self, entry_id: str) -> tuple[ArchiveEntry, dict[str, Any]]:
        """The entry and its raw log; DamagedArchive (set aside) or NewerArchive (kept)."""
        path = self._file(entry_id)
        try:
            text = read_text(path, MAX_BYTES)
            if text is None:
                raise ValueError("the file is gone")
            entry, log = ARCHIVE_FORMAT.decode(text)
            named = ID_PATTERN.fullmatch(entry_id)
            if named is None or named["game"] != entry.game:
                raise ValueError(f"the file name says {entry_id}, the file holds {shown(entry.game)}")
            return replace(entry, id=entry_id, digest=digest_of(text)), log
        except NewerFile:
            raise NewerArchive(Reason(NEWER, {"name": path.name})) from None
        except (OSError, ValueError) as error:
            raise self._damaged(entry_id, error) from None

    def _damaged(self, entry_id: str, error: Exception) -> DamagedArchive:
        path = self._file(entry_id)
        kept = set_aside(path)
        self._cache.pop(entry_id, None)
        return DamagedArchive(
            Reason(DAMAGED, {"error": shown(str(error), MAX_ERROR), "name": kept.name if kept else path.name})
        )
