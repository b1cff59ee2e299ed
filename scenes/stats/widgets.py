"""The statistics screen's own widgets: the rule-set filter (Rule set, −, value, +), focusable as a whole and drawn
here, and the Reset statistics and Back buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import pygame

from game.i18n import tr
from game.registry import specs
from scenes.ui.button_row import ButtonRow, StepperShape
from scenes.ui.decor import draw_signs
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, font, render, shadow_offset

FILTER_SHARE: Final = 0.7  # the most of the row the rule set's stepper takes (its label is on the left)


def build_filter(
    size: tuple[int, int],
    rect: pygame.Rect,
    ring: FocusRing,
    on_step: Callable[[int, bool], None],
    seen: Sequence[str] = (),
) -> tuple[ButtonRow, int]:
    """The filter row at `rect`, focusable as a whole (`on_step(step, wrap)` changes the rule set; a click on − or
    + also moves the focus in `ring` to the row), and the size its values are written in, the longest rule set's
    name (the presets', and the `seen` ones played with another pack) fitting between − and +."""
    texts = [tr("All rule sets"), *(tr(p.label) for s in specs() for p in s.presets), *seen]
    shape = StepperShape(size, scaled(size, 360, 140))
    pixels = fitted_size(texts, shape.value_room(rect.height), round(rect.height * 0.46), minimum=readable_px(size))
    widest = max(font(pixels, bold=True).size(text)[0] for text in texts) + shadow_offset(pixels)
    if widest > shape.value_room(rect.height):  # a long rule set ("Kuckuck · Kille with powers"): a wider stepper
        value_w = widest + shape.side(rect.height) // 3
        shape = StepperShape(size, min(value_w, round(rect.width * FILTER_SHARE)))
    row = ButtonRow("preset", rect, shape, ring, lambda _key, step, wrap: on_step(step, wrap))
    return row, pixels


def draw_filter_back(surface: pygame.Surface, row: ButtonRow, focused: bool) -> None:
    """The row's tint and its label, under its buttons."""
    row.draw_tint(surface, focused)
    label = tr("Rule set")
    row.draw_label(surface, render(label, round(row.rect.height * 0.44), CREAM), label)


def draw_filter_front(surface: pygame.Surface, row: ButtonRow, value: str, value_px: int) -> None:
    """The − and + signs and the value, over the row's buttons."""
    draw_signs(surface, row.minus, row.plus)
    row.draw_value(surface, render(value, value_px, GOLD, bold=True), value)


def build_buttons(
    size: tuple[int, int], row: pygame.Rect, on_reset: Callable[[], None], on_back: Callable[[], None]
) -> dict[str, DrawnButton]:
    """Reset statistics and Back, side by side in the middle of `row`."""
    gap, width = scaled(size, 24, 8), scaled(size, 360, 150)
    labels = [tr("Reset statistics"), tr("Back")]
    pixels = fitted_size(labels, width - row.height // 2, scaled(size, 28, 13))
    radius = scaled(size, 14, 6)
    reset = pygame.Rect(row.centerx - gap // 2 - width, row.top, width, row.height)
    back = pygame.Rect(row.centerx + gap // 2, row.top, width, row.height)
    return {
        "reset": DrawnButton(reset, labels[0], pixels, on_reset, radius=radius),
        "back": DrawnButton(back, labels[1], pixels, on_back, radius=radius, look="primary"),
    }
