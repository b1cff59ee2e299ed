"""Headless SDL for every test: set before anything imports pygame."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

if TYPE_CHECKING:
    import pygame


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and settings of every test go to its own folder, never the player's."""
    monkeypatch.setenv("KUCKUCK_HOME", str(tmp_path))


@pytest.fixture(autouse=True)
def english_system(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' system asks for English, whatever the machine running them does: a first start follows the
    system's language (game/locale_choice.py), and the tests read the English texts."""
    monkeypatch.setenv("LANGUAGE", "en")


@pytest.fixture
def display() -> Iterator[pygame.Surface]:
    """A 320x240 window on the dummy driver, the joystick subsystem up (virtual gamepads need it) and an empty
    event queue. Afterwards the display and the gamepad subsystems stop again; the font module is left alone, so
    fonts held by fixtures of a wider scope stay valid."""
    import pygame
    from pygame._sdl2 import controller

    pygame.display.init()
    pygame.joystick.init()
    try:
        surface = pygame.display.set_mode((320, 240))
        pygame.event.clear()
        yield surface
    finally:
        controller.quit()
        pygame.joystick.quit()
        pygame.display.quit()
