"""History, Statistics and Results, played like a person at the default speed in real time, each by keyboard, by
mouse and by gamepad: a History entry opens its replay by a click on its row as by Enter or Ⓐ; the Statistics
switch games and go back; the Results go back to the menu or play the same table again."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.store.paths import data_dir
from scenes.replay.history import HistoryScene
from scenes.replay.viewer import ReplayScene
from scenes.results.scene import ResultsScene
from scenes.routes.snapshots import finished_match
from scenes.stats.scene import StatsScene
from tests.person import Person
from tests.person_menus import menu_of
from tests.replay_helpers import archive_all

Device = str  # "keyboard", "mouse" or "gamepad"
DEVICES = ("keyboard", "mouse", "gamepad")
STEP = {"keyboard": ("down", "right", "left", "return", "escape"), "gamepad": ("dpdown", "dpright", "dpleft", "a", "b")}


def press(person: Person, device: Device, which: int) -> None:
    """The device's move down / right / left, choose or back (`which`: 0 … 4)."""
    name = STEP[device][which]
    if device == "gamepad":
        person.buttons(name)
    else:
        person.keys(name)


PATHS = {"history": (0, 1), "stats": (0, 0, 2)}  # from Start: down to Rules, then to History or Statistics


def open_from_menu(person: Person, device: Device, key: str) -> None:
    """The menu's button `key` (History or Statistics, under Start), chosen with `device`."""
    menu = menu_of(person)
    if device == "mouse":
        person.click(menu.buttons[key].rect.center)
        return
    assert menu.focus.focused is menu.buttons["start"]
    for which in PATHS[key]:
        press(person, device, which)
    assert menu.focus.focused is menu.buttons[key]
    press(person, device, 3)


@pytest.fixture
def archived() -> Path:
    """One finished match of each game in the archive (Euchre the newest, then Hearts, then Kuckuck)."""
    archive_all(data_dir())
    return data_dir()


@pytest.mark.parametrize("device", DEVICES)
def test_a_history_entry_opens_its_replay(archived: Path, device: Device) -> None:
    with Person.start() as person:
        if device == "gamepad":
            person.plug_pad()
        open_from_menu(person, device, "history")
        person.wait_for(lambda: isinstance(person.app.scenes.top, HistoryScene), "the History")
        history = person.app.scenes.top
        assert isinstance(history, HistoryScene)
        assert [entry.game for entry in history.entries] == ["euchre", "hearts", "kuckuck"]
        if device == "mouse":
            person.click(history.rows[1].rect.center)  # the Hearts match
        else:
            press(person, device, 0)  # down to the Hearts match
            press(person, device, 3)
        person.wait_for(lambda: isinstance(person.app.scenes.base, ReplayScene), "the replay of the Hearts match", 10)
        replay = person.app.scenes.base
        assert isinstance(replay, ReplayScene) and replay.entry.game == "hearts"


@pytest.mark.parametrize("device", DEVICES)
def test_the_statistics_switch_games_and_go_back(archived: Path, device: Device) -> None:
    with Person.start() as person:
        if device == "gamepad":
            person.plug_pad()
        open_from_menu(person, device, "stats")
        person.wait_for(lambda: isinstance(person.app.scenes.top, StatsScene), "the Statistics")
        stats = person.app.scenes.top
        assert isinstance(stats, StatsScene)
        person.wait_for(lambda: not stats.counting, "the figures counted")
        assert stats.game == "kuckuck" and stats.figures().matches == 1
        if device == "mouse":
            tile = next(tile for tile in stats.games.tiles if tile.game == "euchre") if stats.games else None
            assert tile is not None
            person.click(tile.rect.center)
            assert stats.game == "euchre" and stats.figures().matches == 1
            person.click(stats.buttons["back"].rect.center)
        elif device == "keyboard":
            person.keys("pagedown")
            assert stats.game == "hearts" and stats.figures().matches == 1
            person.keys("escape")
        else:
            person.buttons("rightshoulder")
            assert stats.game == "hearts" and stats.figures().matches == 1
            person.buttons("b")
        person.wait_for(lambda: person.top_scene() == "MenuScene", "the menu again")


@pytest.mark.parametrize(("device", "choice"), [("keyboard", "again"), ("mouse", "menu"), ("gamepad", "menu"),
                                                ("gamepad", "again"), ("keyboard", "menu")])  # fmt: skip
def test_the_results_go_back_to_the_menu_or_play_again(device: Device, choice: str) -> None:
    with Person.start() as person:
        if device == "gamepad":
            person.plug_pad()
        summary, setup = finished_match("hearts", seed=3)
        person.app.router.results(summary, setup)
        person.wait_for(lambda: isinstance(person.app.scenes.top, ResultsScene), "the Results")
        results = person.app.scenes.top
        assert isinstance(results, ResultsScene) and results.focus.focused is results.buttons["again"]
        if device == "mouse":
            person.click(results.buttons[choice].rect.center)
        elif choice == "menu":
            press(person, device, 4)  # back: the ring goes to Menu …
            assert results.focus.focused is results.buttons["menu"]
            press(person, device, 3)  # … and choosing it leaves
        else:
            press(person, device, 3)
        if choice == "again":
            person.wait_for(lambda: person.top_scene() == "TableScene", "the same table again", 10)
            assert person.table.setup == setup
        else:
            person.wait_for(lambda: person.top_scene() == "MenuScene", "the menu", 10)
            menu = menu_of(person)
            assert menu.game == "hearts" and menu.setup().bots == setup.bots
