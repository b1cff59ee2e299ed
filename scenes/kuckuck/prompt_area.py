"""The lines under the Kuckuck table, between the plates and the Stay / Swap buttons: what another player did to
you, the prompt (against the clock with the seconds left in large figures before it), and, while you wait for
the others, how to skip the animation. Centred in the room they have, never over the move log in the corners;
shrunk together when they do not fit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.ui.text import Color, render

FIGURE_SCALE = 1.8  # the seconds left, against the prompt's size
DISC = 1.25  # a figure's disc, against the figure's size (Countdown.draw_seconds)
MIN_SIZE = 10


@dataclass(frozen=True)
class Line:
    text: str
    colour: Color
    scale: float = 1.0  # of the prompt's size
    bold: bool = True
    led: bool = False  # the seconds left stand before this line (when a clock runs)


Figure = Callable[[tuple[int, int], int], None]  # draws the seconds left centred at a point, a figure so high


def draw_lines(
    surface: pygame.Surface, band: pygame.Rect, lines: list[Line], size: int, figure: Figure | None = None
) -> None:
    """`lines` centred in `band`, at `size` or smaller; `figure` (if any) before the line that is `led`."""
    lines = [line for line in lines if line.text]
    if not lines:
        return
    rows = _rows(lines, size, figure is not None)
    high, wide = sum(h for _, h, _ in rows), max(w for _, _, w in rows)
    if high > band.height or wide > band.width:
        small = max(MIN_SIZE, min(int(size * band.height / high), int(size * band.width / wide)))
        rows = _rows(lines, small, figure is not None)
        high = sum(h for _, h, _ in rows)
    top = band.top + max(0, (band.height - high) // 2)
    for index, (images, height, width) in enumerate(rows):
        middle = top + height // 2
        x = band.centerx - width // 2
        if lines[index].led and figure is not None:
            side = images[0].get_height()  # the room of the figure's disc, see _rows
            figure((x + side // 2, middle), round(side / DISC))
            x += side + side // 4
            images = images[1:]
        for image in images:
            surface.blit(image, image.get_rect(midleft=(x, middle)))
        top += height


def _rows(lines: list[Line], size: int, figure: bool) -> list[tuple[list[pygame.Surface], int, int]]:
    """Each line's images (the led one after an empty square as big as the figure's disc), its height and its
    width."""
    rows: list[tuple[list[pygame.Surface], int, int]] = []
    for line in lines:
        image = render(line.text, max(MIN_SIZE, round(size * line.scale)), line.colour, bold=line.bold)
        images = [image]
        width, height = image.get_width(), image.get_height()
        if line.led and figure:
            side = round(size * FIGURE_SCALE * DISC)  # the disc round a figure of size × FIGURE_SCALE
            images.insert(0, pygame.Surface((side, side), pygame.SRCALPHA))
            width += side + side // 4
            height = max(height, side)
        rows.append((images, height, width))
    return rows
