"""A table's rules badge: the match's rules in a few words (scenes/ui/rules_summary.py) on a small pill in the
title bar, between the title and the pause hint, where nothing of the play ever lies."""

from __future__ import annotations

import pygame

from scenes.ui.caches import cached
from scenes.ui.text import GOLD, font, render


def _shortened(text: str, pixels: int, width: int) -> str:
    """`text`, cut with "…" to fit `width`."""
    face = font(pixels)
    if face.size(text)[0] <= width:
        return text
    while text and face.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ·:") + "…"


@cached(maxsize=8)
def badge_image(text: str, pixels: int, width: int) -> pygame.Surface:
    """The pill for `text` at most `width` wide, in `pixels` (the smallest readable size: a text too long is cut
    short, never drawn smaller)."""
    pad = max(4, pixels // 2)
    shown = render(_shortened(text, pixels, width - 2 * pad), pixels, GOLD)
    image = pygame.Surface((shown.get_width() + 2 * pad, shown.get_height() + pad // 2), pygame.SRCALPHA)
    pygame.draw.rect(image, (8, 24, 16, 190), image.get_rect(), 0, image.get_height() // 2)
    pygame.draw.rect(image, (217, 180, 90, 200), image.get_rect(), 1, image.get_height() // 2)
    image.blit(shown, shown.get_rect(center=image.get_rect().center))
    return image


def draw_rules_badge(
    surface: pygame.Surface, text: str, left: int, right: int, middle_y: int, pixels: int
) -> pygame.Rect | None:
    """The badge, right-aligned at `right`, never left of `left`, centred on `middle_y` (None: no room)."""
    if not text or right - left < 4 * pixels:
        return None
    image = badge_image(text, pixels, right - left)
    return surface.blit(image, image.get_rect(midright=(right, middle_y)))
