"""The review of a finished match, opened like a person from the results in real time: it works in the background
while the screen keeps its frames, then shows the accuracy and the costliest decisions, and Show opens the replay at
the first of them; closing the replay comes back to the review (now from its cache)."""

from __future__ import annotations

import time

import pygame

from game.store.archive import ArchiveStore
from game.store.paths import data_dir
from scenes.replay.history import HistoryScene
from scenes.replay.review_scene import ReviewScene
from scenes.replay.viewer import ReplayScene
from scenes.results.scene import ResultsScene
from scenes.routes.demo_stage import demo_setup
from tests.person import Person
from tests.replay_helpers import archive_all


def test_a_review_opens_from_the_results_and_shows_its_costliest_decision() -> None:
    _, entries = archive_all(data_dir())
    hearts = next(entry for entry in entries if entry.game == "hearts")
    match = ArchiveStore(data_dir()).load(hearts.id).match
    setup = demo_setup("hearts", 1, 4, dict(hearts.options))
    summary = match.spec.summarise(match, tuple(seat.name for seat in hearts.seats))
    with Person.start() as person:
        person.app.router.results(summary, setup, hearts.id)
        person.wait_for(lambda: isinstance(person.app.scenes.top, ResultsScene), "the Results")
        results = person.app.scenes.top
        assert isinstance(results, ResultsScene)
        person.click(results.buttons["review"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, ReviewScene), "the review screen", 10)
        review_scene = person.app.scenes.top
        assert isinstance(review_scene, ReviewScene) and review_scene.seat == 0
        frames: list[float] = []
        step = person.app.step

        def timed(dt: int, events: list[pygame.event.Event]) -> bool:
            started = time.perf_counter()
            going = step(dt, events)
            frames.append((time.perf_counter() - started) * 1000)
            return going

        person.app.step = timed  # type: ignore[method-assign,assignment]
        person.wait_for(lambda: review_scene.shown_review is not None, "the review, worked out", 120)
        person.app.step = step  # type: ignore[method-assign]
        review = review_scene.shown_review
        assert review is not None and review.accuracy is not None and 0 <= review.accuracy <= 100
        assert 1 <= len(review.costliest) <= 3 and len(review_scene.shows) == len(review.costliest)
        # the table's frames went on while the review was worked out on its own thread (how long the worst frame
        # takes is make bench's review_frame_ms_max, measured on a quiet machine, not here beside other tests)
        assert len(frames) > 20, "frames kept coming while the review was worked out"
        person.click(review_scene.shows[0].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.base, ReplayScene), "the replay at that decision", 10)
        replay = person.app.scenes.base
        assert isinstance(replay, ReplayScene) and replay.position == review.costliest[0].position
        assert replay.match.to_move == 0  # the table as it was: your turn to choose
        person.keys("escape")
        person.wait_for(lambda: isinstance(person.app.scenes.top, ReviewScene), "the review again", 10)
        again = person.app.scenes.top
        assert isinstance(again, ReviewScene)
        person.wait_for(lambda: again.shown_review is not None, "the review, from its cache", 2)
        assert again.shown_review == review


def test_a_review_opens_from_the_history_for_the_match_chosen_last() -> None:
    archive_all(data_dir())
    with Person.start() as person:
        person.app.router.history()
        person.wait_for(lambda: isinstance(person.app.scenes.top, HistoryScene), "the History")
        history = person.app.scenes.top
        assert isinstance(history, HistoryScene) and history.entries[1].game == "hearts"
        person.keys("down")  # to the Hearts match …
        person.click(history.buttons["review"].rect.center)  # … and Review
        person.wait_for(lambda: isinstance(person.app.scenes.top, ReviewScene), "the review screen", 10)
        scene = person.app.scenes.top
        assert isinstance(scene, ReviewScene) and scene.entry.game == "hearts" and scene.seat == 0
        person.wait_for(lambda: scene.shown_review is not None, "the review, worked out", 120)
        person.keys("escape")
        person.wait_for(lambda: isinstance(person.app.scenes.top, HistoryScene), "the History again", 10)
