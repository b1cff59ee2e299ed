"""Keyboard/gamepad focus over real pygame_gui buttons on a (dummy) display."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
import pygame
import pygame_gui
import pytest

from scenes.ui.actions import Action, InputAction
from scenes.ui.focus import ACCENT_GOLD, RING_GAP, RING_WIDTH, FocusRing
from scenes.ui.input import InputMapper


@dataclass
class Scene:
    screen: pygame.Surface
    manager: pygame_gui.UIManager
    buttons: list[pygame_gui.elements.UIButton]
    clicks: list[str] = field(default_factory=list)


@pytest.fixture
def scene() -> Iterator[Scene]:
    pygame.init()
    screen = pygame.display.set_mode((800, 600))
    manager = pygame_gui.UIManager((800, 600), enable_live_theme_updates=False)
    buttons = [
        pygame_gui.elements.UIButton(pygame.Rect(300, 100 + 120 * i, 200, 50), f"Button {i}", manager) for i in range(3)
    ]
    pygame.event.clear()
    yield Scene(screen, manager, buttons)
    pygame.quit()


def pressed_after(scene: Scene) -> list[object]:
    """Run two frames of the event loop through the manager; return the elements reported pressed."""
    pressed: list[object] = []
    for _ in range(2):
        for event in pygame.event.get():
            scene.manager.process_events(event)
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                pressed.append(event.ui_element)
        scene.manager.update(0.016)
    return pressed


def test_arrows_move_with_wrap(scene: Scene) -> None:
    a, b, c = scene.buttons
    ring = FocusRing(scene.buttons)
    assert ring.focused is a
    seen = []
    for action in (Action.DOWN, Action.DOWN, Action.DOWN, Action.UP, Action.LEFT, Action.RIGHT):
        assert ring.move(action)
        seen.append(ring.focused)
    assert seen == [b, c, a, c, b, c]
    assert not ring.move(Action.CONFIRM)


def test_disabled_and_hidden_buttons_are_skipped(scene: Scene) -> None:
    a, b, c = scene.buttons
    ring = FocusRing(scene.buttons)
    b.disable()
    ring.move(Action.DOWN)
    assert ring.focused is c
    ring.move(Action.UP)
    assert ring.focused is a
    c.hide()
    assert not ring.move(Action.DOWN)  # nothing else is focusable
    assert ring.focused is a
    b.enable()
    ring.move(Action.DOWN)
    b.disable()  # the focused button goes away: focus settles on the next focusable one
    ring.update(16)
    assert ring.focused is a


def test_activate_fires_the_button_like_a_click(scene: Scene) -> None:
    b = scene.buttons[1]
    ring = FocusRing(scene.buttons)
    ring.move(Action.DOWN)
    assert ring.activate()
    mapper = InputMapper()
    events = pygame.event.get()
    assert [e.type for e in events] == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    assert all(scene.manager.process_events(e) for e in events)  # the UI consumes the synthetic click
    assert all(mapper.translate(e) == [] for e in events)  # and the input layer ignores it as a pointer
    pressed = [e.ui_element for e in pygame.event.get() if e.type == pygame_gui.UI_BUTTON_PRESSED]
    assert pressed == [b]


def test_activate_runs_a_bound_command_once(scene: Scene) -> None:
    calls: list[str] = []
    extra = pygame_gui.elements.UIButton(
        pygame.Rect(20, 20, 120, 40), "Go", scene.manager, command=lambda: calls.append("go")
    )
    ring = FocusRing([*scene.buttons, extra])
    ring.focus(extra)
    ring.handle(InputAction(Action.CONFIRM, "keyboard"))
    pressed_after(scene)
    assert calls == ["go"]


def test_mouse_hover_moves_the_focus(scene: Scene) -> None:
    _, _, c = scene.buttons
    ring = FocusRing(scene.buttons)
    assert not ring.handle(InputAction(Action.POINT_MOVE, "mouse", c.rect.center))  # never used up
    assert ring.focused is c
    ring.handle(InputAction(Action.POINT_MOVE, "mouse", (5, 5)))  # over nothing: focus stays
    assert ring.focused is c


def gold_in_band(screen: pygame.Surface, rect: pygame.Rect) -> int:
    """Exact accent pixels in the frame just outside a widget, where the ring's solid line lies."""
    outer = rect.inflate(2 * (RING_GAP + RING_WIDTH + 1), 2 * (RING_GAP + RING_WIDTH + 1))
    pixels = pygame.surfarray.array3d(screen)[outer.left : outer.right, outer.top : outer.bottom]
    inner = np.zeros(pixels.shape[:2], dtype=bool)
    inside = rect.move(-outer.left, -outer.top)
    inner[inside.left : inside.right, inside.top : inside.bottom] = True
    gold = np.all(pixels == np.array(ACCENT_GOLD), axis=2) & ~inner
    return int(gold.sum())


def render(scene: Scene, ring: FocusRing) -> None:
    scene.screen.fill((20, 60, 40))
    scene.manager.update(0.016)
    scene.manager.draw_ui(scene.screen)
    ring.draw(scene.screen)


def test_ring_is_drawn_around_the_focused_button(scene: Scene) -> None:
    a, b, c = scene.buttons
    ring = FocusRing(scene.buttons)
    ring.move(Action.DOWN)
    ring.update(1000)  # let the glide finish
    render(scene, ring)
    assert gold_in_band(scene.screen, b.rect) > 2 * (b.rect.w + b.rect.h)  # a closed line around it
    assert gold_in_band(scene.screen, a.rect) == 0
    assert gold_in_band(scene.screen, c.rect) == 0


def test_ring_pulses_with_time(scene: Scene) -> None:
    ring = FocusRing(scene.buttons)
    ring.update(0)
    render(scene, ring)
    dim = scene.screen.copy()
    ring.update(700)  # half a pulse
    render(scene, ring)
    assert pygame.image.tobytes(dim, "RGB") != pygame.image.tobytes(scene.screen, "RGB")


def test_grid_moves_between_rows_to_the_nearest_column(scene: Scene) -> None:
    a, b, c = scene.buttons
    left = pygame_gui.elements.UIButton(pygame.Rect(20, 100, 100, 50), "L", scene.manager)
    right = pygame_gui.elements.UIButton(pygame.Rect(650, 340, 100, 50), "R", scene.manager)
    ring = FocusRing(rows=[[left, a], [b], [c, right]])
    assert ring.focused is left
    ring.move(Action.RIGHT)
    assert ring.focused is a
    ring.move(Action.RIGHT)  # wraps within the row
    assert ring.focused is left
    ring.move(Action.DOWN)
    assert ring.focused is b
    ring.move(Action.DOWN)
    assert ring.focused is c  # nearest to b's centre, not the first in the row
    ring.move(Action.RIGHT)
    ring.move(Action.DOWN)  # wraps to the top row
    assert ring.focused is a


@dataclass
class Spinner:
    rect: pygame.Rect
    value: int = 0
    activated: int = 0

    def focus_action(self, action: Action) -> bool:
        if action in (Action.LEFT, Action.RIGHT):
            self.value += 1 if action is Action.RIGHT else -1
            return True
        return False

    def focus_activate(self) -> None:
        self.activated += 1


def test_composites_can_use_directions_and_activation(scene: Scene) -> None:
    a, _, _ = scene.buttons
    spinner = Spinner(pygame.Rect(300, 500, 200, 40))
    ring = FocusRing([a, spinner])
    focused: list[object] = []
    ring.move(Action.DOWN)
    focused.append(ring.focused)
    assert ring.move(Action.RIGHT) and ring.move(Action.RIGHT)
    assert spinner.value == 2
    focused.append(ring.focused)
    ring.activate()
    assert spinner.activated == 1 and pygame.event.get(pygame.MOUSEBUTTONDOWN) == []
    ring.move(Action.DOWN)
    focused.append(ring.focused)
    assert focused == [spinner, spinner, a]


def test_replacing_widgets_keeps_a_listed_focus(scene: Scene) -> None:
    a, b, c = scene.buttons
    ring = FocusRing(scene.buttons)
    ring.focus(c)
    ring.set_widgets([c, a])
    assert ring.focused is c
    ring.set_widgets([b])
    assert ring.focused is b
    assert FocusRing().focused is None and not FocusRing().activate()
