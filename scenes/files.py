"""Writing the player's files safely: atomically, and setting damaged ones aside instead of losing them."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Write through a temporary file and a rename, so a crash never leaves half a file. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def set_aside(path: Path, damaged: Path) -> None:
    """Keep a file that could not be read under another name, for the player (or a bug report)."""
    with contextlib.suppress(OSError):
        os.replace(path, damaged)
