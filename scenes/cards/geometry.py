"""Card and rectangle geometry shared by every table: the card's aspect, and float rects (x, y, w, h)."""

from __future__ import annotations

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, w, h

CARD_ASPECT = 1.4  # card height / width; scenes.cards.card_art draws cards to it


def card_height(width: float) -> int:
    return round(width * CARD_ASPECT)


def rect_around(center: Point, size: tuple[float, float]) -> Rect:
    return (center[0] - size[0] / 2, center[1] - size[1] / 2, size[0], size[1])


def rects_overlap(a: Rect, b: Rect, gap: float = 0.0) -> bool:
    """True if the rects come closer than `gap` on both axes."""
    return (
        a[0] < b[0] + b[2] + gap and b[0] < a[0] + a[2] + gap and a[1] < b[1] + b[3] + gap and b[1] < a[1] + a[3] + gap
    )
