"""The window wears the game's icon (two fanned cards), never pygame's snake, and the shipped icon is what the card
art draws today."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pygame
import pytest

from scenes.core import app as app_module
from scenes.core import window
from tests.ui_helpers import make_app
from tools.make_icon import WINDOW_ICON, WINDOW_ICON_SIZE

HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
DRAW_AFRESH = "import sys; from tools.make_icon import window_icon_png; sys.stdout.buffer.write(window_icon_png())"


def rgba(image: pygame.Surface) -> npt.NDArray[np.int16]:
    return np.frombuffer(pygame.image.tobytes(image, "RGBA"), dtype=np.uint8).astype(np.int16)


def test_the_shipped_icon_is_what_the_card_art_draws() -> None:
    fresh = subprocess.run(
        [sys.executable, "-c", DRAW_AFRESH],
        capture_output=True,
        check=True,
        cwd=WINDOW_ICON.parent.parent,
        env={**os.environ, **HEADLESS},
        timeout=60,
    ).stdout
    shipped = pygame.image.load(WINDOW_ICON)
    assert shipped.get_size() == (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)
    drift = np.abs(rgba(pygame.image.load(io.BytesIO(fresh), "fresh.png")) - rgba(shipped)).max()
    assert drift <= 2, "assets/icon.png is out of date: run python -m tools.make_icon --window-icon"


def test_the_window_gets_the_shipped_icon_before_it_opens(monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[pygame.Surface] = []
    opened_with_icon: list[bool] = []
    open_window = window.open_window

    def opening(fullscreen: bool, size: tuple[int, int]) -> pygame.Surface:
        opened_with_icon.append(bool(given))  # set later, the window would show pygame's own icon
        return open_window(fullscreen, size)

    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: given.append(surface.copy()))
    monkeypatch.setattr(app_module, "open_window", opening)
    app = make_app()
    try:
        assert opened_with_icon == [True]
        assert len(given) == 1
        assert (rgba(given[0]) == rgba(pygame.image.load(WINDOW_ICON))).all()
    finally:
        app.shutdown()


def test_a_missing_or_damaged_icon_leaves_the_window_as_it_was(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, display: pygame.Surface
) -> None:
    given: list[pygame.Surface] = []
    set_icon: Callable[[pygame.Surface], None] = given.append
    monkeypatch.setattr(pygame.display, "set_icon", set_icon)
    monkeypatch.setattr(window, "icon_path", lambda: tmp_path / "icon.png")
    window.set_window_icon()  # no icon.png there
    (tmp_path / "icon.png").write_bytes(b"not a png")
    window.set_window_icon()
    assert given == []
