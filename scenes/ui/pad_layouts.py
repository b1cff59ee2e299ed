"""Which family of gamepad is plugged in, and what its buttons are called on screen.

The input layer reads buttons by position (SDL's "a" is the bottom face button on every pad, see
`POSITIONAL_HINT`); a prompt names them as the pad in the player's hands prints them: Xbox Ⓐ Ⓑ Ⓧ Ⓨ, LB RB,
View / Menu; PlayStation ✕ ○ □ △, L1 R1, Create / Options; Nintendo Switch, whose bottom, right, left and top
buttons read B A Y X, L R, − / +. pygame-ce does not expose SDL's game controller type, so the family is told
from the vendor id inside the device's GUID, else from its name ("PS4 Controller", "DualSense", "Pro
Controller"); any other pad is shown with the Xbox names, the layout most pads copy.

A face button is written as one character: a circled letter for Xbox (Ⓐ), a negative circled letter for Nintendo
(🅑), the shape itself for PlayStation (✕). Hint lines draw it as a badge in the pad's style
(scenes/ui/button_badges.py); plain text shows "(A)", "(B)" or the shape (scenes/ui/text.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Final

# SDL reads this hint from the environment when the controller subsystem starts: 0 keeps the face buttons
# positional on Nintendo pads too (SDL 2's default reports them by label, swapping A/B and X/Y).
POSITIONAL_HINT: Final = ("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")


class PadLayout(StrEnum):
    XBOX = "xbox"
    PLAYSTATION = "playstation"
    NINTENDO = "nintendo"


MICROSOFT, SONY, NINTENDO = 0x045E, 0x054C, 0x057E
VENDOR_LAYOUTS: Final[Mapping[int, PadLayout]] = MappingProxyType(
    {MICROSOFT: PadLayout.XBOX, SONY: PadLayout.PLAYSTATION, NINTENDO: PadLayout.NINTENDO}
)
PLAYSTATION_NAMES: Final = re.compile(r"\bps[345]?\b|playstation|dualsense|dualshock|\bsony\b", re.IGNORECASE)
NINTENDO_NAMES: Final = re.compile(r"nintendo|\bswitch\b|pro controller|joy-?con", re.IGNORECASE)

FACE_BUTTONS: Final = ("a", "b", "x", "y")  # SDL's names, by position: bottom, right, left, top
NEGATIVE_CIRCLED_A: Final = 0x1F150  # 🅐, Nintendo's face buttons in a prompt
CIRCLED_A: Final = 0x24B6  # Ⓐ, Xbox's
PLAYSTATION_SHAPES: Final = ("✕", "○", "□", "△")  # cross, circle, square, triangle: bottom, right, left, top


def _circled(first: int, letters: str) -> dict[str, str]:
    return {button: chr(first + ord(letter) - ord("A")) for button, letter in zip(FACE_BUTTONS, letters, strict=True)}


FACE_GLYPHS: Final[Mapping[PadLayout, Mapping[str, str]]] = MappingProxyType(
    {
        PadLayout.XBOX: MappingProxyType(_circled(CIRCLED_A, "ABXY")),
        PadLayout.PLAYSTATION: MappingProxyType(dict(zip(FACE_BUTTONS, PLAYSTATION_SHAPES, strict=True))),
        PadLayout.NINTENDO: MappingProxyType(_circled(NEGATIVE_CIRCLED_A, "BAYX")),
    }
)
# The names printed on the pads (never translated: the player reads them off the plastic).
PRINTED_NAMES: Final[Mapping[PadLayout, Mapping[str, str]]] = MappingProxyType(
    {
        PadLayout.XBOX: MappingProxyType(
            dict(
                leftshoulder="LB",
                rightshoulder="RB",
                back="View",
                start="Menu",
                guide="Xbox",
                leftstick="L3",
                rightstick="R3",
            )
        ),
        PadLayout.PLAYSTATION: MappingProxyType(
            dict(
                leftshoulder="L1",
                rightshoulder="R1",
                back="Create",
                start="Options",
                guide="PS",
                leftstick="L3",
                rightstick="R3",
                touchpad="Touchpad",
            )
        ),
        PadLayout.NINTENDO: MappingProxyType(
            dict(
                leftshoulder="L",
                rightshoulder="R",
                back="−",
                start="+",
                guide="Home",
                leftstick="LS",
                rightstick="RS",
                misc1="Capture",
            )
        ),
    }
)


def vendor_id(guid: str) -> int | None:
    """The USB vendor id inside an SDL joystick GUID (32 hex digits), or None when the GUID holds none (SDL then
    keeps part of the name there instead)."""
    if len(guid) != 32:
        return None
    try:
        raw = bytes.fromhex(guid)
    except ValueError:
        return None
    # bus (2 bytes), CRC (2), vendor (2, little-endian), 0 (2), product (2), 0 (2), version, driver
    if raw[6:8] != b"\0\0" or raw[10:12] != b"\0\0":
        return None
    return int.from_bytes(raw[4:6], "little") or None


def layout_for(name: str, guid: str = "") -> PadLayout:
    """The family of a pad, from its GUID's vendor id, else its name; Xbox when neither says."""
    vendor = vendor_id(guid)
    if vendor is not None and vendor in VENDOR_LAYOUTS:
        return VENDOR_LAYOUTS[vendor]
    if PLAYSTATION_NAMES.search(name):
        return PadLayout.PLAYSTATION
    if NINTENDO_NAMES.search(name):
        return PadLayout.NINTENDO
    return PadLayout.XBOX


def printed_label(button: str, layout: PadLayout) -> str | None:
    """How `layout` prints `button` (SDL's name, "a", "start"): "✕", "Options"; None when it is no different
    from any pad's (the D-pad, the paddles)."""
    return FACE_GLYPHS[layout].get(button) or PRINTED_NAMES[layout].get(button)
