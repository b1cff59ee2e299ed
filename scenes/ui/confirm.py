"""A question that must be answered before something is lost: a modal overlay with a title, one or two lines
and a row of answers. The first answer has the focus; CANCEL and MENU choose `cancel` (by default the first)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame
import pygame_gui

from scenes.ui.dialog import FocusDialog
from scenes.ui.scale import scaled
from scenes.ui.text import fitted_size
from scenes.ui.theme import button_id, font_id, modal_shade, titled_dialog

if TYPE_CHECKING:
    from scenes.core.scene import Host


class Answer(NamedTuple):
    key: str
    label: str
    primary: bool = False


class ConfirmDialog(FocusDialog):
    """`on_answer(key)` is called after the dialog has closed."""

    def __init__(
        self,
        app: Host,
        title: str,
        lines: Sequence[str],
        answers: Sequence[Answer],
        on_answer: Callable[[str], None],
        cancel: str | None = None,
    ) -> None:
        super().__init__(app)
        self.cancel = cancel if cancel is not None else answers[0].key
        self.title = title
        self.lines = list(lines)
        self.answers = list(answers)
        self.on_answer = on_answer
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._shade: pygame_gui.elements.UIPanel | None = None

    def enter(self) -> None:
        ui = self.app.ui
        size = self.app.size
        width, height = size
        self._shade = modal_shade(ui, size, 0xB0)
        pad = scaled(size, 32, 12)
        button_h, gap = scaled(size, 66, 32), scaled(size, 18, 6)
        title_h, line_h = scaled(size, 76, 34), scaled(size, 38, 18)
        box_w = min(round(width * 0.92), scaled(size, 980, 420))
        box = pygame.Rect(0, 0, box_w, title_h + len(self.lines) * line_h + button_h + 3 * pad)
        box.center = (width // 2, height // 2)
        inner_w = box.width - 2 * pad - 4
        panel = titled_dialog(ui, self._shade, box, self.title, pygame.Rect(pad, pad // 2, inner_w, title_h),
                              scaled(size, 44, 20))  # fmt: skip
        text_px = fitted_size(self.lines, inner_w, scaled(size, 26, 13), bold=False)
        for index, line in enumerate(self.lines):
            pygame_gui.elements.UILabel(
                pygame.Rect(pad, pad // 2 + title_h + index * line_h, inner_w, line_h),
                line,
                ui,
                container=panel,
                object_id=font_id(ui, text_px, bold=False),
            )
        count = len(self.answers)
        button_w = (inner_w - (count - 1) * gap) // count
        labels = [answer.label for answer in self.answers]
        pixels = fitted_size(labels, button_w - button_h // 2, scaled(size, 28, 14))
        top = box.height - pad - button_h
        self.buttons = {}
        for index, answer in enumerate(self.answers):
            rect = pygame.Rect(pad + index * (button_w + gap), top, button_w, button_h)
            classes = "@primary" if answer.primary else None
            self.buttons[answer.key] = pygame_gui.elements.UIButton(
                rect, answer.label, ui, container=panel, object_id=button_id(ui, size, pixels, classes)
            )
        self.focus.set_widgets(list(self.buttons.values()))
        self.focus.focus(self.buttons[self.answers[0].key])

    def exit(self) -> None:
        if self._shade is not None:
            self._shade.kill()
        self._shade = None
        self.buttons = {}
        self.focus.set_widgets([])

    def resize(self, size: tuple[int, int]) -> None:
        focused = next((key for key, button in self.buttons.items() if button is self.focus.focused), None)
        self.exit()
        self.enter()
        if focused in self.buttons:
            self.focus.focus(self.buttons[focused])

    def answer(self, key: str) -> None:
        self.app.scenes.remove(self)
        self.on_answer(key)

    def dismiss(self) -> None:
        self.answer(self.cancel)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for key, button in self.buttons.items():
            if event.ui_element is button:
                self.answer(key)
                return
