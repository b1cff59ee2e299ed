"""Buttons a scene draws itself, in the theme's button colours.

The title screen is the first thing a player waits for, and pygame_gui builds each rounded button by drawing it
four times too big and scaling it down, state by state. A `DrawnButton` draws its face at twice the size once, on
first use, and keeps it (cached by size, look, state and text), so the menu is ready in a fraction of the time.
Being drawn by the scene, the buttons sit below any pygame_gui dialog, like the rest of the scene's drawing.

A button takes the input layer's pointer actions (`pointer`), and the focus ring presses it through
`focus_activate`. It fires on release over the button, as desktop buttons do: dragging off cancels the press.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Literal, NamedTuple

import pygame

from scenes.core.assets import load_theme
from scenes.ui import button_layout, overflow
from scenes.ui.actions import Action, InputAction
from scenes.ui.caches import cached
from scenes.ui.text import fitted_size, font, render

Colour = tuple[int, int, int]
State = Literal["normal", "hovered", "active", "disabled"]
Look = Literal["plain", "primary"]
SUPERSAMPLE: Final = 2  # enough for smooth corners at button sizes; pygame_gui uses 4
BORDER_WIDTH: Final = 2
SHADOW_WIDTH: Final = 3  # the soft shadow around the face, inside the button's rect (as the theme's buttons)
LABEL_FLOOR: Final = 11  # pixels: a label too long for its button shrinks, never below this


class Palette(NamedTuple):
    """Background, border and text colour of one state."""

    bg: Colour
    border: Colour
    text: Colour


def _hex(text: str) -> Colour:
    value = text.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


@cached(maxsize=None)
def _theme_colours() -> dict[Look, dict[str, str]]:
    """The theme file read once for both looks."""
    theme = load_theme()
    plain: dict[str, str] = theme["defaults"]["colours"]
    return {"plain": plain, "primary": {**plain, **theme["@primary"]["colours"]}}


def palette(look: Look, state: State) -> Palette:
    """The colours assets/theme.json gives pygame_gui's buttons, so drawn and pygame_gui buttons match."""
    colours = _theme_colours()[look]
    return Palette(_hex(colours[f"{state}_bg"]), _hex(colours[f"{state}_border"]), _hex(colours[f"{state}_text"]))


@cached(maxsize=64)
def button_face(size: tuple[int, int], radius: int, look: Look, state: State, text: str, pixels: int) -> pygame.Surface:
    """The button's image: a soft shadow, then a rounded face with a thin rim, then its label."""
    width, height = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    body = pygame.Rect(0, 0, width, height).inflate(-2 * SHADOW_WIDTH, -2 * SHADOW_WIDTH)
    for spread, alpha in ((3, 28), (2, 40), (1, 60)):  # outermost and faintest first
        pygame.draw.rect(image, (0, 0, 0, alpha), body.inflate(2 * spread, 2 * spread).move(0, 1), 0, radius + spread)
    colours = palette(look, state)
    k = SUPERSAMPLE
    big = pygame.Surface((body.width * k, body.height * k), pygame.SRCALPHA)
    big.fill((*colours.border, 0))  # transparent, in the rim's colour: no dark fringe after scaling
    pygame.draw.rect(big, colours.border, big.get_rect(), 0, radius * k)
    inner = big.get_rect().inflate(-2 * BORDER_WIDTH * k, -2 * BORDER_WIDTH * k)
    pygame.draw.rect(big, colours.bg, inner, 0, max(0, radius - BORDER_WIDTH) * k)
    image.blit(pygame.transform.smoothscale(big, body.size), body)
    if text:
        label = render(text, label_pixels(size, text, pixels), colours.text, bold=True, shadow=False)
        image.blit(label, label.get_rect(center=body.center))
    return image


def label_room(size: tuple[int, int]) -> tuple[int, int]:
    """The room a label has on a button of `size`: the face inside the rim, less a little air at the ends."""
    width, height = size
    inside = 2 * (SHADOW_WIDTH + BORDER_WIDTH)
    return width - inside - max(4, height // 6), height - inside


def label_pixels(size: tuple[int, int], text: str, pixels: int) -> int:
    """The label's size: `pixels`, or smaller (down to LABEL_FLOOR) when the text would not fit the button, as a
    longer language's might."""
    return fitted_size([text], label_room(size)[0], pixels, minimum=min(pixels, LABEL_FLOOR))


class DrawnButton:
    """A push button with a label (or none, when the scene draws a sign over it), drawn by its scene."""

    def __init__(
        self,
        rect: pygame.Rect,
        text: str,
        pixels: int,
        on_press: Callable[[], None],
        *,
        radius: int,
        look: Look = "plain",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.text = text
        self.pixels = pixels
        self.radius = radius
        self.look: Look = look
        self.on_press = on_press
        self.is_enabled = True
        self.hovered = False
        self.held = False  # pressed with the mouse, not yet released
        self._alive = True

    # --- the pygame_gui-like surface the focus ring and the tests rely on ----------------------------------------

    def enable(self) -> None:
        self.is_enabled = True

    def disable(self) -> None:
        self.is_enabled = False
        self.held = False

    def alive(self) -> bool:
        return self._alive

    @property
    def visible(self) -> bool:  # the focus ring skips what is not visible
        return self._alive

    def kill(self) -> None:
        self._alive = False

    def focus_activate(self) -> None:
        """The keyboard or gamepad pressed it."""
        if self.is_enabled and self._alive:
            self.on_press()

    # --- pointer ----------------------------------------------------------------------------------------------

    def pointer(self, action: InputAction) -> bool:
        """Follow the mouse; True when the action was this button's (a press or release over it)."""
        if action.pos is None or not self._alive:
            return False
        inside = self.rect.collidepoint(action.pos)
        if action.action is Action.POINT_MOVE:
            self.hovered = inside
            return False
        if action.action is Action.POINT_CLICK:
            self.hovered = inside  # the pointer is evidently here, whether or not it was seen moving in
            self.held = inside and self.is_enabled
            return self.held
        if action.action is Action.POINT_RELEASE:
            fire = self.held and inside and self.is_enabled
            self.held = False
            if fire:
                self.on_press()
            return fire
        return False

    # --- drawing ---------------------------------------------------------------------------------------------

    @property
    def state(self) -> State:
        if not self.is_enabled:
            return "disabled"
        if self.held and self.hovered:
            return "active"
        return "hovered" if self.hovered or self.held else "normal"

    def draw(self, surface: pygame.Surface) -> None:
        if self._alive:
            face = button_face(self.rect.size, self.radius, self.look, self.state, self.text, self.pixels)
            surface.blit(face, self.rect)
            if overflow.watching():
                self._check_layout(surface)
            if button_layout.watching():
                button_layout.note(self.text, self.rect, surface)

    def _check_layout(self, surface: pygame.Surface) -> None:
        """Tell a watching test when the label overflows the face inside the rim, or the button its surface."""
        if self.text:
            pixels = label_pixels(self.rect.size, self.text, self.pixels)
            overflow.check("button", self.text, font(pixels, bold=True).size(self.text), label_room(self.rect.size))
        overflow.check_inside(
            "button", self.text, (self.rect.x, self.rect.y, self.rect.w, self.rect.h), surface.get_size()
        )
