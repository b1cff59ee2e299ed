"""The archive of finished matches: what is kept, names that sort by time and never collide, the newest 200,
cheap listing, replaying on load, and damaged or newer files that never break the listing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import ENGINE_VERSION
from game.lobby import seats_from_json
from game.store.archive import KEEP, SCHEMA, VERSION, ArchiveStore, DamagedArchive, NewerArchive
from game.store.clock import time_text
from tests.store_helpers import START, Clock, finished, in_progress, seats


def test_a_finished_match_is_archived_with_everything_statistics_need(tmp_path: Path) -> None:
    clock = Clock()
    archive = ArchiveStore(tmp_path, clock=clock)
    match, seat_list = finished(), seats(3)
    entry = archive.add(match, seat_list, started=START)
    path = tmp_path / "archive" / f"{entry.id}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["schema"], data["version"]) == (SCHEMA, VERSION)
    assert data["match"] == match.to_dict() and data["engine"] == ENGINE_VERSION
    assert data["game"] == "kuckuck" and data["options"] == match.to_dict()["options"]
    assert (data["scores"], data["winners"]) == (match.scores, match.winners)
    assert data["seats"] == seat_list
    assert (data["started"], data["finished"]) == (time_text(START), time_text(START))

    [listed] = archive.entries()
    assert listed == entry
    assert (listed.game, listed.players, listed.scores, listed.winners) == (
        "kuckuck",
        3,
        tuple(match.scores),
        tuple(match.winners),
    )
    assert listed.seats == tuple(seats_from_json(seat_list))
    loaded = archive.load(entry.id)
    assert loaded.entry == entry and loaded.match.to_dict() == match.to_dict() and loaded.match.over


def test_only_a_finished_match_with_matching_seats_is_archived(tmp_path: Path) -> None:
    archive = ArchiveStore(tmp_path)
    with pytest.raises(ValueError, match="match: only a finished match"):
        archive.add(in_progress(), seats(4))
    with pytest.raises(ValueError, match="seats_json"):
        archive.add(finished(), seats(4))
    with pytest.raises(ValueError, match="seat 0 name"):
        archive.add(finished(), [{"kind": "human", "name": "A\u0000", "level": "normal"}, *seats(3)[1:]])
    assert archive.entries() == ()


def test_names_sort_by_time_and_stay_unique_within_one_second(tmp_path: Path) -> None:
    clock = Clock()
    archive = ArchiveStore(tmp_path, clock=clock)
    match = finished()
    first = archive.add(match, seats(3)).id
    second = archive.add(match, seats(3)).id  # the same second
    clock.advance(0.5)
    third = archive.add(match, seats(3)).id
    clock.advance(3600 * 24 * 40)
    fourth = archive.add(match, seats(3)).id
    assert (first, second, third) == (
        "20261201T090229Z-001-kuckuck",
        "20261201T090229Z-002-kuckuck",
        "20261201T090229Z-003-kuckuck",
    )
    assert fourth == "20270110T090229Z-001-kuckuck"
    assert [entry.id for entry in archive.entries()] == [fourth, third, second, first]


def test_only_the_newest_200_are_kept(tmp_path: Path) -> None:
    clock = Clock()
    archive = ArchiveStore(tmp_path, clock=clock)
    match = finished()
    ids = []
    for _ in range(KEEP + 5):
        ids.append(archive.add(match, seats(3)).id)
        clock.advance(1)
    assert KEEP == 200
    listed = [entry.id for entry in archive.entries()]
    assert listed == list(reversed(ids))[:KEEP]
    assert len(list((tmp_path / "archive").iterdir())) == KEEP


def test_listing_does_not_replay_and_a_second_listing_rereads_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.core.match

    archive = ArchiveStore(tmp_path, clock=Clock())
    for _ in range(3):
        archive.add(finished(), seats(3))

    def no_replay(*args: object) -> None:
        raise AssertionError("the listing replayed a match")

    monkeypatch.setattr(game.core.match.Match, "from_log", no_replay)
    fresh = ArchiveStore(tmp_path)
    assert len(fresh.entries()) == 3
    reads: list[str] = []
    original = fresh._read

    def counted(entry_id: str) -> object:
        reads.append(entry_id)
        return original(entry_id)

    monkeypatch.setattr(fresh, "_read", counted)
    assert len(fresh.entries()) == 3 and reads == []


def archive_with_one(tmp_path: Path) -> tuple[ArchiveStore, Path]:
    archive = ArchiveStore(tmp_path, clock=Clock())
    entry = archive.add(finished(), seats(3))
    return archive, tmp_path / "archive" / f"{entry.id}.json"


def test_a_damaged_file_is_skipped_with_a_reason_set_aside_and_never_deleted(tmp_path: Path) -> None:
    archive, good = archive_with_one(tmp_path)
    broken = good.with_name("20261130T000000Z-001-kuckuck.json")
    broken.write_text('{"schema": "kuckuck-and-co/archived-match", "version": 1, "game": 5}', encoding="utf-8")
    deep = good.with_name("20261129T000000Z-001-kuckuck.json")
    deep.write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    listing = archive.listing()
    assert [entry.id for entry in listing.entries] == [good.stem]
    assert [skipped.name for skipped in listing.skipped] == [broken.name, deep.name]
    assert all("could not be read" in skipped.reason.english() for skipped in listing.skipped)
    assert (tmp_path / "archive" / "20261130T000000Z-001-kuckuck.damaged.json").exists()
    assert (tmp_path / "archive" / "20261129T000000Z-001-kuckuck.damaged.json").exists()
    again = archive.listing()
    assert again.skipped == () and len(again.entries) == 1


def test_a_tampered_result_is_caught_when_the_match_is_loaded(tmp_path: Path) -> None:
    archive, path = archive_with_one(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    loser = next(seat for seat in range(3) if seat not in data["winners"])
    data["winners"] = [loser]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert archive.entries()[0].winners == (loser,)  # the cheap listing cannot tell
    with pytest.raises(DamagedArchive, match="not what the log plays to"):
        archive.load(path.stem)
    assert not path.exists() and path.with_name(f"{path.stem}.damaged.json").exists()
    assert archive.entries() == ()


def test_a_newer_versions_file_is_skipped_kept_and_never_pruned(tmp_path: Path) -> None:
    clock = Clock()
    archive = ArchiveStore(tmp_path, clock=clock, keep=2)
    newer = tmp_path / "archive" / "20200101T000000Z-001-kuckuck.json"
    newer.parent.mkdir(parents=True)
    text = json.dumps({"schema": SCHEMA, "version": VERSION + 1, "replay": "in a shape from the future"})
    newer.write_text(text, encoding="utf-8")
    for _ in range(3):
        archive.add(finished(), seats(3))
        clock.advance(1)
    listing = archive.listing()
    assert len(listing.entries) == 2
    assert [s.name for s in listing.skipped] == [newer.name]
    assert "newer version of Kuckuck & Co." in listing.skipped[0].reason.english()
    assert newer.read_text(encoding="utf-8") == text
    with pytest.raises(NewerArchive):
        archive.load(newer.stem)
    assert newer.read_text(encoding="utf-8") == text


def test_load_refuses_ids_that_are_not_archive_ids(tmp_path: Path) -> None:
    archive, path = archive_with_one(tmp_path)
    (tmp_path / "secret.json").write_text("{}", encoding="utf-8")
    for bad in ("../secret", "20261201T090229Z-001-kuckuck/../../secret", "", "x" * 1000):
        with pytest.raises(ValueError, match="entry_id"):
            archive.load(bad)
    with pytest.raises(ValueError, match="entry_id: no archived match"):
        archive.load("20301201T090229Z-001-kuckuck")
    assert archive.load(path.stem).match.over


def test_a_file_whose_name_and_game_disagree_is_set_aside(tmp_path: Path) -> None:
    archive, path = archive_with_one(tmp_path)
    path.rename(path.with_name("20261201T090229Z-001-hearts.json"))
    listing = archive.listing()
    assert listing.entries == () and len(listing.skipped) == 1
    assert (tmp_path / "archive" / "20261201T090229Z-001-hearts.damaged.json").exists()
