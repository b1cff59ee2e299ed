"""The smallest text a person reads with ease, and the text drawn, told to a watching test: "no text below a
readable size", checked from the drawing, not by eye.

`readable_px` is 14 px in a 1280×720 window and grows with the window (21 px at 1920×1080, 42 px at 4K), as the
layouts do (scenes/ui/scale.py: the window's height, or its width in a window narrower than 32:27). While a test
is `watching()`, the text renderer (scenes/ui/text.py `render`, scenes/ui/decor.py `gold_title`) notes every text
it draws and its size in pixels; pygame_gui's widgets are looked at by the test itself (tests/layout_helpers.py).
Card indices are drawn as part of a card's picture (scenes/cards/card_glyphs.py), at the card's size: they are
not text here. Nobody watches in normal play, and then nothing is kept.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Final, NamedTuple

from scenes.ui.collector import Collector
from scenes.ui.scale import ui_scale

READABLE_AT_1080: Final = 21  # pixels in a 1920×1080 window: 14 in a 1280×720 one


def readable_px(size: tuple[int, int]) -> int:
    """The smallest text size, in pixels, a person reads with ease in a window of `size` (at 100 % text size)."""
    return round(READABLE_AT_1080 * ui_scale(size))


def readable_at_height(height: int) -> int:
    """`readable_px` for a drawing that knows only the window's height (a table's boards: every common window is at
    least as wide, for its height, as the layouts are designed for)."""
    return round(READABLE_AT_1080 * height / 1080)


def readable(size: tuple[int, int], design_px: float = READABLE_AT_1080) -> int:
    """A text size designed at 1920×1080, in a window of `size`, never below `readable_px` there."""
    return max(readable_px(size), round(design_px * ui_scale(size)))


def base_for(least: int, share: float) -> int:
    """The smallest base size whose `share` (a chart's labels at 0.75 of its base size) is still `least` pixels."""
    base = least
    while round(base * share) < least:
        base += 1
    return base


class DrawnText(NamedTuple):
    """`text` drawn at `pixels` (the font's size, after the player's text size)."""

    text: str
    pixels: int


_drawn: Collector[DrawnText] = Collector("drawn texts")


def watching() -> bool:
    return _drawn.watching()


def note(text: str, pixels: int) -> None:
    """`text` is drawn at `pixels`: kept for a watching test (nothing else to do in play)."""
    if _drawn.watching() and text.strip():
        _drawn.add(DrawnText(text, pixels))


def watch() -> AbstractContextManager[list[DrawnText]]:
    """Collect every text drawn in the block."""
    return _drawn.watch()


def too_small(drawn: list[DrawnText], size: tuple[int, int]) -> list[DrawnText]:
    """The texts of `drawn` smaller than readable in a window of `size`, each once."""
    least = readable_px(size)
    return list(dict.fromkeys(text for text in drawn if text.pixels < least))
