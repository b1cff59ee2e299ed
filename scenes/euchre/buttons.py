"""The Euchre table's control corner (bottom right): Scores and Last trick."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr
from scenes.tricks.layout import TrickTableLayout
from scenes.ui.drawn_button import DrawnButton


def make_buttons(geometry: TrickTableLayout, presses: dict[str, Callable[[], None]]) -> dict[str, DrawnButton]:
    """`presses` maps last_trick and scores to what they do."""
    px = max(12, round(geometry.button_size[1] * 0.4))
    radius = max(6, geometry.button_size[1] // 4)
    buttons = {}
    for index, (name, label) in enumerate((("last_trick", tr("Last trick")), ("scores", tr("Scores")))):
        x, y, w, h = geometry.button_rect(index)
        rect = pygame.Rect(round(x), round(y), round(w), round(h))
        buttons[name] = DrawnButton(rect, label, px, presses[name], radius=radius)
    return buttons
