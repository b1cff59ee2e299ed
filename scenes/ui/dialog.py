"""A modal dialog over another screen, worked with the keyboard or a gamepad through its focus ring: MENU and
CANCEL dismiss it, a pointer over one of its drawn buttons works that button, anything else moves the focus or
presses what it is on. A dialog takes what it handles itself first and hands the rest to `FocusDialog.handle`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from scenes.core.scene import Host, Scene
from scenes.ui.actions import Action, InputAction
from scenes.ui.focus import FocusRing

if TYPE_CHECKING:
    from scenes.ui.drawn_button import DrawnButton


class FocusDialog(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.focus = FocusRing()

    def dismiss(self) -> None:
        """MENU or CANCEL (a Back or Close button too): the dialog goes. A dialog that answers or asks first
        overrides this."""
        self.app.scenes.remove(self)

    def drawn_buttons(self) -> Iterable[DrawnButton]:
        """The dialog's buttons drawn by itself (not pygame_gui's), which a pointer works directly."""
        return ()

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.dismiss()
        elif action.pos is None or not any(button.pointer(action) for button in list(self.drawn_buttons())):
            self.focus.handle(action)

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
