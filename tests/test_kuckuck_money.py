"""The money game: lives are chips paid into a pot, and the last player left takes the pot."""

from __future__ import annotations

import pytest

from game import Match, load_match
from game.kuckuck import events as K
from game.kuckuck.results import summarise
from tests.kuckuck_helpers import play, scripted

# Three players, dealer 2: the first deal goes to seats 0, 1, then the dealer 2.
DEALS = [
    ["AS", "9D", "TH", "KC"],  # seat 0's A♠ costs two chips: out
    ["3C", "9D", "KC"],  # dealer 1 deals to 2, then 1: seat 2 pays one
    ["4C", "5D", "KC"],  # dealer 2 deals to 1, then 2: seat 1 pays one
    ["2H", "9S", "KC"],  # dealer 1 deals to 2, then 1: seat 2 pays its last chip
]


def money_match(money_game: bool) -> Match:
    match = scripted(3, DEALS[0], dealer=2, lives=2, ace_of_spades_double=True, money_game=money_game)
    for order in DEALS[1:]:
        match.deal(order)
    return match


def test_the_last_player_left_takes_the_pot_players_times_buy_in() -> None:
    match = money_match(money_game=True)
    play(match, ["stay"] * 3)
    assert match.scores == [0, 2, 2] and match.hands == [[2, 0, 0]]
    assert [match.view(seat)["pot"] for seat in (0, 1, 2, None)] == [2, 2, 2, 2], "the pot is in every view"
    play(match, ["stay"] * 2)
    assert match.scores == [0, 2, 1] and match.view(None)["pot"] == 3
    play(match, ["stay"] * 2)
    assert match.scores == [0, 1, 1] and match.view(None)["pot"] == 4
    play(match, ["stay", "stay"])
    assert match.over and match.winners == [1]
    assert match.scores == [0, 6, 0], "the winner holds players × buy-in"
    assert match.view(None)["pot"] == 0
    won = [e for e in match.history if isinstance(e, K.PotWon)]
    assert won == [K.PotWon(seat=1, chips=5)]
    assert match.hands == [[2, 0, 0], [0, 0, 1], [0, 1, 0], [0, 0, 1]]
    standings = summarise(match, ("Ann", "Bo", "Cy")).standings
    assert standings[0].note is not None and standings[0].note.english() == "ends with all 6 chips"


def test_without_the_money_game_the_winner_keeps_their_lives_and_the_pot_stays() -> None:
    match = money_match(money_game=False)
    play(match, ["stay"] * 9)
    assert match.over and match.winners == [1]
    assert match.scores == [0, 1, 0] and match.view(None)["pot"] == 5
    assert not [e for e in match.history if isinstance(e, K.PotWon)]
    assert summarise(match, ("Ann", "Bo", "Cy")).standings[0].note is None


def test_a_chip_lost_to_a_timeout_goes_into_the_pot_at_once() -> None:
    match = scripted(4, ["2C", "9D", "KH", "5S", "7C"], dealer=3, money_game=True, speed=2)
    events = match.act("timeout")
    assert events[0] == K.Timeout(seat=0, lost=1, lives=2, pot=1)
    assert match.view(2)["pot"] == 1 and sum(match.scores) + match.view(2)["pot"] == 12


@pytest.mark.parametrize("money_game", [False, True])
def test_the_money_game_survives_a_save(money_game: bool) -> None:
    match = money_match(money_game)
    play(match, ["stay"] * 3)
    restored = load_match(match.to_json())
    assert restored.options.money_game is money_game
    assert restored.view(0) == match.view(0) and restored.scores == match.scores
