"""The match in progress of each game is saved after every move, so quitting or a crash never loses it.

A save is the engine's action log (JSON, never pickle) plus who sits where, when the match started and, against the
clock (Speed-Kuckuck), how long the decision on the table has already run (game/decision_clock.py) and how many
hints were asked for, in `saves/<game>.json` of the data folder, a versioned file (game/store/versioned.py). It is
written atomically on a background thread. A damaged file is set aside with a readable reason instead of crashing
the game or being overwritten; a file from a newer version of the program is kept as it is: reported, never loaded,
overwritten or removed. A write cut short by a kill leaves only a temporary file beside the save, removed on the
next start. The single save of earlier versions (`current_match.json` in the data folder) moves to
`saves/kuckuck.json` on first use."""

from __future__ import annotations

import contextlib
import weakref
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from game.core.reasons import N_, Reason
from game.core.safe_json import shown
from game.decision_clock import ClockState, decision_limit_ms
from game.lobby import seats_from_json
from game.store.clock import Clock, parse_optional_time, time_text, utc_now
from game.store.files import TEMPORARY_SUFFIX, move_unless_taken, set_aside
from game.store.paths import data_dir
from game.store.versioned import Body, NewerFile, VersionedFormat
from game.store.writer import BackgroundWriter

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig

SAVES_FOLDER: Final = "saves"
LEGACY_SAVE: Final = "current_match.json"  # versions before 0.2: one Kuckuck save in the data folder itself
LEGACY_GAME: Final = "kuckuck"
MAX_BYTES: Final = 4 * 1024 * 1024
SCHEMA: Final = "kuckuck-and-co/save"
VERSION: Final = 4
MAX_ERROR: Final = 200  # characters of a defect quoted to the player

DAMAGED: Final = N_("The saved match could not be read ({error}); it was kept as {name}.")
NEWER: Final = N_("The saved match was made by a newer version of Kuckuck & Co.; it is kept unchanged as {name}.")
NOT_SAVED: Final = "the match is not saved: {name} was made by a newer version of Kuckuck & Co. and is kept"


class DamagedSave(ValueError):
    """A save that could not be read; it has been set aside. `reason` is for the player (untranslated)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.english())
        self.reason = reason


class NewerSave(DamagedSave):
    """A save made by a newer version of the program: not loaded, and kept where it is (not set aside)."""


class SavedMatch(NamedTuple):
    match: Match
    seats: list[SeatConfig]
    started: datetime | None  # None: saved by a version that did not record it
    clock: ClockState | None = None  # the decision clock on the table (Speed-Kuckuck), None without one
    hints: int = 0  # how many hints the people at the table asked for (game.ai.hints)


def _version_1_to_2(body: Body) -> Body:
    """Version 1 ({"match", "seats"}, no header) did not record when the match started."""
    return {**body, "started": None}


def _version_2_to_3(body: Body) -> Body:
    """Version 2 did not keep the decision clock: a resumed decision started its clock afresh."""
    return {**body, "clock": None}


def _version_3_to_4(body: Body) -> Body:
    """Version 3 did not count the hints asked for: none were (the game offered none)."""
    return {**body, "hints": 0}


def _legacy_version(raw: Body) -> int | None:
    return 1 if "version" not in raw and set(raw) == {"match", "seats"} else None


def _validate(body: Body) -> SavedMatch:
    from game import load_match  # the engine loads when a match does, not with the title screen

    if set(body) != {"match", "seats", "started", "clock", "hints"}:
        raise ValueError("the save must hold a match, its seats, when it started, its clock and its hints")
    hints = body["hints"]
    if type(hints) is not int or hints < 0:
        raise ValueError(f"hints: expected a whole number >= 0, got {shown(hints)}")
    started = parse_optional_time(body["started"], "started")
    match = load_match(body["match"])
    seats = seats_from_json(body["seats"])
    if len(seats) != match.players:
        raise ValueError(f"the save has {len(seats)} seats for {match.players} players")
    clock = body["clock"]
    if clock is not None:
        match.auto_deal = False  # read the log as it is: a deal still due means nobody is to move
        clock = ClockState.from_json(clock, decision_limit_ms(match.options), match.to_move, match.actions_taken)
        match.auto_deal = True
    return SavedMatch(match, seats, started, clock, hints)


SAVE_FORMAT: Final = VersionedFormat(
    schema=SCHEMA,
    version=VERSION,
    what="the save",
    migrations=(_version_1_to_2, _version_2_to_3, _version_3_to_4),
    validate=_validate,
    max_bytes=MAX_BYTES,
    legacy_version=_legacy_version,
)


@dataclass
class SaveStore:
    folder: Path
    writer: BackgroundWriter = field(default_factory=BackgroundWriter, compare=False, repr=False)
    clock: Clock = field(default=utc_now, compare=False, repr=False)
    # when the match this store last saved or loaded for each game started (keyed by the Match object itself)
    _started: dict[str, tuple[weakref.ref[Match], datetime | None]] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )
    # the save this store last loaded for each game, with the match it holds (its clock, its hints)
    _loaded: dict[str, tuple[weakref.ref[Match], SavedMatch]] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )
    _newer: dict[str, bool] = field(default_factory=dict, init=False, compare=False, repr=False)
    _told: set[str] = field(default_factory=set, init=False, compare=False, repr=False)
    _adopted: bool = field(default=False, init=False, compare=False, repr=False)

    @classmethod
    def default(cls) -> SaveStore:
        return cls(data_dir())

    def path(self, game: str) -> Path:
        return self.folder / SAVES_FOLDER / f"{game}.json"

    def save_soon(
        self, match: Match, seats: list[dict[str, Any]], clock: ClockState | None = None, hints: int = 0
    ) -> None:
        """Save the match, who sits where, the clock of the decision on the table and how many hints were asked
        for, without blocking the frame;
        `flush()` waits for it, and failures come back through `writer.take_errors()` (also when a newer
        version's save must be kept instead)."""
        game = match.spec.id
        self._adopt_legacy()
        path = self.path(game)
        if self._keeps_newer(game):
            if game not in self._told:
                self._told.add(game)
                self.writer.report(NOT_SAVED.format(name=path.name))
            return
        started = self._started_for(match)
        body = {
            "match": match.to_dict(),
            "seats": seats,
            "started": None if started is None else time_text(started),
            "clock": None if clock is None else clock.to_json(),
            "hints": hints,
        }
        self.writer.submit(path, SAVE_FORMAT.encode(body))

    def started_at(self, match: Match) -> datetime | None:
        """When `match` started, as far as this store knows (it saved or loaded it); None otherwise."""
        known = self._started.get(match.spec.id)
        return known[1] if known is not None and known[0]() is match else None

    def resumed_clock(self, match: Match) -> ClockState | None:
        """The decision clock saved with `match`, when this store loaded it (None: no clock, or not loaded here)."""
        saved = self._saved(match)
        return None if saved is None else saved.clock

    def resumed_hints(self, match: Match) -> int:
        """How many hints were asked for in `match` before it was saved, when this store loaded it (else 0)."""
        saved = self._saved(match)
        return 0 if saved is None else saved.hints

    def _saved(self, match: Match) -> SavedMatch | None:
        known = self._loaded.get(match.spec.id)
        return known[1] if known is not None and known[0]() is match else None

    def flush(self) -> None:
        self.writer.flush()

    def load(self, game: str) -> tuple[Match, list[SeatConfig]] | None:
        """The saved match of `game` and its seats, or None. A damaged save is set aside and reported with
        DamagedSave; a save of a newer version is kept and reported with NewerSave (a DamagedSave)."""
        self.flush()
        self._adopt_legacy()
        path = self.path(game)
        try:
            saved = SAVE_FORMAT.read(path)
            if saved is None:
                return None
            if saved.match.spec.id != game:
                raise ValueError(f"the save holds a match of {shown(saved.match.spec.id)}, not {shown(game)}")
        except NewerFile:
            self._newer[game] = True
            raise NewerSave(Reason(NEWER, {"name": path.name})) from None
        except (OSError, ValueError) as error:
            kept = set_aside(path)
            raise DamagedSave(
                Reason(DAMAGED, {"error": shown(str(error), MAX_ERROR), "name": kept.name if kept else path.name})
            ) from None
        self._newer[game] = False
        self._started[game] = (weakref.ref(saved.match), saved.started)
        self._loaded[game] = (weakref.ref(saved.match), saved)
        return saved.match, saved.seats

    def clear(self, game: str) -> None:
        """Forget the saved match of `game` (a save of a newer version stays)."""
        path = self.path(game)
        self.writer.discard(path)
        self.flush()
        if not self._keeps_newer(game):
            path.unlink(missing_ok=True)

    def has_save(self, game: str) -> bool:
        self.flush()
        self._adopt_legacy()
        return self.path(game).exists()

    # --- helpers ------------------------------------------------------------------------------------------

    def _started_for(self, match: Match) -> datetime | None:
        """The start of a match saved or loaded before (None when its save did not say), else now."""
        known = self._started.get(match.spec.id)
        if known is not None and known[0]() is match:
            return known[1]
        started = self.clock()
        self._started[match.spec.id] = (weakref.ref(match), started)
        return started

    def _keeps_newer(self, game: str) -> bool:
        """Whether the file of `game` is a newer version's save, which this program must leave alone (read once
        per game: only this process writes the data folder, see game/store/lock.py)."""
        if game not in self._newer:
            self._newer[game] = SAVE_FORMAT.is_newer(self.path(game))
        return self._newer[game]

    def _sweep_temporaries(self) -> None:
        """Remove what a write cut short by a crash or a kill left behind (`.kuckuck.json.x1y2.tmp`): only this
        program writes the folder (game/store/lock.py) and it has not written yet, so none of them is in use."""
        with contextlib.suppress(OSError):
            for leftover in (self.folder / SAVES_FOLDER).glob(f".*{TEMPORARY_SUFFIX}"):
                with contextlib.suppress(OSError):
                    leftover.unlink()

    def _adopt_legacy(self) -> None:
        """Move the previous layout's `current_match.json` to `saves/kuckuck.json`, unless that exists already
        (then the old file stays where it is, untouched)."""
        if self._adopted:
            return
        self._adopted = True
        self._sweep_temporaries()
        old = self.folder / LEGACY_SAVE
        if not old.is_file():
            return
        target = self.path(LEGACY_GAME)
        with contextlib.suppress(OSError):
            target.parent.mkdir(parents=True, exist_ok=True)
            if move_unless_taken(old, target):
                self._newer.pop(LEGACY_GAME, None)
