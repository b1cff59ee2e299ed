"""The buttons the title screen draws itself: they look like the theme's buttons and behave like desktop buttons."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui.actions import Action, InputAction
from scenes.ui.drawn_button import DrawnButton, button_face, palette
from tests.ui_helpers import click, menu_app, release, settle, step

RECT = pygame.Rect(100, 100, 240, 60)
INSIDE = (200, 130)
OUTSIDE = (20, 20)


def state_of(button: DrawnButton) -> str:
    """The state as drawn now (a plain call, so a type checker does not carry an earlier comparison over)."""
    return button.state


def pointer(kind: Action, pos: tuple[int, int]) -> InputAction:
    return InputAction(kind, "mouse", pos)


@pytest.fixture
def pressed() -> list[str]:
    return []


@pytest.fixture
def button(pressed: list[str]) -> DrawnButton:
    pygame.display.init()
    pygame.font.init()
    return DrawnButton(RECT, "Start", 24, lambda: pressed.append("start"), radius=12)


def test_fires_on_release_over_the_button(button: DrawnButton, pressed: list[str]) -> None:
    button.pointer(pointer(Action.POINT_MOVE, INSIDE))
    assert state_of(button) == "hovered"
    assert button.pointer(pointer(Action.POINT_CLICK, INSIDE))
    assert state_of(button) == "active" and pressed == []  # held down: not yet
    assert button.pointer(pointer(Action.POINT_RELEASE, INSIDE))
    assert pressed == ["start"] and state_of(button) == "hovered"


def test_dragging_off_cancels_the_press(button: DrawnButton, pressed: list[str]) -> None:
    button.pointer(pointer(Action.POINT_MOVE, INSIDE))
    button.pointer(pointer(Action.POINT_CLICK, INSIDE))
    button.pointer(pointer(Action.POINT_MOVE, OUTSIDE))
    assert state_of(button) == "hovered"  # still held, shown raised while the pointer is away
    assert not button.pointer(pointer(Action.POINT_RELEASE, OUTSIDE))
    assert pressed == [] and state_of(button) == "normal"


def test_a_release_without_a_press_does_nothing(button: DrawnButton, pressed: list[str]) -> None:
    button.pointer(pointer(Action.POINT_CLICK, OUTSIDE))
    button.pointer(pointer(Action.POINT_MOVE, INSIDE))
    assert not button.pointer(pointer(Action.POINT_RELEASE, INSIDE))
    assert pressed == []


def test_disabled_or_killed_buttons_ignore_pointer_and_focus(button: DrawnButton, pressed: list[str]) -> None:
    button.disable()
    assert state_of(button) == "disabled"
    button.pointer(pointer(Action.POINT_CLICK, INSIDE))
    button.pointer(pointer(Action.POINT_RELEASE, INSIDE))
    button.focus_activate()
    assert pressed == []
    button.enable()
    button.focus_activate()
    assert pressed == ["start"]
    button.kill()
    button.focus_activate()
    assert pressed == ["start"] and not button.alive() and not button.visible


def test_faces_use_the_theme_colours_and_differ_by_state(button: DrawnButton) -> None:
    plain = palette("plain", "normal")
    assert plain.bg == (0x1D, 0x3B, 0x2C) and plain.border == (0xD9, 0xB4, 0x5A)  # assets/theme.json
    assert palette("primary", "normal").bg == (0xC9, 0x96, 0x2F)
    faces = {state: button_face(RECT.size, 12, "plain", state, "", 24) for state in ("normal", "hovered", "disabled")}
    centre = (RECT.width // 2, RECT.height // 2)
    assert faces["normal"].get_at(centre)[:3] == plain.bg
    assert faces["hovered"].get_at(centre)[:3] == palette("plain", "hovered").bg
    assert faces["disabled"].get_at(centre)[:3] == palette("plain", "disabled").bg
    rim = faces["normal"].get_at((RECT.width // 2, 3 + 1))  # inside the shadow margin, on the rim
    assert rim[:3] == plain.border and rim[3] == 255
    assert faces["normal"].get_at((0, 0))[3] < 40  # the corner outside the rounded face stays see-through


def test_menu_buttons_press_on_release_with_the_real_app() -> None:
    app, menu = menu_app()
    plus = menu.rows["players"].plus
    step(app, click(plus.rect.center))
    assert menu.choices.players == 6 and plus.state == "active"  # pressed, not yet released
    step(app, release(plus.rect.center))
    settle(app, 1)
    assert menu.choices.players == 7 and menu.focus.focused is menu.rows["players"]
    step(app, click(plus.rect.center))
    step(app, release((plus.rect.right + 40, plus.rect.centery)))  # let go beside it: no step
    assert menu.choices.players == 7


def test_an_open_dialog_keeps_clicks_from_the_menu_buttons_below() -> None:
    app, menu = menu_app()
    menu.doors.open_rules()
    settle(app, 1)
    quit_button = menu.buttons["quit"]
    step(app, click(quit_button.rect.center))
    step(app, release(quit_button.rect.center))
    settle(app, 1)
    assert app.running and type(app.scenes.top).__name__ == "RulesPanel"


def test_pygame_gui_and_the_theme_wait_for_the_first_dialog() -> None:
    app, menu = menu_app()
    assert app._ui is None  # the title screen draws its own widgets: no pygame_gui work before its first frame
    menu.doors.open_rules()
    theme = app.ui.get_theme()
    assert type(app.scenes.top).__name__ == "RulesPanel"
    assert theme.get_colour("normal_bg", ["button"]) == pygame.Color("#1d3b2c")  # assets/theme.json, not the default
    assert theme.get_colour("normal_bg", ["button", "@primary"]) == pygame.Color("#c9962f")
