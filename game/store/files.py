"""Writing the player's files safely: atomically, and setting damaged ones aside instead of losing them.

A write goes to a uniquely named temporary file in the same folder, is flushed and fsynced, and then renamed over
the target, so a crash or a power cut mid-write leaves the previous file intact, and two processes never write
through the same temporary name. A damaged file is renamed to a fresh `*.damaged*.json` name: an earlier
set-aside copy is never overwritten, not even by a second process setting a file aside at the same moment.
`write_new` writes a file under the first free one of several names (the archive) with the same guarantee.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

TEMPORARY_SUFFIX = ".tmp"


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) all at once. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = _written_temporary(path.parent, path.name, text)
    try:
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _written_temporary(folder: Path, name: str, text: str) -> str:
    """A uniquely named temporary file in `folder` holding `text`, flushed to the disk; removed again on failure."""
    handle, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=TEMPORARY_SUFFIX, dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no folder handles to sync)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def damaged_name(path: Path) -> Path:
    """The first free name for a damaged copy: name.damaged.json, then name.damaged-2.json, …"""
    return next(candidate for candidate in damaged_names(path) if not candidate.exists())


def damaged_names(path: Path) -> Iterator[Path]:
    """Every name a damaged copy of `path` may take, in order: name.damaged.json, name.damaged-2.json, …"""
    stem = path.name.removesuffix(".json")
    yield path.with_name(f"{stem}.damaged.json")
    for number in itertools.count(2):
        yield path.with_name(f"{stem}.damaged-{number}.json")


def move_unless_taken(source: Path, target: Path) -> bool:
    """Rename `source` to `target` unless `target` exists, atomically: an existing file is never replaced, even
    by another process racing for the same name. True when moved, False when `target` was taken; OSError when
    `source` cannot be moved at all."""
    try:
        os.link(source, target)  # fails when the name is taken, where os.rename would replace it on POSIX
    except FileExistsError:
        return False
    except OSError as error:
        if isinstance(error, FileNotFoundError) or not _no_hard_links(error):
            raise
        if os.name == "nt":  # Windows renames never replace
            try:
                os.rename(source, target)
            except FileExistsError:
                return False
            return True
        if target.exists():  # a POSIX folder without hard links (FAT, some network drives): the best we can do
            return False
        os.rename(source, target)
        return True
    os.unlink(source)
    return True


def _no_hard_links(error: OSError) -> bool:
    return error.errno in (errno.EPERM, errno.EXDEV, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK) or (
        os.name == "nt" and isinstance(error, PermissionError | NotImplementedError)
    )


def set_aside(path: Path) -> Path | None:
    """Keep a file that could not be read under a fresh name (for the player, or a bug report); the new name,
    or None when it could not be moved (it stays where it is: a damaged file is never thrown away)."""
    for target in damaged_names(path):
        try:
            if move_unless_taken(path, target):
                return target
        except OSError:
            return None
    raise AssertionError("unreachable: damaged_names never ends")


def write_new(folder: Path, names: Iterable[str], text: str) -> Path:
    """Write `text` to the first of `names` that is free in `folder` and return its path; an existing file is
    never replaced, even by a concurrent writer. The file appears complete or not at all. Raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    temporary = Path(_written_temporary(folder, "new", text))
    try:
        for name in names:
            target = folder / name
            if move_unless_taken(temporary, target):
                _sync_folder(folder)
                return target
        raise FileExistsError(f"no free name left in {folder}")
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def read_text(path: Path, max_bytes: int) -> str | None:
    """A file's text, or None when it does not exist. ValueError when it is too large or not UTF-8; OSError when
    it cannot be read."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return None
    if size > max_bytes:
        raise ValueError(f"{path.name} is too large ({size // 1024} KB; at most {max_bytes // 1024} KB)")
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path.name} is not UTF-8 text") from None
