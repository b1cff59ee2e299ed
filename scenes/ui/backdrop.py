"""The felt room and the wooden-rimmed oval table, drawn once per window size.

Gradients are computed on a small surface and smooth-scaled up: smooth at any size, and cheap enough that the
first frame does not wait for them (no numpy needed).
"""

from __future__ import annotations

import math

import pygame

from scenes.ui.caches import cached
from scenes.ui.look import current_look

Rect = tuple[float, float, float, float]
Colour = tuple[int, int, int]
GRADIENT_CELLS = 48
# the table's cloth (the Settings scene's "Table colour"): the top's centre and edge colours
CLOTHS: dict[str, tuple[Colour, Colour]] = {
    "green": ((32, 116, 74), (15, 66, 42)),
    "blue": ((34, 84, 140), (14, 38, 72)),
    "red": ((132, 34, 42), (66, 14, 20)),
    "grey": ((92, 96, 100), (42, 44, 48)),
}


def _radial(size: tuple[int, int], centre: Colour, edge: Colour, floor: float = 0.0) -> pygame.Surface:
    """A centre-to-edge gradient over `size`, from a small computed patch smooth-scaled up."""
    cells = pygame.Surface((GRADIENT_CELLS, GRADIENT_CELLS))
    half = (GRADIENT_CELLS - 1) / 2
    for y in range(GRADIENT_CELLS):
        for x in range(GRADIENT_CELLS):
            r = min(1.0, math.hypot((x - half) / half, (y - half) / half))
            t = max(floor, r * r) if floor else r
            cells.set_at((x, y), tuple(round(c + (e - c) * t) for c, e in zip(centre, edge, strict=True)))
    if pygame.display.get_surface() is not None:
        cells = cells.convert()  # a display-format patch scales to a display-format result: no big convert
    return pygame.transform.smoothscale(cells, (max(1, size[0]), max(1, size[1])))


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A dark green room, lighter in the middle, with a soft vignette."""
    return _radial(size, (24, 70, 50), (6, 20, 14))


def table(size: tuple[int, int], oval: Rect) -> pygame.Surface:
    """The room with the table on it: a wooden rim, a lighter felt top in the player's cloth and a gold inlay
    line."""
    return _table(size, oval, current_look().felt)


@cached(maxsize=4)
def _table(size: tuple[int, int], oval: Rect, cloth_name: str) -> pygame.Surface:
    surface = felt(size)
    x, y, w, h = oval
    rim = max(8, round(min(w, h) * 0.045))
    outer = pygame.Rect(round(x - rim), round(y - rim), round(w + 2 * rim), round(h + 2 * rim))
    shadow = pygame.Surface(outer.inflate(40, 40).size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect().inflate(-20, -10))
    surface.blit(shadow, shadow.get_rect(center=(outer.centerx, outer.centery + rim)))
    pygame.draw.ellipse(surface, (74, 42, 22), outer)
    pygame.draw.ellipse(surface, (112, 68, 36), outer.inflate(-rim // 2, -rim // 2))
    top = pygame.Rect(round(x), round(y), round(w), round(h))
    centre, edge = CLOTHS.get(cloth_name, CLOTHS["green"])
    cloth = _radial(top.size, centre, edge).convert_alpha()
    mask = pygame.Surface(top.size, pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(cloth, top)
    pygame.draw.ellipse(surface, (190, 152, 62), top.inflate(-rim, -rim), max(1, rim // 6))
    return surface
