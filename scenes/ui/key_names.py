"""The names of keys and gamepad buttons: the bindings file's words for them, the event numbers they stand for,
and how the screen shows them ("Enter", "←", "Ⓐ", "LB"; a pad's own names in scenes/ui/pad_layouts.py)."""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

import pygame

from game.i18n import NC_, trc
from scenes.ui.pad_layouts import PadLayout, printed_label

# SDL_GameControllerButton order: the index is the `button` of a CONTROLLERBUTTONDOWN event.
CONTROLLER_BUTTONS: Final = (
    "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder",
    "rightshoulder", "dpup", "dpdown", "dpleft", "dpright", "misc1", "paddle1", "paddle2", "paddle3",
    "paddle4", "touchpad",
)  # fmt: skip
# Unrecognised joysticks have no standard layout; the common XInput-style numbering is the best guess.
JOYSTICK_BUTTONS: Final = (
    "a", "b", "x", "y", "leftshoulder", "rightshoulder", "back", "start", "guide", "leftstick", "rightstick",
)  # fmt: skip

KEY_ALIASES: Final[Mapping[str, str]] = MappingProxyType({"kp_enter": "keypad enter", "esc": "escape"})
KEY_LABELS: Final[Mapping[str, str]] = MappingProxyType(  # shown with trc("keyboard key", …)
    {
        "return": NC_("keyboard key", "Enter"),
        "keypad enter": NC_("keyboard key", "Enter"),
        "space": NC_("keyboard key", "Space"),
        "backspace": NC_("keyboard key", "Backspace"),
        "escape": NC_("keyboard key", "Esc"),
        "tab": NC_("keyboard key", "Tab"),
        "delete": NC_("keyboard key", "Del"),
        "left": "←",
        "right": "→",
        "up": "↑",
        "down": "↓",
    }
)
# The same on every pad; shown with trc("gamepad button", …).
BUTTON_LABELS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "dpup": NC_("gamepad button", "D-pad ↑"),
        "dpdown": NC_("gamepad button", "D-pad ↓"),
        "dpleft": NC_("gamepad button", "D-pad ←"),
        "dpright": NC_("gamepad button", "D-pad →"),
    }
)


def key_code(name: str) -> int | None:
    """The pygame key code for a key name, or None when pygame does not know it."""
    name = KEY_ALIASES.get(name.lower(), name.lower())
    with warnings.catch_warnings():
        # key_code warns before pygame.init(), but SDL's built-in key names resolve all the same.
        warnings.simplefilter("ignore")
        try:
            return pygame.key.key_code(name)
        except ValueError:
            return None


def button_label(name: str, layout: PadLayout = PadLayout.XBOX) -> str:
    """How a gamepad button is shown on a pad of `layout`: "Ⓐ", "LB", "D-pad ↑" on an Xbox pad, "✕", "L1" on a
    PlayStation one (scenes/ui/pad_layouts.py)."""
    printed = printed_label(name, layout)
    if printed is not None:
        return printed
    return trc("gamepad button", BUTTON_LABELS.get(name, name.title()))


def key_label(name: str) -> str:
    """How a key is shown: "Enter", "←", "S"."""
    label = KEY_LABELS.get(name.lower())
    if label is not None:
        return trc("keyboard key", label)
    return name.upper() if len(name) == 1 else name.title()
