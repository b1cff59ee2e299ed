"""Attract mode on the real App, headless: after a minute without input on the menu the bots play a demo; any input
brings the menu back as it was; a finished demo makes way for another; the demo writes nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game import open_match
from game.lobby import MatchSetup, seats_to_json
from game.registry import specs
from game.store.bankroll import BankrollStore
from scenes.core.app import App
from scenes.menu.attract import IDLE_MS, NEXT_DEMO_MS, POINTER_WAKE_PX, WAKE_GRACE_MS
from scenes.menu.scene import MenuScene
from scenes.table.shell import TableScene
from tests.ui_helpers import click, key, menu_app, open_table, press, press_to, release, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

Wake = Callable[[App, MenuScene], None]


def wait(app: App, ms: int, chunk: int = 1000) -> None:
    """Let `ms` pass on the app's clock, a frame every `chunk` (the last one shorter)."""
    while ms > 0:
        app.step(min(chunk, ms), [])
        ms -= chunk


def idle_into_demo(app: App, menu: MenuScene) -> TableScene:
    step(app, [key(pygame.K_LSHIFT)], dt=0)  # a key nothing is bound to: the idle clock starts from 0
    wait(app, IDLE_MS)
    demo = menu.attract.table
    assert demo is not None, "no demo after a minute"
    return demo


def dressed_menu() -> tuple[App, MenuScene, tuple[object, ...]]:
    """A menu the player has changed: Hearts chosen, its first row stepped, the focus on that row."""
    app, menu = menu_app()
    assert menu.games is not None
    press_to(app, menu.focus, menu.games, pygame.K_UP)
    press(app, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RIGHT)
    assert menu.game == "hearts"
    return app, menu, menu_state(menu)


def menu_state(menu: MenuScene) -> tuple[object, ...]:
    return menu.game, menu.setup(), menu.focus.focused


def assert_menu_as_it_was(app: App, menu: MenuScene, before: tuple[object, ...]) -> None:
    settle(app)
    wait(app, WAKE_GRACE_MS, 16)  # what follows the waking input reaches the menu again
    settle(app)
    assert menu.attract.table is None
    assert app.scenes.top is menu and len(app.scenes) == 1
    assert menu_state(menu) == before


def finish_demo(app: App, menu: MenuScene) -> TableScene:
    """Play the demo on, at the pacing of the settings, until its match is over and shown; the finished table."""
    stage = menu.attract.stage
    assert stage is not None
    for _ in range(5000):
        if stage.ended:
            assert stage.table.match.over
            return stage.table
        app.step(250, [])
    raise AssertionError("the demo never finished")


def fast_table(app: App) -> None:
    app.remember_settings(replace(app.settings, instant=True, animation_speed=4.0, trick_hold_ms=500,
                                  reveal_hold_ms=500))  # fmt: skip


# --- starting ---------------------------------------------------------------------------------------------------


def test_the_demo_starts_after_a_minute_idle_on_the_menu_and_not_before() -> None:
    app, menu = menu_app()
    step(app, [key(pygame.K_LSHIFT)], dt=0)
    wait(app, IDLE_MS - 100)
    assert menu.attract.table is None  # 59.9 s
    press(app, pygame.K_LSHIFT)  # any input starts the minute again
    wait(app, IDLE_MS - 100)
    assert menu.attract.table is None
    app.step(100, [])
    demo = menu.attract.table
    assert isinstance(demo, TableScene)
    assert demo.spec.id in {spec.id for spec in specs()}
    assert all(not seat.is_human for seat in demo.seats)
    assert app.scenes.top is menu and len(app.scenes) == 1  # the menu stays the one scene: the demo is its picture
    played = len(demo.match.history)
    wait(app, 20_000, 16 * 4)
    assert len(demo.match.history) > played  # the bots play


def test_the_prompt_names_a_button_once_a_gamepad_is_there() -> None:
    app, menu = menu_app()
    idle_into_demo(app, menu)
    assert menu.attract.prompt() == "Press any key"
    if unavailable_reason() is None:
        with VirtualGamepad():
            settle(app, 2)
            assert menu.attract.table is not None  # plugging a pad in is not the player's input
            assert menu.attract.prompt() == "Press any key or button"


# --- waking ----------------------------------------------------------------------------------------------------


def wake_by_key(app: App, menu: MenuScene) -> None:
    step(app, [key(pygame.K_RETURN)])  # Enter on the focused row would change it, were it not taken


def wake_by_click(app: App, menu: MenuScene) -> None:
    start = menu.buttons["start"].rect.center  # a click on Start that must not start a match
    step(app, [click(start)[1]])
    step(app, release(start))


def wake_by_motion(app: App, menu: MenuScene) -> None:
    x, y = menu.buttons["quit"].rect.center
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0), touch=False)])
    nudge = (x + POINTER_WAKE_PX // 2, y)
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=nudge, rel=(1, 0), buttons=(0, 0, 0), touch=False)])
    assert menu.attract.table is not None  # a pointer that barely moved wakes nothing
    far = (x + 3 * POINTER_WAKE_PX, y + 10)  # over Quit: a hover that must not take the focus
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(20, 10), buttons=(0, 0, 0), touch=False)])


def wake_by_touch(app: App, menu: MenuScene) -> None:
    """A tap on Start: SDL sends the finger and a mouse click of its own at the same place."""
    x, y = menu.buttons["start"].rect.center
    width, height = app.size
    finger: dict[str, object] = {"touch_id": 1, "finger_id": 1, "x": x / width, "y": y / height, "dx": 0.0,
                                 "dy": 0.0, "pressure": 1.0}  # fmt: skip
    mouse: dict[str, object] = {"pos": (x, y), "button": 1, "touch": True}
    step(app, [pygame.event.Event(pygame.FINGERDOWN, finger), pygame.event.Event(pygame.MOUSEBUTTONDOWN, mouse)])
    step(app, [pygame.event.Event(pygame.FINGERUP, finger), pygame.event.Event(pygame.MOUSEBUTTONUP, mouse)])


@pytest.mark.parametrize("wake", [wake_by_key, wake_by_click, wake_by_motion, wake_by_touch])
def test_any_input_brings_the_menu_back_as_it_was(wake: Wake) -> None:
    app, menu, before = dressed_menu()
    idle_into_demo(app, menu)
    wait(app, 3000, 16 * 4)
    wake(app, menu)
    assert menu.attract.table is None  # at once: the frame of the input draws the menu
    assert_menu_as_it_was(app, menu, before)
    wait(app, IDLE_MS - 1000)
    assert menu.attract.table is None  # the minute starts again from the input


@pytest.mark.skipif(unavailable_reason() is not None, reason=str(unavailable_reason()))
def test_a_gamepad_button_or_a_stick_beyond_the_dead_zone_brings_the_menu_back() -> None:
    app, menu, before = dressed_menu()
    with VirtualGamepad() as pad:
        settle(app, 2)
        idle_into_demo(app, menu)
        pad.tap("a")  # Ⓐ would change the focused row, were it not taken
        settle(app, 1)
        assert menu.attract.table is None
        assert_menu_as_it_was(app, menu, before)

        idle_into_demo(app, menu)
        pad.move_axis("leftx", 0.2)  # a stick resting a little off centre
        settle(app, 2)
        assert menu.attract.table is not None
        pad.move_axis("leftx", 0.9)  # pushed: back to the menu, and the push moves nothing there
        settle(app, 1)
        assert menu.attract.table is None
        wait(app, WAKE_GRACE_MS + 100, 16)
        pad.move_axis("leftx", 0.95)  # still held over
        pad.move_axis("leftx", 0.0)
        assert_menu_as_it_was(app, menu, before)


# --- demo after demo, and nothing written ----------------------------------------------------------------------


def test_a_finished_demo_makes_way_for_another_game_and_never_for_the_results() -> None:
    app, menu = menu_app()
    fast_table(app)
    demo = idle_into_demo(app, menu)
    assert finish_demo(app, menu) is demo
    wait(app, NEXT_DEMO_MS - 100, 100)
    assert menu.attract.table is demo  # the end stays on screen a moment
    app.step(100, [])
    following = menu.attract.table
    assert following is not None and following is not demo
    assert following.spec.id != demo.spec.id and not following.match.history[1:]
    assert app.scenes.top is menu and len(app.scenes) == 1  # no results scene came in between
    wait(app, 2000, 16 * 4)
    assert menu.attract.table is following


def listing(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(path.relative_to(folder)): (path.stat().st_size, path.stat().st_mtime_ns)
            for path in sorted(folder.rglob("*"))}  # fmt: skip


def test_a_demo_writes_nothing_to_the_data_folder() -> None:
    """Not the save of a match in progress (of the very game the demo plays), not the archive, the statistics,
    the bankroll or the settings: the folder's files and their times are the same after a demo as before."""
    app, menu = menu_app()
    fast_table(app)
    seats = MatchSetup("kuckuck", players=6, bots=5).seats(["You"])
    finished = open_match("kuckuck", 6, seed=3)
    while not finished.over:
        finished.act(finished.bot_move("easy"))
    app.archive.add(finished, seats_to_json(seats))
    app.stats.count_all()  # the statistics' cache
    app.stats.reset("hearts")  # and their reset times
    BankrollStore(app.saves.folder).settle(["You"], "You", 4, 3)
    for game in ("kuckuck", "hearts", "euchre"):
        setup = MatchSetup(game, players=6 if game == "kuckuck" else 4, bots=5 if game == "kuckuck" else 3)
        running = open_match(game, setup.players, seed=4)
        app.saves.save_soon(running, seats_to_json(setup.seats(["You"])))
    app.saves.flush()
    before = listing(app.saves.folder)
    assert {"settings.json", "saves/kuckuck.json", "saves/hearts.json", "saves/euchre.json"} <= set(before)
    assert {"stats-cache.json", "statistics.json", "bankroll.json"} <= set(before)
    assert any(name.startswith("archive/") for name in before)

    demo = idle_into_demo(app, menu)
    finish_demo(app, menu)
    wait(app, NEXT_DEMO_MS)
    second = menu.attract.table
    assert second is not None and second is not demo
    finish_demo(app, menu)
    wait(app, 3000, 100)
    press(app, pygame.K_SPACE)
    settle(app)
    app.saves.flush()
    assert menu.attract.table is None
    assert listing(app.saves.folder) == before


# --- what keeps the demo away ------------------------------------------------------------------------------------


@pytest.mark.parametrize("opener", ["open_house_rules", "open_rules", "open_settings", "open_players", "open_seed"])
def test_a_dialog_or_panel_open_on_the_menu_keeps_the_demo_away(opener: str) -> None:
    app, menu = menu_app()
    getattr(menu.doors, opener)()
    settle(app, 2)
    dialog = app.scenes.top
    assert dialog is not menu
    wait(app, 3 * IDLE_MS)
    assert menu.attract.table is None and app.scenes.top is dialog
    app.scenes.pop(dialog)  # closed: the menu is idle from now on
    wait(app, IDLE_MS - 1000)
    assert menu.attract.table is None
    wait(app, 1000)
    assert menu.attract.table is not None


def test_a_minimised_window_keeps_the_demo_away() -> None:
    app, menu = menu_app()
    app.step(0, [pygame.event.Event(pygame.WINDOWMINIMIZED)])
    wait(app, 2 * IDLE_MS)
    assert menu.attract.table is None
    app.step(0, [pygame.event.Event(pygame.WINDOWRESTORED)])
    wait(app, IDLE_MS)
    assert menu.attract.table is not None


def test_a_hand_over_and_a_paused_table_stay_as_they_are() -> None:
    app, _ = menu_app()
    table = open_table(app, MatchSetup("kuckuck", players=4, bots=2))  # two people: the screen changes hands
    for _ in range(2000):
        if table.controller.handover_to is not None:
            break
        step(app, [key(pygame.K_s)] if table.controller.waiting_for_human is not None else [], dt=50)
    assert table.controller.handover_to is not None
    wait(app, 2 * IDLE_MS)
    assert app.scenes.top is table and table.controller.handover_to is not None  # the screen waits to be passed on
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert pause is not table
    wait(app, 2 * IDLE_MS)
    assert app.scenes.top is pause and app.scenes.base is table
