"""The statistics screen's own widgets: the rule-set filter (Rule set, −, value, +), focusable as a whole and drawn
here, and the Reset statistics and Back buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr
from game.registry import specs
from scenes.ui.decor import ROW_FOCUS_TINT, ROW_TINT, draw_signs, rounded_tint, stepper_radius
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import ButtonRow
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, render


class FilterRow(ButtonRow):
    """Rule set: − value +, focusable as a whole; `on_step(step, wrap)` changes the rule set."""

    def __init__(
        self, rect: pygame.Rect, minus: DrawnButton, plus: DrawnButton, on_step: Callable[[int, bool], None]
    ) -> None:
        super().__init__("preset", rect, minus, plus, lambda _key, step, wrap: on_step(step, wrap))


def build_filter(
    size: tuple[int, int], rect: pygame.Rect, on_click: Callable[[int], None], on_step: Callable[[int, bool], None]
) -> tuple[FilterRow, int]:
    """The filter row at `rect` (`on_click(step)`: a click on − or +), and the size its values are written in,
    the longest rule set's name fitting between − and +."""
    side = rect.height - round(rect.height * 0.14)
    value_w = scaled(size, 360, 140)
    plus_rect = pygame.Rect(rect.right - side - round(rect.height * 0.12), rect.centery - side // 2, side, side)
    minus_rect = plus_rect.move(-value_w - side, 0)
    radius = stepper_radius(size, side)
    minus = DrawnButton(minus_rect, "", 0, lambda: on_click(-1), radius=radius)
    plus = DrawnButton(plus_rect, "", 0, lambda: on_click(1), radius=radius)
    texts = [tr("All rule sets"), *(tr(p.label) for s in specs() for p in s.presets)]
    return FilterRow(rect, minus, plus, on_step), fitted_size(texts, value_w - side // 3, round(rect.height * 0.46))


def draw_filter_back(surface: pygame.Surface, row: FilterRow, focused: bool) -> None:
    """The row's tint and its label, under its buttons."""
    tint = ROW_FOCUS_TINT if focused else ROW_TINT
    surface.blit(rounded_tint(row.rect.size, tint, max(4, row.rect.height // 5)), row.rect)
    label = tr("Rule set")
    row.draw_label(surface, render(label, round(row.rect.height * 0.44), CREAM), label)


def draw_filter_front(surface: pygame.Surface, row: FilterRow, value: str, value_px: int) -> None:
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
