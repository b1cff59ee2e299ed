"""The replay's control strip across the top of the table: one row of drawn buttons and the line saying where
the replay stands."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.ui.drawn_button import DrawnButton, Look, label_room
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import fitted_size

STRIP_ALPHA = 200


def build_bar(
    size: tuple[int, int], labels: dict[str, str], actions: dict[str, Callable[[], None]]
) -> tuple[pygame.Rect, dict[str, DrawnButton]]:
    """The strip's rect and its buttons, left to right in the order of `labels`."""
    width, _ = size
    pad, gap = scaled(size, 14, 5), scaled(size, 8, 3)
    button_h = scaled(size, 52, 28)
    strip = pygame.Rect(0, 0, width, strip_height(size))
    count = len(labels)
    button_w = (width - 2 * pad - (count - 1) * gap) // count
    least = readable_px(size)
    room = label_room((button_w, button_h))[0]
    pixels = fitted_size(list(labels.values()), room, max(least, scaled(size, 24, 12)), minimum=9)  # 9: a 4:3 window
    buttons: dict[str, DrawnButton] = {}
    for i, (key, text) in enumerate(labels.items()):
        rect = pygame.Rect(pad + i * (button_w + gap), pad, button_w, button_h)
        look: Look = "primary" if key == "play" else "plain"
        buttons[key] = DrawnButton(rect, text, pixels, actions[key], radius=scaled(size, 10, 4), look=look)
    return strip, buttons


def strip_height(size: tuple[int, int]) -> int:
    """The strip's height: its row of buttons and, under them, the line saying where the replay stands."""
    return scaled(size, 52, 28) + 2 * scaled(size, 14, 5) + scaled(size, 34, 18)


def draw_strip(surface: pygame.Surface, strip: pygame.Rect) -> None:
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill((8, 20, 14, STRIP_ALPHA))
    surface.blit(shade, strip)
