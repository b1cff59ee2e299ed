"""The results' standings: one line per seat, winner first, and the panel that lays them out in one or two columns
and draws each with its medal, name and note (a person's lines tinted)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

import pygame

from game.core.results import ResultsSummary
from game.i18n import tr
from scenes.results.ornaments import medal
from scenes.ui.decor import draw_panel
from scenes.ui.legibility import readable_px
from scenes.ui.reasons import describe
from scenes.ui.scale import ui_scale
from scenes.ui.text import CREAM, GOLD, render

HUMAN_TINT: Final = (255, 217, 122, 30)


@dataclass(frozen=True)
class Line:
    place: int
    name: str
    note: str
    human: bool


def standing_lines(summary: ResultsSummary, humans: int) -> list[Line]:
    """One line per seat, winner first; seats that share a place share a line's place."""
    lines: list[Line] = []
    for standing in summary.standings:
        if standing.place == 1 and standing.note is None:
            note = tr("Winner") if len(standing.seats) == 1 else tr("Shared win")
        else:
            note = describe(standing.note) if standing.note is not None else ""
        lines.extend(Line(standing.place, summary.names[seat], note, seat < humans) for seat in standing.seats)
    return lines


class StandingsPanel:
    """The standings' panel: laid out for the screen's size (`lay_out`), then drawn once onto its background."""

    def __init__(self, lines: list[Line]) -> None:
        self.lines = lines
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._header_centre = (0, 0)
        self._rows: list[tuple[pygame.Rect, Line]] = []
        self._row_h = 0

    def lay_out(
        self, size: tuple[int, int], top: int, bottom: int, centre_x: int | None = None, share: float = 0.8
    ) -> pygame.Rect:
        """The panel's rect (kept as `rect`), between `top` and `bottom`, centred on `centre_x` (None: the
        screen's middle); rows are laid out in `self._rows` as (rect, line)."""
        width, _ = size
        s = ui_scale(size)
        count = len(self.lines)
        columns = 1 if count <= 7 else 2
        per_column = math.ceil(count / columns)
        pad = round(22 * s)
        header_h = round(50 * s)
        available = max(1, bottom - top - 2 * pad - header_h)
        row_h = max(18, min(round(56 * s), available // per_column))
        column_w = round(min(width * 0.44, 600 * s)) if columns == 2 else round(min(width * share, 640 * s))
        col_gap = round(36 * s)
        panel_w = columns * column_w + (columns - 1) * col_gap + 2 * pad
        panel_h = 2 * pad + header_h + per_column * row_h
        panel = pygame.Rect(0, 0, panel_w, panel_h)
        panel.midtop = (width // 2 if centre_x is None else centre_x, top + max(0, (bottom - top - panel_h) // 2))
        self._header_centre = (panel.centerx, panel.top + pad + header_h // 2)
        self._rows = []
        for i, line in enumerate(self.lines):
            column, row = divmod(i, per_column)
            rect = pygame.Rect(
                panel.left + pad + column * (column_w + col_gap), panel.top + pad + header_h + row * row_h,
                column_w, row_h,
            )  # fmt: skip
            self._rows.append((rect, line))
        self._row_h = row_h
        self.rect = panel
        return panel

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.rect
        draw_panel(surface, panel, max(8, panel.height // 30), alpha=190)
        least = readable_px(surface.get_size())
        header = render(tr("Standings"), max(least, round(self._row_h * 0.5)), GOLD, bold=True)
        surface.blit(header, header.get_rect(center=self._header_centre))
        text_px = max(least, round(self._row_h * 0.44))
        note_px = max(least, round(self._row_h * 0.32))
        for rect, line in self._rows:
            if line.human:
                tint = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(tint, HUMAN_TINT, tint.get_rect(), 0, max(3, rect.height // 4))
                surface.blit(tint, rect)
            badge = medal(line.place, round(rect.height * 0.78))
            surface.blit(badge, badge.get_rect(midleft=(rect.left + rect.height // 6, rect.centery)))
            colour = GOLD if line.place == 1 else CREAM
            name = render(line.name, text_px, colour, bold=line.place == 1 or line.human)
            surface.blit(name, name.get_rect(midleft=(rect.left + round(rect.height * 1.15), rect.centery)))
            if line.note:
                note = render(line.note, note_px, (190, 206, 192))
                surface.blit(note, note.get_rect(midright=(rect.right - rect.height // 4, rect.centery)))
