"""Sizes that follow the window: everything is designed at 1920×1080 and scaled from there, times the player's
UI scale (the Settings scene; `set_user_scale`)."""

from __future__ import annotations

_user_scale = 1.0  # the player's UI scale: 1.0 is 100 %


def set_user_scale(percent: int) -> None:
    """Menus, dialogs and their text at `percent` of the window's own size (the screens are laid out anew)."""
    global _user_scale
    _user_scale = percent / 100


def window_scale(size: tuple[int, int]) -> float:
    """1.0 at 1920x1080; smaller windows (or narrow 4:3 ones) scale everything down, 4K scales it up."""
    width, height = size
    return min(height / 1080, width / 1280)


def ui_scale(size: tuple[int, int]) -> float:
    """The window's scale times the player's UI scale."""
    return window_scale(size) * _user_scale


def scaled(size: tuple[int, int], pixels: float, minimum: int = 12) -> int:
    return max(minimum, round(pixels * ui_scale(size)))
