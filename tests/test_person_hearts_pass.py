"""The Hearts pass, played like a person: pick three cards, press Pass once, and exactly those three go to the
right seat, once, and the hand goes on. At the default animation speed in real time, with the human passing
first, after one bot, after two, and last (the dealer), by keyboard, mouse and gamepad alone."""

from __future__ import annotations

import json

import pytest

from game.lobby import MatchSetup
from scenes.hearts.view import HeartsView
from tests.person import Person, seed_with_dealer

# the dealer's seat → how many bots pass before you (the seats pass in turn from the dealer's left)
POSITIONS = {"first": 3, "after one bot": 2, "after two bots": 1, "last, as the dealer": 0}


def hearts(person: Person) -> HeartsView:
    view = person.table.stage.view
    assert isinstance(view, HeartsView)
    return view


def passes_of(person: Person, seat: int) -> list[str]:
    log = json.loads(person.table.match.to_json())["log"]
    return [entry["action"].split()[1] for entry in log if entry.get("seat") == seat and "pass" in entry["action"]]


def hand_shown(person: Person) -> bool:
    fan = hearts(person).sprites.hand
    return len(fan.cards) == 13 and fan.face_up and person.prompt().startswith("Pick 3 more cards")


def open_hearts(position: str) -> Person:
    seed = seed_with_dealer("hearts", 4, POSITIONS[position])
    person = Person.at_table(MatchSetup(game="hearts", players=4, bots=3), seed=seed)
    person.wait_for(lambda: hand_shown(person), "my thirteen cards, and the table asking for three")
    return person


def the_three_went_and_the_hand_goes_on(person: Person, cards: list[str]) -> None:
    """Exactly `cards` went from seat 0, once, to the seat on its left; every seat passed; the first trick
    begins; the prompt no longer asks for cards."""
    person.wait_for(lambda: person.table.match.view(0)["phase"] == "play", "every seat has passed", 30)
    assert passes_of(person, 0) == cards
    match = person.table.match
    assert sorted(match.view(1)["received"]) == sorted(cards)  # hand 1 passes left: to seat 1
    assert not set(cards) & set(match.view(0)["hand"])
    person.wait_for(lambda: bool(match.view(0)["trick"] or match.view(0)["tricks"]), "the 2♣ is led", 20)
    assert "Pick" not in person.prompt()


@pytest.mark.parametrize("position", POSITIONS)
def test_by_keyboard_three_picks_and_one_p_pass_all_three(position: str) -> None:
    with open_hearts(position) as person:
        fan = hearts(person).sprites.hand
        cards = fan.cards[:3]  # the three on the left of my hand
        person.keys("right")  # the cursor shows, in the middle of the hand
        middle = len(fan.cards) // 2
        person.keys(*["left"] * middle, "return", "right", "return", "right", "return", "p")
        the_three_went_and_the_hand_goes_on(person, cards)


@pytest.mark.parametrize("position", POSITIONS)
def test_by_mouse_three_clicks_and_one_click_on_pass_pass_all_three(position: str) -> None:
    with open_hearts(position) as person:
        view = hearts(person)
        fan = view.sprites.hand
        cards = [fan.cards[1], fan.cards[5], fan.cards[9]]
        for card in cards:
            x, y = fan.drawn_pos(card)
            person.click((round(x), round(y - view.geometry.card_height * 0.3)))  # its visible top strip
        person.click(view.buttons["pass"].rect.center)
        the_three_went_and_the_hand_goes_on(person, cards)


@pytest.mark.parametrize("position", POSITIONS)
def test_by_gamepad_three_picks_and_one_y_pass_all_three(position: str) -> None:
    with open_hearts(position) as person:
        person.plug_pad()
        fan = hearts(person).sprites.hand
        cards = fan.cards[-3:]  # the three on the right of my hand
        person.buttons("dpright")  # the cursor shows, in the middle of the hand
        middle = len(fan.cards) // 2
        person.buttons(*["dpright"] * (len(fan.cards) - 3 - middle), "a", "dpright", "a", "dpright", "a", "y")
        the_three_went_and_the_hand_goes_on(person, cards)


def test_a_pass_made_before_my_turn_stays_until_i_take_it_back_and_pass_again() -> None:
    """As the dealer (three bots pass first): pick three, press P; a stray Enter on a card changes nothing and says
    how to take the pass back; Backspace takes it back, one pick is changed, and P passes the new three."""
    with open_hearts("last, as the dealer") as person:
        view = hearts(person)
        fan = view.sprites.hand
        first, second, third, fourth = fan.cards[:4]
        person.keys("right", *["left"] * (len(fan.cards) // 2), "return", "right", "return", "right", "return", "p")
        person.wait_for(lambda: person.prompt().startswith("Passed: your cards go to"), "my pass kept for my turn")
        person.keys("return")  # the cursor is on the third card
        assert view.note.shown and "take the pass back" in view.note.text
        person.keys("backspace")  # take the pass back, and change the third card for the fourth
        assert person.prompt().startswith("Ready")
        person.keys("return", "right", "return", "p")
        the_three_went_and_the_hand_goes_on(person, [first, second, fourth])
        assert third in person.table.match.view(0)["hand"]
