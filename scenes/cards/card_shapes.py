"""Drawing card shapes crisp at any size: drawn supersampled (k pixels per target pixel) and scaled down to the
card's width, never up. The rounded card body and the empty card slot, and the helpers the backs and faces draw
with."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.cards.geometry import card_height
from scenes.cards.palette import EDGE, RGB


def finish(surface: pygame.Surface) -> pygame.Surface:
    """Match the display's pixel format for fast blits, once a display exists."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _supersample(width: int) -> int:
    return 4 if width <= 128 else 3 if width <= 256 else 2


def supersampled(width: int, height: int, edge: RGB, draw: Callable[[pygame.Surface, int], None]) -> pygame.Surface:
    """What `draw(surface, k)` paints on a surface k times the size, scaled down to `width` x `height`."""
    k = _supersample(width)
    big = pygame.Surface((width * k, height * k), pygame.SRCALPHA)
    big.fill((*edge, 0))  # transparent pixels share the rim colour, so scaling leaves no dark fringe
    draw(big, k)
    return pygame.transform.smoothscale(big, (width, height))


def corner_radius(width: int) -> float:
    return width * 0.065


def rounded(surface: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: float, line: int = 0) -> None:
    pygame.draw.rect(surface, color, rect, line, border_radius=max(1, round(radius)))


def line_width(width: int, k: int, fraction: float = 0.008) -> int:
    return max(k, round(width * fraction * k))


def draw_body(surface: pygame.Surface, k: int, width: int, fill: RGB) -> None:
    """The card's rounded body in `fill`, with its rim."""
    full = surface.get_rect()
    rounded(surface, (*EDGE, 255), full, corner_radius(width) * k)
    edge = line_width(width, k)
    rounded(surface, (*fill, 255), full.inflate(-2 * edge, -2 * edge), corner_radius(width) * k - edge)


def draw_placeholder(width: int) -> pygame.Surface:
    """An empty card slot: a translucent rounded rectangle with a faint rim."""
    height = card_height(width)

    def draw(surface: pygame.Surface, k: int) -> None:
        full = surface.get_rect()
        rounded(surface, (255, 255, 255, 34), full, corner_radius(width) * k)
        rounded(surface, (255, 255, 255, 120), full, corner_radius(width) * k, line_width(width, k, 0.014))

    return supersampled(width, height, (255, 255, 255), draw)
