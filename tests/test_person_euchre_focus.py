"""Euchre's focus when a bid comes, played like a person (issue 18): a keyboard or pad player who looked at the
score corner while the others bid, and touched the mouse on the way, presses confirm when the bids show: the bid
the focus ring is on is made (Pass), and the score sheet does not open."""

from __future__ import annotations

import pytest

from tests.person_euchre import DEALER, bid_buttons_shown, bids_of, euchre_table

DEVICES = {"keyboard": ("up", "return"), "gamepad": ("dpup", "a")}


@pytest.mark.parametrize("device", DEVICES)
def test_confirm_makes_the_bid_after_a_look_at_the_corner_and_a_touch_of_the_mouse(device: str) -> None:
    up, confirm = DEVICES[device]
    with euchre_table(dealer=DEALER) as person:
        press = person.keys if device == "keyboard" else person.buttons
        if device == "gamepad":
            person.plug_pad()
        press(up)  # up from the hand: the focus goes to the Scores button while the others bid
        person.move((200, 400))
        person.move((230, 420))  # the hand on the mouse moves it a little
        assert not bid_buttons_shown(person), "the bots still bid before me"
        person.wait_for(lambda: bid_buttons_shown(person), "my bid")
        press(confirm)
        person.watch(0.5)
        assert person.top_scene() == "TableScene", "the score sheet opened instead of the bid"
        assert bids_of(person) == ["pass"]
