"""The cache of reviews beside the archive (game.store.reviews): kept, reused, ignored when damaged or stale."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import open_match
from game.lobby import seats_to_json
from game.review.model import REVIEW_VERSION
from game.review.walk import review_match
from game.store.archive import ArchiveStore
from game.store.reviews import REVIEWS_FORMAT, ReviewStore, review_of
from tests.replay_helpers import played, table_seats
from tests.store_helpers import Clock

ENTRY = "20261203T060000Z-001-hearts"


def _log() -> dict[str, Any]:
    match = open_match("hearts", 4, seed=3)
    while match.view(0)["hand_no"] == 1:
        match.act(match.bot_move("normal"))
    return match.to_dict()


def test_a_review_is_cached_and_read_back_the_same(tmp_path: Path) -> None:
    store, log = ReviewStore(tmp_path), _log()
    calls: list[int] = []
    first = review_of(store, ENTRY, "abc", log, 0, progress=lambda done, total: calls.append(done))
    assert calls and calls[-1] == len(log["log"])
    assert store.file_of(ENTRY).is_file()
    calls.clear()
    again = review_of(store, ENTRY, "abc", log, 0, progress=lambda done, total: calls.append(done))
    assert again == first and not calls  # read back, not computed
    second_seat = review_of(store, ENTRY, "abc", log, 1)
    assert store.load(ENTRY, "abc", 0) == first and store.load(ENTRY, "abc", 1) == second_seat
    body = json.loads(store.file_of(ENTRY).read_text())
    assert body["review_version"] == REVIEW_VERSION and set(body["seats"]) == {"0", "1"}


def test_a_stale_or_damaged_cache_is_ignored_and_redone(tmp_path: Path) -> None:
    store, log = ReviewStore(tmp_path), _log()
    review = review_of(store, ENTRY, "abc", log, 0)
    assert store.load(ENTRY, "other digest", 0) is None  # the archive file changed
    path = store.file_of(ENTRY)
    body = json.loads(path.read_text())
    path.write_text(json.dumps({**body, "review_version": REVIEW_VERSION + 1}))
    assert store.load(ENTRY, "abc", 0) is None
    for damage in ("{not json", json.dumps({**body, "seats": {"0": {"game": "hearts"}}}), "\x00" * 10):
        path.write_text(damage)
        assert store.load(ENTRY, "abc", 0) is None
        assert review_of(store, ENTRY, "abc", log, 0) == review  # recomputed ...
        assert store.load(ENTRY, "abc", 0) == review  # ... and cached again


def test_a_newer_programs_file_is_left_alone(tmp_path: Path) -> None:
    store, log = ReviewStore(tmp_path), _log()
    path = store.file_of(ENTRY)
    path.parent.mkdir(parents=True)
    newer = json.dumps({"schema": REVIEWS_FORMAT.schema, "version": REVIEWS_FORMAT.version + 1, "future": 1})
    path.write_text(newer)
    assert review_of(store, ENTRY, "abc", log, 0) == review_match(log, 0)
    assert path.read_text() == newer


def test_a_bad_id_is_named(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"^entry_id: "):
        ReviewStore(tmp_path).file_of("../settings")


def test_a_match_pruned_from_the_archive_takes_its_reviews_along(tmp_path: Path) -> None:
    clock = Clock()
    store = ArchiveStore(tmp_path, clock=clock, keep=1)
    reviews = ReviewStore(tmp_path)
    first = store.add(played("hearts", 4, {"target": 50}), seats_to_json(table_seats(4)))
    review_of(reviews, first.id, first.digest, store.load(first.id).match.to_dict(), 0)
    assert reviews.load(first.id, first.digest, 0) is not None
    clock.advance(60)
    second = store.add(played("hearts", 4, {"target": 50}, seed=12), seats_to_json(table_seats(4)))
    assert [entry.id for entry in store.entries()] == [second.id]
    assert not reviews.file_of(first.id).exists()
