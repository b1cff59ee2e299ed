"""A bid as a speech bubble at the bidder's seat ("Pass", "Order up", "Hearts, alone"): a rounded paper box whose
tail points at the seat's plate. It stays while the bidding lasts, so the table can read the whole auction.
Drawn once per text and size."""

from __future__ import annotations

import pygame

from scenes.cards.geometry import Rect
from scenes.tricks.layout import BOTTOM, LEFT, RIGHT, TOP
from scenes.ui.caches import cached
from scenes.ui.text import render

PAPER = (250, 246, 232)
PASS_PAPER = (206, 212, 206)  # a pass is quieter than a bid
INK = (28, 30, 36)
RED_INK = (196, 36, 48)
RIM = (120, 100, 56)


@cached(maxsize=64)
def bubble(text: str, pixels: int, tail: int, quiet: bool) -> pygame.Surface:
    """The bubble's image; `tail`: the place of its seat, so the tail sits on the side facing the seat."""
    ink = RED_INK if ("♥" in text or "♦" in text) else INK
    label = render(text, pixels, ink, bold=True, shadow=False)
    pad_x, pad_y, tip = pixels * 3 // 4, pixels // 3, max(6, pixels // 2)
    width, height = label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y
    image = pygame.Surface((width + 2 * tip, height + 2 * tip), pygame.SRCALPHA)
    box = pygame.Rect(tip, tip, width, height)
    cx, cy = box.center
    points = {
        BOTTOM: [(cx - tip, box.bottom - 1), (cx + tip, box.bottom - 1), (cx, box.bottom + tip - 1)],
        TOP: [(cx - tip, box.top + 1), (cx + tip, box.top + 1), (cx, box.top - tip + 1)],
        LEFT: [(box.left + 1, cy - tip), (box.left + 1, cy + tip), (box.left - tip + 1, cy)],
        RIGHT: [(box.right - 1, cy - tip), (box.right - 1, cy + tip), (box.right + tip - 1, cy)],
    }[tail]
    fill = PASS_PAPER if quiet else PAPER
    radius = max(6, height // 3)
    pygame.draw.rect(image, (0, 0, 0, 70), box.move(2, 3), border_radius=radius)
    pygame.draw.polygon(image, fill, points)
    pygame.draw.rect(image, fill, box, border_radius=radius)
    pygame.draw.rect(image, RIM, box, 2, border_radius=radius)
    pygame.draw.lines(image, RIM, False, points, 2)
    image.blit(label, label.get_rect(center=box.center))
    return image


def bubble_rect(image: pygame.Surface, plate: Rect, place: int, bounds: pygame.Rect) -> pygame.Rect:
    """Where a seat's bubble goes: beside its plate on the side facing the middle of the table, inside `bounds`."""
    x, y, w, h = plate
    rect = image.get_rect()
    if place == BOTTOM:
        rect.midbottom = (round(x + w / 2), round(y - 2))
    elif place == TOP:
        rect.midtop = (round(x + w / 2), round(y + h + 2))
    elif place == LEFT:
        rect.midleft = (round(x + w + 2), round(y + h / 2))
    else:
        rect.midright = (round(x - 2), round(y + h / 2))
    return rect.clamp(bounds)
