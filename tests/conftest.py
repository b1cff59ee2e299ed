"""Headless SDL for every test: set before anything imports pygame."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and settings of every test go to its own folder, never the player's."""
    monkeypatch.setenv("KUCKUCK_HOME", str(tmp_path))
