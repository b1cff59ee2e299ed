"""The statistics screen's own widgets: the rule-set filter (Rule set, −, value, +), focusable as a whole and drawn
here, and the Reset statistics and Back buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import tr
from game.registry import specs
from scenes.ui.button_row import ButtonRow, StepperShape
from scenes.ui.decor import draw_signs
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, render


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
    shape = StepperShape(size, scaled(size, 360, 140))
    row = ButtonRow("preset", rect, shape, ring, lambda _key, step, wrap: on_step(step, wrap))
    texts = [tr("All rule sets"), *(tr(p.label) for s in specs() for p in s.presets), *seen]
    return row, fitted_size(texts, shape.value_room(rect.height), round(rect.height * 0.46))


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
