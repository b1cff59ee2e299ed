"""A team's score kept the traditional way, with a six and a four: as many pips show as the team has points.
Up to four points show on the four, five and six on the six, seven to ten on the six and the four together;
the pips that do not count are covered (drawn faint). Drawn once per score, suit and size."""

from __future__ import annotations

import pygame

from game.core.cards import SUIT_SYMBOLS
from scenes.ui.caches import cached
from scenes.ui.text import render

PAPER = (250, 246, 232)
RIM = (150, 128, 70)
COVERED = (214, 208, 190)
RED = (200, 36, 48)
BLACK = (28, 30, 36)
PIPS = {6: [(0.3, 0.22), (0.7, 0.22), (0.3, 0.5), (0.7, 0.5), (0.3, 0.78), (0.7, 0.78)],
        4: [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)]}  # fmt: skip


def shown_pips(score: int) -> tuple[int, int]:
    """How many pips count on the six and on the four for `score` (0 to 10; more shows as 10)."""
    score = max(0, min(10, score))
    if score <= 4:
        return 0, score
    if score <= 6:
        return score, 0
    return 6, score - 6


def _card(rank: int, lit: int, suit: str, width: int, height: int) -> pygame.Surface:
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(3, width // 8)
    pygame.draw.rect(card, PAPER, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, RIM, card.get_rect(), 1, border_radius=radius)
    ink = RED if suit in "DH" else BLACK
    px = max(7, round(width * 0.3))
    for index, (fx, fy) in enumerate(PIPS[rank]):
        glyph = render(SUIT_SYMBOLS[suit], px, ink if index < lit else COVERED, bold=True, shadow=False, glyph=True)
        card.blit(glyph, glyph.get_rect(center=(round(width * fx), round(height * fy))))
    corner = render(str(rank), max(6, round(width * 0.22)), ink, bold=True, shadow=False, glyph=True)
    card.blit(corner, (max(1, width // 14), 0))
    return card


@cached(maxsize=16)
def six_and_four(score: int, suit: str, height: int) -> pygame.Surface:
    """The six and the four side by side, slightly overlapping, `height` pixels tall."""
    width = round(height * 0.68)
    six, four = shown_pips(score)
    overlap = round(width * 0.18)
    image = pygame.Surface((2 * width - overlap, height), pygame.SRCALPHA)
    image.blit(_card(6, six, suit, width, height), (0, 0))
    image.blit(_card(4, four, suit, width, height), (width - overlap, 0))
    return image
