"""The real start-up path in process: scenes.routes.launch picks the first scene and runs the loop (main.py only parses
the command line around it)."""

from __future__ import annotations

import numpy as np

from game import open_match
from game.kuckuck import events as K
from game.lobby import MatchSetup, seats_to_json
from game.store.paths import data_dir
from game.store.saves import SaveStore
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.menu.scene import MenuScene
from scenes.routes import launch
from scenes.routes.router import Router
from scenes.table.shell import TableScene
from tests.ui_helpers import make_app


def demo_app() -> App:
    return App(AppConfig(fullscreen=False, size=(800, 600), seed=5, autoplay="kuckuck"), Router)


def test_a_plain_start_opens_the_menu() -> None:
    app = make_app()
    try:
        launch.show_first_scene(app)
        scene = app.scenes.top
        assert isinstance(scene, MenuScene)
        app.step(16, [])
        assert app.scenes.top is scene
    finally:
        app.shutdown()


def test_autoplay_seats_only_bots_and_plays_to_a_showdown() -> None:
    app = demo_app()
    try:
        launch.show_first_scene(app)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        assert table.setup.game == "kuckuck"
        assert len(table.seats) == 6 and not any(seat.is_human for seat in table.seats)
        history = table.controller.match.history
        for _ in range(2000):  # 100 s of game time; the first showdown comes after about 10 s
            app.step(50, [])
            assert table.controller.waiting_for_human is None  # nobody is ever asked
            if any(isinstance(event, K.Showdown) for event in history):
                break
        kinds = {type(event) for event in history}
        assert {K.DealStart, K.Showdown} <= kinds and kinds & {K.Swap, K.Draw}, kinds
        assert app.scenes.top is table
    finally:
        app.shutdown()


def test_the_autoplay_demo_leaves_the_players_saved_match_alone() -> None:
    setup = MatchSetup(players=3, bots=2)
    store = SaveStore(data_dir())
    store.save_soon(open_match("kuckuck", 3, rng=np.random.default_rng(1)), seats_to_json(setup.seats()))
    store.flush()
    mine = store.path("kuckuck").read_text(encoding="utf-8")
    app = demo_app()
    try:
        launch.show_first_scene(app)
        for _ in range(200):
            app.step(50, [])
    finally:
        app.shutdown()
    assert store.path("kuckuck").read_text(encoding="utf-8") == mine


def test_a_second_copy_on_the_same_data_folder_says_so_and_writes_nothing() -> None:
    """Two copies once wrote the same save through the same temporary file; now the second one only explains."""
    import subprocess
    import sys
    import textwrap

    from scenes.ui.confirm import ConfirmDialog

    holder = textwrap.dedent(
        """
        import sys, time
        from pathlib import Path
        from game.store.lock import InstanceLock
        lock = InstanceLock(Path(sys.argv[1]))
        assert lock.acquire()
        print("held", flush=True)
        time.sleep(30)
        """
    )
    other = subprocess.Popen([sys.executable, "-c", holder, str(data_dir())], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "held"
        app = make_app()
        try:
            launch.show_first_scene(app)
            app.step(16, [])
            dialog = app.scenes.top
            assert isinstance(dialog, ConfirmDialog) and list(dialog.buttons) == ["quit"]
            assert not app.saves.path("kuckuck").parent.exists()  # nothing written
            dialog.answer("quit")
            assert not app.running
        finally:
            app.shutdown()
    finally:
        other.kill()
        other.wait()
    app = make_app()  # the other copy is gone: this one may play
    try:
        launch.show_first_scene(app)
        assert isinstance(app.scenes.top, MenuScene)
    finally:
        app.shutdown()
