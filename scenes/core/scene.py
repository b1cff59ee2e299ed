"""The scene lifecycle: enter, handle input, update, draw, exit. Drawing never changes game state.

A base scene fills the screen (menu, table, results); an overlay (pause, a dialog) is pushed over it on the
app's scene stack (scenes/core/stack.py) and closes itself with `self.app.scenes.pop(self)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.ui.actions import InputAction

if TYPE_CHECKING:
    from scenes.core.app import App


class Scene:
    """A screen of the game. Subclasses override what they need."""

    freezes_below = False  # True: the scenes under this one stand still while it is open (a pause)
    idle_enough_to_warm_up = False  # True: a still screen (the menu), where the app's warm-up may import in the back
    has_hint_line = False  # True: it shows its own line of control hints (the screen below hides its own)

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Build widgets for the current window size."""

    def exit(self) -> None:
        """Remove widgets; the scene may be entered again later."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild whatever depends on it."""
        self.exit()
        self.enter()

    def uncovered(self) -> None:
        """The overlay above this scene closed."""

    def handle(self, action: InputAction) -> None:
        """A keyboard, mouse or gamepad action that the UI did not consume (only the top scene gets them)."""

    def capture(self, event: pygame.event.Event) -> bool:
        """Take a raw event before the bindings see it (a key being bound); True when it was taken."""
        return False

    def settings_changed(self) -> None:
        """The player changed a setting (app.settings holds the new ones): apply what this screen uses."""

    def on_ui_event(self, event: pygame.event.Event) -> None:
        """A pygame_gui event (a button pressed, …)."""

    def update(self, dt_ms: int) -> None:
        """Advance animations and the controller."""

    def covers(self, size: tuple[int, int]) -> bool:
        """True when this scene hides everything below it, so those need not be drawn."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw below the pygame_gui widgets."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Draw above the pygame_gui widgets (focus ring, callouts); only the top scene is asked."""

    def pad_lost(self, number: int) -> str:
        """Pad `number` was unplugged: what this (base) scene adds to the message, e.g. whose pad it was."""
        return ""

    def on_focus_lost(self) -> None:
        """The window was minimised or lost focus (the base scene is told)."""
