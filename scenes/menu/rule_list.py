"""The house-rules panel's scrolling list: a pygame_gui scrolling container holding one row per rule, and the
scrolling that keeps a row, with its focus ring, in view."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

import pygame
import pygame_gui

from game.core.options import OptionSpec
from scenes.menu import rule_help
from scenes.menu.house_rule_row import HouseRuleRow, RowStyle, plan_rows
from scenes.ui.decor import stepper_radius
from scenes.ui.focus import RING_GAP, RING_WIDTH
from scenes.ui.scale import scaled
from scenes.ui.theme import font_id

if TYPE_CHECKING:
    from scenes.core.scene import Host

SCROLLBAR_W: Final = 20  # pygame_gui's scroll bar width
VIEW_MARGIN: Final = RING_GAP + RING_WIDTH + 3  # room for the focus ring inside the scrolling view


class RuleList:
    """The rows of `options` in `view` on `panel`; `on_step(key, direction, wrap)` changes a rule; `other_notes`:
    explanations a row may show besides its values' own (the rows are sized for them too)."""

    def __init__(
        self,
        app: Host,
        panel: pygame_gui.elements.UIPanel,
        view: pygame.Rect,
        options: Sequence[OptionSpec],
        on_step: Callable[[str, int, bool], None],
        other_notes: Sequence[str] = (),
    ) -> None:
        ui = app.ui
        size = app.size
        gap = scaled(size, 6, 3)
        count = len(options)
        plan = plan_rows(size, options, view.width - 2 * VIEW_MARGIN - SCROLLBAR_W, other_notes)  # room for a bar
        row_h, side, value_w, end_margin = plan.row_h, plan.side, plan.value_w, plan.end_margin
        self.row_h = row_h
        self.content_h = 2 * VIEW_MARGIN + count * row_h + (count - 1) * gap
        scrolls = self.content_h > view.height
        self.container = pygame_gui.elements.UIScrollingContainer(view, ui, container=panel, allow_scroll_x=False)
        self.container.set_scrollable_area_dimensions((view.width, max(self.content_h, view.height)))
        row_w = view.width - 2 * VIEW_MARGIN - (SCROLLBAR_W if scrolls else 0)
        plus_left = row_w - side - end_margin
        minus_left = plus_left - value_w - side
        self.style: RowStyle = plan.style._replace(value_centre=minus_left + side + value_w // 2)
        button_object = font_id(ui, self.style.label_px, radius=stepper_radius(size, side))
        container = self.container
        self.rows: dict[str, HouseRuleRow] = {}
        self._row_tops: dict[str, int] = {}
        for i, option in enumerate(options):
            top = VIEW_MARGIN + i * (row_h + gap)
            rect = pygame.Rect(VIEW_MARGIN, top, row_w, row_h)
            image = pygame_gui.elements.UIImage(rect, pygame.Surface(rect.size, pygame.SRCALPHA), ui,
                                                container=container)  # fmt: skip
            y = top + (row_h - side) // 2
            minus = pygame_gui.elements.UIButton(pygame.Rect(rect.left + minus_left, y, side, side), "", ui,
                                                 container=container, object_id=button_object)  # fmt: skip
            plus = pygame_gui.elements.UIButton(pygame.Rect(rect.left + plus_left, y, side, side), "", ui,
                                                container=container, object_id=button_object)  # fmt: skip
            help_left = rect.left + minus_left - rule_help.help_room(size, side)
            helps = rule_help.help_button(ui, container, pygame.Rect(help_left, y, side, side), button_object)
            self.rows[option.name] = HouseRuleRow(option, image, minus, plus, on_step, helps)
            self._row_tops[option.name] = top

    @property
    def view_rect(self) -> pygame.Rect:
        """The visible part of the list, on screen."""
        return pygame.Rect(self.container.rect)

    def _offset(self) -> int:
        return self.container.rect.top - self.container.get_container().rect.top

    @property
    def scroll_position(self) -> float:
        """0 at the top, 1 at the bottom."""
        spare = self.content_h - self.view_rect.height
        return self._offset() / spare if spare > 0 else 0.0

    def scroll_to(self, position: float) -> None:
        """Scroll so that `position` (0 top … 1 bottom) of the spare height is above the view."""
        bar = self.container.vert_scroll_bar
        spare = self.content_h - self.view_rect.height
        if bar is None or spare <= 0:
            return
        offset = round(max(0.0, min(position, 1.0)) * spare)
        bar.set_scroll_from_start_percentage(offset / self.content_h)

    def reveal(self, key: str, offset: int | None = None) -> None:
        """Scroll the least distance from `offset` (now: the current one) that shows the row and its ring."""
        spare = self.content_h - self.view_rect.height
        if spare <= 0:
            return
        current = self._offset()
        offset = current if offset is None else offset
        top = self._row_tops[key] - VIEW_MARGIN
        bottom = self._row_tops[key] + self.row_h + VIEW_MARGIN
        if top < offset:
            offset = top
        elif bottom > offset + self.view_rect.height:
            offset = bottom - self.view_rect.height
        if offset != current:
            self.scroll_to(offset / spare)
