"""What a person sees of the faults the store and the window meet (issue 18, found by fuzzing): the message at the
top of the screen, a data folder made as a player's would be, and their last table remembered."""

from __future__ import annotations

import os
from pathlib import Path

from game.registry import spec_for
from game.store.settings import GameChoices, Settings, SettingsStore
from tests.person import Person


def home() -> Path:
    """The data folder of this test (tests/conftest.py gives each its own)."""
    return Path(os.environ["KUCKUCK_HOME"])


def toast(person: Person) -> str:
    """The message shown at the top of the screen just now ("" when none is)."""
    shown = person.app._toast  # what the screen shows at its top
    return shown[0] if shown is not None else ""


def remember_money_game(players: int = 4) -> None:
    """The settings of a player whose last Kuckuck table was a money game: the menu opens with it."""
    spec = spec_for("kuckuck")
    choices = GameChoices(players, players - 1, "normal", spec.presets[0].id, {"money_game": True})
    SettingsStore(home()).save(Settings(fullscreen=False).with_choices(spec, choices))


def drag_window_to(person: Person, size: tuple[int, int], frames: int = 5) -> list[list[tuple[int, int]]]:
    """Drag the window's edge until it is `size` (one real change of the window's size, as a window manager
    makes), then watch `frames` frames; for each, the sizes the screens were laid out for in it (usually none)."""
    import warnings

    import pygame

    app = person.app
    laid_out: list[tuple[int, int]] = []
    resize = app.scenes.resize

    def recorded(new: tuple[int, int]) -> None:
        laid_out.append(new)
        resize(new)

    app.scenes.resize = recorded  # type: ignore[method-assign,assignment]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().size = size
        per_frame = []
        for _ in range(frames):
            person.frame()
            per_frame.append(list(laid_out))
            laid_out.clear()
        return per_frame
    finally:
        app.scenes.resize = resize  # type: ignore[method-assign]
