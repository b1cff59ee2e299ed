"""Starting the program: the interactive loop, the autoplay demo, and headless snapshots of one scene."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

import pygame

from game.store.paths import HOME_VARIABLE
from scenes.core.app import App
from scenes.core.config import WINDOWED_SIZE, AppConfig
from scenes.core.signals import quit_on_signals
from scenes.routes.demo_stage import demo_setup
from scenes.routes.router import Router

SNAPSHOT_SIZE = (1920, 1080)


def run_app(
    fullscreen: bool | None,
    seed: int | None,
    autoplay: str | None,
    frames: int | None,
    size: tuple[int, int] | None,
    resume: str | None = None,
) -> int:
    """The program: the first scene, then the loop until the player quits (or SIGTERM / SIGHUP asks it to,
    which saves like a closed window)."""
    config = AppConfig(fullscreen=fullscreen, seed=seed, autoplay=autoplay, size=size or WINDOWED_SIZE)
    app = App(config, Router)
    with quit_on_signals(app.quit, lambda: not app.running):
        show_first_scene(app, resume)
        app.run(frames)
    return 0


def show_first_scene(app: App, resume: str | None = None) -> None:
    """The menu; the demo table with --autoplay; the saved match of `resume` (--continue), as the menu's Continue
    button would open it (without a save, or with a damaged one, the menu says so and stays)."""
    if not app.claim_data_folder():
        from scenes.routes.already_running import show_already_running  # pygame_gui: only when it shows

        show_already_running(app)
    elif app.config.autoplay:
        app.router.table(demo_setup(app.config.autoplay))
    elif resume is not None:
        from scenes.menu.scene import MenuScene

        app.router.menu(game=resume)
        menu = app.scenes.base
        assert isinstance(menu, MenuScene)
        menu.doors.resume_saved()
    else:
        app.router.menu()


def snapshot(
    path: str,
    scene: str,
    game: str,
    seed: int | None,
    size: tuple[int, int] | None,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
) -> int:
    """Render one frame of `scene` headless to a PNG file (a table of `players` under the house rules `options`)."""
    from scenes.routes.snapshots import render_scene

    with tempfile.TemporaryDirectory(prefix="kuckuck-snapshot-") as folder, data_folder(Path(folder)):
        # an empty data folder: the defaults (settings, controls), and the player's files stay untouched
        app = App(AppConfig(fullscreen=False, size=size or SNAPSHOT_SIZE, seed=seed if seed is not None else 7), Router)
        render_scene(app, scene, game, players, options or {})
        pygame.image.save(app.screen, path)
        app.shutdown()
    return 0


@contextlib.contextmanager
def data_folder(folder: Path) -> Iterator[None]:
    """Everything the program reads and writes in the data folder comes from `folder` for the block's length."""
    before = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = str(folder)
    try:
        yield
    finally:
        if before is None:
            del os.environ[HOME_VARIABLE]
        else:
            os.environ[HOME_VARIABLE] = before
