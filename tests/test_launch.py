"""The real start-up path in process: scenes.core.launch picks the first scene and runs the loop (main.py only parses
the command line around it)."""

from __future__ import annotations

import numpy as np
from scenes.saves import SaveStore, data_dir

from game import open_match
from game.lobby import MatchSetup, seats_to_json
from scenes.core import launch
from scenes.core.app import App, AppConfig
from scenes.menu.scene import MenuScene
from scenes.table.shell import TableScene
from tests.ui_helpers import make_app


def demo_app() -> App:
    return App(AppConfig(fullscreen=False, size=(800, 600), seed=5, autoplay="kuckuck"))


def test_a_plain_start_opens_the_menu() -> None:
    app = make_app()
    try:
        scene = launch.first_scene(app)
        assert isinstance(scene, MenuScene)
        app.switch(scene)
        app.step(16, [])
        assert app.scene is scene
    finally:
        app.shutdown()


def test_autoplay_seats_only_bots_and_plays_to_a_showdown() -> None:
    app = demo_app()
    try:
        table = launch.first_scene(app)
        assert isinstance(table, TableScene)
        assert table.setup.game == "kuckuck"
        assert len(table.seats) == 6 and not any(seat.is_human for seat in table.seats)
        app.switch(table)
        history = table.controller.match.history
        for _ in range(2000):  # 100 s of game time; the first showdown comes after about 10 s
            app.step(50, [])
            assert table.controller.waiting_for_human is None  # nobody is ever asked
            if any(event.kind.value == "showdown" for event in history):
                break
        kinds = {event.kind.value for event in history}
        assert {"deal_start", "showdown"} <= kinds and kinds & {"swap", "draw"}, kinds
        assert app.scene is table
    finally:
        app.shutdown()


def test_the_autoplay_demo_leaves_the_players_saved_match_alone() -> None:
    setup = MatchSetup(players=3, bots=2)
    store = SaveStore(data_dir())
    store.save_soon(open_match("kuckuck", 3, rng=np.random.default_rng(1)), seats_to_json(setup.seats()))
    store.flush()
    mine = store.path.read_text(encoding="utf-8")
    app = demo_app()
    try:
        app.switch(launch.first_scene(app))
        for _ in range(200):
            app.step(50, [])
    finally:
        app.shutdown()
    assert store.path.read_text(encoding="utf-8") == mine
