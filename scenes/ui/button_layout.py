"""Where the drawn buttons of a frame landed, told to a test that is watching: "no overlapping buttons", checked
from the layout.

While a test is `watching()`, every `DrawnButton` drawn notes its rect and the surface it was drawn on; `overlaps`
then names each pair of buttons on one surface whose rects share pixels. Nobody watches in normal play, and then
nothing is kept: the check returns at once.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass

import pygame

from scenes.ui.collector import Collector


@dataclass(frozen=True)
class PlacedButton:
    """A button `text` drawn at `rect` (left, top, width, height) on the surface numbered `surface`."""

    text: str
    rect: tuple[int, int, int, int]
    surface: int = 0


_drawn: Collector[PlacedButton] = Collector("drawn buttons")


def watching() -> bool:
    return _drawn.watching()


def note(text: str, rect: pygame.Rect, surface: pygame.Surface) -> None:
    """A button was drawn at `rect` on `surface` (kept only while a test watches)."""
    if _drawn.watching():
        _drawn.add(PlacedButton(text, (rect.x, rect.y, rect.w, rect.h), id(surface)))


def watch() -> AbstractContextManager[list[PlacedButton]]:
    """Collect every button drawn in the block, once each (a button drawn twice in a frame is one button)."""
    return _drawn.watch()


def overlaps(buttons: Sequence[PlacedButton]) -> list[str]:
    """Every pair of distinct buttons on the same surface whose rects overlap (touching edges is fine)."""
    unique = list(dict.fromkeys(buttons))
    found = []
    for first, second in itertools.combinations(unique, 2):
        if first.surface == second.surface and pygame.Rect(first.rect).colliderect(pygame.Rect(second.rect)):
            found.append(f"{first.text!r} at {first.rect} overlaps {second.text!r} at {second.rect}")
    return found
