"""The one-copy lock fails closed: when `instance.lock` cannot be used (a folder of that name), the game does not
open the menu as if it held the data folder (two copies could then run the same match with no message, found by
fault tests in issue 18). It says what is wrong and what to do, offers only Quit, and changes nothing."""

from __future__ import annotations

import pygame

from game import open_match
from game.core.seats import BOT, HUMAN, SeatConfig
from game.lobby import seats_to_json
from game.store.lock import LOCK_NAME, InstanceLock
from game.store.saves import SaveStore
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.launch import show_first_scene
from scenes.routes.router import Router
from scenes.ui.confirm import ConfirmDialog
from tests.person import Person
from tests.person_faults import home


def started() -> Person:
    """The program as `main.py` starts it: the data folder claimed first, then the first screen."""
    person = Person(App(AppConfig(fullscreen=False, size=(1280, 720), seed=5), Router))
    pygame.event.clear()
    show_first_scene(person.app)
    person.watch(0.3)
    return person


def dialog(person: Person) -> ConfirmDialog:
    top = person.app.scenes.top
    assert isinstance(top, ConfirmDialog), f"the program showed {type(top).__name__}"
    return top


def test_a_lock_file_that_is_a_folder_is_said_and_only_quit_is_offered() -> None:
    (home() / LOCK_NAME).mkdir(parents=True)
    saves = SaveStore(home())
    match = open_match("hearts", 4, seed=3)
    saves.save_soon(match, seats_to_json([SeatConfig(HUMAN, "You")] + [SeatConfig(BOT, f"Bot {n}") for n in (1, 2, 3)]))
    saves.flush()
    assert saves.path("hearts").is_file()  # a match in progress, which a second copy could play at the same time
    before = {path.name: path.read_bytes() for path in home().rglob("*") if path.is_file()}
    person = started()
    try:
        shown = dialog(person)
        assert shown.title == "The data folder cannot be locked"
        assert f"{LOCK_NAME} (" in shown.lines[1] and "Is a directory" in shown.lines[1]
        assert "Remove or rename" in shown.lines[2]
        assert list(shown.buttons) == ["quit"]
        person.keys("return")  # Quit, the only answer, has the focus
        person.wait_for(lambda: not person.app.running, "the program quitting", 10)
    finally:
        person.close()
    assert {path.name: path.read_bytes() for path in home().rglob("*") if path.is_file()} == before  # untouched
    assert (home() / LOCK_NAME).is_dir()


def test_a_second_copy_is_still_told_the_first_is_open() -> None:
    first = InstanceLock(home())
    assert first.acquire()
    person = started()
    try:
        assert dialog(person).title == "Kuckuck & Co. is already open"
    finally:
        person.close()
        first.release()
