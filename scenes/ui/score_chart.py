"""The results screen's line chart: each seat's running score after every round, from 0 at the start, on a dark
panel with a gold frame; people in gold, the bots in calm colours; marked rounds (a moon shot) get a star above
their point. Drawn once into the results screen's background."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

import pygame

from scenes.ui.decor import draw_panel
from scenes.ui.legibility import base_for, readable_px
from scenes.ui.text import CREAM, GOLD, font, render

LINE_COLOURS: Final = ((120, 190, 255), (240, 130, 110), (140, 220, 150), (210, 160, 240), (240, 200, 120))
GRID: Final = (60, 84, 70)
SOFT: Final = (190, 206, 192)
MARK: Final = "★"


def nice_step(span: int, lines: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, 25, 50, …) giving about `lines` grid lines over `span`."""
    if span <= 0:
        return 1
    raw = span / lines
    base = 1
    while True:
        for factor in (1, 2, 5):
            if base * factor >= raw:
                return base * factor
        base *= 10


def seat_colours(seats: int, humans: int) -> list[tuple[int, int, int]]:
    colours = []
    others = 0
    for seat in range(seats):
        if seat < humans and humans == 1:
            colours.append(GOLD)
        else:
            colours.append(LINE_COLOURS[others % len(LINE_COLOURS)])
            others += 1
    return colours


class ChartLines(NamedTuple):
    """What the chart draws: one line per team (a seat on its own is a team of one), people's lines first."""

    history: list[list[int]]  # history[r][line]
    names: list[str]
    humans: int  # lines 0..humans-1 belong to people
    line_of: dict[int, int]  # seat -> its line


def team_lines(
    history: Sequence[Sequence[int]], names: Sequence[str], humans: int, teams: Sequence[Sequence[int]]
) -> ChartLines:
    """Partners share a score, so they share a line ("You & Bram"); humans sit in seats 0..humans-1."""
    ordered = sorted(teams, key=lambda team: (not any(seat < humans for seat in team), team[0]))
    line_of = {seat: line for line, team in enumerate(ordered) for seat in team}
    return ChartLines(
        history=[[row[team[0]] for team in ordered] for row in history],
        names=[" & ".join(names[seat] for seat in team) for team in ordered],
        humans=sum(any(seat < humans for seat in team) for team in ordered),
        line_of=line_of,
    )


def draw_score_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    history: Sequence[Sequence[int]],
    names: Sequence[str],
    humans: int,
    marks: dict[int, int],
    title: str,
) -> None:
    """`history[r][s]`: seat s's total after round r + 1; `marks`: round number -> the seat it marks."""
    draw_panel(surface, rect, max(8, rect.height // 30), alpha=190)
    seats = len(names)
    pad = max(10, rect.height // 14)
    px = max(base_for(readable_px(surface.get_size()), 0.75), rect.height // 26)
    header = render(title, round(px * 1.25), GOLD, bold=True)
    surface.blit(header, header.get_rect(midtop=(rect.centerx, rect.top + pad // 2)))
    legend = _legend_places(names, humans, px, rect.width - 2 * pad)
    legend_h = round(px * 1.8) * (1 + max(row for row, _ in legend))
    plot = pygame.Rect(rect.left + pad + px * 2, rect.top + pad + header.get_height(), 0, 0)
    plot.width = rect.right - pad - plot.left
    plot.height = rect.bottom - pad - legend_h - px - plot.top
    rows = [[0] * seats, *[list(row) for row in history]]
    low = min(0, *(value for row in rows for value in row))
    high = max(1, *(value for row in rows for value in row))
    step = nice_step(high - low)
    low = (low // step) * step
    high = -(-high // step) * step

    def point(round_no: int, value: int) -> tuple[int, int]:
        x = plot.left + plot.width * round_no / max(1, len(rows) - 1)
        y = plot.bottom - plot.height * (value - low) / max(1, high - low)
        return (round(x), round(y))

    for value in range(low, high + 1, step):
        y = point(0, value)[1]
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
        label = render(str(value), round(px * 0.8), SOFT)
        surface.blit(label, label.get_rect(midright=(plot.left - px // 2, y)))
    for round_no in range(1, len(rows)):
        x = point(round_no, low)[0]
        tick = render(str(round_no), round(px * 0.75), SOFT)
        surface.blit(tick, tick.get_rect(midtop=(x, plot.bottom + 3)))
    colours = seat_colours(seats, humans)
    order = sorted(range(seats), key=lambda seat: seat < humans)  # people last, so their line is on top
    for seat in order:
        points = [point(r, row[seat]) for r, row in enumerate(rows)]
        width = 4 if seat < humans else 3
        if len(points) > 1:
            pygame.draw.lines(surface, colours[seat], False, points, width)
            pygame.draw.aalines(surface, colours[seat], False, points)
        for x, y in points[1:]:
            pygame.draw.circle(surface, colours[seat], (x, y), width + 1)
            pygame.draw.circle(surface, (20, 28, 24), (x, y), max(1, width - 2))
    for round_no, seat in marks.items():
        if 0 < round_no < len(rows):
            x, y = point(round_no, rows[round_no][seat])
            star = render(MARK, round(px * 1.2), colours[seat], bold=True)
            surface.blit(star, star.get_rect(midbottom=(x, y - 6)))
    line_h = round(px * 1.8)
    top = rect.bottom - pad // 2 - legend_h
    for seat, (name, (row, offset)) in enumerate(zip(names, legend, strict=True)):
        x, y = rect.left + pad + offset, top + row * line_h + line_h // 2
        pygame.draw.line(surface, colours[seat], (x, y), (x + px * 2, y), 4)
        label = render(name, round(px * 0.85), CREAM if seat >= humans else GOLD, bold=seat < humans)
        surface.blit(label, label.get_rect(midleft=(x + px * 2 + 6, y)))


def _legend_places(names: Sequence[str], humans: int, px: int, width: int) -> list[tuple[int, int]]:
    """Each name's place in the legend under the chart, (line, offset from its left), on as many lines as `width`
    needs."""
    places = []
    row = x = 0
    for seat, name in enumerate(names):
        item = px * 2 + 6 + font(round(px * 0.85), bold=seat < humans).size(name)[0]
        if x and x + item > width:
            row, x = row + 1, 0
        places.append((row, x))
        x += item + px * 2
    return places
