"""The button a Kuckuck turn opens on is the normal bot's move from what the person can see, played like a person
at three seats who presses confirm and nothing else (keyboard Enter, pad A): as the dealer a 6 is traded for a
card from the stock and a 7 kept (the threshold the bot tuned for three seats, where the seeds' rule of thumb
would keep the 6); first after the dealer a 6 is swapped with the left neighbour."""

from __future__ import annotations

import pytest

from game.kuckuck import events as K
from tests.person import Person
from tests.person_kuckuck import (
    YOU,
    Turn,
    at_kuckuck,
    check_my_turn,
    drew,
    held,
    my_card,
    rank,
    seed_for,
    stayed,
    swapped,
    wait_for_my_turn,
)

PLAYERS = 3
DEVICES = {"keyboard": "return", "gamepad": "a"}
CASES = {
    # name: (holding this rank, as the dealer?, the press makes, what came of it)
    "dealer-6-draws": (6, True, "swap", K.Draw),
    "dealer-7-stays": (7, True, "stay", K.Stay),
    "first-6-swaps": (6, False, "swap", K.Swap),
}


def case_seed(name: str) -> int:
    card, dealing, action, kind = CASES[name]

    def wanted(turns: list[Turn]) -> bool:
        (turn,) = turns
        return turn.deal == 1 and rank(turn.mine) == card and (turn.dealer == YOU) == dealing and kind in turn.kinds

    return seed_for(PLAYERS, [action], wanted)


def confirm(person: Person, device: str) -> None:
    if device == "gamepad":
        person.buttons(DEVICES[device])
    else:
        person.keys(DEVICES[device])


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("name", CASES)
def test_confirm_alone_makes_the_sensible_move(name: str, device: str) -> None:
    _, dealing, action, _ = CASES[name]
    with at_kuckuck(PLAYERS, case_seed(name)) as person:
        if device == "gamepad":
            person.plug_pad()
        wait_for_my_turn(person, 1)
        check_my_turn(person, dealing=dealing)
        mine, left = my_card(person), held(person, 1)
        assert mine is not None and left is not None
        confirm(person, device)
        if action == "stay":
            stayed(person, mine)
        elif dealing:
            drew(person, mine)
        else:
            swapped(person, mine, left)
