"""One program per data folder: a lock file held for the program's lifetime.

Two copies of the game on the same data folder would both write the same save, the same settings and the same
archive. The first copy takes an exclusive lock on `instance.lock` (`fcntl.flock` on POSIX, `msvcrt.locking` on
Windows); a second copy's `acquire()` returns False at once (it never waits), so it can say so clearly. The
operating system drops the lock when the process ends, however it ends, so a crash never leaves the folder locked.
The file itself stays; it holds the process id of the holder, for a person looking at the folder.

A lock that cannot be taken at all (`instance.lock` is a folder, the data folder cannot be written, the file system
has no locks) is not taken as permission: `acquire` raises `LockUnusable`, so the program can say what is wrong
instead of letting two copies run the same match.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from pathlib import Path
from types import TracebackType
from typing import Final

LOCK_NAME: Final = "instance.lock"
HELD: Final = frozenset({errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK})  # another holds the lock


class LockUnusable(OSError):
    """The lock cannot be taken at all (not merely held by another copy). `path` is the lock file, `reason` the
    system's words for why ("Is a directory")."""

    def __init__(self, path: Path, error: OSError) -> None:
        self.path = path
        self.reason = error.strerror or type(error).__name__
        super().__init__(error.errno, f"{path}: {self.reason}")


if sys.platform == "win32":
    import msvcrt

    def _try_lock(descriptor: int) -> bool:
        """True when taken, False when another holds it; OSError when it cannot be taken at all."""
        try:
            os.lseek(descriptor, 0, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in HELD:
                return False
            raise
        return True

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(descriptor: int) -> bool:
        """True when taken, False when another holds it; OSError when it cannot be taken at all (a file system
        without locks)."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno in HELD:
                return False
            raise
        return True

    def _unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)


class InstanceLock:
    """`InstanceLock(folder).acquire()` is True for the one program using `folder`; `release()` gives it up
    (also on leaving a `with` block). A lock held by another `InstanceLock`, in this process or another, makes
    `acquire` False. Acquiring again after `release` works."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._descriptor: int | None = None

    @property
    def path(self) -> Path:
        return self.folder / LOCK_NAME

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def acquire(self) -> bool:
        """Take the lock without waiting; True when this object holds it (already, or now), False when another
        holds it. LockUnusable when it cannot be taken at all: the folder cannot be made, the lock file cannot be
        opened (a folder of that name, no permission), or the file system keeps no locks."""
        if self._descriptor is not None:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise LockUnusable(self.path, error) from error
        try:
            taken = _try_lock(descriptor)
        except OSError as error:
            os.close(descriptor)
            raise LockUnusable(self.path, error) from error
        if not taken:
            os.close(descriptor)
            return False
        self._descriptor = descriptor
        with contextlib.suppress(OSError):  # who holds it: a courtesy, not needed for the lock
            os.ftruncate(descriptor, 0)
            os.lseek(descriptor, 0, os.SEEK_SET)
            os.write(descriptor, f"{os.getpid()}\n".encode())
        return True

    def release(self) -> None:
        """Give the lock up (nothing happens when it is not held)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        try:
            with contextlib.suppress(OSError):
                _unlock(descriptor)
        finally:
            os.close(descriptor)

    def __enter__(self) -> InstanceLock:
        if not self.acquire():
            raise OSError(f"another copy of the game is using {self.folder}")
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()
