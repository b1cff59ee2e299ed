"""Players…, played like a person at the default speed in real time: two people at a Kuckuck table name themselves
by keyboard (in German: the name field shows "Spieler 1", Enter keeps it and moves on, "Pad: beliebig" fits its
button), by mouse and by gamepad, and Done keeps the names."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from game.i18n import set_language
from game.player_profiles import DEFAULT_NAMES
from game.store.paths import data_dir
from game.store.settings import Settings, SettingsStore
from scenes.menu.players_dialog import PlayersDialog
from tests.layout_helpers import layout_problems
from tests.person import Person
from tests.person_menus import menu_of, walk


@pytest.fixture(autouse=True)
def back_in_english() -> Iterator[None]:
    """A test that shows another language leaves the process in English, as the next test expects."""
    yield
    set_language("en")


def dialog_of(person: Person) -> PlayersDialog:
    person.wait_for(lambda: isinstance(person.app.scenes.top, PlayersDialog), "the Players dialog")
    dialog = person.app.scenes.top
    assert isinstance(dialog, PlayersDialog)
    return dialog


def ringed(dialog: PlayersDialog) -> object:
    """What the gold ring is on."""
    return dialog.focus.focused


def names_kept(person: Person) -> list[str]:
    return [profile.name for profile in person.app.settings.people]


def test_by_keyboard_in_german_enter_keeps_the_name_shown_and_moves_on_to_the_next() -> None:
    SettingsStore(data_dir()).save(replace(Settings(), language="de"))  # a German player's settings
    with Person.start() as person:
        menu = menu_of(person)
        walk(person, lambda: menu.focus, lambda: menu.rows["bots"], "up")
        person.keys("left")  # one bot fewer: two people
        walk(person, lambda: menu.focus, lambda: menu.buttons["start"], "down")
        walk(person, lambda: menu.focus, lambda: menu.buttons["players"], "right")
        person.keys("return")
        dialog = dialog_of(person)
        assert layout_problems(person.app, legible=True) == []  # "Pad: beliebig" fits its button, readably
        first, second = dialog.rows[0].entry, dialog.rows[1].entry  # (laid out anew by the check)
        assert ringed(dialog) is first and first.get_text() == "Spieler 1"
        person.keys("return")  # typing begins, the name still there
        assert first.get_text() == "Spieler 1"
        person.keys("return")  # the name kept, on to the next person
        assert first.get_text() == "Spieler 1" and ringed(dialog) is second
        person.keys("return")
        person.type_text("Zoë")  # the first letter replaces the selected "Spieler 2"
        person.keys("return")  # kept, and on to Fertig (Done)
        assert second.get_text() == "Zoë" and ringed(dialog) is dialog.buttons["done"]
        person.keys("return")
        person.wait_for(lambda: person.app.scenes.top is menu, "the menu again")
        assert names_kept(person) == ["Spieler 1", "Zoë"]


def test_by_mouse_the_next_name_and_a_colour_are_picked_and_kept() -> None:
    with Person.start() as person:
        menu = menu_of(person)
        person.click(menu.rows["bots"].minus.rect.center)  # two people
        person.click(menu.buttons["players"].rect.center)
        dialog = dialog_of(person)
        person.click(dialog.rows[1].pick.rect.center)
        assert dialog.rows[1].entry.get_text() == DEFAULT_NAMES[0]
        colour = dialog.colours[0]
        person.click(dialog.rows[0].swatch.rect.center)
        assert dialog.colours[0] != colour
        person.click(dialog.buttons["done"].rect.center)
        person.wait_for(lambda: person.app.scenes.top is menu, "the menu again")
        assert names_kept(person) == ["Player 1", DEFAULT_NAMES[0]]
        assert person.app.settings.people[0].colour == dialog.colours[0]


def test_by_gamepad_a_name_from_the_list_is_picked_and_kept() -> None:
    with Person.start() as person:
        person.plug_pad()
        menu = menu_of(person)
        walk(person, lambda: menu.focus, lambda: menu.rows["bots"], "dpup", pad=True)
        person.buttons("dpleft")  # two people
        walk(person, lambda: menu.focus, lambda: menu.buttons["start"], "dpdown", pad=True)
        walk(person, lambda: menu.focus, lambda: menu.buttons["players"], "dpright", pad=True)
        person.buttons("a")
        dialog = dialog_of(person)
        person.buttons("dpright", "a")  # "Next name" on the first person's row
        assert dialog.rows[0].entry.get_text() == DEFAULT_NAMES[0]
        walk(person, lambda: dialog.focus, lambda: dialog.buttons["done"], "dpdown", pad=True)
        walk(person, lambda: dialog.focus, lambda: dialog.buttons["done"], "dpright", pad=True)
        person.buttons("a")
        person.wait_for(lambda: person.app.scenes.top is menu, "the menu again")
        assert names_kept(person) == [DEFAULT_NAMES[0], "Player 2"]
