"""What every table shares, played like a person at the default speed: the pause (by keyboard, mouse and gamepad)
freezes the table and Resume goes on where it stood; Quit to menu and Continue bring back the same decision; at a
hot-seat table nobody's card shows until the next person takes the screen."""

from __future__ import annotations

import pytest

from game.lobby import MatchSetup
from scenes.menu.scene import MenuScene
from scenes.table.pause import PauseOverlay
from tests.person import Person, seed_with_dealer

KUCKUCK = MatchSetup(game="kuckuck", players=4, bots=3)


def my_turn(person: Person) -> bool:
    return person.top_scene() == "TableScene" and person.prompt().startswith("Your turn")


def first_turn(setup: MatchSetup = KUCKUCK) -> Person:
    """A table where the human (seat 0) decides first, their turn on the screen."""
    person = Person.at_table(setup, seed=seed_with_dealer("kuckuck", setup.players, setup.players - 1))
    person.wait_for(lambda: my_turn(person), "my turn")
    return person


def my_actions(person: Person, seat: int = 0) -> list[str]:
    return [entry["action"] for entry in person.table.match.to_dict()["log"] if entry.get("seat") == seat]


def pause(person: Person) -> PauseOverlay:
    top = person.app.scenes.top
    assert isinstance(top, PauseOverlay), f"no pause on the screen but {type(top).__name__}"
    return top


@pytest.mark.parametrize("device", ["keyboard", "mouse", "gamepad"])
def test_the_pause_freezes_the_table_and_resume_goes_on_where_it_stood(device: str) -> None:
    with first_turn() as person:
        if device == "gamepad":
            person.plug_pad()
        taken = person.table.match.actions_taken
        if device == "keyboard":
            person.keys("escape")
        elif device == "mouse":
            rect = person.table.pause_hint_rect
            assert rect is not None
            person.click(rect.center)  # "Esc: pause" at the top right
        else:
            person.buttons("start")
        assert pause(person).buttons
        person.watch(3.0)  # the bots would have moved by now
        assert person.table.match.actions_taken == taken
        if device == "keyboard":
            person.keys("return")  # the focus is on Resume
        elif device == "mouse":
            person.click(pause(person).buttons["resume"].rect.center)
        else:
            person.buttons("a")
        person.wait_for(lambda: my_turn(person), "my turn again", 5)
        if device == "keyboard":
            person.keys("s")
        elif device == "mouse":
            person.click(person.table.stage.view.buttons["stay"].rect.center)  # type: ignore[attr-defined]
        else:
            person.buttons("x")
        person.watch(0.3)
        assert my_actions(person) == ["stay"]


def test_quit_to_menu_then_continue_brings_back_the_same_decision() -> None:
    with first_turn() as person:
        hand = person.table.match.view(0)["cards"][0]
        taken = person.table.match.actions_taken
        person.keys("escape", "up", "return")  # from Resume up round to the last button, Quit to menu
        person.wait_for(lambda: isinstance(person.app.scenes.top, MenuScene), "the menu")
        menu = person.app.scenes.top
        assert isinstance(menu, MenuScene) and "continue" in menu.buttons
        person.click(menu.buttons["continue"].rect.center)
        person.wait_for(lambda: my_turn(person), "my turn, as I left it")
        assert person.table.match.actions_taken == taken and person.table.match.view(0)["cards"][0] == hand
        person.keys("w")
        person.watch(0.3)
        assert my_actions(person) == ["swap"]


def test_at_a_hot_seat_table_the_next_persons_card_shows_only_once_they_take_the_screen() -> None:
    setup = MatchSetup(game="kuckuck", players=4, bots=2)  # seats 0 and 1 are people
    with Person.at_table(setup, seed=seed_with_dealer("kuckuck", 4, 3)) as person:
        table = person.table
        person.wait_for(lambda: my_turn(person), "the first person's turn")  # the screen starts with them
        person.keys("s")
        person.wait_for(lambda: table.controller.handover_to == 1, "the screen handed to the second person")
        person.watch(0.5)
        assert table.stage.private_viewer() is None  # nobody's card is on the screen behind the veil
        person.keys("return")
        person.wait_for(lambda: my_turn(person), "the second person's turn")
        assert table.stage.private_viewer() == 1
        person.keys("w")
        person.watch(0.3)
        assert my_actions(person, 0) == ["stay"] and my_actions(person, 1) == ["swap"]
