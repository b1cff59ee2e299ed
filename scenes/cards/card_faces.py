"""Drawing a card's face: the corner indices, then the pips, the one central symbol (aces, small cards) or the
court figure: SVG art rasterised at its panel's pixel size (scenes.cards.court_faces), or the plain court
(scenes.cards.plain_court) when the art cannot be read. The figures and the bare card bodies are kept for reuse."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.core.cards import SUIT_SYMBOLS, Card
from scenes.cards.card_glyphs import Glyphs
from scenes.cards.card_shapes import draw_body, finish, supersampled
from scenes.cards.court_faces import COURT_RANKS, CourtFigures, render_double, render_portrait
from scenes.cards.face_layout import COMPACT_WIDTH, PIP_LAYOUT, court_panel_rect
from scenes.cards.geometry import card_height
from scenes.cards.lru import LRU
from scenes.cards.palette import COURT_INKS, EDGE, GOLD, IVORY, ink
from scenes.cards.plain_court import draw_plain_base, draw_plain_figure

_log = logging.getLogger(__name__)

COURT_CACHE_SIZE = 36  # rasterised court figures kept: the twelve at a table's size, its lifted one and a preview's
BLANK_CACHE_SIZE = 4  # bare card bodies kept, one per width


class FaceArt:
    """Draws faces (the caller keeps them); `court_art`: the folder of court SVGs."""

    def __init__(self, court_art: Path) -> None:
        self._glyphs = Glyphs()
        self._figures = CourtFigures(court_art, COURT_INKS)
        self._figure_images: LRU[tuple[str, int, int, bool], pygame.Surface | None] = LRU(COURT_CACHE_SIZE)
        self._broken_figures: set[str] = set()
        self._blanks: LRU[int, pygame.Surface] = LRU(BLANK_CACHE_SIZE)

    def draw(self, card: Card, label: str, width: int) -> pygame.Surface:
        """`card`'s face `width` pixels wide, its rank printed as `label`."""
        height = card_height(width)
        compact = width < COMPACT_WIDTH
        rank = card.text[0]
        panel = court_panel_rect(width) if rank in COURT_RANKS else None
        figure = self._figure(card, panel.size, compact) if panel is not None else None
        if panel is not None and figure is None:  # the plain court's panel is part of the supersampled base
            plain = panel
            surface = supersampled(width, height, EDGE, lambda s, k: draw_plain_base(s, k, width, card, plain))
        else:  # the bare ivory card, the same for every face of this width
            surface = self._blank_face(width).copy()

        glyphs = self._glyphs
        index = glyphs.index(label, card, width)
        corner = index.get_rect(midtop=(round(width * (0.15 if compact else 0.115)), round(width * 0.06)))
        surface.blit(index, corner)
        flipped = pygame.transform.rotate(index, 180)
        surface.blit(flipped, flipped.get_rect(midbottom=(width - corner.centerx, height - corner.y)))

        if panel is not None and figure is not None:
            surface.blit(figure, panel)
            _frame_figure(surface, panel, card, width)
        elif panel is not None:
            draw_plain_figure(surface, glyphs, card, label, panel, compact)
        elif compact or rank == "A":
            size = width * (0.62 if card == Card("A", "S") and not compact else 0.44)
            pip = glyphs.glyph(SUIT_SYMBOLS[card.suit], size, ink(card))
            surface.blit(pip, pip.get_rect(center=(width // 2, height // 2)))
        else:
            self._draw_pips(surface, card, width, height)
        return surface

    def _draw_pips(self, surface: pygame.Surface, card: Card, width: int, height: int) -> None:
        pip = self._glyphs.glyph(SUIT_SYMBOLS[card.suit], width * 0.175, ink(card))
        flipped = pygame.transform.rotate(pip, 180)
        left, right = width * 0.32, width * 0.68
        top, bottom = height * 0.2, height * 0.8
        for col, row in PIP_LAYOUT[card.text[0]]:
            x = left + (right - left) * col
            y = top + (bottom - top) * row
            image = flipped if row > 0.5 else pip
            surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _blank_face(self, width: int) -> pygame.Surface:
        height = card_height(width)
        return self._blanks.get(
            width, lambda: supersampled(width, height, EDGE, lambda s, k: draw_body(s, k, width, IVORY))
        )

    def _figure(self, card: Card, size: tuple[int, int], portrait: bool) -> pygame.Surface | None:
        """The court figure rasterised at `size` (cached per size), or None when its art cannot be drawn."""
        if card.text in self._broken_figures:
            return None
        return self._figure_images.get((card.text, *size, portrait), lambda: self._draw_figure(card, size, portrait))

    def _draw_figure(self, card: Card, size: tuple[int, int], portrait: bool) -> pygame.Surface | None:
        layers = self._figures.layers(card)  # None (and a warning logged) when the file is missing or malformed
        try:
            if layers is not None:
                figure = render_portrait(card, layers, size, IVORY) if portrait else render_double(layers, size, IVORY)
                return finish(figure)
        except pygame.error as error:
            _log.warning("court figure %s not drawn (%s): drawing the plain court instead", card.text, error)
        self._broken_figures.add(card.text)
        return None


def _frame_figure(surface: pygame.Surface, panel: pygame.Rect, card: Card, width: int) -> None:
    """A fine ink rule round the court figure, with a gold rule just inside it on cards big enough for two rules;
    drawn at full size, as square corners need no supersampling."""
    line = max(1, round(width * 0.008))
    pygame.draw.rect(surface, ink(card), panel, line)
    if width >= COMPACT_WIDTH:
        gold = panel.inflate(-2 * line, -2 * line)
        pygame.draw.rect(surface, GOLD, gold, line)
