"""Start a new match from a seed: the number the results and the history show once a match is over, typed with the
keyboard's digits or stepped digit by digit with the buttons (mouse, gamepad). The same seed at the same table deals
the same cards. It is shown in groups of three digits, as those screens show it; a space (or a comma, a point)
typed between the groups is taken as what it is, a gap, while the focus is on the digits."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import tr
from game.replay.seed import MAX_DIGITS, parse_seed
from scenes.ui.actions import Action, GameAction, InputAction
from scenes.ui.decor import draw_dialog
from scenes.ui.dialog import FocusDialog
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, render

if TYPE_CHECKING:
    from scenes.core.scene import Host

DIGIT_KEYS: Final = tuple(
    GameAction(f"digit_{d}", f"Digit {d}", keys=(str(d), f"[{d}]")) for d in range(10)
)  # the keyboard's digits and the keypad's, while the dialog is open
GAP_KEYS: Final = frozenset({pygame.K_SPACE, pygame.K_COMMA, pygame.K_PERIOD, pygame.K_QUOTE, pygame.K_UNDERSCORE})


class SeedDialog(FocusDialog):
    """`on_seed(seed)` is called after the dialog has closed, when the player chose Start."""

    freezes_below = True

    def __init__(self, app: Host, on_seed: Callable[[int], None]) -> None:
        super().__init__(app)
        self.on_seed = on_seed
        self.digits = ""
        self.cursor = 0  # the digit the buttons step
        self.buttons: dict[str, DrawnButton] = {}
        self._box = pygame.Rect(0, 0, 0, 0)

    # --- the number -----------------------------------------------------------------------------------------

    def type_digit(self, digit: str) -> None:
        """A typed digit goes at the end."""
        if len(self.digits) < MAX_DIGITS:
            self.digits += digit
            self.cursor = len(self.digits) - 1
        self._sync()

    def delete(self) -> None:
        """Backspace: the last digit goes."""
        self.digits = self.digits[:-1]
        self.cursor = max(0, min(self.cursor, len(self.digits) - 1))
        self._sync()

    def step_digit(self, direction: int) -> None:
        """The digit under the cursor one up or down (0 follows 9); on an empty field, the first digit."""
        if not self.digits:
            self.digits, self.cursor = "0", 0
        value = (int(self.digits[self.cursor]) + direction) % 10
        self.digits = self.digits[: self.cursor] + str(value) + self.digits[self.cursor + 1 :]
        self._sync()

    def move(self, direction: int) -> None:
        """The cursor one digit left or right; right of the last digit adds a 0 there."""
        if direction > 0 and self.cursor >= len(self.digits) - 1:
            if self.digits and len(self.digits) < MAX_DIGITS:
                self.digits += "0"
                self.cursor = len(self.digits) - 1
        else:
            self.cursor = max(0, self.cursor + direction)
        self._sync()

    @property
    def seed(self) -> int | None:
        try:
            return parse_seed(self.digits)
        except ValueError:
            return None

    def _sync(self) -> None:
        start = self.buttons.get("start")
        if start is not None:
            start.enable() if self.seed is not None else start.disable()

    # --- widgets --------------------------------------------------------------------------------------------

    def enter(self) -> None:
        self.app.input.use_game_actions("seed", DIGIT_KEYS)
        size = self.app.size
        width, height = size
        box_w, box_h = min(round(width * 0.9), scaled(size, 820, 380)), scaled(size, 470, 270)
        self._box = pygame.Rect(0, 0, box_w, box_h)
        self._box.center = (width // 2, height // 2)
        pad, button_h, gap = scaled(size, 28, 10), scaled(size, 60, 30), scaled(size, 12, 5)
        px, radius = scaled(size, 26, 13), scaled(size, 10, 4)
        step_w = (box_w - 2 * pad - 3 * gap) // 4
        step_y = self._box.top + scaled(size, 250, 140)
        steps = {"left": ("◀", lambda: self.move(-1)), "down": ("−", lambda: self.step_digit(-1)),
                 "up": ("+", lambda: self.step_digit(1)), "right": ("▶", lambda: self.move(1))}  # fmt: skip
        self.buttons = {}
        for i, (key, (text, action)) in enumerate(steps.items()):
            rect = pygame.Rect(self._box.left + pad + i * (step_w + gap), step_y, step_w, button_h)
            self.buttons[key] = DrawnButton(rect, text, px, action, radius=radius)
        wide = (box_w - 2 * pad - gap) // 2
        bottom = self._box.bottom - pad - button_h
        self.buttons["start"] = DrawnButton(pygame.Rect(self._box.left + pad, bottom, wide, button_h),
                                            tr("Start"), px, self.start, radius=radius, look="primary")  # fmt: skip
        self.buttons["cancel"] = DrawnButton(pygame.Rect(self._box.right - pad - wide, bottom, wide, button_h),
                                             tr("Back"), px, self.dismiss, radius=radius)  # fmt: skip
        self.focus.set_rows([[self.buttons[k] for k in ("left", "down", "up", "right")],
                             [self.buttons["start"], self.buttons["cancel"]]])  # fmt: skip
        self.focus.focus(self.buttons["up"])
        self._sync()

    def exit(self) -> None:
        self.app.input.use_game_actions("seed", ())
        for widget in self.buttons.values():
            widget.kill()
        self.buttons = {}

    def capture(self, event: pygame.event.Event) -> bool:
        """A space or a comma typed between groups of digits is a gap, not a press of the focused digit button."""
        on_digits = any(self.focus.focused is self.buttons.get(key) for key in ("left", "down", "up", "right"))
        return event.type == pygame.KEYDOWN and event.key in GAP_KEYS and on_digits

    def resize(self, size: tuple[int, int]) -> None:
        focused = next((k for k, b in self.buttons.items() if b is self.focus.focused), "up")
        self.exit()
        self.enter()
        self.focus.focus(self.buttons[focused])

    def start(self) -> None:
        seed = self.seed
        if seed is None:
            return
        self.dismiss()
        self.on_seed(seed)

    # --- input and drawing ----------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        kind = action.action
        if kind is Action.GAME and action.name.startswith("digit_"):
            self.type_digit(action.name.removeprefix("digit_"))
        elif kind is Action.CANCEL and action.source == "keyboard" and self.digits:
            self.delete()  # Backspace
        else:
            super().handle(action)

    def drawn_buttons(self) -> list[DrawnButton]:
        return list(self.buttons.values())

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        draw_dialog(surface, self._box, scaled(size, 16, 6))
        cx, top = self._box.centerx, self._box.top
        title = render(tr("Start from a seed"), scaled(size, 40, 18), GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(cx, top + scaled(size, 22, 8))))
        note = render(tr("Type the seed of a finished match, or step each digit"), scaled(size, 22, 11), CREAM)
        surface.blit(note, note.get_rect(midtop=(cx, top + scaled(size, 84, 40))))
        px = scaled(size, 44, 18)
        digits = self.digits or " "
        images = [render(d, px, GOLD, bold=True) for d in digits]
        gap = px // 3  # between groups of three, counted from the right, as the results show a seed
        gaps = [gap if i and (len(digits) - i) % 3 == 0 else 0 for i in range(len(digits))]
        total = sum(image.get_width() for image in images) + sum(gaps)
        x, y = cx - total // 2, top + scaled(size, 150, 80)
        for i, image in enumerate(images):
            x += gaps[i]
            surface.blit(image, (x, y))
            if i == self.cursor:
                underline = pygame.Rect(x, y + image.get_height(), image.get_width(), max(2, px // 10))
                pygame.draw.rect(surface, CREAM, underline)
            x += image.get_width()
        for widget in self.buttons.values():
            widget.draw(surface)
