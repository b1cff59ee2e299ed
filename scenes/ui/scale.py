"""Sizes that follow the window: everything is designed at 1920×1080 and scaled from there."""

from __future__ import annotations


def ui_scale(size: tuple[int, int]) -> float:
    """1.0 at 1920x1080; smaller windows (or narrow 4:3 ones) scale everything down, 4K scales it up."""
    width, height = size
    return min(height / 1080, width / 1280)


def scaled(size: tuple[int, int], pixels: float, minimum: int = 12) -> int:
    return max(minimum, round(pixels * ui_scale(size)))
