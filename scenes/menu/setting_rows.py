"""The menu's setting rows (label, −, value, +): their widgets and text sizes, and drawing each row, with the note
beside "Rule set" when house rules change the preset."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import trn
from scenes.menu.choices import MenuChoices
from scenes.ui.button_row import ButtonRow, StepperShape
from scenes.ui.decor import gold_dot
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, render


def _shape(size: tuple[int, int]) -> StepperShape:
    """The − and + of every row, with room between them for the game's values."""
    return StepperShape(size, scaled(size, 290, 120))


def text_sizes(size: tuple[int, int], choices: MenuChoices, row_h: int) -> tuple[int, int]:
    """The labels' and the values' text size; every value the game's rows can show fits between − and +."""
    label_px = round(row_h * 0.46)
    value_px = fitted_size(choices.value_texts(), _shape(size).value_room(row_h), round(row_h * 0.5))
    return label_px, value_px


def build_rows(
    size: tuple[int, int],
    keys: Sequence[str],
    inner: pygame.Rect,
    top: int,
    row_h: int,
    gap: int,
    ring: FocusRing,
    on_step: Callable[[str, int, bool], None],
) -> dict[str, ButtonRow]:
    """One row per key, down from `top` across `inner`; `on_step` is what the keyboard's left and right do and a
    click on − or + (which also moves the focus in `ring` to the row)."""
    shape = _shape(size)
    return {
        key: ButtonRow(key, pygame.Rect(inner.left, top + i * (row_h + gap), inner.width, row_h), shape, ring, on_step)
        for i, key in enumerate(keys)
    }


def draw_rows(
    surface: pygame.Surface,
    rows: dict[str, ButtonRow],
    choices: MenuChoices,
    focused: object,
    text_px: tuple[int, int],
) -> None:
    """Each row's tint (brighter for the `focused` one), label and value (`text_px`: label and value sizes)."""
    label_px, value_px = text_px
    for key, row in rows.items():
        row.draw_tint(surface, row is focused)
        label = choices.row_label(key)
        label_rect = row.draw_label(surface, render(label, label_px, CREAM), label)
        if key == "preset" and choices.rules.house_changes:
            _draw_house_note(surface, house_note_text(choices), label_rect, row, label_px)
        value = choices.value_text(key)
        row.draw_value(surface, render(value, value_px, GOLD, bold=True), value)


def _draw_house_note(surface: pygame.Surface, text: str, label: pygame.Rect, row: ButtonRow, label_px: int) -> None:
    """● 2 house rules: beside the label of the "Rule set" row, when there is room."""
    note = render(text, max(readable_px(surface.get_size()), label_px * 3 // 4), GOLD)
    dot = gold_dot(max(8, label_px // 2))
    left = label.right + label_px // 2
    if left + dot.get_width() + note.get_width() + label_px // 3 > row.minus.rect.left:
        return  # no room in a narrow window
    surface.blit(dot, dot.get_rect(midleft=(left, row.rect.centery)))
    surface.blit(note, note.get_rect(midleft=(left + dot.get_width() + label_px // 4, row.rect.centery)))


def house_note_text(choices: MenuChoices) -> str:
    return trn("Custom: {n} house rule", "Custom: {n} house rules", len(choices.rules.house_changes))
