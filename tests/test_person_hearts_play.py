"""Every Hearts decision after the pass, played like a person (the pass: test_person_hearts_pass.py), at the
default animation speed in real time, by keyboard alone, mouse alone and gamepad alone: leading the 2♣ (with a
wrong lead refused first), following suit after three bots (a card of another suit refused, with the reason over
the hand), a lead while hearts are not broken (a heart refused), a card played by a drag to the middle, claiming
the rest (on your lead, and on your turn after a bot has led; asked too early or while the end is open, the table
says why not), and how a moon shot scores when the house rules let the shooter choose.

Each test starts from a dealt hand (tests/hearts_helpers.py), so the table opens on the decision at once."""

from __future__ import annotations

from scenes.ui.confirm import ConfirmDialog
from tests.hearts_helpers import SUITS, all_clubs
from tests.person import Person
from tests.person_hearts import (
    FOLLOW,
    at_dealt_table,
    buttons_shown,
    card_point,
    hand,
    hearts,
    in_the_middle,
    middle_of_table,
    note,
    plays_of,
    wait_for_claim_button,
    wait_for_turn,
)

# Seat 3 leads the 2♣; you hold every other club and the A♠, so from your first turn every trick is yours: the
# seats after you hold diamonds, spades (with the Q♠) and hearts, and must throw them on your tricks.
AFTER_A_BOT = {
    0: [*SUITS["C"][1:], "AS"],
    1: SUITS["D"],
    2: [*SUITS["S"][:-1], "AH"],
    3: ["2C", *SUITS["H"][:-1]],
}
SHOOTERS_CHOICE = "shooters_choice"  # the house rule that asks a shooter how the moon scores
CLUBS_HIGH_FIRST = [f"play {rank}C" for rank in "AKQJT98765432"]


def refused_a_diamond(person: Person) -> None:
    assert note(person) == "You must follow clubs."
    assert plays_of(person) == []


def followed_with_the_ace(person: Person) -> None:
    person.wait_for(lambda: plays_of(person) == ["play AC"], "my A♣ played")
    assert "AC" not in hand(person)


def refused_a_heart_on_my_lead(person: Person) -> None:
    assert note(person) == "Hearts are not broken yet."
    assert plays_of(person) == ["play AC"]
    assert "claim" not in buttons_shown(person)  # the end is open: no Claim button


def led_the_two_of_spades(person: Person) -> None:
    person.wait_for(lambda: in_the_middle(person)[:1] == ["2S"], "my 2♠ in the middle")
    assert plays_of(person) == ["play AC", "play 2S"]


def your_lead_before_hearts_are_broken(person: Person) -> None:
    wait_for_turn(person, "Your lead")
    assert person.prompt() == "Your lead: hearts are not broken yet"
    assert hand(person)[:5] == ["5S", "4S", "3S", "2S", "5H"]


def the_moon_scored(person: Person, hand_scores: list[int], last: str) -> None:
    match = person.table.match
    person.wait_for(lambda: bool(match.view(None)["hand_scores"]), "the hand scored", 20)
    assert match.view(None)["hand_scores"] == [hand_scores]
    assert plays_of(person)[-1] == last


def moon_question(person: Person) -> ConfirmDialog:
    person.wait_for(lambda: isinstance(person.app.scenes.top, ConfirmDialog), "the moon question", 40)
    dialog = person.app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    return dialog


# --- keyboard -----------------------------------------------------------------------------------------------------


def test_by_keyboard_following_after_bots_and_leading_before_hearts_are_broken() -> None:
    with at_dealt_table(FOLLOW) as person:
        wait_for_turn(person, "Your turn: follow clubs")
        person.keys("right")  # the cursor shows on the first card I may play: the A♣
        person.keys("right", "right", "return")  # the 4♦ first
        refused_a_diamond(person)
        person.keys("left", "left", "return")  # then the A♣
        followed_with_the_ace(person)
        your_lead_before_hearts_are_broken(person)  # the cursor waits on the first card I may lead: the 5♠
        person.keys("right", "right", "right", "right", "return")  # the 5♥
        refused_a_heart_on_my_lead(person)
        person.keys("c")  # claim the rest? not yet
        assert note(person) == "Not certain yet: your 2♦ can still be beaten, and points are still to be won."
        person.keys("left", "return")  # the 2♠
        led_the_two_of_spades(person)


def test_by_keyboard_leading_the_two_of_clubs_claiming_the_rest_and_scoring_the_moon() -> None:
    with at_dealt_table(all_clubs(0), auto_play=False, moon=SHOOTERS_CHOICE) as person:
        wait_for_turn(person, "Your lead: 2♣ opens the hand")
        person.keys("right")  # the cursor shows on the 2♣, the one card I may lead, at the right
        person.keys("left", "return")  # the 3♣ first
        assert note(person) == "The first lead is the 2♣."
        person.keys("right", "return")  # the 2♣
        person.keys("c")  # claim at once, while the bots still play to my 2♣
        assert plays_of(person) == ["play 2C"]
        assert note(person) == "You can claim the rest on your turn."
        wait_for_claim_button(person)
        person.keys("c")
        moon_question(person)
        person.keys("right", "return")  # 26 off my score
        the_moon_scored(person, [-26, 0, 0, 0], "moon subtract")
        assert plays_of(person) == ["play 2C", *CLUBS_HIGH_FIRST[:-1], "moon subtract"]


# --- mouse --------------------------------------------------------------------------------------------------------


def test_by_mouse_following_by_a_drag_and_leading_before_hearts_are_broken() -> None:
    with at_dealt_table(FOLLOW) as person:
        wait_for_turn(person, "Your turn: follow clubs")
        person.click(card_point(person, "4D"))
        refused_a_diamond(person)
        person.drag(card_point(person, "AC"), middle_of_table(person))
        followed_with_the_ace(person)
        your_lead_before_hearts_are_broken(person)
        person.click(card_point(person, "5H"))
        refused_a_heart_on_my_lead(person)
        person.click(card_point(person, "2S"))
        led_the_two_of_spades(person)


def test_by_mouse_leading_the_two_of_clubs_claiming_the_rest_and_scoring_the_moon() -> None:
    with at_dealt_table(all_clubs(0), auto_play=False, moon=SHOOTERS_CHOICE) as person:
        wait_for_turn(person, "Your lead: 2♣ opens the hand")
        person.click(card_point(person, "AC"))  # the A♣ first
        assert note(person) == "The first lead is the 2♣."
        person.click(card_point(person, "2C"))
        person.wait_for(lambda: in_the_middle(person)[:1] == ["2C"], "my 2♣ in the middle")
        wait_for_claim_button(person)
        person.click(hearts(person).buttons["claim"].rect.center)
        dialog = moon_question(person)
        person.click(dialog.buttons["subtract"].rect.center)  # 26 off my score
        the_moon_scored(person, [-26, 0, 0, 0], "moon subtract")


def test_by_mouse_claiming_on_my_turn_after_a_bot_has_led_and_scoring_the_moon() -> None:
    with at_dealt_table(AFTER_A_BOT, dealer=2, moon=SHOOTERS_CHOICE) as person:
        wait_for_claim_button(person)  # my first turn, after the 2♣: the end is certain already
        assert in_the_middle(person) == ["2C"] and plays_of(person) == []
        person.click(hearts(person).buttons["claim"].rect.center)
        dialog = moon_question(person)
        person.click(dialog.buttons["add"].rect.center)  # 26 to everyone else
        the_moon_scored(person, [0, 26, 26, 26], "moon add")
        assert plays_of(person)[0] == "play AC"  # the highest club takes the 2♣
        assert len(plays_of(person)) == 14  # thirteen cards played for me, and the moon


# --- gamepad ------------------------------------------------------------------------------------------------------


def test_by_gamepad_following_after_bots_and_leading_before_hearts_are_broken() -> None:
    with at_dealt_table(FOLLOW) as person:
        person.plug_pad()
        wait_for_turn(person, "Your turn: follow clubs")
        person.buttons("dpright")  # the cursor shows on the A♣
        person.buttons("dpright", "dpright", "a")  # the 4♦ first
        refused_a_diamond(person)
        person.buttons("dpleft", "dpleft", "a")  # then the A♣
        followed_with_the_ace(person)
        your_lead_before_hearts_are_broken(person)
        person.buttons("dpright", "dpright", "dpright", "dpright", "a")  # the 5♥
        refused_a_heart_on_my_lead(person)
        person.buttons("leftshoulder")  # claim? not yet
        assert note(person).startswith("Not certain yet")
        person.buttons("dpleft", "a")  # the 2♠
        led_the_two_of_spades(person)


def test_by_gamepad_leading_the_two_of_clubs_claiming_the_rest_and_scoring_the_moon() -> None:
    with at_dealt_table(all_clubs(0), auto_play=False, moon=SHOOTERS_CHOICE) as person:
        person.plug_pad()
        wait_for_turn(person, "Your lead: 2♣ opens the hand")
        person.buttons("dpright", "a")  # the cursor shows on the 2♣; play it
        person.buttons("leftshoulder")  # claim while the bots still play
        assert note(person) == "You can claim the rest on your turn."
        wait_for_claim_button(person)
        person.buttons("leftshoulder")
        moon_question(person)
        person.buttons("a")  # the first answer: 26 to everyone else
        the_moon_scored(person, [0, 26, 26, 26], "moon add")
