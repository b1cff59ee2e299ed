"""Imports made ahead of need, which the router names (scenes/routes/views.py): while the player looks at the first
menu frame, a background thread imports what the first dialog (pygame_gui) and each game's first table (numpy, the
rules, the bots, the view, its sounds) will ask for, so neither the start-up nor a later click waits for them, and
the attract demo starts in one frame.

Python's per-module import locks make the main thread, should it ask for a module meanwhile, wait for the thread's
import of it to finish: nothing is imported twice or seen half made. That holds because no two of the game's
modules import each other at load time (a package and its own submodules aside), which a test checks; a third-party
package is always entered through its top module, whose lock the thread holds while it loads.
"""

from __future__ import annotations

import importlib
import sys
import threading
from typing import Final

SWITCH_INTERVAL_S: Final = 0.001  # while the thread works, the frame loop gets the interpreter back this soon


class WarmUp:
    """One background pass over `modules`, started at most once."""

    def __init__(self, modules: tuple[str, ...]) -> None:
        self.modules = modules
        self._thread: threading.Thread | None = None
        self._interval = sys.getswitchinterval()

    @property
    def started(self) -> bool:
        return self._thread is not None

    @property
    def done(self) -> bool:
        return self._thread is not None and not self._thread.is_alive()

    def start(self) -> None:
        if self._thread is not None:
            return
        self._interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._interval, SWITCH_INTERVAL_S))
        self._thread = threading.Thread(target=self._run, name="kuckuck-warm-up", daemon=True)
        self._thread.start()

    def wait(self) -> None:
        """Until every module is imported (at once when the pass is over or never started)."""
        if self._thread is not None:
            self._thread.join()

    def _run(self) -> None:
        try:
            for name in self.modules:
                try:
                    importlib.import_module(name)
                except Exception:  # the main thread's own import of it raises the real error
                    continue
        finally:
            sys.setswitchinterval(self._interval)
