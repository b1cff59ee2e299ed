"""How each player colour of the fixed palette (game/player_profiles.py) looks: bright enough to read as text on
the dark seat plates and the dialogs."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from scenes.ui.text import GOLD

RGB = tuple[int, int, int]

PALETTE: Final = MappingProxyType(
    {
        "gold": GOLD,
        "coral": (255, 128, 104),
        "sky": (110, 184, 255),
        "mint": (112, 226, 160),
        "violet": (190, 150, 255),
        "amber": (255, 178, 60),
        "rose": (255, 130, 190),
        "teal": (70, 214, 210),
        "lime": (196, 232, 88),
        "silver": (214, 218, 226),
    }
)


def colour_rgb(colour: str | None) -> RGB | None:
    """The look of a colour id (None stays None: a bot's plate keeps its plain look)."""
    return None if colour is None else PALETTE[colour]
