"""Text exports of archived matches: `exports/<match id>.txt` in the data folder, written atomically."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from game.core.safe_json import quoted
from game.store.archive import ID_PATTERN
from game.store.files import write_atomically

EXPORTS_FOLDER: Final = "exports"


def write_export(folder: Path, entry_id: str, text: str) -> Path:
    """Write `text` as the export of archived match `entry_id` and return its path. ValueError naming
    `entry_id` when it is not an archive id; OSError when the file cannot be written."""
    if not isinstance(entry_id, str) or ID_PATTERN.fullmatch(entry_id) is None:
        raise ValueError(f"entry_id: not an archived match id: {quoted(entry_id)}")
    path = folder / EXPORTS_FOLDER / f"{entry_id}.txt"
    write_atomically(path, text)
    return path
