"""Domino: a non-dealer whose own swap went through decides again; with a low card received (not from the dealer)
it may force one more swap with the seat beyond, blockable like any swap; at most one per turn."""

from __future__ import annotations

from itertools import islice

import numpy as np
import pytest

from game import IllegalAction, load_match, open_match
from game.core.events import Event
from game.kuckuck import events as K
from game.kuckuck.bots.tuned import keep_threshold
from game.kuckuck.determinize import worlds
from tests.kuckuck_helpers import hands, play, scripted

# Five players, dealer 4: cards go to seats 0, 1, 2, 3, then the dealer 4; the next card is the stock's top.


def kinds(events: list[Event]) -> list[type[Event]]:
    return [type(e) for e in events]


def test_a_low_card_received_lets_the_swapper_swap_on_with_the_seat_beyond() -> None:
    match = scripted(5, ["9C", "2D", "8H", "7S", "TC", "6D"], dealer=4, domino="A23")
    match.act("swap")  # seat 0 gets 2D from seat 1
    assert match.to_move == 0 and match.legal() == ["stay", "swap"]
    assert match.view(0)["domino_target"] == 2 and match.view(3)["domino_target"] == 2
    assert match.view(3)["acted"][0] == "swap" and match.view(3)["legal"] == []
    events = match.act("swap")
    assert kinds(events) == [K.Domino, K.Swap]
    assert events[0] == K.Domino(seat=0, target=2, swap=True)
    assert events[1] == K.Swap(seat=0, target=2, domino=True, got="8H", gave="2D")
    assert events[1].seen_by(1) == K.Swap(seat=0, target=2, domino=True, got=None, gave=None)
    assert hands(match) == ["8H", "9C", "2D", "7S", "TC"]
    assert match.view(2)["cards"][0] == "8H" and match.view(0)["cards"][2] == "2D", "the two know what they swapped"
    assert match.view(0)["held"] == ["9C", "2D", "8H"]
    assert match.view(1)["acted"][0] == "domino" and match.view(1)["domino_target"] is None
    assert match.to_move == 1, "play goes on with the swapper's left neighbour"


def test_any_other_card_received_leaves_only_stay_so_being_asked_tells_nothing() -> None:
    match = scripted(5, ["9C", "5D", "8H", "7S", "TC", "6D"], dealer=4, domino="A23")
    match.act("swap")
    assert match.to_move == 0 and match.legal() == ["stay"]
    with pytest.raises(IllegalAction, match="domino"):
        match.act("swap")
    events = match.act("stay")
    assert events == [K.Domino(seat=0, target=2, swap=False)]
    assert match.view(2)["acted"][0] == "swap" and match.to_move == 1


def test_a_blocked_domino_leaves_the_swapper_with_the_low_card_and_shows_the_king() -> None:
    match = scripted(5, ["9C", "AD", "KH", "7S", "TC", "6D"], dealer=4, domino="A23")
    play(match, ["swap"])
    events = match.act("swap")
    assert kinds(events) == [K.Domino, K.Block]
    assert events[1] == K.Block(seat=0, target=2, card="KH", domino=True)
    assert hands(match)[:3] == ["AD", "9C", "KH"]
    assert match.view(3)["cards"][2] == "KH" and match.view(3)["acted"][0] == "domino_blocked"
    assert match.to_move == 1


def test_a_domino_next_to_the_dealer_swaps_with_the_dealer() -> None:
    match = scripted(5, ["9C", "9D", "8H", "3S", "TC", "6D"], dealer=4, domino="A23")
    play(match, ["stay", "stay", "swap"])  # seat 2 gets 3S from seat 3; the seat beyond is the dealer
    assert match.view(2)["domino_target"] == 4 and match.legal() == ["stay", "swap"]
    match.act("swap")
    assert hands(match) == ["9C", "9D", "TC", "8H", "3S"]
    assert match.to_move == 3 and match.legal() == ["stay", "swap"]
    play(match, ["stay"])
    assert match.to_move == 4, "the dealer still acts last"


def test_a_low_card_from_the_dealer_opens_no_domino() -> None:
    match = scripted(5, ["9C", "9D", "8H", "7S", "2C", "6D"], dealer=4, domino="A23")
    play(match, ["stay", "stay", "stay", "swap"])  # seat 3 gets 2C from the dealer
    assert match.to_move == 3 and match.legal() == ["stay"]
    assert match.view(3)["domino_target"] is None


@pytest.mark.parametrize(("received", "legal"), [("2D", ["stay"]), ("AD", ["stay", "swap"])])
def test_aces_only_domino(received: str, legal: list[str]) -> None:
    match = scripted(5, ["9C", received, "8H", "7S", "TC", "6D"], dealer=4, domino="A")
    match.act("swap")
    assert match.to_move == 0 and match.legal() == legal


def test_at_most_one_domino_swap_a_turn() -> None:
    match = scripted(5, ["9C", "2D", "AH", "7S", "TC", "6D"], dealer=4, domino="A23")
    play(match, ["swap", "swap"])  # seat 0 gets 2D, then AH by the domino swap
    assert hands(match)[0] == "AH" and match.to_move == 1


def test_with_domino_off_the_turn_moves_on_after_a_swap() -> None:
    match = scripted(5, ["9C", "2D", "8H", "7S", "TC", "6D"], dealer=4)
    match.act("swap")
    assert match.to_move == 1 and match.view(0)["domino_target"] is None


def test_low_cards_shown_in_a_domino_swap_are_marked_as_domino() -> None:
    match = scripted(5, ["9C", "2D", "3H", "7S", "TC", "6D"], dealer=4, domino="A23", low_card_reveal=True)
    match.act("swap")
    events = match.act("swap")  # seat 0 hands 2D on to seat 2 and gets 3H: both shown
    shown = [e for e in events if isinstance(e, K.LowCardShown)]
    assert {(e.seat, e.card, e.domino) for e in shown} == {(2, "2D", True), (0, "3H", True)}


def test_a_timeout_at_the_domino_decision_counts_as_stay() -> None:
    match = scripted(5, ["9C", "2D", "8H", "7S", "TC", "6D"], dealer=4, domino="A23", speed=2)
    match.act("swap")
    events = match.act("timeout")
    assert kinds(events) == [K.Timeout]
    assert hands(match)[:3] == ["2D", "9C", "8H"] and match.to_move == 1
    assert match.view(1)["acted"][0] == "swap" and match.view(1)["timed_out"][0]
    assert match.scores == [2, 3, 3, 3, 3]


def test_the_hard_bots_worlds_respect_every_domino_swap() -> None:
    match = scripted(6, ["9C", "3D", "8H", "7S", "6C", "TC", "5D"], dealer=5, domino="A23")
    play(match, ["swap", "swap", "stay", "stay"])  # seat 0: 3D from seat 1, then 8H from seat 2 by the domino
    view = match.view(3)
    states = [w.state for w in islice(worlds(view, np.random.default_rng(1), keep_threshold(6)), 60)]
    assert states and all(s.held[0][1].rank in "A23" for s in states), "the card that opened the domino was low"
    assert len({s.held[0][1] for s in states}) > 3, "which low card it was stays unknown"
    assert all(s.acted == ("domino", "stay", "stay", None, None, None) for s in states)


def test_a_domino_survives_a_save() -> None:
    match = scripted(5, ["9C", "2D", "8H", "7S", "TC", "6D"], dealer=4, domino="A23")
    match.act("swap")
    restored = load_match(match.to_json())
    assert restored.legal() == ["stay", "swap"] and restored.state == match.state
    restored.act("swap")
    assert hands(restored) == ["8H", "9C", "2D", "7S", "TC"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_bot_plays_domino_legally(level: str) -> None:
    match = open_match("kuckuck", 5, {"domino": "A23", "lives": 5, "speed": 2}, seed=8)
    offered = 0  # domino decisions with a real choice
    for _ in range(400):
        if match.over or offered >= 2:
            break
        legal = match.legal()
        move = match.bot_move(level)
        assert move in legal
        offered += match.rules.at_domino(match.state) and legal == ["stay", "swap"]  # type: ignore[attr-defined]
        match.act(move)
    assert offered >= 1, "the bots met a domino decision with a choice"
