"""A window dragged (or a fullscreen window grown by a new desktop) to 8000×8000 on any screen settles within a frame
or two: every screen is laid out once, for a size of at most 4K's pixels, and drawn at that size (SDL scales it up).
A fullscreen window skipped the cap: the screens were laid out and drawn at 8000×8000, and the rules panel took
35 s for its first frame (found by fuzzing, issue 18). What the frames do is checked (the size each screen was laid
out for, and how often), not how long they took: `make bench` measures that (`resize_8000_*`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.lobby import MatchSetup, seats_to_json
from game.store.archive import ArchiveStore
from scenes.core.window import MAX_RENDER, MAX_SIDE
from scenes.menu.house_rules import HouseRulesPanel
from scenes.menu.scene import MenuScene
from scenes.replay.history import HistoryScene
from scenes.replay.viewer import ReplayScene
from scenes.results.scene import ResultsScene
from scenes.routes.snapshots import finished_match
from scenes.settings.scene import SettingsScene
from scenes.stats.scene import StatsScene
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from scenes.ui.rules_panel import RulesPanel
from tests.person import Person
from tests.person_faults import drag_window_to, home
from tests.replay_helpers import played, table_seats

HUGE = (8000, 8000)
SETTLED_AFTER = 2  # frames: the one that sees the change, and one more if the window is made anew


def from_menu(button: str, shown: type) -> Callable[[], Person]:
    def open_it() -> Person:
        person = Person.start()
        menu = person.app.scenes.base
        assert isinstance(menu, MenuScene)
        person.click(menu.buttons[button].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, shown), f"the {button} screen", 10)
        return person

    return open_it


def table(game: str, players: int) -> Callable[[], Person]:
    def open_it() -> Person:
        return Person.at_table(MatchSetup(game=game, players=players, bots=players - 1))  # the deal under way

    return open_it


def paused() -> Person:
    person = table("hearts", 4)()
    person.keys("escape")
    person.wait_for(lambda: isinstance(person.app.scenes.top, PauseOverlay), "the pause", 5)
    return person


def results() -> Person:
    person = Person.start()
    person.app.router.results(*finished_match("euchre", 3))
    person.watch(0.2)
    return person


def replay() -> Person:
    ArchiveStore(home()).add(played("hearts", 4, {"target": 50}), seats_to_json(table_seats(4)))
    person = from_menu("history", HistoryScene)()
    history = person.app.scenes.top
    assert isinstance(history, HistoryScene)
    person.click(history.rows[0].rect.center)
    person.wait_for(lambda: isinstance(person.app.scenes.top, ReplayScene), "the replay", 10)
    return person


SCREENS: dict[str, tuple[Callable[[], Person], type]] = {
    "menu": (Person.start, MenuScene),
    "rules": (from_menu("rules", RulesPanel), RulesPanel),
    "house rules": (from_menu("house", HouseRulesPanel), HouseRulesPanel),
    "settings": (from_menu("settings", SettingsScene), SettingsScene),
    "statistics": (from_menu("stats", StatsScene), StatsScene),
    "history": (from_menu("history", HistoryScene), HistoryScene),
    "hearts table": (table("hearts", 4), TableScene),
    "kuckuck table of 20": (table("kuckuck", 20), TableScene),
    "pause": (paused, PauseOverlay),
    "results": (results, ResultsScene),
    "replay": (replay, ReplayScene),
}


def fits_4k(size: tuple[int, int]) -> bool:
    return size[0] * size[1] <= MAX_RENDER[0] * MAX_RENDER[1] and max(size) <= MAX_SIDE


def settles_at_4k(person: Person, shown: type) -> None:
    layouts = drag_window_to(person, HUGE, frames=SETTLED_AFTER + 2)
    everything = [size for frame in layouts for size in frame]
    assert everything, "the screen was never laid out for the new window"
    assert all(fits_4k(size) for size in everything), f"laid out for {everything}: more than 4K's pixels"
    assert not any(layouts[SETTLED_AFTER:]), f"still laid out again after {SETTLED_AFTER} frames: {layouts}"
    assert fits_4k(person.app.screen.get_size()) and isinstance(person.app.scenes.top, shown)


@pytest.mark.parametrize("screen", SCREENS)
def test_a_fullscreen_window_grown_to_8000_settles_at_4k(screen: str) -> None:
    opener, shown = SCREENS[screen]
    with opener() as person:
        person.app.fullscreen = True  # the dummy driver cannot grow a fullscreen window: this one takes its path
        settles_at_4k(person, shown)


def test_a_window_dragged_to_8000_settles_at_4k() -> None:
    with table("hearts", 4)() as person:
        settles_at_4k(person, TableScene)
