"""Hearts passing (rules.md §2, seed 002): each direction and the default cycle, the order of passing, when the
cards arrive, and what may not be passed."""

from __future__ import annotations

import numpy as np
import pytest

from game import open_match
from game.hearts import events as H
from tests.hearts_helpers import SUITS, dealt, play_hand_randomly, refused, spread

PASSING = {seat: SUITS[suit] for seat, suit in enumerate("CDHS")}  # seat 0 all clubs, 1 diamonds, 2 hearts, 3 spades


@pytest.mark.parametrize(("cycle", "offset"), [("left", 1), ("right", 3), ("across", 2)])
def test_passing_in_each_direction(cycle: str, offset: int) -> None:
    match = dealt(PASSING, dealer=3, pass_cycle=cycle)
    assert match.view(0)["pass_direction"] == cycle
    order = []
    for _ in range(12):
        seat = match.to_move
        assert seat is not None
        order.append(seat)
        hand = match.view(seat)["hand"]
        assert match.legal() == [f"pass {card}" for card in hand]
        match.act(f"pass {hand[-1]}")  # each seat passes its three highest cards
    assert order == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]  # from the dealer's left, three in a row each
    for seat, suit in enumerate("CDHS"):
        view = match.view(seat)
        giver = (seat - offset) % 4
        assert view["passed"] == [rank + suit for rank in "QKA"]
        assert view["received"] == [rank + "CDHS"[giver] for rank in "QKA"]
        assert view["pass_to"] == (seat + offset) % 4 and view["pass_from"] == giver
        assert len(view["hand"]) == 13
    assert match.view(None)["phase"] == "play"
    assert match.to_move == 0  # the 2♣ stayed with seat 0


def test_passed_cards_arrive_only_when_all_four_have_passed() -> None:
    match = dealt(PASSING, dealer=3, pass_cycle="left")
    for card in spread("2C 3C 4C 2D 3D 4D 2H 3H 4H 2S 3S"):
        match.act(f"pass {card}")
    assert match.view(1)["hand"] == SUITS["D"][3:]  # seat 0's clubs have not arrived
    assert match.view(1)["received"] == []
    assert match.view(None)["passes_made"] == [3, 3, 3, 2]
    assert match.view(None)["hand_sizes"] == [10, 10, 10, 11]
    match.act("pass 4S")
    assert match.view(1)["hand"] == ["2C", "3C", "4C", *SUITS["D"][3:]]
    assert match.to_move == 1  # the 2♣ moved to seat 1, which now leads it
    assert match.legal() == ["play 2C"]


def test_a_pass_and_the_exchange_show_each_seat_only_its_own_cards() -> None:
    match = dealt(PASSING, dealer=3, pass_cycle="left")
    events = [event for card in spread("2C 3C 4C 2D 3D 4D 2H 3H 4H 2S 3S 4S") for event in match.act(f"pass {card}")]
    first = events[0]
    assert first == H.Pass(seat=0, count=1, card="2C") == first.seen_by(0)
    assert first.seen_by(1) == first.seen_by(None) == H.Pass(seat=0, count=1, card=None)
    exchange = events[-1]
    assert isinstance(exchange, H.Exchange) and (exchange.direction, exchange.count) == ("left", 3)
    given = {seat: tuple(rank + suit for rank in "234") for seat, suit in enumerate("CDHS")}
    assert exchange.gave == tuple(given[seat] for seat in range(4))
    assert exchange.received == tuple(given[(seat - 1) % 4] for seat in range(4))
    for seat in range(4):
        seen = exchange.seen_by(seat)
        assert seen.gave == tuple(given[seat] if other == seat else None for other in range(4))
        assert seen.received == tuple(given[(seat - 1) % 4] if other == seat else None for other in range(4))
    assert exchange.seen_by(None).gave == exchange.seen_by(None).received == (None,) * 4


def test_passing_refuses_cards_not_held_and_moves_of_another_phase() -> None:
    match = dealt(PASSING, dealer=3, pass_cycle="left")
    refused(match, "pass 2D", "You don't hold {card}.", card="2D")
    refused(match, "play 2C", "Pass your three cards first.")
    match.act("pass AC")
    refused(match, "pass AC", "You have already passed {card}.", card="AC")
    assert match.legal() == [f"pass {card}" for card in SUITS["C"][:12]]


@pytest.mark.parametrize("forbidden", [False, True])
def test_no_pass_qs_2c(forbidden: bool) -> None:
    match = dealt({0: ["2C", "QS", *SUITS["H"][:11]]}, dealer=3, pass_cycle="left", no_pass_qs_2c=forbidden)
    legal = match.legal()
    assert ("pass 2C" in legal, "pass QS" in legal) == (not forbidden, not forbidden)
    assert len(legal) == (11 if forbidden else 13)
    if forbidden:
        refused(match, "pass QS", "The Q♠ and the 2♣ may not be passed.")
        refused(match, "pass 2C", "The Q♠ and the 2♣ may not be passed.")
    else:
        match.act("pass QS")


def test_the_default_cycle_passes_left_right_across_then_not_at_all() -> None:
    match = open_match("hearts", 4, options={"target": 200}, seed=3, dealer=1)
    rng = np.random.default_rng(3)
    directions = []
    for hand in range(1, 6):
        view = match.view(None)
        assert view["hand_no"] == hand and view["dealer"] == (1 + hand - 1) % 4  # the deal moves clockwise
        directions.append(view["pass_direction"])
        assert view["phase"] == ("play" if view["pass_direction"] == "none" else "pass")
        if view["phase"] == "pass":
            assert match.to_move == (view["dealer"] + 1) % 4
        else:  # the passing is skipped: the 2♣ holder leads at once
            assert match.legal() == ["play 2C"]
        play_hand_randomly(match, rng)
    assert directions == ["left", "right", "across", "none", "left"]
