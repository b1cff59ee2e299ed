"""What the statistics screen shows under its filter, drawn once onto a surface the size of its area: a counting
message while archived matches are replayed, an invitation while no match is finished, else the table beside the
charts, under a note (since when matches count, and the last message about the archive)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

import pygame

from game.i18n import tr, trn
from game.registry import spec_for
from game.stats.figures import GameFigures
from scenes.stats.charts import draw_charts
from scenes.stats.figures_table import draw_table
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, render

MAX_PEOPLE: Final = 4  # columns of the table (the people who played most)
WARN: Final = (255, 190, 140)

Line = tuple[str, int, tuple[int, int, int], bool]  # text, size, colour, bold


def _text_px(size: tuple[int, int]) -> int:
    return max(11, scaled(size, 26, 11))


def draw_counting(size: tuple[int, int], area: tuple[int, int], done: int, total: int) -> pygame.Surface:
    """`done` of `total` matches counted; `size`: the window's."""
    content = pygame.Surface(area, pygame.SRCALPHA)
    text = tr("Counting the archived matches… {done} of {total}", done=done, total=total)
    _centred(content, [(text, _text_px(size), CREAM, False)])
    return content


def draw_figures(
    size: tuple[int, int], area: tuple[int, int], figures: GameFigures, note: str, bankroll: Mapping[str, int] | None
) -> pygame.Surface:
    """`figures` under `note`; `bankroll`: the chips the money game's table shows (Kuckuck; None: no column)."""
    content = pygame.Surface(area, pygame.SRCALPHA)
    width, height = area
    px = _text_px(size)
    note_h = 0
    if note:
        line = render(note, fitted_size([note], width, round(px * 0.85), bold=False), WARN)
        content.blit(line, line.get_rect(midtop=(width // 2, 0)))
        note_h = line.get_height() + px // 3
    body = pygame.Rect(0, note_h, width, height - note_h)
    if figures.empty:
        name = tr(spec_for(figures.game).name)
        invite = tr("Finish a match of {game} and its figures appear here.", game=name)
        lines = [(tr("No matches yet"), round(px * 1.8), GOLD, True), (invite, px, CREAM, False)]
        _centred(content.subsurface(body), lines)
        return content
    shown = GameFigures(
        figures.game, figures.preset, figures.since, figures.matches, figures.people[:MAX_PEOPLE], figures.seat_deals
    )
    table_w = round(body.width * 0.54)
    draw_table(content, pygame.Rect(body.left, body.top, table_w - px, body.height), shown, bankroll, size)
    draw_charts(content, pygame.Rect(table_w, body.top, body.width - table_w, body.height), shown, readable_px(size))
    return content


def figures_note(figures: GameFigures, notices: list[str]) -> str:
    """Since when matches count (after a reset), how many are left out (not every deal from their seed), how many
    were played with hints, and the last of `notices`."""
    parts = []
    since = figures.since
    if since is not None:
        parts.append(tr("Counting matches finished after {time}.", time=since.astimezone().strftime("%Y-%m-%d %H:%M")))
    if figures.left_out:
        parts.append(trn("{n} match is not counted: not every deal came from its seed.",
                         "{n} matches are not counted: not every deal came from their seed.",
                         figures.left_out))  # fmt: skip
    if figures.with_hints:
        parts.append(trn("{n} match was played with hints.", "{n} matches were played with hints.",
                         figures.with_hints))  # fmt: skip
    if notices:
        parts.append(notices[-1])
    return "  ".join(parts)


def _centred(surface: pygame.Surface, lines: list[Line]) -> None:
    images = [render(text, size, colour, bold=bold) for text, size, colour, bold in lines]
    y = (surface.get_height() - sum(image.get_height() for image in images)) // 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(surface.get_width() // 2, y)))
        y += image.get_height()
