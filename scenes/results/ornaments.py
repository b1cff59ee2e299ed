"""The results' drawn ornaments: the winner's crown, the spotlight behind it, and each standing's place medal."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

import pygame

from scenes.ui.text import CREAM, render

Colour = tuple[int, int, int]

MEDALS: Final[Mapping[int, Colour]] = MappingProxyType({1: (240, 196, 64), 2: (196, 204, 214), 3: (205, 127, 60)})
PLAIN_MEDAL: Final = (34, 78, 54)


def crown(width: int) -> pygame.Surface:
    """A gold crown with jewels, drawn supersampled."""
    k = 4
    w, h = width * k, round(width * 0.72) * k
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    band_top, band_bottom = round(h * 0.62), round(h * 0.9)
    peaks = [(0.06, 0.22), (0.28, 0.42), (0.5, 0.08), (0.72, 0.42), (0.94, 0.22)]
    valleys = [0.17, 0.39, 0.61, 0.83]
    outline = [(round(w * 0.08), band_top)]
    for i, (px, py) in enumerate(peaks):
        outline.append((round(w * px), round(h * py)))
        if i < len(valleys):
            outline.append((round(w * valleys[i]), round(h * 0.5)))
    outline.append((round(w * 0.92), band_top))
    dark, gold, light = (150, 98, 18), (240, 188, 56), (255, 236, 150)
    pygame.draw.polygon(big, gold, outline)
    pygame.draw.polygon(big, dark, outline, 3 * k)
    band = pygame.Rect(round(w * 0.06), band_top, round(w * 0.88), band_bottom - band_top)
    pygame.draw.rect(big, gold, band, 0, 6 * k)
    pygame.draw.rect(big, dark, band, 3 * k, 6 * k)
    pygame.draw.line(big, light, (band.left + 8 * k, band.top + 6 * k), (band.right - 8 * k, band.top + 6 * k), 2 * k)
    for px, py in peaks:
        centre = (round(w * px), round(h * py))
        pygame.draw.circle(big, light, centre, round(w * 0.045))
        pygame.draw.circle(big, dark, centre, round(w * 0.045), 2 * k)
    for i, colour in enumerate(((200, 30, 50), (30, 110, 200), (200, 30, 50))):
        centre = (round(w * (0.3 + 0.2 * i)), band.centery)
        radius = round(band.height * (0.3 if i != 1 else 0.36))
        pygame.draw.circle(big, colour, centre, radius)
        pygame.draw.circle(big, (255, 255, 255), (centre[0] - radius // 3, centre[1] - radius // 3), radius // 3)
        pygame.draw.circle(big, dark, centre, radius, 2 * k)
    return pygame.transform.smoothscale(big, (width, h // k))


def glow(radius: int, colour: Colour, alpha: int = 110) -> pygame.Surface:
    """A soft round light, for the spotlight behind the crown."""
    surface = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    steps = 24
    for i in range(steps, 0, -1):
        a = round(alpha * (1 - i / steps) ** 2 / 4) + 1
        pygame.draw.circle(surface, (*colour, a), (radius, radius), round(radius * i / steps))
    return surface


def medal(place: int, diameter: int) -> pygame.Surface:
    colour = MEDALS.get(place, PLAIN_MEDAL)
    k = 4
    big = pygame.Surface((diameter * k, diameter * k), pygame.SRCALPHA)
    c = diameter * k // 2
    pygame.draw.circle(big, (0, 0, 0, 90), (c, c + k * 2), c - k * 2)
    pygame.draw.circle(big, colour, (c, c), c - k * 3)
    pygame.draw.circle(big, (255, 255, 255, 80), (c, c), c - k * 3, k * 2)
    out = pygame.transform.smoothscale(big, (diameter, diameter))
    text_colour = (40, 30, 10) if place in MEDALS else CREAM
    number = render(str(place), max(8, round(diameter * 0.5)), text_colour, bold=True, shadow=False)
    out.blit(number, number.get_rect(center=(diameter // 2, diameter // 2)))
    return out
