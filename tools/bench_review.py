"""`make bench`'s review figures: the review (game.review) of one seat over one whole Hearts match to 100."""

from __future__ import annotations

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
