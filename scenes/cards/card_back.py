"""The back of a card: a lattice of fine lines and dots on the back's colour inside an ivory rim, a gold frame, and
a ringed eight-pointed star in the middle."""

from __future__ import annotations

import math

import pygame

from scenes.cards.card_shapes import corner_radius, draw_body, line_width, rounded, supersampled
from scenes.cards.geometry import card_height
from scenes.cards.palette import EDGE, GOLD, IVORY, RGB, mix


def draw_back(width: int, color: RGB) -> pygame.Surface:
    height = card_height(width)
    return supersampled(width, height, EDGE, lambda s, k: _draw_back_art(s, k, width, color))


def _draw_back_art(surface: pygame.Surface, k: int, width: int, color: RGB) -> None:
    draw_body(surface, k, width, IVORY)
    margin = round(width * 0.06 * k)
    inner = surface.get_rect().inflate(-2 * margin, -2 * margin)
    light = mix(color, (255, 255, 255), 0.24)
    line = line_width(width, k, 0.006)
    panel = pygame.Surface(inner.size, pygame.SRCALPHA)
    panel.fill((*color, 255))
    _lattice(panel, max(4, round(width * 0.085 * k)), light, line, max(1, round(width * 0.013 * k)))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    rounded(mask, (255, 255, 255, 255), mask.get_rect(), corner_radius(width) * k * 0.6)
    panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)  # round the panel's corners
    surface.blit(panel, inner)
    frame = inner.inflate(-round(width * 0.05 * k), -round(width * 0.05 * k))
    rounded(surface, (*GOLD, 255), frame, corner_radius(width) * k * 0.4, line)
    _draw_medallion(surface, k, width, color, light)


def _lattice(surface: pygame.Surface, step: int, color: RGB, line: int, dot: int) -> None:
    """Diagonal lines through the centre at both slopes, with a dot at every crossing."""
    cx, cy = surface.get_rect().center
    reach = (surface.get_width() + surface.get_height()) // step + 2
    span = surface.get_width() + surface.get_height()
    for i in range(-reach, reach + 1):
        x = cx + i * step
        pygame.draw.line(surface, color, (x - span, cy - span), (x + span, cy + span), line)
        pygame.draw.line(surface, color, (x - span, cy + span), (x + span, cy - span), line)
    half = step / 2
    cols = math.ceil(surface.get_width() / step) + 1
    rows = math.ceil(surface.get_height() / step) + 1
    for m in range(-cols, cols + 1):
        for n in range(-rows, rows + 1):
            if (m + n) % 2 == 0:
                pygame.draw.circle(surface, color, (round(cx + m * half), round(cy + n * half)), dot)


def _draw_medallion(surface: pygame.Surface, k: int, width: int, color: RGB, light: RGB) -> None:
    """A ringed eight-pointed star in the middle of the back."""
    cx, cy = surface.get_rect().center
    r = width * 0.23 * k
    pygame.draw.circle(surface, GOLD, (cx, cy), round(r))
    pygame.draw.circle(surface, color, (cx, cy), round(r * 0.9))
    pygame.draw.circle(surface, light, (cx, cy), round(r * 0.84), line_width(width, k, 0.006))
    points = []
    for i in range(16):
        radius = r * (0.74 if i % 2 == 0 else 0.34)
        angle = i * math.pi / 8
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    pygame.draw.polygon(surface, GOLD, points)
    pygame.draw.circle(surface, color, (cx, cy), round(r * 0.16))
