"""When a Hearts player may claim the rest (scenes/hearts/claim.py), in the trick in play as well as on a lead:
certain only when every card held tops its suit and the seat surely wins the open trick, or no points are left."""

from __future__ import annotations

from scenes.hearts.claim import claim
from tests.hearts_helpers import SUITS, dealt, play_cards


def test_following_a_lead_with_every_card_on_top_is_a_claim_of_every_trick() -> None:
    match = dealt({0: [*SUITS["C"][1:], "AS"], 3: ["2C", *SUITS["H"][:-1]]}, dealer=2)
    play_cards(match, "2C")
    assert match.view(0)["trick"]["cards"] == ["2C"]
    assert claim(match.view(0)) == "all_tricks"


def test_no_claim_while_a_higher_card_of_the_led_suit_lies_in_the_trick() -> None:
    clubs = SUITS["C"]
    match = dealt({2: ["2C"], 3: ["AC"], 0: [*clubs[1:-1], "AS", "AH"], 1: SUITS["D"]}, dealer=1)
    play_cards(match, "2C AC")
    view = match.view(0)
    assert view["to_move"] == 0 and view["trick"]["cards"] == ["2C", "AC"]
    assert claim(view) is None  # every card of mine tops its suit, but the A♣ takes this trick


def test_no_claim_while_void_in_the_led_suit() -> None:
    match = dealt({0: SUITS["S"], 3: ["2C"]}, dealer=0)
    play_cards(match, "2C")
    assert match.view(0)["to_move"] == 0
    assert claim(match.view(0)) is None  # the spades all top their suit, but the club trick is another's
