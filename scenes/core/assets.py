"""Where shipped assets live, and loading the pygame_gui theme with absolute font paths."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from scenes.ui.caches import cached


@cached(maxsize=1)
def assets_dir() -> Path:
    """assets/ next to the code, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root / "assets"


def font_path(bold: bool = False) -> Path:
    return assets_dir() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def icon_path() -> Path:
    """The window's icon, drawn from the card art by `python -m tools.make_icon --window-icon`."""
    return assets_dir() / "icon.png"


def load_theme() -> dict[str, Any]:
    """The theme JSON with its font paths made absolute, so it works from any working directory."""
    theme: dict[str, Any] = json.loads((assets_dir() / "theme.json").read_text(encoding="utf-8"))
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            for key in ("regular_path", "bold_path"):
                if key in font:
                    font[key] = str(assets_dir() / font[key])
    return theme
