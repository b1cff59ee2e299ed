"""Writing the player's files safely: atomically, and setting damaged ones aside instead of losing them.

A write goes to a uniquely named temporary file in the same folder, is flushed and fsynced, and then renamed over
the target, so a crash or a power cut mid-write leaves the previous file intact, and two processes never write
through the same temporary name. A damaged file is renamed to a fresh `*.damaged*.json` name: an earlier
set-aside copy is never overwritten.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) all at once. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


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
    stem = path.name.removesuffix(".json")
    candidate = path.with_name(f"{stem}.damaged.json")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}.damaged-{number}.json")
        number += 1
    return candidate


def set_aside(path: Path) -> Path | None:
    """Keep a file that could not be read under a fresh name (for the player, or a bug report); the new name,
    or None when it could not be moved."""
    target = damaged_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


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
