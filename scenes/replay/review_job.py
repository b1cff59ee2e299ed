"""A review (game.review) computed in a background thread, so the frames go on while it runs: the scene polls
`share`, `review` and `error` each frame, and `cancel` stops it at the next log entry."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

from game.review.model import Review
from game.store.reviews import ReviewStore, review_of


class _Cancelled(Exception):
    """The scene left: the review stops at the next log entry."""


class ReviewJob:
    """The review of `seat` in archived match `entry_id` (its file's `digest`, its `log`), cached in `store`."""

    def __init__(self, store: ReviewStore, entry_id: str, digest: str, log: Mapping[str, Any], seat: int) -> None:
        self.store = store
        self.entry_id = entry_id
        self.digest = digest
        self.log = log
        self.seat = seat
        self.done = 0
        self.total = max(1, len(log["log"]))
        self.review: Review | None = None
        self.error: str | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="review", daemon=True)

    def start(self) -> None:
        self._thread.start()

    @property
    def share(self) -> float:
        """How far it is, 0..1."""
        return 1.0 if self.review is not None else min(1.0, self.done / self.total)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, seconds: float) -> None:
        """For tests and the bench: wait up to `seconds` for the thread to end."""
        self._thread.join(seconds)

    def _progress(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise _Cancelled
        self.done, self.total = done, max(1, total)

    def _run(self) -> None:
        try:
            self.review = review_of(self.store, self.entry_id, self.digest, self.log, self.seat, self._progress)
        except _Cancelled:
            return
        except Exception as error:  # shown to the player instead of a review; the program goes on
            self.error = str(error)[:160] or type(error).__name__
