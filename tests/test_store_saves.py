"""Saves per game: the versioned file, when a match started, the previous layout's save moved into place, damaged
saves set aside, and a newer version's save kept, never loaded, overwritten or removed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game import Match
from game.core.match import ENGINE_VERSION
from game.lobby import seats_from_json
from game.store.clock import time_text
from game.store.saves import LEGACY_SAVE, SCHEMA, VERSION, DamagedSave, NewerSave, SaveStore
from tests.store_helpers import START, Clock, in_progress, seats

LEGACY_FIXTURE = Path(__file__).parent / "data" / "store" / "current_match_v1.json"


def saved(store: SaveStore, match: Match, seat_list: list[dict[str, Any]]) -> dict[str, Any]:
    store.save_soon(match, seat_list)
    store.flush()
    data: dict[str, Any] = json.loads(store.path("kuckuck").read_text(encoding="utf-8"))
    return data


def test_a_save_is_versioned_records_the_engine_and_the_start_and_loads_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, clock=Clock())
    match, seat_list = in_progress(), seats(4)
    data = saved(store, match, seat_list)
    assert (data["schema"], data["version"]) == (SCHEMA, VERSION)
    assert data["started"] == time_text(START)
    assert isinstance(data["match"], dict) and data["match"]["engine"] == ENGINE_VERSION
    assert store.path("kuckuck") == tmp_path / "saves" / "kuckuck.json"
    loaded = SaveStore(tmp_path).load("kuckuck")
    assert loaded is not None
    again, loaded_seats = loaded
    assert again.to_dict() == match.to_dict() and loaded_seats == seats_from_json(seat_list)
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["kuckuck.json"]  # no temporary left


def test_the_start_time_is_kept_across_moves_and_a_restart_and_is_new_for_a_new_match(tmp_path: Path) -> None:
    clock = Clock()
    store = SaveStore(tmp_path, clock=clock)
    match = in_progress()
    saved(store, match, seats(4))
    clock.advance(600)
    match.act(match.legal()[0])
    assert saved(store, match, seats(4))["started"] == time_text(START)
    assert store.started_at(match) == START

    later = SaveStore(tmp_path, clock=clock)  # the next start of the program resumes the match
    loaded = later.load("kuckuck")
    assert loaded is not None
    resumed = loaded[0]
    assert later.started_at(resumed) == START
    resumed.act(resumed.legal()[0])
    assert saved(later, resumed, seats(4))["started"] == time_text(START)

    fresh = in_progress(seed=8)
    assert later.started_at(fresh) is None
    assert saved(later, fresh, seats(4))["started"] == time_text(clock.now)


def test_the_previous_layouts_save_moves_to_saves_kuckuck_json_and_resumes(tmp_path: Path) -> None:
    shutil.copy(LEGACY_FIXTURE, tmp_path / LEGACY_SAVE)  # written by version 0.1 (format-1 log, no version field)
    store = SaveStore(tmp_path)
    assert store.has_save("kuckuck")
    assert not (tmp_path / LEGACY_SAVE).exists()
    assert store.path("kuckuck").read_bytes() == LEGACY_FIXTURE.read_bytes()
    loaded = store.load("kuckuck")
    assert loaded is not None
    match, seat_list = loaded
    old = json.loads(LEGACY_FIXTURE.read_text(encoding="utf-8"))
    assert match.players == old["match"]["players"] == len(seat_list)
    assert match.actions_taken == len(old["match"]["log"])
    assert store.started_at(match) is None  # version 0.1 did not record it
    data = saved(store, match, old["seats"])
    assert data["version"] == VERSION and data["started"] is None and data["match"]["format"] == 2


def test_an_existing_new_save_wins_and_the_old_file_is_left_untouched(tmp_path: Path) -> None:
    mine = saved(SaveStore(tmp_path), in_progress(), seats(4))
    shutil.copy(LEGACY_FIXTURE, tmp_path / LEGACY_SAVE)
    store = SaveStore(tmp_path)
    loaded = store.load("kuckuck")
    assert loaded is not None and loaded[0].to_dict() == mine["match"]
    assert (tmp_path / LEGACY_SAVE).read_bytes() == LEGACY_FIXTURE.read_bytes()


def test_a_damaged_save_is_set_aside_with_a_reason_and_never_overwrites_an_earlier_copy(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.path("kuckuck")
    path.parent.mkdir(parents=True)
    for text, kept in (("{broken", "kuckuck.damaged.json"), ('{"schema": 1}', "kuckuck.damaged-2.json")):
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DamagedSave) as caught:
            store.load("kuckuck")
        assert caught.value.reason.params["name"] == kept
        assert (path.parent / kept).read_text(encoding="utf-8") == text
        assert not path.exists() and not store.has_save("kuckuck")
    assert store.load("kuckuck") is None


def test_a_save_of_another_game_under_this_games_name_is_refused(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved(store, in_progress(), seats(4))
    store.path("kuckuck").rename(store.path("hearts"))
    with pytest.raises(DamagedSave, match="not hearts"):
        store.load("hearts")
    assert (tmp_path / "saves" / "hearts.damaged.json").exists()


def newer_save(store: SaveStore) -> str:
    path = store.path("kuckuck")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"schema": SCHEMA, "version": VERSION + 1, "match": "a shape this version cannot know"})
    path.write_text(text, encoding="utf-8")
    return text


def test_a_newer_versions_save_is_reported_and_kept_in_place(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    text = newer_save(store)
    assert store.has_save("kuckuck")
    with pytest.raises(NewerSave) as caught:
        store.load("kuckuck")
    assert "newer version of Kuckuck & Co." in caught.value.reason.english()
    assert isinstance(caught.value, DamagedSave)  # callers that handle a damaged save handle this one too
    assert store.path("kuckuck").read_text(encoding="utf-8") == text
    assert list((tmp_path / "saves").iterdir()) == [store.path("kuckuck")]  # not set aside


def test_a_newer_versions_save_is_never_overwritten_or_removed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    text = newer_save(store)
    match = in_progress()
    store.save_soon(match, seats(4))
    store.save_soon(match, seats(4))
    store.flush()
    assert store.path("kuckuck").read_text(encoding="utf-8") == text
    errors = store.writer.take_errors()
    assert len(errors) == 1 and "newer version" in errors[0]  # said once, not after every move
    store.clear("kuckuck")
    assert store.path("kuckuck").read_text(encoding="utf-8") == text


def test_clear_removes_this_versions_save_and_a_pending_write(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved(store, in_progress(), seats(4))
    store.save_soon(in_progress(moves=3), seats(4))
    store.clear("kuckuck")
    assert not store.has_save("kuckuck") and store.load("kuckuck") is None
