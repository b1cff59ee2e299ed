"""Resume through the real program, headless: a match left by every way out (the pause's Quit, the window's close
button, which Alt+F4 also sends, a crash) is continued by a fresh App exactly where it was: the same table for
every seat and the same Speed-Kuckuck clock, so quitting never buys time."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pygame
import pytest

from game import Match, load_match, open_match
from game.decision_clock import ClockState
from game.kuckuck import events as K
from game.lobby import MatchSetup
from game.store.saves import SaveStore
from scenes.core.app import App
from scenes.menu.scene import MenuScene
from scenes.routes import launch
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from tests.resume_helpers import table_facts
from tests.test_ui_table import table_waiting_for_you
from tests.ui_helpers import key, make_app, open_table, press, press_to, settle, step


def saved_file(app: App, game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(app.saves.path(game).read_text(encoding="utf-8"))
    return data


def table_of(app: App) -> TableScene:
    table = app.scenes.base
    assert isinstance(table, TableScene)
    return table


def continued(game: str, by_menu: bool) -> tuple[App, TableScene]:
    """A fresh App (the next start of the program) continuing the saved match of `game`: by the menu's Continue
    button (it has the focus: Enter), or by `--continue GAME`."""
    app = make_app()
    if by_menu:
        assert app.claim_data_folder()  # the last program has let go of the data folder
        app.router.menu(game=game)
        step(app)
        menu = app.scenes.top
        assert isinstance(menu, MenuScene) and menu.focus.focused is menu.buttons["continue"]
        press(app, pygame.K_RETURN)  # the table opens in this frame: no time has run on it yet
    else:
        launch.show_first_scene(app, resume=game)
    return app, table_of(app)


def play_until_human(app: App, table: TableScene, limit: int = 600) -> None:
    for _ in range(limit):
        if table.controller.waiting_for_human is not None:
            return
        step(app, dt=100)
    raise AssertionError("the human was never asked")


def what_the_table_shows(table: TableScene) -> dict[str, object]:
    return {
        **table_facts(table.match),
        "controller view": dict(table.controller.view()),
        "viewer": table.controller.viewer,
        "seats": table.seats,
        "names": table.stage.names,
    }


def quit_by_pause(app: App) -> None:
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay)
    press_to(app, pause.focus, pause.buttons["quit"], pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # "Quit to menu"
    settle(app)
    assert isinstance(app.scenes.base, MenuScene)
    app.shutdown()


def quit_by_window(app: App) -> None:
    """The window's close button (and Alt+F4, which the system turns into the same event): the loop ends."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(frames=app.frames + 50)
    assert not app.running


QUITS: dict[str, Callable[[App], None]] = {"pause": quit_by_pause, "window": quit_by_window, "shutdown": App.shutdown}
GAMES = {"kuckuck": {"lives": 2}, "hearts": {"target": 50}, "euchre": {"target": 5}}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_way_out_and_back_in_gives_the_same_table(game: str) -> None:
    """Three human decisions, each followed by a different way out and a fresh App continuing the match."""
    app = make_app()
    setup = MatchSetup(game=game, players=4, bots=3, options=GAMES[game])
    table = open_table(app, setup)
    rng = np.random.default_rng(3)
    for number, (how, quit_now) in enumerate(QUITS.items()):
        play_until_human(app, table)
        legal = table.match.legal()
        assert table.stage.decide(legal[int(rng.integers(len(legal)))])
        for _ in range(3):
            step(app, dt=100)  # the bots may answer: the save follows every action, theirs too
        before = what_the_table_shows(table)
        quit_now(app)
        app, table = continued(game, by_menu=number % 2 == 0)
        after = what_the_table_shows(table)
        assert [name for name in before if before[name] != after[name]] == [], how
    app.shutdown()


def speed_match(speed: int = 3) -> tuple[Match, MatchSetup]:
    setup = MatchSetup(players=4, bots=3, options={"speed": speed})
    match = open_match("kuckuck", players=4, options={"speed": speed}, seed=1, dealer=3)
    match.deal(["2C", "9D", "8H", "4D"])  # you (seat 0) decide first
    return match, setup


def run_clock(app: App, table: TableScene, ms: int) -> int:
    for _ in range(ms // 50):
        step(app, dt=50)
    clock = table.controller.decision_clock
    assert clock is not None and clock.seat == 0
    return clock.elapsed_ms


@pytest.mark.parametrize("how", sorted(QUITS))
def test_the_time_already_used_on_a_decision_is_kept_and_the_resumed_decision_gets_only_the_rest(how: str) -> None:
    app = make_app()
    match, setup = speed_match()
    table = table_waiting_for_you(app, match, setup)
    used = run_clock(app, table, 1800)
    assert 1700 <= used <= 1800
    if how == "pause":
        quit_by_pause(app)  # the pause stops the clock: what was used stays used
    else:
        QUITS[how](app)
    clock = saved_file(app, "kuckuck")["clock"]
    assert clock == {"seat": 0, "at": match.actions_taken, "elapsed_ms": used, "answer_ms": None}

    app, table = continued("kuckuck", by_menu=how == "window")
    for _ in range(10):  # the entrance: the clock does not run before the decision shows
        if table.controller.decision_clock is not None:
            break
        step(app, dt=50)
    clock_now = table.controller.decision_clock
    assert clock_now is not None and clock_now.elapsed_ms == used  # the frame it shows on is not counted
    shown = 0
    while table.controller.decision_clock is not None:
        step(app, dt=50)
        shown += 50
    assert 3000 - used <= shown <= 3000 - used + 50  # only the rest of the three seconds, then "Too slow!"
    assert isinstance(table.match.history[-1], K.Timeout)
    app.shutdown()


def test_a_running_clock_is_saved_every_second_so_even_a_killed_program_gives_back_at_most_a_second() -> None:
    app = make_app()
    match, setup = speed_match(5)
    table = table_waiting_for_you(app, match, setup)
    for second in (1, 2, 3):
        run_clock(app, table, 1000)
        app.saves.flush()
        saved = saved_file(app, "kuckuck")["clock"]  # read directly, as the next start would after a SIGKILL
        assert saved is not None and second * 1000 - 100 <= saved["elapsed_ms"] <= second * 1000
    app.shutdown()


def test_a_bots_reaction_time_is_kept_too() -> None:
    """A bot deciding against the clock answers, after a resume, at the moment it would have answered anyway."""
    from game.controller import Controller
    from game.core.seats import SeatConfig

    match, _ = speed_match()
    match.act("stay")  # seat 1, a bot, decides now
    seats = [SeatConfig("human", "You"), *[SeatConfig("bot", f"B{n}") for n in (1, 2, 3)]]
    controller = Controller(match, seats, rng=np.random.default_rng(1))
    controller.update(16)
    controller.take_events()
    controller.update(16)
    state = controller.clock_state()
    assert state is not None and state.seat == 1 and state.answer_ms is not None
    carried = ClockState(1, match.actions_taken, 200, state.answer_ms)
    again = Controller(load_match(match.to_dict()), seats, resumed_clock=carried)
    waited = 0
    while again.match.actions_taken == match.actions_taken:
        again.update(10)
        waited += 10
    assert state.answer_ms - 200 <= waited <= state.answer_ms - 200 + 20


def test_a_crash_leaves_its_report_and_the_match_continues_where_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    match, setup = speed_match()
    table = table_waiting_for_you(app, match, setup)
    used = run_clock(app, table, 600)
    before = what_the_table_shows(table)

    def broken(dt_ms: int) -> None:
        raise RuntimeError("a bug in the table")

    with monkeypatch.context() as patched, pytest.raises(RuntimeError, match="a bug in the table"):
        patched.setattr(table.stage.view, "update", broken)
        app.run(frames=app.frames + 5)
    assert "a bug in the table" in (Path(os.environ["KUCKUCK_HOME"]) / "crash.log").read_text(encoding="utf-8")
    assert saved_file(app, "kuckuck")["clock"]["elapsed_ms"] == used
    app, table = continued("kuckuck", by_menu=True)
    after = what_the_table_shows(table)
    assert [name for name in before if before[name] != after[name]] == []
    app.shutdown()


def test_continue_from_the_command_line_without_a_save_stays_in_the_menu() -> None:
    app = make_app()
    launch.show_first_scene(app, resume="hearts")
    assert isinstance(app.scenes.base, MenuScene)
    step(app, [key(pygame.K_DOWN)])
    app.shutdown()
    assert SaveStore(app.saves.folder).load("hearts") is None
