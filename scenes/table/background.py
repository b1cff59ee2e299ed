"""A call worked out on a daemon thread while the table goes on drawing: the table polls `ready` each frame and
takes `result` (None when the call failed: a table never falls over for advice it asked for)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class BackgroundCall(Generic[T]):
    def __init__(self, work: Callable[[], T], name: str) -> None:
        self.result: T | None = None
        self._done = threading.Event()
        self._work = work
        threading.Thread(target=self._run, name=name, daemon=True).start()

    @property
    def ready(self) -> bool:
        return self._done.is_set()

    def _run(self) -> None:
        try:
            self.result = self._work()
        except Exception:  # the advice is missing, and says so; the table goes on
            self.result = None
        finally:
            self._done.set()
