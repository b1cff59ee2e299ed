"""Where the menu's parts go at a window size: the title, tagline and hints, the panel, and the bands inside the
panel from top to bottom (the game tiles, the setting rows, the line under them, Start, the small buttons).

The title, the tagline and the panel's top stand where they would for a game with MAX_ROWS rows, whatever the
game, so the tiles never move under the pointer as the game changes; a game with fewer rows has a shorter panel,
its rows straight under the tiles (no empty band where another game's row would be)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import pygame

from scenes.menu.small_buttons import grid_height, grid_width
from scenes.ui.scale import ui_scale

MAX_ROWS: Final = 5  # the most rows a game has: the panel's top is placed for this many, so it never jumps
LINE_H: Final = 60  # the line under the rows, at 1920×1080: two lines of readable text (or a line and the chips)


@dataclass(frozen=True)
class MenuLayout:
    """The menu's places, in window pixels."""

    panel: pygame.Rect
    inner: pygame.Rect  # the panel less its padding: where the widgets go
    centres: dict[str, tuple[int, int]]  # of the "title", the "tagline" and the "hints"
    games: pygame.Rect  # the row of game tiles
    rows_band: int  # the top of the setting rows
    row_h: int
    row_gap: int
    line: pygame.Rect  # the line under the rows, with Seed… and Players… at its ends
    start_top: int
    start_h: int
    small_h: int
    small_gap: int  # between the lines of small buttons
    gap: int  # between the buttons of a line, and between Start and the small buttons


def plan_menu(size: tuple[int, int], texts: dict[str, pygame.Surface], rows: int = MAX_ROWS) -> MenuLayout:
    """The layout around the rendered "title", "tagline" and "hints" in `texts`, for a game with `rows` rows."""
    width, height = size
    s = ui_scale(size)
    title, tagline, hints = texts["title"], texts["tagline"], texts["hints"]

    pad = round(28 * s)
    tile_h, row_h, row_gap = round(62 * s), round(62 * s), round(8 * s)
    start_h, small_h, small_gap = round(84 * s), round(52 * s), round(10 * s)
    gap = round(14 * s)
    summary_h = round(LINE_H * s)
    fixed_h = 2 * pad + tile_h + round(22 * s) + summary_h + start_h + gap + grid_height(small_h, small_gap)
    tallest_h = fixed_h + MAX_ROWS * (row_h + row_gap)  # the panel of a game with the most rows
    panel_h = fixed_h + min(rows, MAX_ROWS) * (row_h + row_gap)
    panel_w = round(min(width * 0.92, max(900 * s, grid_width(size, small_h, gap) + 2 * pad)))
    gap_title = round(10 * s)
    below_tagline = round(24 * s)
    block_h = title.get_height() + gap_title + tagline.get_height() + below_tagline + tallest_h
    free = height - hints.get_height() - round(30 * s)
    top = max(round(10 * s), (free - block_h) // 2)

    title_pos = (width // 2, top + title.get_height() // 2)
    tagline_pos = (width // 2, top + title.get_height() + gap_title + tagline.get_height() // 2)
    panel = pygame.Rect(0, 0, panel_w, panel_h)
    panel.midtop = (width // 2, tagline_pos[1] + tagline.get_height() // 2 + below_tagline)
    centres = {
        "title": title_pos,
        "tagline": tagline_pos,
        "hints": (width // 2, height - round(22 * s) - hints.get_height() // 2),
    }
    inner = panel.inflate(-2 * pad, -2 * pad)
    games = pygame.Rect(inner.left, inner.top, inner.width, tile_h)
    rows_band = games.bottom + round(22 * s)
    line_top = rows_band + min(rows, MAX_ROWS) * (row_h + row_gap)
    return MenuLayout(
        panel=panel,
        inner=inner,
        centres=centres,
        games=games,
        rows_band=rows_band,
        row_h=row_h,
        row_gap=row_gap,
        line=pygame.Rect(inner.left, line_top, inner.width, summary_h - row_gap),
        start_top=line_top + summary_h,
        start_h=start_h,
        small_h=small_h,
        small_gap=small_gap,
        gap=gap,
    )
