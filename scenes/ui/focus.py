"""Keyboard and gamepad focus for pygame_gui widgets, drawn as a pulsing gold ring.

pygame_gui buttons only react to the mouse, so focus, activation and the ring are ours. A `FocusRing` holds
the focusable widgets of one screen, either as one list (every direction steps through it) or as rows (left and
right move within a row, up and down move to the nearest widget of the next row). Anything with a `rect` can be
focused; duck-typed extras are honoured when present:

- `visible`, `is_enabled`, `alive()` (pygame_gui): hidden, disabled or killed widgets are skipped;
- `focus_action(action) -> bool`: the widget uses a direction itself (a spinner changing its value);
- `focus_activate()`: called instead of a synthetic click.

Activating a plain widget posts a mouse down + up at its centre, marked synthetic, so pygame_gui fires exactly
what a click fires (UI_BUTTON_PRESSED and any bound command) while the input layer ignores it as a pointer.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

import pygame

from scenes.ui.actions import Action, InputAction
from scenes.ui.input import SYNTHETIC_ATTR

ACCENT_GOLD: Final = (242, 193, 78)
RING_WIDTH: Final = 3
RING_GAP: Final = 4  # between the widget's edge and the ring
RING_RADIUS: Final = 10
GLOW_WIDTH: Final = 6
GLOW_ALPHA: Final = (60, 170)  # glow alpha at the bottom and top of the pulse
PULSE_MS: Final = 1400
GLIDE_MS: Final = 45.0  # time constant of the ring sliding to a newly focused widget

DIRECTIONS: Final = frozenset({Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN})


class Focusable(Protocol):
    @property
    def rect(self) -> pygame.Rect: ...


def is_focusable(widget: Focusable) -> bool:
    """Visible, enabled and alive (each checked only when the widget has that notion)."""
    alive = getattr(widget, "alive", None)
    return (
        bool(getattr(widget, "visible", True))
        and bool(getattr(widget, "is_enabled", True))
        and (not callable(alive) or bool(alive()))
    )


class FocusRing:
    """The focus of one screen: which widget the keyboard or gamepad acts on, and the ring around it."""

    def __init__(
        self,
        widgets: Sequence[Focusable] = (),
        *,
        rows: Sequence[Sequence[Focusable]] | None = None,
        colour: tuple[int, int, int] = ACCENT_GOLD,
    ) -> None:
        self.colour = colour
        self._rows: list[list[Focusable]] = []
        self._linear = True
        self._focused: Focusable | None = None
        self._clock_ms = 0
        self._shown: tuple[float, float, float, float] | None = None  # the ring's rect while it glides
        if rows is not None:
            self.set_rows(rows)
        else:
            self.set_widgets(widgets)

    # --- contents ---------------------------------------------------------------------------------------

    def set_widgets(self, widgets: Sequence[Focusable]) -> None:
        """One list: left/up step back, right/down step forward. Keeps the focus if it is still listed."""
        self._linear = True
        self._replace([list(widgets)])

    def set_rows(self, rows: Sequence[Sequence[Focusable]]) -> None:
        """A grid: left/right within a row, up/down to the nearest widget of the next row."""
        self._linear = False
        self._replace([list(row) for row in rows])

    def _replace(self, rows: list[list[Focusable]]) -> None:
        self._rows = rows
        if self._focused is None or not any(self._focused is w for w in self._all()):
            self._focused = next((w for w in self._all() if is_focusable(w)), None)
            self._shown = None

    def _all(self) -> list[Focusable]:
        return [widget for row in self._rows for widget in row]

    def _position(self, widget: Focusable) -> tuple[int, int] | None:
        for r, row in enumerate(self._rows):
            for c, candidate in enumerate(row):
                if candidate is widget:
                    return r, c
        return None

    def _current(self) -> Focusable | None:
        """The focused widget, or the next focusable one after it when it was hidden or disabled."""
        order = self._all()
        if self._focused is not None and is_focusable(self._focused):
            return self._focused
        start = next((i for i, w in enumerate(order) if w is self._focused), -1) + 1
        for i in range(len(order)):
            candidate = order[(start + i) % len(order)]
            if is_focusable(candidate):
                return candidate
        return None

    @property
    def focused(self) -> Focusable | None:
        return self._current()

    def focus(self, widget: Focusable) -> bool:
        """Focus a listed, focusable widget; True when the focus changed."""
        if widget is self._current() or self._position(widget) is None or not is_focusable(widget):
            return False
        self._focused = widget
        return True

    # --- navigation -------------------------------------------------------------------------------------

    def move(self, action: Action) -> bool:
        """Move the focus (with wrap-around) or let the focused widget use the direction; True if used."""
        if action not in DIRECTIONS:
            return False
        current = self._current()
        if current is None:
            return False
        handler = getattr(current, "focus_action", None)
        if callable(handler) and handler(action):
            return True
        position = self._position(current)
        if position is None:
            return False
        row, col = position
        forward = action in (Action.RIGHT, Action.DOWN)
        if self._linear or action in (Action.LEFT, Action.RIGHT):
            target = self._step_in_row(row, col, forward)
        else:
            target = self._step_rows(row, current, forward)
        if target is None or target is current:
            return False
        self._focused = target
        return True

    def _step_in_row(self, row: int, col: int, forward: bool) -> Focusable | None:
        widgets = self._rows[row]
        step = 1 if forward else -1
        for i in range(1, len(widgets)):
            candidate = widgets[(col + step * i) % len(widgets)]
            if is_focusable(candidate):
                return candidate
        return None

    def _step_rows(self, row: int, current: Focusable, forward: bool) -> Focusable | None:
        step = 1 if forward else -1
        for i in range(1, len(self._rows)):
            candidates = [w for w in self._rows[(row + step * i) % len(self._rows)] if is_focusable(w)]
            if candidates:
                x = current.rect.centerx
                return min(candidates, key=lambda w: abs(w.rect.centerx - x))
        return None

    def hover(self, pos: tuple[int, int]) -> bool:
        """The pointer focuses what it is over, so mouse and keyboard never disagree; True if it changed."""
        for widget in self._all():
            if is_focusable(widget) and widget.rect.collidepoint(pos):
                return self.focus(widget)
        return False

    def activate(self) -> bool:
        """Press the focused widget as a mouse click would; True when there was one."""
        widget = self._current()
        if widget is None:
            return False
        hook = getattr(widget, "focus_activate", None)
        if callable(hook):
            hook()
            return True
        click = {"pos": widget.rect.center, "button": 1, "touch": False, SYNTHETIC_ATTR: True}
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, click))
        return True

    def handle(self, event: InputAction) -> bool:
        """Directions move, CONFIRM activates, pointer motion hovers; True when the action was used up here.

        Pointer actions are never used up, so the scene still sees them."""
        if event.action in DIRECTIONS:
            return self.move(event.action)
        if event.action is Action.CONFIRM:
            return self.activate()
        if event.action is Action.POINT_MOVE and event.pos is not None:
            self.hover(event.pos)
        return False

    # --- time and drawing -------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        """Advance the pulse, glide the ring towards its widget, and settle the focus if it was disabled."""
        self._clock_ms = (self._clock_ms + dt_ms) % PULSE_MS
        self._focused = self._current()
        if self._focused is None:
            self._shown = None
            return
        target = self._ring_rect(self._focused)
        if self._shown is None:
            self._shown = (target.x, target.y, target.w, target.h)
            return
        blend = 1.0 - math.exp(-max(dt_ms, 0) / GLIDE_MS)
        x, y, w, h = self._shown
        self._shown = (
            x + (target.x - x) * blend,
            y + (target.y - y) * blend,
            w + (target.w - w) * blend,
            h + (target.h - h) * blend,
        )

    @staticmethod
    def _ring_rect(widget: Focusable) -> pygame.Rect:
        return pygame.Rect(widget.rect).inflate(2 * RING_GAP, 2 * RING_GAP)

    def pulse(self) -> float:
        """0..1, smoothly up and down once per PULSE_MS."""
        return 0.5 - 0.5 * math.cos(2.0 * math.pi * self._clock_ms / PULSE_MS)

    def draw(self, surface: pygame.Surface) -> None:
        widget = self._current()
        if widget is None:
            return
        target = self._ring_rect(widget)
        if self._shown is not None and widget is self._focused:
            ring = pygame.Rect(*(round(v) for v in self._shown))
        else:
            ring = target
        ring = _inside(ring, surface.get_size())
        pulse = self.pulse()
        glow = round(GLOW_WIDTH * (0.6 + 0.4 * pulse))
        layer = pygame.Surface((ring.w + 2 * GLOW_WIDTH, ring.h + 2 * GLOW_WIDTH), pygame.SRCALPHA)
        local = ring.move(GLOW_WIDTH - ring.x, GLOW_WIDTH - ring.y)
        low, high = GLOW_ALPHA
        peak = low + (high - low) * pulse
        for i in range(glow, 0, -1):  # outermost and faintest first
            alpha = round(peak * (1.0 - i / (glow + 1)))
            pygame.draw.rect(layer, (*self.colour, alpha), local.inflate(2 * i, 2 * i), 2, RING_RADIUS + i)
        pygame.draw.rect(layer, (*self.colour, 255), local, RING_WIDTH, RING_RADIUS)
        surface.blit(layer, (ring.x - GLOW_WIDTH, ring.y - GLOW_WIDTH))


def _inside(ring: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """The ring and its glow moved onto the screen where a widget at its edge would push them off it."""
    reach = ring.inflate(2 * GLOW_WIDTH, 2 * GLOW_WIDTH)
    if reach.width > size[0] or reach.height > size[1]:
        return ring
    return ring.move(
        reach.clamp(pygame.Rect((0, 0), size)).x - reach.x, reach.clamp(pygame.Rect((0, 0), size)).y - reach.y
    )


class SteppingRow:
    """A row with − and + buttons that the focus ring treats as one widget: left/right step its value, CONFIRM
    steps forward and wraps round (so one button alone reaches every value). `on_step(key, direction, wrap)`.
    scenes/ui/button_row.py lays one out with drawn buttons."""

    def __init__(self, key: str, minus: Any, plus: Any, on_step: Callable[[str, int, bool], None]) -> None:
        self.key = key
        self.minus = minus
        self.plus = plus
        self.on_step = on_step

    def focus_action(self, action: Action) -> bool:
        if action in (Action.LEFT, Action.RIGHT):
            self.on_step(self.key, -1 if action is Action.LEFT else 1, False)
            return True  # the focus stays on the row even at the end of the range
        return False

    def focus_activate(self) -> None:
        self.on_step(self.key, 1, True)

    def sync(self, can_step: Callable[[str, int], bool]) -> None:
        """Enable − and + where a step is possible."""
        for button, direction in ((self.minus, -1), (self.plus, 1)):
            if can_step(self.key, direction):
                button.enable()
            else:
                button.disable()
