"""A worker thread that writes the player's files, so a slow disk never stalls a frame."""

from __future__ import annotations

import threading
from pathlib import Path

from game.store.files import write_atomically


class BackgroundWriter:
    """Writes files on a worker thread, so a slow disk never stalls a frame. The newest text for a path wins;
    `flush` waits until everything submitted has landed (before reading it back, and before quitting)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._pending: dict[Path, str] = {}
        self._writing = False
        self._worker: threading.Thread | None = None
        self._errors: list[str] = []

    def submit(self, path: Path, text: str) -> None:
        with self._lock:
            self._pending[path] = text
            if self._worker is None:
                self._worker = threading.Thread(target=self._drain, name="file-writer", daemon=True)
                self._worker.start()

    def discard(self, path: Path) -> None:
        """Forget a write that has not started (the file is about to be deleted)."""
        with self._lock:
            self._pending.pop(path, None)

    def flush(self, timeout_s: float = 5.0) -> None:
        with self._lock:
            self._changed.wait_for(lambda: not self._pending and not self._writing, timeout_s)

    def report(self, message: str) -> None:
        """Pass on a problem found before writing (it comes back through `take_errors`)."""
        with self._lock:
            self._errors.append(message)

    def take_errors(self) -> list[str]:
        with self._lock:
            errors, self._errors = self._errors, []
        return errors

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._worker = None
                    self._changed.notify_all()
                    return
                path, text = self._pending.popitem()
                self._writing = True
            try:
                write_atomically(path, text)
            except OSError as error:
                with self._lock:
                    self._errors.append(str(error))
            finally:
                with self._lock:
                    self._writing = False
                    self._changed.notify_all()
