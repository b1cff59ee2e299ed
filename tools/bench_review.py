"""`make bench`'s review figures: the review (game.review) of one seat over one whole Hearts match to 100, alone
and on the review screen (its frames while the review runs in the background)."""

from __future__ import annotations

import statistics
import time

from game import open_match
from game.review.walk import review_match
from tools.bench_common import Figures


def hearts_review_bench(seed: int = 4, hands: int | None = None) -> Figures:
    """Normal bots play every seat of a Hearts match to 100 (or its first `hands` hands); the review of seat 0
    at the hard bot's own budget is timed."""
    match = open_match("hearts", 4, seed=seed)
    while not match.over and (hands is None or match.view(0)["hand_no"] <= hands):
        match.act(match.bot_move("normal"))
    log = match.to_dict()
    started = time.perf_counter()
    review = review_match(log, 0)
    return {
        "review_hearts_match_s": time.perf_counter() - started,
        "review_hearts_decisions": float(len(review.decisions)),
        "review_hearts_hands": float(len(review.hands)),
    }


def review_frame_bench(seed: int = 4, size: tuple[int, int] = (1920, 1080), hands: int | None = None) -> Figures:
    """The review screen's frames, paced at 60 per second in real time, while the review of a whole Hearts match
    to 100 runs in its background thread, until it shows the review (that frame included; the first, which
    opens the screen, not)."""
    from game.core.seats import BOT, HUMAN, SeatConfig
    from game.lobby import seats_to_json
    from scenes.core.app import App
    from scenes.core.config import AppConfig
    from scenes.replay.review_scene import ReviewScene
    from scenes.routes.router import Router
    from tools.bench_frames import FRAME_DT_MS, temporary_home

    match = open_match("hearts", 4, seed=seed)
    while not match.over and (hands is None or match.view(0)["hand_no"] <= hands):
        match.act(match.bot_move("normal"))
    seats = [SeatConfig(HUMAN, "You")] + [SeatConfig(BOT, f"Bot {seat}") for seat in range(1, 4)]
    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=size, seed=seed), Router)
        try:
            if not match.over:  # a short run for the smoke test: the archive keeps only finished matches
                raise ValueError("hands: the review screen needs a finished match")
            entry = app.archive.add(match, seats_to_json(seats))
            started = time.perf_counter()
            app.router.review(entry.id, 0, app.router.menu)
            scene = app.scenes.top
            assert isinstance(scene, ReviewScene)
            app.step(FRAME_DT_MS, [])
            times: list[float] = []
            while scene.shown_review is None and scene.job.error is None:
                start = time.perf_counter()
                app.step(FRAME_DT_MS, [])
                end = time.perf_counter()
                times.append((end - start) * 1000)
                time.sleep(max(0.0, 1 / 60 - (end - start)))
            shown = time.perf_counter() - started
            if scene.job.error is not None:
                raise RuntimeError(scene.job.error)
        finally:
            app.shutdown()
    return {
        "review_screen_s": shown,
        "review_frame_ms_median": statistics.median(times),
        "review_frame_ms_max": max(times),
        "review_frames": float(len(times)),
    }
