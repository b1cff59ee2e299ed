"""A seeded monkey: random keys, clicks, gamepad-free input and resizes through every scene must never crash,
and whatever it does, a match in progress stays saved."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from tests.ui_helpers import click, key, menu_app, release, resize, step

KEYS = [
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
    pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_s, pygame.K_w, pygame.K_f,
]  # fmt: skip
SIZES = [(1280, 720), (1024, 768), (800, 600), (1680, 1050)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_never_crashes_any_scene(seed: int) -> None:
    rng = np.random.default_rng(seed)
    app, _ = menu_app()
    scenes_seen: set[str] = set()
    for frame in range(2500):
        roll = rng.random()
        events: list[pygame.event.Event] = []
        width, height = app.size
        if roll < 0.25:
            events = [key(KEYS[int(rng.integers(len(KEYS)))])]
        elif roll < 0.32:
            pos = (int(rng.integers(width)), int(rng.integers(height)))
            step(app, click(pos))
            events = release(pos)
        elif roll < 0.321:
            resize(app, SIZES[int(rng.integers(len(SIZES)))])
        step(app, events, dt=int(rng.integers(5, 120)))
        scenes_seen.add(type(app.scene).__name__)
        if not app.running:  # the monkey found Quit: start again, as a player would
            app, _ = menu_app()
        if frame % 500 == 0 and type(app.scene).__name__ == "TableScene":
            assert app.saves.load() is not None or app.scene.controller.match.over  # type: ignore[union-attr]
    assert "TableScene" in scenes_seen
