"""The plain court, drawn when a court figure's art cannot be read: a tinted, hatched panel in ink and gold frames
with a mirror line, holding an emblem, the big letter and the suit, mirrored in the bottom half (one upright letter
on a small card)."""

from __future__ import annotations

import pygame

from game.core.cards import SUIT_SYMBOLS, Card
from scenes.cards.card_glyphs import Glyphs, fit_width
from scenes.cards.card_shapes import draw_body, line_width, rounded
from scenes.cards.face_layout import COMPACT_WIDTH
from scenes.cards.palette import GOLD, IVORY, RGB, ink, mix

COURT_TINT: dict[bool, RGB] = {True: (250, 234, 230), False: (232, 236, 245)}  # keyed by is_red
COURT_EMBLEM = {"J": "♞", "Q": "♛", "K": "♚"}


def draw_plain_base(surface: pygame.Surface, k: int, width: int, card: Card, panel: pygame.Rect) -> None:
    """The card body with the plain court's panel, drawn supersampled (`k` pixels per card pixel)."""
    draw_body(surface, k, width, IVORY)
    big = pygame.Rect(panel.x * k, panel.y * k, panel.width * k, panel.height * k)
    line = line_width(width, k)
    tint = COURT_TINT[card.is_red]
    rounded(surface, (*tint, 255), big, width * 0.03 * k)
    _hatch(surface, big, (*mix(tint, GOLD, 0.18), 255), round(width * 0.045 * k), line)
    rounded(surface, (*ink(card), 255), big, width * 0.03 * k, line)
    inset = round(width * 0.022 * k)
    rounded(surface, (*GOLD, 255), big.inflate(-2 * inset, -2 * inset), width * 0.02 * k, line)
    if width < COMPACT_WIDTH:
        return
    # the mirror line between the two heads, with a small diamond at its centre
    mid = big.centery
    pygame.draw.line(surface, GOLD, (big.x + inset, mid), (big.right - inset - 1, mid), line)
    d = round(width * 0.035 * k)
    cx = big.centerx
    pygame.draw.polygon(surface, GOLD, [(cx - d, mid), (cx, mid - d), (cx + d, mid), (cx, mid + d)])


def _hatch(surface: pygame.Surface, area: pygame.Rect, color: tuple[int, ...], spacing: int, line: int) -> None:
    """Diagonal lines clipped to `area`."""
    previous = surface.get_clip()
    surface.set_clip(area.inflate(-line * 4, -line * 4))
    for offset in range(-area.height, area.width, max(2, spacing)):
        start = (area.x + offset, area.bottom)
        end = (area.x + offset + area.height, area.y)
        pygame.draw.line(surface, color, start, end, max(1, line // 2))
    surface.set_clip(previous)


def draw_plain_figure(
    surface: pygame.Surface, glyphs: Glyphs, card: Card, label: str, panel: pygame.Rect, compact: bool
) -> None:
    """Emblem, big letter and suit in the top half of `panel`, mirrored in the bottom half."""
    color = ink(card)
    w = panel.width
    if compact:  # one upright letter: a mirrored pair would be too small to read
        letter = fit_width(glyphs.glyph(label, w * 0.62, color, bold=True), round(w * 0.8))
        surface.blit(letter, letter.get_rect(center=panel.center))
        return
    half = pygame.Surface((w, panel.height // 2), pygame.SRCALPHA)
    h = half.get_height()
    emblem = glyphs.glyph(COURT_EMBLEM[card.text[0]], w * 0.36, color)
    letter = fit_width(glyphs.glyph(label, w * 0.3, color, bold=True), round(w * 0.5))
    pip = glyphs.glyph(SUIT_SYMBOLS[card.suit], w * 0.16, color)
    half.blit(emblem, emblem.get_rect(center=(w // 2, round(h * 0.36))))
    half.blit(letter, letter.get_rect(center=(w // 2, round(h * 0.78))))
    half.blit(pip, pip.get_rect(center=(round(w * 0.2), round(h * 0.78))))
    half.blit(pip, pip.get_rect(center=(round(w * 0.8), round(h * 0.78))))
    surface.blit(half, panel.topleft)
    surface.blit(pygame.transform.rotate(half, 180), (panel.x, panel.bottom - half.get_height()))
