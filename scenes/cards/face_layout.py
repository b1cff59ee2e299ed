"""Where things go on a card's face, as shares of its size: the classic pip layout, the corner index's sizes, and
the court figure's panel; below COMPACT_WIDTH a face is laid out for legibility instead."""

from __future__ import annotations

import pygame

from scenes.cards.geometry import card_height

COMPACT_WIDTH = 64  # below this: bigger indices, one central symbol (a portrait for courts) instead of pips
PANEL_X, PANEL_Y = 0.19, 0.075  # the court panel's margins, as shares of the card's width and height

# Classic pip centres for 2..10 as (column, row) fractions of the pip area; pips below the middle are inverted.
PIP_LAYOUT: dict[str, list[tuple[float, float]]] = {
    "2": [(0.5, 0.0), (0.5, 1.0)],
    "3": [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    "4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "5": [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    "6": [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "7": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "8": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    "9": [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    "T": [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1),
           (1, 1)],
}  # fmt: skip


def index_shares(compact: bool, large: bool) -> tuple[float, float, float]:
    """The corner index's rank height, pip height and widest rank, as shares of the card's width."""
    if compact:
        return (0.25, 0.19, 0.3) if large else (0.21, 0.17, 0.26)
    return (0.175, 0.13, 0.205) if large else (0.135, 0.11, 0.165)


def court_panel_rect(width: int) -> pygame.Rect:
    """Where a court card's figure sits on a card `width` pixels wide."""
    height = card_height(width)
    if width < COMPACT_WIDTH:
        x, y = round(width * 0.28), round(height * 0.24)
    else:
        x, y = round(width * PANEL_X), round(height * PANEL_Y)
    return pygame.Rect(x, y, width - 2 * x, height - 2 * y)
