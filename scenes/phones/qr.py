"""The join address as a QR code (segno): its modules as rows of booleans, for the TV's join screen to draw, and
as text of half-block characters for a terminal (`--phones` prints it to standard error)."""

from __future__ import annotations

import segno

QUIET = 2  # modules of light border around the code (phones' cameras read a code with a thin one on a screen)


def qr_modules(url: str) -> list[list[bool]]:
    """The QR code of `url` (medium error correction, or better where it fits), dark modules True."""
    if not isinstance(url, str) or not url.startswith("http"):
        raise ValueError(f"url: expected an http address, got {url!r:.60}")
    code = segno.make(url, error="m", micro=False)
    return [[bool(module) for module in row] for row in code.matrix]


def qr_text(url: str) -> str:
    """The code in a terminal: two module rows per line (▀ ▄ █), light on dark terminals read as dark modules."""
    rows = qr_modules(url)
    size = len(rows) + 2 * QUIET
    padded = [[False] * size for _ in range(QUIET)]
    padded += [[False] * QUIET + row + [False] * QUIET for row in rows]
    padded += [[False] * size for _ in range(QUIET + 1)]
    glyphs = {(False, False): "█", (True, False): "▄", (False, True): "▀", (True, True): " "}
    return "\n".join(
        "".join(glyphs[(top, bottom)] for top, bottom in zip(padded[line], padded[line + 1], strict=True))
        for line in range(0, size, 2)
    )
