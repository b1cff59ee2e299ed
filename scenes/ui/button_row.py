"""The stepper row with drawn buttons (label, −, value, +) laid out at a fixed rect: the menu's setting rows, the
Settings scene's rows and the statistics' rule-set filter are all this one widget. Each screen says only how big its
buttons are and how much room the value has (`StepperShape`); the row places − and +, takes the focus and steps when
one is clicked, and draws its tint, label and value."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.ui import overflow
from scenes.ui.decor import ROW_FOCUS_TINT, ROW_TINT, rounded_tint, stepper_radius
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing, SteppingRow


@dataclass(frozen=True)
class StepperShape:
    """A row's − and + buttons: square, as high as the row less `inset` of its height, the + one `margin` of the
    row's height in from its right end, `value_w` pixels apart (the value's room); their corners fit `window`."""

    window: tuple[int, int]
    value_w: int
    inset: float = 0.14
    margin: float = 0.12

    def side(self, row_h: int) -> int:
        """The − and + buttons' side in a row `row_h` pixels high."""
        return row_h - round(row_h * self.inset)

    def value_room(self, row_h: int) -> int:
        """How wide a value may be written between − and +, clear of both."""
        return self.value_w - self.side(row_h) // 3


class ButtonRow(SteppingRow):
    """A stepper row at `rect` with drawn − and + buttons placed by `shape`; the value is drawn centred between
    them. A click on − or + focuses the row in `ring` and steps it as left or right does (no wrap-around);
    `on_step(key, direction, wrap)`."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        shape: StepperShape,
        ring: FocusRing,
        on_step: Callable[[str, int, bool], None],
    ) -> None:
        side = shape.side(rect.height)
        plus_left = rect.right - side - round(rect.height * shape.margin)
        plus_rect = pygame.Rect(plus_left, rect.centery - side // 2, side, side)
        minus_rect = plus_rect.move(-shape.value_w - side, 0)
        radius = stepper_radius(shape.window, side)
        minus = DrawnButton(minus_rect, "", 0, lambda: self.press(-1), radius=radius)  # signs: drawn over
        plus = DrawnButton(plus_rect, "", 0, lambda: self.press(1), radius=radius)
        super().__init__(key, minus, plus, on_step)
        self.rect = rect
        self.ring = ring

    def press(self, direction: int) -> None:
        """− (-1) or + (1) was clicked."""
        self.ring.focus(self)
        self.on_step(self.key, direction, False)

    def alive(self) -> bool:
        return bool(self.plus.alive())

    def value_room(self) -> int:
        """How wide a value may be written between − and +, clear of both (as `StepperShape.value_room`)."""
        return self.plus.rect.left - self.minus.rect.right - self.minus.rect.width // 3

    def value_center(self) -> tuple[int, int]:
        return (self.minus.rect.right + self.plus.rect.left) // 2, self.rect.centery

    def draw_tint(self, surface: pygame.Surface, focused: bool) -> None:
        """The row's translucent band, brighter while it has the focus."""
        colour = ROW_FOCUS_TINT if focused else ROW_TINT
        surface.blit(rounded_tint(self.rect.size, colour, max(4, self.rect.height // 5)), self.rect)

    def draw_label(self, surface: pygame.Surface, image: pygame.Surface, text: str) -> pygame.Rect:
        """The row's label at its left, where it has until the − button (a watching test hears of overflow)."""
        left = self.rect.left + self.rect.height // 3
        overflow.check("row label", text, image.get_size(), (self.minus.rect.left - left, self.rect.height))
        return surface.blit(image, image.get_rect(midleft=(left, self.rect.centery)))

    def draw_value(self, surface: pygame.Surface, image: pygame.Surface, text: str) -> None:
        """The row's value, centred between − and +."""
        room = (self.plus.rect.left - self.minus.rect.right, self.rect.height)
        overflow.check("row value", text, image.get_size(), room)
        surface.blit(image, image.get_rect(center=self.value_center()))
