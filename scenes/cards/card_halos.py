"""Soft halos larger than a card, to blit centred on it: the glow of a highlighted card and a drop shadow."""

from __future__ import annotations

import pygame

from scenes.cards.card_shapes import corner_radius, rounded
from scenes.cards.geometry import card_height
from scenes.cards.palette import RGB


def draw_glow(width: int, color: RGB) -> pygame.Surface:
    margin = max(6, round(width * 0.16))
    return _halo(width, color, margin * 0.3, 230, margin)


def draw_shadow(width: int) -> pygame.Surface:
    margin = max(4, round(width * 0.1))
    return _halo(width, (0, 0, 0), 0.0, 110, margin)


def _halo(width: int, color: RGB, spread: float, alpha: int, margin: int) -> pygame.Surface:
    height = card_height(width)
    surface = pygame.Surface((width + 2 * margin, height + 2 * margin), pygame.SRCALPHA)
    surface.fill((*color, 0))
    body = pygame.Rect(margin, margin, width, height).inflate(round(spread * 2), round(spread * 2))
    rounded(surface, (*color, alpha), body, corner_radius(width) + spread)
    return _soft_blur(surface, max(1, margin // 2))


def _soft_blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian-looking blur. pygame's gaussian_blur costs time in proportion to the radius (45 ms for a 240 px
    card's glow); three box blurs of 0.85 x the radius give the same halo (alpha within 7/255) in a sixth of it."""
    if radius < 4:
        return pygame.transform.gaussian_blur(surface, radius)
    box = round(radius * 0.85)
    for _ in range(3):
        surface = pygame.transform.box_blur(surface, box)
    return surface
