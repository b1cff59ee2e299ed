"""Random JSON, random bytes and mutated real files thrown at every loader of the store (save, settings, bindings,
archive, bankroll): no exception but the documented ones, a short printable message, and a damaged file is always
set aside with its bytes intact, never deleted, while the other files are kept. Hypothesis searches (FUZZ_EXAMPLES)
and a seeded generator throws a thousand files of every kind of damage at each loader (FUZZ_FILES)."""

from __future__ import annotations

import copy
import json
import os
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import load_match
from game.kuckuck.spec import SPEC
from game.store.archive import ArchiveStore, DamagedArchive
from game.store.bankroll import BankrollStore
from game.store.saves import DamagedSave, NewerSave, SaveStore
from game.store.settings import Settings, SettingsStore
from scenes.ui.actions import DEFAULT_BINDINGS
from scenes.ui.bindings_file import DEFAULT_BINDINGS_PATH
from scenes.ui.input import InputMapper
from tests.fuzz_files import damaged_files
from tests.store_helpers import Clock, finished, in_progress, seats

# FUZZ_EXAMPLES=5000 for a long hunt; the default keeps the suite quick
FUZZ = settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "120")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["stay", "swap", "draw", "kuckuck", "seed", "queued", "human", "bot", "hard", "QS", "\u0000"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@contextmanager
def folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def children(value: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path to a value inside `value` (dict keys and list indexes)."""
    if isinstance(value, dict):
        for key, child in value.items():
            yield (*where, key)
            yield from children(child, (*where, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield (*where, index)
            yield from children(child, (*where, index))


@st.composite
def mutated(draw: st.DrawFn, original: dict[str, Any]) -> dict[str, Any]:
    """`original` with one to three random edits: a value replaced, removed, duplicated or nudged."""
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        spots = list(children(data))
        if not spots:
            break
        where = draw(st.sampled_from(spots))
        parent = data
        for step in where[:-1]:
            parent = parent[step]
        last = where[-1]
        edit = draw(st.sampled_from(["replace", "remove", "duplicate", "nudge"]))
        if edit == "replace":
            parent[last] = draw(json_values)
        elif edit == "remove":
            del parent[last]
        elif edit == "duplicate" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif edit == "nudge" and type(parent[last]) is int:
            parent[last] += draw(st.integers(-3, 3))
        else:
            parent[last] = draw(scalars)
    return data


def real_save() -> dict[str, Any]:
    with folder() as home:
        store = SaveStore(home, clock=Clock())
        store.save_soon(in_progress(players=3, moves=5), seats(3))
        store.flush()
        data: dict[str, Any] = json.loads(store.path("kuckuck").read_text(encoding="utf-8"))
        return data


def real_archive_entry() -> dict[str, Any]:
    with folder() as home:
        entry = ArchiveStore(home, clock=Clock()).add(finished(), seats(3))
        data: dict[str, Any] = json.loads((home / "archive" / f"{entry.id}.json").read_bytes())
        return data


SAVE = real_save()
ARCHIVED = real_archive_entry()
SETTINGS = {"schema": "kuckuck-and-co/settings", "version": 3, **Settings().to_json()}
SETTINGS["games"] = {"kuckuck": {"players": 5, "bots": 4, "bot_level": "easy", "preset": "kuckuck", "options": {}}}


def file_contents(original: dict[str, Any]) -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.binary(max_size=200),
        json_values.map(lambda value: json.dumps(value).encode()),
        mutated(original).map(lambda value: json.dumps(value).encode()),
    )


def check_save_load(data: bytes) -> None:
    with folder() as home:
        store = SaveStore(home)
        path = store.path("kuckuck")
        path.parent.mkdir(parents=True)
        path.write_bytes(data)
        try:
            loaded = store.load("kuckuck")
        except NewerSave:
            assert path.read_bytes() == data  # kept in place
            return
        except DamagedSave as damaged:
            assert "\u0000" not in damaged.reason.english()
            assert (path.parent / str(damaged.reason.params["name"])).read_bytes() == data
            assert not path.exists()
            return
        assert loaded is not None
        assert path.read_bytes() == data


@FUZZ
@given(file_contents(SAVE))
def test_the_save_loader_never_crashes_and_keeps_every_damaged_file(data: bytes) -> None:
    check_save_load(data)


@FUZZ
@given(mutated(SAVE))
def test_mutated_real_saves_load_or_are_set_aside(data: dict[str, Any]) -> None:
    check_save_load(json.dumps(data).encode())


@FUZZ
@given(file_contents(SETTINGS))
def test_the_settings_loader_never_raises_and_keeps_every_damaged_file(data: bytes) -> None:
    with folder() as home:
        store = SettingsStore(home)
        store.path.write_bytes(data)
        loaded = store.load((SPEC,))
        assert isinstance(loaded.settings, Settings)
        for problem in loaded.problems:
            assert "\u0000" not in problem.english() and len(problem.english()) < 300
        if loaded.message is not None and loaded.message.message.startswith("Your settings were made by a newer"):
            assert store.path.read_bytes() == data
        elif loaded.message is not None:
            kept = [p for p in home.iterdir() if ".damaged" in p.name]
            assert [p.read_bytes() for p in kept] == [data]
        else:
            assert store.path.read_bytes() == data


@FUZZ
@given(mutated(SAVE["match"]) | json_values)
def test_match_from_json_raises_only_value_error(data: Any) -> None:
    try:
        match = load_match(json.dumps(data))
    except ValueError as error:
        assert "\u0000" not in str(error)
        return
    assert load_match(match.to_dict()).to_dict() == match.to_dict()  # what loads, saves and loads the same


@FUZZ
@given(file_contents(ARCHIVED))
def test_the_archive_listing_never_raises_and_keeps_every_damaged_file(data: bytes) -> None:
    with folder() as home:
        archive = ArchiveStore(home)
        path = home / "archive" / "20261201T090229Z-001-kuckuck.json"
        path.parent.mkdir(parents=True)
        path.write_bytes(data)
        listing = archive.listing()
        if listing.entries:
            with suppress(DamagedArchive):
                archive.load(path.stem)
        files = list(path.parent.iterdir())
        assert [f.read_bytes() for f in files] == [data]  # loaded, skipped or set aside: always still there


# --- a thousand damaged files for each loader (a seeded generator: tests/fuzz_files.py) ---------------------------

FILES = int(os.environ.get("FUZZ_FILES", "1000"))
BANKROLL = {"schema": "kuckuck-and-co/bankroll", "version": 1, "players": {"Ann": 40, "Bo": -15}}
BINDINGS: dict[str, Any] = json.loads(DEFAULT_BINDINGS_PATH.read_text(encoding="utf-8"))


def printable(message: str) -> None:
    assert "\u0000" not in message and len(message) < 500, message[:500]


def set_aside_intact(folder: Path, data: bytes) -> None:
    """The one damaged copy in `folder` holds exactly the bytes the player had."""
    kept = [p for p in folder.iterdir() if ".damaged" in p.name]
    assert [p.read_bytes() for p in kept] == [data]
    for copy_ in kept:
        copy_.unlink()


def test_a_thousand_damaged_saves_are_refused_and_kept_and_the_other_games_save_is_untouched(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.path("kuckuck")
    path.parent.mkdir(parents=True)
    other = store.path("hearts")
    other.write_bytes(b'{"schema": "kuckuck-and-co/save", "version": 3, "keep": "me"}')
    outcomes: Counter[str] = Counter()
    for kind, data in damaged_files(SAVE, FILES, seed=1):
        path.write_bytes(data)
        store = SaveStore(tmp_path)  # the next start of the program
        try:
            loaded = store.load("kuckuck")
        except NewerSave as newer:
            printable(newer.reason.english())
            assert path.read_bytes() == data
            outcomes["newer"] += 1
        except DamagedSave as damaged:
            printable(damaged.reason.english())
            assert not path.exists() and not store.has_save("kuckuck")
            set_aside_intact(path.parent, data)
            outcomes["damaged"] += 1
        else:
            assert loaded is not None and path.read_bytes() == data
            said, got = json.loads(data)["match"], loaded[0].to_dict()
            known = set(got) - {"options"}  # (a field the log format does not know is ignored)
            assert {k: said[k] for k in known} == {k: got[k] for k in known}  # what loads is what the file says …
            assert said["options"].items() <= got["options"].items()  # … an option left out takes its default
            outcomes["loaded"] += 1
        assert other.read_bytes().endswith(b'"keep": "me"}'), kind
    assert sum(outcomes.values()) == FILES >= 1000 and outcomes["damaged"] > FILES // 2, outcomes


def test_a_thousand_damaged_settings_files_give_settings_a_message_and_a_kept_copy(tmp_path: Path) -> None:
    outcomes: Counter[str] = Counter()
    for _, data in damaged_files(SETTINGS, FILES, seed=2):
        store = SettingsStore(tmp_path)
        store.path.write_bytes(data)
        loaded = store.load((SPEC,))
        assert isinstance(loaded.settings, Settings)
        for problem in loaded.problems:
            printable(problem.english())
        if loaded.message is None:
            assert store.path.read_bytes() == data
            outcomes["loaded"] += 1
        elif store.path.exists() and store.path.read_bytes() == data:
            outcomes["newer"] += 1  # a newer version's file: kept as it is
        else:
            printable(loaded.message.english())
            set_aside_intact(tmp_path, data)
            if store.path.exists():  # the good parts were written back: the next start reads them without a word
                again = SettingsStore(tmp_path).load((SPEC,))
                assert again.message is None and again.settings == loaded.settings
            outcomes["set aside"] += 1
        store.path.unlink(missing_ok=True)
    assert sum(outcomes.values()) == FILES and outcomes["set aside"] > FILES // 2, outcomes


def test_a_thousand_damaged_bindings_files_give_working_controls_and_a_kept_copy(tmp_path: Path) -> None:
    path = tmp_path / "bindings.json"
    outcomes: Counter[str] = Counter()
    for _, data in damaged_files(BINDINGS, FILES, seed=3):
        path.write_bytes(data)
        mapper = InputMapper.from_file(path, keep_aside=True)
        assert set(mapper.bindings) == set(DEFAULT_BINDINGS)
        for warning in mapper.warnings:
            printable(warning.replace(str(path), "bindings.json"))
        if not path.exists():  # not JSON at all: set aside, said so, the defaults apply
            assert "kept as bindings.damaged.json" in mapper.warnings[0]
            assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)
            set_aside_intact(tmp_path, data)
            outcomes["set aside"] += 1
        else:  # JSON: its good parts are used, the rest is named in warnings, the file is left for the player
            assert path.read_bytes() == data
            outcomes["read" if not mapper.warnings else "read with warnings"] += 1
    assert sum(outcomes.values()) == FILES and min(outcomes.values()) > 20, outcomes


def test_a_thousand_damaged_archived_matches_are_skipped_and_kept_and_the_others_still_replay(tmp_path: Path) -> None:
    archive = ArchiveStore(tmp_path, clock=Clock())
    good = archive.add(finished(), seats(3))
    path = archive.path / "20261201T090229Z-002-kuckuck.json"
    outcomes: Counter[str] = Counter()
    for _, data in damaged_files(ARCHIVED, FILES, seed=4):
        path.write_bytes(data)
        archive = ArchiveStore(tmp_path)
        listing = archive.listing()
        for skipped in listing.skipped:
            printable(skipped.reason.english())
        fuzzed = [entry for entry in listing.entries if entry.id == path.stem]
        outcome = "listed" if fuzzed else "skipped"
        if fuzzed:
            try:
                archive.load(path.stem)
            except DamagedArchive as damaged:
                printable(damaged.reason.english())
                outcome = "refused on replay"
        if path.exists():
            assert path.read_bytes() == data
            path.unlink()
        else:
            set_aside_intact(archive.path, data)
        assert archive.load(good.id).match.over  # the rest of the archive is kept and replays
        outcomes[outcome] += 1
    assert sum(outcomes.values()) == FILES and outcomes["skipped"] > FILES // 2, outcomes


def test_a_thousand_damaged_bankrolls_start_at_zero_with_a_message_and_a_kept_copy(tmp_path: Path) -> None:
    outcomes: Counter[str] = Counter()
    for _, data in damaged_files(BANKROLL, FILES, seed=5):
        store = BankrollStore(tmp_path)
        store.path.write_bytes(data)
        loaded = store.load()
        if loaded.message is None:
            assert store.path.read_bytes() == data and all(type(c) is int for c in loaded.bankroll.chips.values())
            outcomes["loaded"] += 1
        elif loaded.newer:
            assert store.path.read_bytes() == data
            outcomes["newer"] += 1
        else:
            printable(loaded.message.english())
            assert dict(loaded.bankroll.chips) == {} and not store.path.exists()
            set_aside_intact(tmp_path, data)
            outcomes["set aside"] += 1
        store.path.unlink(missing_ok=True)
    assert sum(outcomes.values()) == FILES and outcomes["set aside"] > FILES // 2, outcomes


def real_stats_cache() -> dict[str, Any]:
    """The cache of a real archived match's facts, as the statistics write it."""
    from game.stats.facts import facts_of
    from game.store.stats_cache import StatsCacheStore

    with folder() as home:
        archive = ArchiveStore(home, clock=Clock())
        entry = archive.add(finished(), seats(3))
        cache = StatsCacheStore(home)
        cache.save({entry.id: facts_of(archive.load(entry.id))})
        data: dict[str, Any] = json.loads(cache.path.read_bytes())
        return data


STATS_SINCE = {"schema": "kuckuck-and-co/statistics", "version": 1, "since": {"kuckuck": "2026-12-01T09:02:29Z"}}


def test_a_thousand_damaged_statistics_reset_files_count_every_match_with_a_message_and_a_kept_copy(
    tmp_path: Path,
) -> None:
    from game.store.stats_since import SinceStore

    SinceStore(tmp_path).path.write_text(json.dumps(STATS_SINCE), encoding="utf-8")
    assert set(SinceStore(tmp_path).load().since) == {"kuckuck"}  # the original reads: the fuzz starts from it
    outcomes: Counter[str] = Counter()
    for _, data in damaged_files(STATS_SINCE, FILES, seed=6):
        store = SinceStore(tmp_path)
        store.path.write_bytes(data)
        loaded = store.load()
        if loaded.message is None:
            assert store.path.read_bytes() == data
            outcomes["loaded"] += 1
        elif loaded.newer:
            assert store.path.read_bytes() == data and dict(loaded.since) == {}
            outcomes["newer"] += 1
        else:
            printable(loaded.message.english())
            assert dict(loaded.since) == {} and not store.path.exists()  # every archived match counts again
            set_aside_intact(tmp_path, data)
            outcomes["set aside"] += 1
        store.path.unlink(missing_ok=True)
    assert sum(outcomes.values()) == FILES and outcomes["set aside"] > FILES // 2, outcomes


def test_a_thousand_damaged_statistics_caches_are_rebuilt_with_a_kept_copy(tmp_path: Path) -> None:
    from game.store.stats_cache import StatsCacheStore

    original = real_stats_cache()
    outcomes: Counter[str] = Counter()
    for _, data in damaged_files(original, FILES, seed=7):
        store = StatsCacheStore(tmp_path)
        store.path.write_bytes(data)
        loaded = store.load()
        if loaded.message is None and not loaded.newer:
            assert store.path.read_bytes() == data
            outcomes["loaded"] += 1
        elif loaded.newer:
            assert store.path.read_bytes() == data and loaded.facts == {}
            outcomes["newer"] += 1
        else:
            assert loaded.message is not None
            printable(loaded.message.english())
            assert loaded.facts == {} and not store.path.exists()  # rebuilt from the archive
            set_aside_intact(tmp_path, data)
            outcomes["set aside"] += 1
        store.path.unlink(missing_ok=True)
    assert sum(outcomes.values()) == FILES and outcomes["set aside"] > FILES // 2, outcomes
