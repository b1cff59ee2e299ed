"""Gamepad face buttons drawn as small badges in a line of hints, in the style of the pad in use: Xbox's coloured
discs with a white letter, Nintendo's grey discs with a white letter, PlayStation's dark discs with a coloured
cross, circle, square or triangle. The shapes are drawn, not taken from the font, so they stay crisp at any size
(scenes/ui/pad_layouts.py says which character stands for which button)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

import pygame

from scenes.ui.caches import cached
from scenes.ui.pad_layouts import PLAYSTATION_SHAPES
from scenes.ui.text import CIRCLED_FIRST, CIRCLED_LAST, circled_letter, render

Colour = tuple[int, int, int]

XBOX_COLOURS: Final[Mapping[str, Colour]] = MappingProxyType(
    {"A": (64, 160, 72), "B": (200, 62, 52), "X": (56, 112, 200), "Y": (222, 170, 36)}
)
NINTENDO_GREY: Final = (78, 78, 84)
PLAYSTATION_GROUND: Final = (36, 36, 44)
SHAPE_COLOURS: Final[Mapping[str, Colour]] = MappingProxyType(
    {"✕": (124, 178, 232), "○": (255, 102, 102), "□": (238, 120, 220), "△": (64, 226, 160)}
)
SUPERSAMPLE: Final = 4


def is_badge(ch: str) -> bool:
    """True for a character a hint line draws as a button badge."""
    return ch in SHAPE_COLOURS or bool(circled_letter(ch))


def _disc(diameter: int, colour: Colour) -> tuple[pygame.Surface, int]:
    """A big (supersampled) disc with a drop shadow and a thin light rim, and its centre."""
    big = pygame.Surface((diameter * SUPERSAMPLE, diameter * SUPERSAMPLE), pygame.SRCALPHA)
    centre = diameter * SUPERSAMPLE // 2
    pygame.draw.circle(big, (0, 0, 0, 110), (centre, centre + SUPERSAMPLE * 2), centre - SUPERSAMPLE * 2)
    pygame.draw.circle(big, (*colour, 255), (centre, centre), centre - SUPERSAMPLE * 3)
    pygame.draw.circle(big, (255, 255, 255, 90), (centre, centre), centre - SUPERSAMPLE * 3, SUPERSAMPLE)
    return big, centre


def _shape(big: pygame.Surface, centre: int, shape: str, colour: Colour) -> None:
    """PlayStation's symbol, outlined, about half the disc wide."""
    reach = round(centre * 0.42)
    width = max(SUPERSAMPLE * 2, round(centre * 0.16))
    if shape == "✕":
        for dx in (-reach, reach):
            pygame.draw.line(big, colour, (centre - dx, centre - reach), (centre + dx, centre + reach), width)
    elif shape == "○":
        pygame.draw.circle(big, colour, (centre, centre), reach + width // 2, width)
    elif shape == "□":
        side = round(reach * 1.7)
        pygame.draw.rect(big, colour, pygame.Rect(centre - side // 2, centre - side // 2, side, side), width)
    else:  # △
        points = [(centre + reach * 1.1 * math.sin(a), centre - reach * 1.1 * math.cos(a) + reach * 0.15)
                  for a in (0.0, math.tau / 3, 2 * math.tau / 3)]  # fmt: skip
        pygame.draw.polygon(big, colour, points, width)


@cached(maxsize=64)
def badge(ch: str, pixels: int) -> pygame.Surface:
    """The badge of face button `ch` (Ⓐ, 🅑 or ✕ …) for text `pixels` high."""
    diameter = round(pixels * 1.2)
    letter = circled_letter(ch)
    if ch in PLAYSTATION_SHAPES:
        big, centre = _disc(diameter, PLAYSTATION_GROUND)
        _shape(big, centre, ch, SHAPE_COLOURS[ch])
        return pygame.transform.smoothscale(big, (diameter, diameter))
    xbox = CIRCLED_FIRST <= ord(ch) <= CIRCLED_LAST
    big, _ = _disc(diameter, XBOX_COLOURS.get(letter, (110, 110, 110)) if xbox else NINTENDO_GREY)
    disc = pygame.transform.smoothscale(big, (diameter, diameter))
    glyph = render(letter, max(8, round(pixels * 0.78)), (255, 255, 255), bold=True, shadow=False, glyph=True)
    disc.blit(glyph, glyph.get_rect(center=(diameter // 2, diameter // 2)))
    return disc
