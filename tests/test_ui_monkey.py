"""A seeded monkey: random keys, clicks and window resizes through the menu, the table and the results must never
crash, and whatever it does, the match in progress stays saved: the save on disk replays to the very match on
the table, on every frame."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.menu.scene import MenuScene
from scenes.replay.viewer import ReplayScene
from scenes.table.shell import TableScene
from tests.ui_helpers import click, key, make_app, release, resize, step

KEYS = [
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
    pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_s, pygame.K_w, pygame.K_f,
]  # fmt: skip
SIZES = [(1280, 720), (1024, 768), (800, 600), (1680, 1050)]
FRAMES = 1000
RESIZE_CHANCE = 0.02
# The menu starts on a short match (you and two bots, one life), so the monkey's Start reaches the results.
SHORT_MATCH = MatchSetup(players=3, bots=2, options={"lives": 1})


def short_match_menu() -> App:
    app = make_app()
    pygame.event.clear()
    app.scenes.replace(MenuScene(app, SHORT_MATCH))
    step(app)
    return app


def assert_saved(app: App, table: TableScene) -> None:
    """The save replays to the match on the table, with the same seats (a finished match is no longer saved, and
    a table of bots only is a show that is never saved)."""
    match = table.controller.match
    if match.over or not any(seat.is_human for seat in table.seats) or isinstance(table, ReplayScene):
        return  # a replay (History on the menu) is never saved
    loaded = app.saves.load(table.spec.id)  # the monkey may start any game on the menu
    assert loaded is not None, "a match in progress has no save"
    saved, seats = loaded
    assert saved.history == match.history
    assert seats == table.seats


@pytest.mark.parametrize("seed", [5, 3, 4])  # seeds whose walk reaches the results (2 no longer does: the menu moved)
def test_random_input_never_crashes_any_scene(seed: int) -> None:
    rng = np.random.default_rng(seed)
    app = short_match_menu()
    scenes_seen: set[str] = set()
    resizes = 0
    for _ in range(FRAMES):
        roll = rng.random()
        events: list[pygame.event.Event] = []
        width, height = app.size
        if roll < 0.25:
            events = [key(KEYS[int(rng.integers(len(KEYS)))])]
        elif roll < 0.32:
            pos = (int(rng.integers(width)), int(rng.integers(height)))
            step(app, click(pos))
            events = release(pos)
        elif roll < 0.32 + RESIZE_CHANCE:
            resize(app, SIZES[int(rng.integers(len(SIZES)))])
            resizes += 1
        step(app, events, dt=int(rng.integers(5, 120)))
        scenes_seen.add(type(app.scenes.top).__name__)
        if not app.running:  # the monkey found Quit: start again, as a player would
            app = short_match_menu()
        elif isinstance(app.scenes.top, TableScene):
            assert_saved(app, app.scenes.top)
    assert {"MenuScene", "TableScene", "ResultsScene"} <= scenes_seen
    assert resizes >= 10
