"""The statistics screen's table: one line per figure, one column per person (in their chart colour), every other
line tinted, on a dark panel."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.stats.figures import GameFigures
from scenes.stats.charts import person_colours
from scenes.stats.rows import table_rows
from scenes.ui.decor import ROW_TINT, draw_panel, rounded_tint
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, render


def draw_table(
    surface: pygame.Surface,
    rect: pygame.Rect,
    figures: GameFigures,
    bankroll: Mapping[str, int] | None,
    size: tuple[int, int],
) -> None:
    """`figures`' table in `rect` (`bankroll`: the money game's chips now; `size`: the window's)."""
    people = figures.people
    rows = table_rows(figures, bankroll)
    draw_panel(surface, rect, max(8, rect.height // 30), alpha=150)
    pad = max(8, rect.height // 28)
    inner = rect.inflate(-2 * pad, -2 * pad)
    row_h = min(scaled(size, 46, 16), inner.height // (len(rows) + 1))
    label_w = round(inner.width * (0.5 if len(people) > 2 else 0.58))
    column_w = (inner.width - label_w) // max(1, len(people))
    px = max(10, round(row_h * 0.5))
    label_px = fitted_size([label for label, _ in rows], label_w - px, px, bold=False)
    names = [person.name for person in people]
    name_px = fitted_size(names, column_w - px // 2, px)
    colours = person_colours(len(people))
    for i, name in enumerate(names):
        image = render(name, name_px, colours[i], bold=True)
        surface.blit(
            image, image.get_rect(midright=(inner.left + label_w + (i + 1) * column_w, inner.top + row_h // 2))
        )
    for r, (label, values) in enumerate(rows, start=1):
        y = inner.top + r * row_h
        if r % 2:
            surface.blit(rounded_tint((inner.width, row_h), ROW_TINT, max(3, row_h // 5)), (inner.left, y))
        text = render(label, label_px, CREAM)
        surface.blit(text, text.get_rect(midleft=(inner.left + px // 2, y + row_h // 2)))
        for i, value in enumerate(values):
            image = render(value, px, GOLD if i == 0 else CREAM, bold=i == 0)
            surface.blit(image, image.get_rect(midright=(inner.left + label_w + (i + 1) * column_w, y + row_h // 2)))
