"""A match where hints were asked for says so: its save keeps the count (so `--continue` does), the archive records
it, the History row and the statistics name it. Files of the versions before hints load as matches without."""

from __future__ import annotations

import json
from pathlib import Path

from game.stats.facts import facts_of, from_json, to_json
from game.stats.figures import game_figures
from game.store.archive import ArchiveStore
from game.store.saves import SaveStore
from game.store.stats_cache import CACHE_FORMAT
from scenes.replay.history import entry_text
from tests.store_helpers import START, Clock, finished, in_progress, seats


def test_a_save_keeps_the_hints_asked_for_and_an_older_save_has_none(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = in_progress()
    store.save_soon(match, seats(4), hints=3)
    store.flush()
    body = json.loads(store.path("kuckuck").read_text(encoding="utf-8"))
    assert body["hints"] == 3
    again = SaveStore(tmp_path)
    loaded = again.load("kuckuck")
    assert loaded is not None and again.resumed_hints(loaded[0]) == 3
    assert again.resumed_hints(in_progress(seed=9)) == 0  # a match this store did not load

    del body["hints"]
    store.path("kuckuck").write_text(json.dumps({**body, "version": 3}), encoding="utf-8")
    older = SaveStore(tmp_path)
    loaded = older.load("kuckuck")
    assert loaded is not None and older.resumed_hints(loaded[0]) == 0


def test_the_archive_history_and_statistics_name_a_match_with_hints(tmp_path: Path) -> None:
    archive = ArchiveStore(tmp_path, clock=Clock())
    plain = archive.add(finished(), seats(3), started=START)
    hinted = archive.add(finished(seed=4), seats(3), started=START, hints=2)
    assert (plain.hints, hinted.hints) == (0, 2)
    assert "with hints" in entry_text(hinted) and "with hints" not in entry_text(plain)
    facts = [facts_of(archive.load(entry.id)) for entry in (plain, hinted)]
    assert [fact.hints for fact in facts] == [False, True]
    assert [from_json(fact.id, to_json(fact)) for fact in facts] == facts
    assert game_figures(facts, "kuckuck").with_hints == 1


def test_an_archived_match_of_version_1_has_no_hints(tmp_path: Path) -> None:
    archive = ArchiveStore(tmp_path, clock=Clock())
    entry = archive.add(finished(), seats(3), started=START, hints=5)
    path = tmp_path / "archive" / f"{entry.id}.json"
    body = json.loads(path.read_text(encoding="utf-8"))
    del body["hints"]
    path.write_text(json.dumps({**body, "version": 1}), encoding="utf-8")
    [listed] = ArchiveStore(tmp_path, clock=Clock()).entries()
    assert listed.hints == 0 and listed.id == entry.id


def test_statistics_cached_before_hints_are_counted_again() -> None:
    fact = {"game": "kuckuck", "preset": "kuckuck", "finished": "2026-12-01T09:02:29Z", "players": 3, "people": [],
            "seat_deals": [], "from_seed": True, "digest": "0123456789abcdef"}  # fmt: skip
    text = json.dumps({"schema": "kuckuck-and-co/stats-cache", "version": 2, "matches": {"a": fact}})
    cached = CACHE_FORMAT.decode(text)
    assert cached["a"].hints is False and cached["a"].digest == ""  # "": counted again from the archive
