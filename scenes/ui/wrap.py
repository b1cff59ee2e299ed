"""Breaking a line of text into lines that fit a width, at a size of the shipped font; and fitting a text to a box
on one line or, when even its smallest readable size is too wide, on two."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from scenes.ui.text import CREAM, Color, fitted_size, font, render


def wrap(text: str, pixels: int, width: int, bold: bool = False) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` at `pixels` (a word longer than a line stays
    whole on its own line)."""
    face = font(pixels, bold)
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and face.size(candidate)[0] > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    lines.append(current)
    return lines


class FittedText(NamedTuple):
    """A text as it fits its box: its lines and their size."""

    lines: list[str]
    pixels: int


def fitted_text(
    text: str, width: int, pixels: int, least: int, *, bold: bool = False, most_lines: int = 2, height: int = 0
) -> FittedText:
    """`text` in `width`: on one line at the largest size from `pixels` down to `least` at which it fits; failing
    that, broken into at most `most_lines` lines (a line's height apart, within `height` when given) at the largest
    size that fits them (never below `least`: a text that fits nowhere is drawn at `least`, and the layout test
    hears of it)."""
    least = min(least, pixels)
    if most_lines < 2 or font(least, bold).size(text)[0] <= width:
        return FittedText([text], fitted_size([text], width, pixels, bold=bold, minimum=least))
    for size in range(pixels, least - 1, -1):
        lines = wrap(text, size, width, bold)
        face = font(size, bold)
        tall = (len(lines) - 1) * face.get_linesize() + face.get_height()
        if len(lines) <= most_lines and all(face.size(line)[0] <= width for line in lines) and tall <= (height or tall):
            return FittedText(lines, size)
    return FittedText(wrap(text, least, width, bold), least)


def render_lines(
    fitted: FittedText, color: Color = CREAM, *, bold: bool = False, centred: bool = False
) -> pygame.Surface:
    """The fitted lines drawn one under the other (left-aligned, or `centred`), a line's height apart."""
    images = [render(line, fitted.pixels, color, bold=bold) for line in fitted.lines]
    if len(images) == 1:
        return images[0]
    step = font(fitted.pixels, bold).get_linesize()
    width = max(image.get_width() for image in images)
    out = pygame.Surface((width, step * (len(images) - 1) + images[-1].get_height()), pygame.SRCALPHA)
    for i, image in enumerate(images):
        out.blit(image, image.get_rect(midtop=(width // 2, i * step)) if centred else (0, i * step))
    return out
