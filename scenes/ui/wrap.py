"""Breaking a line of text into lines that fit a width, at a size of the shipped font."""

from __future__ import annotations

from scenes.ui.text import font


def wrap(text: str, pixels: int, width: int, bold: bool = False) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` at `pixels` (a word longer than a line stays
    whole on its own line)."""
    face = font(pixels, bold)
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and face.size(candidate)[0] > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    lines.append(current)
    return lines
