"""The statistics screen's small charts, in the results chart's style (scenes/ui/score_chart.py): a dark panel with
a gold rim, a faint grid, people in gold and then calm colours. Bars for places and for Kuckuck's survival by seat,
a line for the money game's chips over time; `draw_charts` stacks the ones a game's figures call for."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import tr
from game.stats.figures import GameFigures
from scenes.ui.decor import draw_panel
from scenes.ui.legibility import base_for
from scenes.ui.score_chart import GRID, LINE_COLOURS, SOFT, nice_step
from scenes.ui.text import CREAM, GOLD, fitted_size, render

Colour = tuple[int, int, int]


def person_colours(count: int) -> list[Colour]:
    """The first person (the one who played most) in gold, the others in the results chart's line colours."""
    return [GOLD if i == 0 else LINE_COLOURS[(i - 1) % len(LINE_COLOURS)] for i in range(count)]


def draw_charts(surface: pygame.Surface, rect: pygame.Rect, figures: GameFigures, least: int) -> None:
    """The charts of `figures`, one above the other in `rect`: places; Kuckuck's survival by seat, when known; the
    chips, when someone played for money. No text smaller than `least` pixels."""
    people = figures.people
    colours = person_colours(len(people))
    places = max(len(person.places) for person in people)
    charts = ["places"]
    if figures.game == "kuckuck" and figures.seat_deals:
        charts.append("seats")
    if any(person.chips for person in people):
        charts.append("chips")
    gap = max(6, rect.height // 40)
    height = (rect.height - gap * (len(charts) - 1)) // len(charts)
    for index, kind in enumerate(charts):
        box = pygame.Rect(rect.left, rect.top + index * (height + gap), rect.width, height)
        if kind == "places":
            groups = [tr("{n}.", n=place) for place in range(1, places + 1)]
            values = [[p.places[i] if i < len(p.places) else 0 for p in people] for i in range(places)]
            draw_bars(surface, box, tr("Places"), groups, values, colours, least=least)
        elif kind == "seats":
            groups = [str(seat + 1) for seat in range(len(figures.seat_deals))]
            shares = [[kept / dealt if dealt else 0.0] for dealt, kept in figures.seat_deals]
            draw_bars(
                surface, box, tr("Deals survived by seat (every player)"), groups, shares, [GOLD], percent=True,
                least=least,
            )  # fmt: skip
        else:
            draw_line(
                surface, box, tr("Chips won or lost over the money games"), [p.chips for p in people], colours, least
            )


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str, least: int) -> tuple[pygame.Rect, int]:
    """The panel and its title; the plot's rect and the label size (its labels, at 3/4 of it, `least` or more)."""
    draw_panel(surface, rect, max(8, rect.height // 14), alpha=190)
    pad = max(8, rect.height // 12)
    px = max(base_for(least, 0.75), min(rect.height // 14, rect.width // 40))
    header = render(title, fitted_size([title], rect.width - 2 * pad, round(px * 1.2)), GOLD, bold=True)
    surface.blit(header, header.get_rect(midtop=(rect.centerx, rect.top + pad // 2)))
    plot = pygame.Rect(rect.left + pad + px * 2, rect.top + pad + header.get_height(), 0, 0)
    plot.width = rect.right - pad - plot.left
    plot.height = rect.bottom - pad - px - plot.top
    return plot, px


def draw_bars(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    groups: Sequence[str],
    values: Sequence[Sequence[float]],
    colours: Sequence[Colour],
    percent: bool = False,
    least: int = 14,
) -> None:
    """Grouped bars: `values[group][series]`, each group labelled below; whole numbers, or 0..1 shown as %."""
    plot, px = _frame(surface, rect, title, least)
    if plot.width < 20 or plot.height < 20 or not groups:
        return
    high = 1.0 if percent else float(max(1, max((max(row, default=0) for row in values), default=0)))
    step = 0.25 if percent else float(nice_step(round(high), 4))
    top = high if percent else -(-high // step) * step
    lines = round(top / step)
    for i in range(lines + 1):
        y = plot.bottom - round(plot.height * i / max(1, lines))
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
        text = f"{round(i * step * 100)}%" if percent else str(round(i * step))
        label = render(text, round(px * 0.75), SOFT)
        surface.blit(label, label.get_rect(midright=(plot.left - px // 3, y)))
    slot = plot.width / len(groups)
    series = max((len(row) for row in values), default=1)
    bar_w = max(2, round(slot * 0.7 / max(1, series)))
    tick_px = fitted_size(list(groups), max(8, round(slot) - 2), round(px * 0.75), bold=False, minimum=least)
    for g, (name, row) in enumerate(zip(groups, values, strict=True)):
        left = plot.left + round(g * slot + (slot - bar_w * series) / 2)
        for s, value in enumerate(row):
            height = round(plot.height * min(1.0, value / top)) if top else 0
            bar = pygame.Rect(left + s * bar_w, plot.bottom - height, max(1, bar_w - 2), height)
            if height:
                pygame.draw.rect(surface, colours[s % len(colours)], bar, 0, min(4, bar.width // 3))
        tick = render(name, tick_px, SOFT)
        surface.blit(tick, tick.get_rect(midtop=(plot.left + round((g + 0.5) * slot), plot.bottom + 2)))


def draw_line(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    series: Sequence[Sequence[int]],
    colours: Sequence[Colour],
    least: int = 14,
) -> None:
    """Lines from 0 before the first point: `series[line][i]` the value after match i + 1."""
    plot, px = _frame(surface, rect, title, least)
    rows = [[0, *line] for line in series if line]
    if plot.width < 20 or plot.height < 20 or not rows:
        return
    low = min(0, *(v for row in rows for v in row))
    high = max(1, *(v for row in rows for v in row))
    step = nice_step(high - low, 4)
    low, high = (low // step) * step, -(-high // step) * step
    longest = max(len(row) for row in rows)

    def point(i: int, value: int) -> tuple[int, int]:
        x = plot.left + plot.width * i / max(1, longest - 1)
        return round(x), round(plot.bottom - plot.height * (value - low) / max(1, high - low))

    for value in range(low, high + 1, step):
        y = point(0, value)[1]
        pygame.draw.line(surface, CREAM if value == 0 else GRID, (plot.left, y), (plot.right, y), 1)
        label = render(str(value), round(px * 0.75), SOFT)
        surface.blit(label, label.get_rect(midright=(plot.left - px // 3, y)))
    for index in range(len(rows) - 1, -1, -1):  # the first person last, on top
        points = [point(i, v) for i, v in enumerate(rows[index])]
        colour = colours[index % len(colours)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 3)
        for x, y in points[1:]:
            pygame.draw.circle(surface, colour, (x, y), 4)
