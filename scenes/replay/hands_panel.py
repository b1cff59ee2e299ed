"""Every seat's hidden cards, on a panel beside a replayed table (when the player shows them): a column at the left,
below the replay's strip. The replay lays the table out to the right of it, so the panel never covers a seat.

A seat's row is its name and its cards on one line when they fit, else the name on a line and the cards below it,
wrapped. The text never shrinks below a readable size at the window sizes the game offers."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import tr
from game.replay.words import card_text
from scenes.ui.decor import draw_panel
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, font, render

RED_SUITS = ("♥", "♦")
RED = (236, 120, 110)
WIDEST_SHARE = 0.25  # of the window's width, at most
LINE_SPACING = 1.45  # a line's height, in text sizes


@dataclass(frozen=True)
class Piece:
    text: str
    colour: tuple[int, int, int]
    x: int  # from the panel's inner left edge


def text_size(size: tuple[int, int]) -> int:
    return scaled(size, 22, 14)


def padding(size: tuple[int, int]) -> int:
    return scaled(size, 14, 6)


def _lines(names: list[str], hands: list[list[str]], pixels: int, inner: int) -> list[list[Piece]]:
    """The panel's lines below its heading: each seat holding cards, on one line or wrapped under its name."""
    face = font(pixels, True)
    gap, after_name, indent = pixels // 3, pixels // 2, pixels
    lines: list[list[Piece]] = []
    for name, held in zip(names, hands, strict=True):
        if not held:
            continue
        cards = [card_text(card) for card in held]
        colours = [RED if card[-1] in RED_SUITS else CREAM for card in cards]
        label = f"{name}:"
        x = face.size(label)[0] + after_name
        widths = [face.size(card)[0] for card in cards]
        if x + sum(widths) + gap * (len(cards) - 1) <= inner:  # all on the name's line
            line = [Piece(label, CREAM, 0)]
        else:
            lines.append([Piece(label, CREAM, 0)])
            line, x = [], indent
        for card, colour, width in zip(cards, colours, widths, strict=True):
            if line and x + width > inner and x > indent:
                lines.append(line)
                line, x = [], indent
            line.append(Piece(card, colour, x))
            x += width + gap
        lines.append(line)
    return lines


def panel_width(size: tuple[int, int], names: list[str], hands: list[list[str]]) -> int:
    """How wide the panel is for these names and hands (the fullest hands of the match): as wide as its widest row
    on one line, at most a quarter of the window."""
    pixels, pad = text_size(size), padding(size)
    face = font(pixels, True)
    widest = face.size(tr("Every hand"))[0]
    for line in _lines(names, hands, pixels, 10**6):
        last = line[-1]
        widest = max(widest, last.x + face.size(last.text)[0])
    return min(round(size[0] * WIDEST_SHARE), widest + 2 * pad)


def draw_hands(surface: pygame.Surface, top: int, width: int, names: list[str], hands: list[list[str]]) -> pygame.Rect:
    """The panel, `width` wide, at the left from `top` down; its rect."""
    size = surface.get_size()
    pad = padding(size)
    pixels = text_size(size)
    room = size[1] - top - 2 * pad
    lines = _lines(names, hands, pixels, width - 2 * pad)
    least = readable_px(size)  # the text shrinks this far at most, when many seats must fit in a small window
    while pixels > least and (len(lines) + 1) * round(pixels * LINE_SPACING) + 2 * pad > room:
        pixels -= 1
        lines = _lines(names, hands, pixels, width - 2 * pad)
    line_h = round(pixels * LINE_SPACING)
    panel = pygame.Rect(pad, top + pad, width, (len(lines) + 1) * line_h + 2 * pad)
    draw_panel(surface, panel, scaled(size, 12, 5), alpha=215)
    heading = render(tr("Every hand"), pixels, GOLD, bold=True)
    surface.blit(heading, (panel.left + pad, panel.top + pad))
    y = panel.top + pad + line_h
    for line in lines:
        for piece in line:
            surface.blit(render(piece.text, pixels, piece.colour, bold=True), (panel.left + pad + piece.x, y))
        y += line_h
    return panel
