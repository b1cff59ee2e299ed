"""One rule of the house-rules panel: its widget (the drawn label and explanation, −, +, and "?"), the sizes that
every row of one layout shares, and the drawing of a row's still part."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

import pygame
import pygame_gui

from game.core.options import OptionSpec
from game.i18n import tr
from scenes.menu import rule_help
from scenes.menu.rule_set import explanation
from scenes.ui import overflow
from scenes.ui.decor import ROW_FOCUS_TINT, ROW_TINT, gold_dot
from scenes.ui.focus import SteppingRow
from scenes.ui.legibility import readable, readable_px
from scenes.ui.option_labels import value_label
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, font, render, shadow_offset
from scenes.ui.wrap import wrap

EXPLANATION: Final = (178, 200, 184)
DIMMED: Final = (132, 146, 136)  # a rule that does not apply: readable, plainly not in force


class HouseRuleRow(SteppingRow):
    """One rule in the panel: its drawn label and explanation, − and +."""

    def __init__(
        self,
        option: OptionSpec,
        image: pygame_gui.elements.UIImage,
        minus: pygame_gui.elements.UIButton,
        plus: pygame_gui.elements.UIButton,
        on_step: Callable[[str, int, bool], None],
        help: pygame_gui.elements.UIButton,
    ) -> None:
        super().__init__(option.name, minus, plus, on_step)
        self.option = option
        self.image = image
        self.help = help  # "?": this rule in the rules

    @property
    def rect(self) -> pygame.Rect:
        """Where the row is on screen now (it moves as the list scrolls)."""
        return pygame.Rect(self.image.rect)

    def alive(self) -> bool:
        return bool(self.image.alive())


class RowStyle(NamedTuple):
    """Sizes shared by every row of one layout."""

    label_px: int
    explanation_px: int
    value_px: int
    text_left: int  # the dot sits in the margin left of this
    value_centre: int
    dot: int
    text_w: int  # the room of the label and the explanation, left of −
    value_w: int  # the room of the value, between − and +


class RowPlan(NamedTuple):
    """A layout's rows: their style, height, the side of −, + and "?", and where − and + sit."""

    style: RowStyle
    row_h: int
    side: int
    value_w: int  # from the left of − to the left of + less `side`
    end_margin: int  # right of +


def plan_rows(
    size: tuple[int, int], options: Sequence[OptionSpec], row_w: int, other_notes: Sequence[str] = ()
) -> RowPlan:
    """Rows `row_w` wide for `options` at the window `size`: every label, explanation (and `other_notes`, such as
    "Only with …") and value fits (a value at its floor size widens its room, an explanation too long for one line
    at its floor wraps and the rows grow)."""
    row_h = scaled(size, 66, 42)
    labels = [tr(option.label) for option in options]
    notes = [explanation(option, v) for option in options for v in option.values()] + list(other_notes)
    values = [value_label(option, v) for option in options for v in option.values()]
    side = min(scaled(size, 50, 28), row_h - 10)
    value_room = scaled(size, 230, 112) - side // 3
    least = readable_px(size)
    value_floor = least
    widest_value = max(font(value_floor, bold=True).size(value)[0] for value in values)
    value_w = min(max(value_room, widest_value), row_w * 2 // 5) + side // 3  # a longer language widens it
    end_margin = round(row_h * 0.2)
    plus_left = row_w - side - end_margin
    minus_left = plus_left - value_w - side
    text_left = scaled(size, 34, 20)
    text_w = minus_left - text_left - scaled(size, 16, 8) - rule_help.help_room(size, side)
    note_floor = least
    one_line = [note for note in notes if font(note_floor).size(note)[0] <= text_w]
    style = RowStyle(
        label_px=fitted_size(labels, text_w, readable(size, 25), minimum=least),
        explanation_px=fitted_size(one_line, text_w, readable(size), bold=False, minimum=least)
        if one_line
        else note_floor,
        value_px=fitted_size(values, value_w - side // 3, readable(size, 25), minimum=value_floor),
        text_left=text_left,
        value_centre=minus_left + side + value_w // 2,
        dot=scaled(size, 14, 8),
        text_w=text_w,
        value_w=value_w,
    )
    lines = max(len(explanation_lines(style, note)) for note in notes)
    if lines > 1:  # a longer language: the rows grow to hold the explanations that wrap
        needed = font(style.label_px, bold=True).get_linesize() + lines * font(style.explanation_px).get_linesize()
        row_h = max(row_h, needed + max(1, row_h // 24) + 2 * max(2, row_h // 12))
    return RowPlan(style, row_h, side, value_w, end_margin)


def row_image(
    size: tuple[int, int],
    style: RowStyle,
    label: str,
    explanation: str,
    value: str,
    differs: bool,
    focused: bool,
    dimmed: bool = False,
) -> pygame.Surface:
    """The still part of a row: tint, dot, label, explanation and value (− and + are buttons on top); `dimmed`:
    a rule that means nothing with the others as they are, its label and value greyed."""
    height = size[1]
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, ROW_FOCUS_TINT if focused else ROW_TINT, image.get_rect(), 0, max(4, height // 6))
    title = render(label, style.label_px, DIMMED if dimmed else CREAM, bold=True)
    lines = explanation_lines(style, explanation)
    notes = [render(line, style.explanation_px, EXPLANATION) for line in lines]
    spacing = max(1, height // 24)
    top = (height - title.get_height() - spacing - sum(note.get_height() for note in notes)) // 2
    image.blit(title, (style.text_left, top))
    overflow.check("house rule", label, title.get_size(), (style.text_w, height))
    y = top + title.get_height() + spacing
    for line, note in zip(lines, notes, strict=True):
        image.blit(note, (style.text_left, y))
        overflow.check("house rule explanation", line, note.get_size(), (style.text_w, height))
        y += note.get_height()
    if differs:
        dot = gold_dot(style.dot)
        image.blit(dot, dot.get_rect(center=(style.text_left // 2, top + title.get_height() // 2)))
    shown = render(value, style.value_px, DIMMED if dimmed else GOLD, bold=True)
    image.blit(shown, shown.get_rect(center=(style.value_centre, height // 2)))
    overflow.check("house rule value", value, shown.get_size(), (style.value_w, height))
    return image


def explanation_lines(style: RowStyle, text: str) -> list[str]:
    """The explanation on one line, or on more when it is longer than the room (a longer language); the room
    leaves space for the text's shadow."""
    return wrap(text, style.explanation_px, style.text_w - shadow_offset(style.explanation_px))
