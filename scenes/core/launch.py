"""Starting the program: the interactive loop, the autoplay demo, and headless snapshots of one scene."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame

from game.lobby import MatchSetup, ResultsSummary
from scenes.core.app import App, AppConfig
from scenes.core.scene import Scene
from scenes.saves import SaveStore

SNAPSHOT_SIZE = (1920, 1080)


def run_app(
    fullscreen: bool, seed: int | None, autoplay: str | None, frames: int | None, size: tuple[int, int] | None
) -> int:
    config = AppConfig(fullscreen=fullscreen, seed=seed, autoplay=autoplay, **({"size": size} if size else {}))
    app = App(config)
    app.switch(first_scene(app))
    app.run(frames)
    return 0


def first_scene(app: App) -> Scene:
    if app.config.autoplay:
        from scenes.table.shell import TableScene

        return TableScene(app, MatchSetup(game=app.config.autoplay, players=6, bots=6))
    from scenes.menu.scene import MenuScene

    return MenuScene(app)


def snapshot(path: str, scene: str, game: str, seed: int | None, size: tuple[int, int] | None) -> int:
    """Render one frame of `scene` headless to a PNG file."""
    with tempfile.TemporaryDirectory(prefix="kuckuck-snapshot-") as folder:
        app = App(AppConfig(fullscreen=False, size=size or SNAPSHOT_SIZE, seed=seed if seed is not None else 7))
        app.saves = SaveStore(Path(folder))  # the player's save and settings stay untouched
        _render(app, scene, game)
        pygame.image.save(app.screen, path)
        app.shutdown()
    return 0


def _render(app: App, scene: str, game: str) -> None:
    """Show `scene` as a player would meet it, and let its entrance play out."""
    if scene == "menu":
        from scenes.menu.scene import MenuScene

        app.switch(MenuScene(app))
    elif scene == "table":
        from scenes.table.shell import TableScene

        table = TableScene(app, MatchSetup(game=game, players=8, bots=7))
        app.switch(table)
        advance_to_human_turn(app, table)
    else:
        from scenes.results import ResultsScene

        setup = MatchSetup(game=game, players=6, bots=5)
        names = tuple(seat.name for seat in setup.seats())
        app.switch(
            ResultsScene(app, ResultsSummary(names, (0,), ((3,), (1, 5), (2,), (4,)), 14, setup, (4, 7, 11, 13)))
        )
    for _ in range(30):
        app.step(16, [])


def advance_to_human_turn(app: App, table: object, limit_ms: int = 120_000) -> None:
    """Play bots forward until the human must decide, so the snapshot shows a live table."""
    from scenes.table.shell import TableScene

    assert isinstance(table, TableScene)
    elapsed = 0
    while table.controller.waiting_for_human is None and elapsed < limit_ms:
        app.step(50, [])
        elapsed += 50
