"""The menu's grid of small buttons under Start: House rules, Rules, History, then Statistics, Settings, Quit."""

from __future__ import annotations

from typing import Final

import pygame

from game.i18n import tr
from scenes.ui.scale import scaled
from scenes.ui.text import font

SMALL_ROWS: Final = (("house", "rules", "history"), ("stats", "settings", "quit"))  # the two lines under Start
SMALL_FLOOR: Final = (16, 11)  # the small buttons' labels are never smaller (at 1080 lines, and at any size)


def small_labels() -> dict[str, str]:
    return {"house": tr("House rules"), "rules": tr("Rules"), "history": tr("History"),
            "stats": tr("Statistics"), "settings": tr("Settings"), "quit": tr("Quit")}  # fmt: skip


def grid_height(small_h: int, row_gap: int) -> int:
    return len(SMALL_ROWS) * (small_h + row_gap) - row_gap


def grid_width(size: tuple[int, int], small_h: int, gap: int) -> int:
    """How wide a line of small buttons must be for every label at a readable size (SMALL_FLOOR): a longer
    language widens the panel, as far as the window allows."""
    pixels = scaled(size, *SMALL_FLOOR)
    widest = max(font(pixels, bold=True).size(text)[0] for text in small_labels().values())
    count = len(SMALL_ROWS[0])
    return count * (widest + small_h // 2) + (count - 1) * gap


def grid_rects(inner: pygame.Rect, top: int, small_h: int, row_gap: int, gap: int) -> dict[str, pygame.Rect]:
    """Each small button's place, the grid spanning `inner`'s width from `top` down."""
    count = len(SMALL_ROWS[0])
    small_w = (inner.width - (count - 1) * gap) // count
    return {
        key: pygame.Rect(inner.left + i * (small_w + gap), top + line * (small_h + row_gap), small_w, small_h)
        for line, keys in enumerate(SMALL_ROWS)
        for i, key in enumerate(keys)
    }
