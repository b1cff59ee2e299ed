"""The arrow in the middle of the table while you choose cards to pass: it points at the seat that will receive
them (left, right, or up across the table) and names it, so nobody has to work out where "left" goes."""

from __future__ import annotations

from typing import Final

import pygame

from scenes.ui.caches import cached
from scenes.ui.text import GOLD, render

ANGLES: Final = {"left": 180, "right": 0, "across": 90}  # degrees, counter-clockwise from pointing right
SUPERSAMPLE: Final = 3
FILL: Final = (255, 217, 122, 72)
RIM: Final = (255, 217, 122, 190)


def _arrow_points(length: float, thick: float) -> list[tuple[float, float]]:
    """A fat arrow pointing right, its tail at x = 0, centred on y = 0."""
    head = thick * 1.9
    shaft = length - head * 0.9
    return [(0, -thick / 2), (shaft, -thick / 2), (shaft, -head / 2), (length, 0), (shaft, head / 2),
            (shaft, thick / 2), (0, thick / 2)]  # fmt: skip


@cached(maxsize=6)
def pass_arrow(direction: str, card_width: int, label: str, label_px: int) -> pygame.Surface:
    """The arrow for `direction` (two cards long, one and a half up the table), `label` ("to Anke") under it, at
    `label_px`."""
    if direction not in ANGLES:
        raise ValueError(f"direction must be one of {sorted(ANGLES)}, got {direction!r}")
    length = card_width * (1.5 if direction == "across" else 2.0)  # up the table there is less room
    thick = card_width * 0.42
    k = SUPERSAMPLE
    big = pygame.Surface((round(length * k) + 8, round(thick * 1.9 * k) + 8), pygame.SRCALPHA)
    middle = big.get_height() / 2
    points = [(4 + x * k, middle + y * k) for x, y in _arrow_points(length, thick)]
    pygame.draw.polygon(big, FILL, points)
    pygame.draw.polygon(big, RIM, points, max(2, k * 2))
    arrow = pygame.transform.smoothscale(big, (big.get_width() // k, big.get_height() // k))
    arrow = pygame.transform.rotate(arrow, ANGLES[direction])
    text = render(label, label_px, GOLD, bold=True)
    gap = max(4, card_width // 12)
    width = max(arrow.get_width(), text.get_width())
    image = pygame.Surface((width, arrow.get_height() + gap + text.get_height()), pygame.SRCALPHA)
    image.blit(arrow, arrow.get_rect(midtop=(width // 2, 0)))
    image.blit(text, text.get_rect(midtop=(width // 2, arrow.get_height() + gap)))
    return image
