"""The menu panel's buttons: Start (or Continue and New match over a saved match), Seed… and Players… at the ends
of the line under the setting rows, and the grid of small buttons under Start."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr
from scenes.menu.small_buttons import grid_rects, small_labels
from scenes.ui.drawn_button import DrawnButton, Look
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import fitted_size


def menu_button(
    size: tuple[int, int], rect: pygame.Rect, text: str, pixels: int, on_press: Callable[[], None], look: Look = "plain"
) -> DrawnButton:
    return DrawnButton(rect, text, pixels, on_press, radius=scaled(size, 14, 6), look=look)


def start_buttons(
    size: tuple[int, int],
    inner: pygame.Rect,
    band: tuple[int, int, int],
    resume: Callable[[], None] | None,
    start: Callable[[], None],
) -> dict[str, DrawnButton]:
    """Start across the middle of `inner`; with a saved match to `resume`, Continue and New match side by side.
    `band`: the buttons' top, their height and the gap between them."""
    top, height, gap = band
    big_px = scaled(size, 34, 15)
    if resume is None:
        start_w = round(inner.width * 0.62)
        rect = pygame.Rect(inner.centerx - start_w // 2, top, start_w, height)
        return {"start": menu_button(size, rect, tr("Start"), big_px, start, "primary")}
    half = (inner.width - gap) // 2
    return {
        "continue": menu_button(
            size, pygame.Rect(inner.left, top, half, height), tr("Continue"), big_px, resume, "primary"
        ),
        "start": menu_button(size, pygame.Rect(inner.right - half, top, half, height), tr("New match"), big_px, start),
    }


def small_buttons(
    size: tuple[int, int],
    inner: pygame.Rect,
    top: int,
    spacing: tuple[int, int, int],
    actions: dict[str, Callable[[], None]],
) -> dict[str, DrawnButton]:
    """The grid from `top` down across `inner`, each key's button doing `actions[key]`; `spacing`: the buttons'
    height, the gap between the lines and the gap between the buttons of a line."""
    small_h, row_gap, gap = spacing
    rects = grid_rects(inner, top, small_h, row_gap, gap)
    labels = small_labels()
    pixels = fitted_size(list(labels.values()), rects["house"].width - small_h // 2, scaled(size, 26, 13))
    return {key: menu_button(size, rect, labels[key], pixels, actions[key]) for key, rect in rects.items()}


def line_buttons(
    size: tuple[int, int], line: pygame.Rect, open_seed: Callable[[], None], open_players: Callable[[], None]
) -> dict[str, DrawnButton]:
    """Seed… at the left end of `line` and Players… (the names and colours of the people) at its right end."""
    height = line.height
    width = round(line.width * 0.26)
    players = pygame.Rect(line.right - width, line.top, width, height)
    seed = pygame.Rect(line.left, line.top, round(line.width * 0.18), height)
    least = readable_px(size)
    pixels = min(
        fitted_size([tr("Seed…")], seed.width - height // 2, max(least, round(height * 0.5)), minimum=least),
        fitted_size([tr("Players…")], players.width - height // 2, max(least, round(height * 0.5)), minimum=least),
    )
    return {
        "players": menu_button(size, players, tr("Players…"), pixels, open_players),
        "seed": menu_button(size, seed, tr("Seed…"), pixels, open_seed),
    }
