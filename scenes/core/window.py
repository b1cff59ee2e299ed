"""The program's one window, and the size we draw at.

Scenes draw at the window's own size up to as many pixels as 4K has (`MAX_RENDER`), so every 4K, 16:10 or
ultrawide screen up to 5120x1440 is drawn pixel for pixel, sharp; a bigger window or screen is drawn at the largest
size within that limit with the same shape and scaled up by SDL (`pygame.SCALED`, on the graphics card where there
is one), so no window, however large, makes a frame slow or eats gigabytes. Dragging the window back below the
limit returns to drawing at its own size. The window never gets smaller than the smallest layout (`MIN_SIZE`).
"""

from __future__ import annotations

import math
import warnings
from typing import Final

import pygame

from scenes.core.assets import icon_path

MIN_SIZE: Final = (800, 600)
MAX_RENDER: Final = (3840, 2160)  # the most pixels a frame draws: as many as this
MAX_SIDE: Final = 8192  # and no side longer (the largest texture many graphics cards take)


def render_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size to draw at for a window (or screen) of `window` pixels: the same shape, at most MAX_RENDER's
    pixels and MAX_SIDE a side."""
    width, height = max(1, window[0]), max(1, window[1])
    most = MAX_RENDER[0] * MAX_RENDER[1]
    scale = min(1.0, math.sqrt(most / (width * height)), MAX_SIDE / width, MAX_SIDE / height)
    if scale >= 1.0:
        return width, height
    return max(1, round(width * scale)), max(1, round(height * scale))


def set_window_icon() -> None:
    """The game's icon on the window (title bar, task bar, dock): assets/icon.png, set before the window first
    opens, or pygame puts its own there. A missing or damaged file leaves pygame's."""
    try:
        pygame.display.set_icon(pygame.image.load(icon_path()))
    except (OSError, pygame.error):
        return


def _sdl_window() -> pygame.Window:
    with warnings.catch_warnings():  # pygame-ce 2.5 prefers Window-based rendering; we only read and set sizes
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def window_size() -> tuple[int, int]:
    """The window's size on screen (the drawing surface may be smaller: see render_size)."""
    return pygame.display.get_window_size()


def _scaled(drawn: tuple[int, int], flags: int) -> pygame.Surface:
    with warnings.catch_warnings():  # without a graphics card SDL warns that it scales in software: expected
        warnings.simplefilter("ignore")
        return pygame.display.set_mode(drawn, flags | pygame.SCALED)


def open_window(
    fullscreen: bool, size: tuple[int, int], fullscreen_at: tuple[int, int] | None = None
) -> pygame.Surface:
    """Open (or reopen) the window; the returned surface is what scenes draw on. `fullscreen_at`: the size a
    fullscreen window has been given (by a new desktop resolution, or the window manager), if not the desktop's."""
    if fullscreen:
        desktop = fullscreen_at or pygame.display.get_desktop_sizes()[0]
        drawn = render_size(desktop)
        if drawn == desktop:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return _scaled(drawn, pygame.FULLSCREEN)
    wanted = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
    drawn = render_size(wanted)
    if drawn == wanted:
        screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
    else:
        screen = _scaled(drawn, pygame.RESIZABLE)
        _sdl_window().size = wanted  # SCALED opens at a multiple of the drawn size: give it the size asked for
    _sdl_window().minimum_size = MIN_SIZE  # dragging stops at the smallest layout
    return screen


def needs_reopen(screen: pygame.Surface) -> bool:
    """After the window changed size, fullscreen or not: True when the surface no longer fits it (crossed the 4K
    limit either way; pygame itself resizes a surface drawn pixel for pixel to any size the window takes)."""
    return render_size(window_size()) != screen.get_size()
