"""Quitting on a signal as on a closed window: SIGTERM (a logout, a shutdown, `kill`) and SIGHUP (the terminal
went away) end the loop, so the table saves the match and its clock and the program exits normally.

A second signal while the program is already stopping raises SystemExit, so a stuck shutdown can still be ended
(the match was saved after its last action either way).
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Final

QUIT_SIGNALS: Final = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGBREAK") if hasattr(signal, name)
)
Handler = Callable[[int, FrameType | None], object] | int | None


@contextmanager
def quit_on_signals(quit_now: Callable[[], None], stopping: Callable[[], bool]) -> Iterator[None]:
    """While inside, a quit signal calls `quit_now` (the app's quit), or raises SystemExit when `stopping()`
    says a quit is already under way. The previous handlers come back afterwards."""

    def handle(number: int, frame: FrameType | None) -> None:
        if stopping():
            raise SystemExit(128 + number)
        quit_now()

    previous: dict[int, Handler] = {}
    for number in QUIT_SIGNALS:
        try:
            previous[number] = signal.signal(number, handle)
        except (OSError, ValueError):  # not the main thread, or a signal this platform does not let us catch
            continue
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
