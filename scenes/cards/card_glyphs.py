"""Text on cards: ranks and suit symbols rendered from the shipped DejaVu font directly at their final pixel size,
cropped to their ink, and the corner index (rank over suit) built from them."""

from __future__ import annotations

import pygame

from game.core.cards import SUIT_SYMBOLS, Card
from scenes.cards.face_layout import COMPACT_WIDTH, index_shares
from scenes.cards.palette import RGB, ink
from scenes.ui.look import current_look
from scenes.ui.text import exact_font


class Glyphs:
    """Renders card text; keeps, per text, how tall its ink is for the font size."""

    def __init__(self) -> None:
        self._ratio: dict[tuple[str, bool], float] = {}

    def glyph(self, text: str, height: float, color: RGB, bold: bool = False) -> pygame.Surface:
        """`text` rendered so its ink is about `height` pixels tall, cropped tight to the ink."""
        key = (text, bold)
        if key not in self._ratio:
            probe = exact_font(100, bold).render(text, True, (0, 0, 0))
            self._ratio[key] = max(1, probe.get_bounding_rect().height) / 100
        size = round(height / self._ratio[key])
        rendered = exact_font(size, bold).render(text, True, color)
        return rendered.subsurface(rendered.get_bounding_rect()).copy()

    def index(self, label: str, card: Card, width: int) -> pygame.Surface:
        """Rank over suit symbol, as printed in the top-left corner."""
        color = ink(card)
        rank_share, pip_share, widest = index_shares(width < COMPACT_WIDTH, current_look().cards.large_indices)
        text = self.glyph(label, width * rank_share, color, bold=True)
        text = fit_width(text, round(width * widest))  # narrows the wide "10", as printed cards do
        pip = self.glyph(SUIT_SYMBOLS[card.suit], width * pip_share, color)
        gap = max(1, round(width * 0.025))
        out = pygame.Surface(
            (max(text.get_width(), pip.get_width()), text.get_height() + gap + pip.get_height()), pygame.SRCALPHA
        )
        out.blit(text, text.get_rect(midtop=(out.get_width() // 2, 0)))
        out.blit(pip, pip.get_rect(midbottom=(out.get_width() // 2, out.get_height())))
        return out


def fit_width(surface: pygame.Surface, max_width: int) -> pygame.Surface:
    """Narrow (never widen) a rendered label that is wider than `max_width`."""
    if surface.get_width() <= max_width:
        return surface
    return pygame.transform.smoothscale(surface, (max_width, surface.get_height()))
