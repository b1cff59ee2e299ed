"""The felt and the wooden-rimmed oval table, drawn once per window size."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pygame

Rect = tuple[float, float, float, float]


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """A dark green room with a soft vignette, built with numpy in one pass."""
    width, height = size
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    dx = (xs - width / 2) / (width / 2)
    dy = (ys - height / 2) / (height / 2)
    light = np.clip(1.0 - 0.55 * (dx * dx + dy * dy), 0.25, 1.0)
    rgb = np.empty((width, height, 3), dtype=np.uint8)
    base = np.array([18, 52, 38], dtype=np.float32)
    rgb[...] = (light.T[..., None] * base).astype(np.uint8)
    surface = pygame.surfarray.make_surface(rgb)
    return surface.convert() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=4)
def table(size: tuple[int, int], oval: Rect) -> pygame.Surface:
    """The room with the table on it: a wooden rim, a lighter felt top and a gold inlay line."""
    surface = felt(size).copy()
    x, y, w, h = oval
    rim = max(8, round(min(w, h) * 0.045))
    outer = pygame.Rect(round(x - rim), round(y - rim), round(w + 2 * rim), round(h + 2 * rim))
    shadow = pygame.Surface(outer.inflate(40, 40).size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect().inflate(-20, -10))
    surface.blit(shadow, shadow.get_rect(center=(outer.centerx, outer.centery + rim)))
    pygame.draw.ellipse(surface, (74, 42, 22), outer)
    pygame.draw.ellipse(surface, (112, 68, 36), outer.inflate(-rim // 2, -rim // 2))
    top = pygame.Rect(round(x), round(y), round(w), round(h))
    _radial_ellipse(surface, top, (30, 110, 70), (16, 70, 44))
    pygame.draw.ellipse(surface, (190, 152, 62), top.inflate(-rim, -rim), max(1, rim // 6))
    return surface


def _radial_ellipse(
    surface: pygame.Surface, rect: pygame.Rect, centre: tuple[int, int, int], edge: tuple[int, int, int]
) -> None:
    width, height = rect.size
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    dx = (xs - width / 2) / (width / 2)
    dy = (ys - height / 2) / (height / 2)
    r = np.sqrt(dx * dx + dy * dy)
    t = np.clip(r, 0.0, 1.0)[..., None]
    colour = (1 - t) * np.array(centre, np.float32) + t * np.array(edge, np.float32)
    alpha = np.where(r <= 1.0, 255, 0).astype(np.uint8)
    patch = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.surfarray.blit_array(patch, colour.transpose(1, 0, 2).astype(np.uint8))
    pygame.surfarray.pixels_alpha(patch)[...] = alpha.T
    surface.blit(patch, rect)
