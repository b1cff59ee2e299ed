"""Scripted Kuckuck deals with the expected swaps, blocks, dealer draws, lives lost and winner."""

from __future__ import annotations

import pytest

from game import IllegalAction, open_match
from game.kuckuck import events as K
from tests.kuckuck_helpers import hands, play, scripted

# Four players, dealer 3: cards go to seats 0, 1, 2, then the dealer 3; the next card is the stock's top.


def test_deal_goes_clockwise_from_the_dealers_left_and_the_dealer_acts_last() -> None:
    match = scripted(4, ["2C", "9D", "KH", "5S", "7C"], dealer=3)
    assert hands(match) == ["2C", "9D", "KH", "5S"]
    dealt = [event for event in match.history if isinstance(event, K.Dealt)]
    assert [(event.seat, event.card) for event in dealt] == [(0, "2C"), (1, "9D"), (2, "KH"), (3, "5S")]
    assert [event.seen_by(1).card for event in dealt] == [None, "9D", None, None]
    assert all(event.seen_by(None).card is None for event in dealt)
    assert match.state.stock[0].text == "7C"
    assert len(match.state.stock) == 48
    assert match.to_move == 0


def test_swap_block_stay_and_dealer_draw() -> None:
    match = scripted(4, ["2C", "9D", "KH", "5S", "7C"], dealer=3)
    events = match.act("swap")  # seat 0 takes 9D, seat 1 gets 2C
    assert events == [K.Swap(seat=0, target=1, domino=False, got="9D", gave="2C")]
    assert events[0].seen_by(0) == events[0].seen_by(1) == events[0], "both know both cards"
    assert (
        events[0].seen_by(2) == events[0].seen_by(None) == K.Swap(seat=0, target=1, domino=False, got=None, gave=None)
    )
    assert hands(match)[:2] == ["9D", "2C"]
    events = match.act("swap")  # seat 1 tries seat 2, who holds a King: blocked
    assert events == [K.Block(seat=1, target=2, card="KH", domino=False)]
    assert hands(match)[1] == "2C"
    assert match.view(0)["cards"][2] == "KH"  # the King stays known to the table
    match.act("stay")
    assert match.to_move == 3 and match.legal() == ["stay", "swap"]
    events = match.act("swap")  # the dealer draws 7C; 5S goes under the stock
    assert events[0] == K.Draw(seat=3, card="7C", gave="5S") == events[0].seen_by(3)
    assert events[0].seen_by(0) == events[0].seen_by(None) == K.Draw(seat=3, card=None, gave=None)
    assert match.state.last_cards[3].text == "7C"
    assert match.scores == [3, 2, 3, 3]
    assert match.hands == [[0, 1, 0, 0]]
    assert match.dealer == 0


def test_a_player_can_be_forced_to_swap_again_with_a_card_received_this_round() -> None:
    match = scripted(4, ["6C", "4D", "9H", "JS", "7C"], dealer=3)
    play(match, ["swap", "swap", "stay", "stay"])  # 0<->1: 0=4D 1=6C; 1<->2: 1=9H 2=6C
    assert [c.text for c in match.state.last_cards] == ["4D", "9H", "6C", "JS"]
    assert match.scores == [2, 3, 3, 3]


def test_the_last_player_before_the_dealer_swaps_with_the_dealer() -> None:
    match = scripted(4, ["9C", "9D", "2H", "QS", "7C"], dealer=3)
    play(match, ["stay", "stay", "swap", "stay"])
    assert [c.text for c in match.state.last_cards] == ["9C", "9D", "QS", "2H"]
    assert match.scores == [3, 3, 3, 2]


@pytest.mark.parametrize(
    ("options", "dealer_card", "lives"),
    [
        ({}, "4H", [3, 3, 3, 2]),  # Kuckuck: a King on the stock blocks; the dealer keeps 4H and loses
        ({"dealer_stock_king": "keep"}, "KS", [3, 3, 2, 3]),  # Chase the Ace: the dealer keeps the King
        ({"king_blocks": False}, "KS", [3, 3, 2, 3]),  # without blocking Kings the draw goes through
    ],
)
def test_dealer_drawing_a_king(options: dict[str, object], dealer_card: str, lives: list[int]) -> None:
    match = scripted(4, ["9C", "9D", "5H", "4H", "KS"], dealer=3, **options)
    play(match, ["stay", "stay", "stay"])
    events = match.act("swap")
    assert match.state.last_cards[3].text == dealer_card
    assert match.scores == lives
    blocked = any(isinstance(e, K.StockBlock) for e in events)
    assert blocked == (dealer_card == "4H")


def test_without_blocking_kings_a_king_must_be_handed_over() -> None:
    match = scripted(4, ["3C", "KD", "9H", "8S", "7C"], dealer=3, king_blocks=False)
    play(match, ["swap", "stay", "stay", "stay"])
    assert [c.text for c in match.state.last_cards] == ["KD", "3C", "9H", "8S"]


def test_queens_block_players_but_not_the_stock() -> None:
    match = scripted(4, ["3C", "QD", "9H", "2S", "QC"], dealer=3, queens_block=True)
    events = match.act("swap")
    assert isinstance(events[0], K.Block)
    play(match, ["stay", "stay", "swap"])
    assert match.state.last_cards[3].text == "QC"
    assert match.scores == [2, 3, 3, 3]


def test_ties_for_lowest_all_lose() -> None:
    match = scripted(4, ["AC", "9D", "AH", "5S", "7C"], dealer=3)
    play(match, ["stay", "stay", "stay", "stay"])
    assert match.scores == [2, 3, 2, 3]


def test_dealer_immune_tie_rule_spares_the_dealer_only_in_a_tie() -> None:
    tied = scripted(4, ["2C", "9D", "8H", "2S", "7C"], dealer=3, tie_rule="dealer_immune")
    play(tied, ["stay", "stay", "stay", "stay"])
    assert tied.scores == [2, 3, 3, 3]
    alone = scripted(4, ["3C", "9D", "8H", "2S", "7C"], dealer=3, tie_rule="dealer_immune")
    play(alone, ["stay", "stay", "stay", "stay"])
    assert alone.scores == [3, 3, 3, 2]


def test_ace_of_spades_costs_two_lives() -> None:
    match = scripted(4, ["AS", "9D", "AH", "5S", "7C"], dealer=3, ace_of_spades_double=True)
    play(match, ["stay", "stay", "stay", "stay"])
    assert match.scores == [1, 3, 2, 3]


def test_dealer_double_draw() -> None:
    match = scripted(4, ["9C", "9D", "8H", "2S", "3C", "JD"], dealer=3, dealer_double_draw=True)
    play(match, ["stay", "stay", "stay", "swap"])
    assert match.to_move == 3 and match.view(3)["cards"][3] == "3C"
    match.act("swap")
    assert match.state.last_cards[3].text == "JD"
    assert match.scores == [3, 3, 2, 3]  # 8H is now the lowest


def test_low_card_reveal_shows_a_low_card_handed_over() -> None:
    match = scripted(4, ["2C", "9D", "8H", "5S", "7C"], dealer=3, low_card_reveal=True)
    events = match.act("swap")
    assert isinstance(events[0], K.LowCardShown) and events[0].card == "2C"
    assert match.view(2)["cards"][1] == "2C"
    plain = scripted(4, ["2C", "9D", "8H", "5S", "7C"], dealer=3)
    plain.act("swap")
    assert plain.view(2)["cards"][1] is None


def test_elimination_dealer_rotation_and_winner() -> None:
    match = scripted(3, ["AC", "9D", "8H", "7C"], dealer=2, lives=1)
    match.deal(["2C", "9S", "3H", "7D"])
    play(match, ["stay", "stay", "stay"])  # seat 0 is out; the dealer button moves to seat 0's left... seat 0
    assert match.scores == [0, 1, 1]
    assert match.state.eliminated == ((0,),)
    assert match.dealer == 1  # clockwise from 2, skipping eliminated seat 0
    assert match.to_move == 2
    play(match, ["stay", "stay"])  # seat 2 holds 2C, seat 1 (dealer) 9S
    assert match.over and match.winners == [1]
    assert match.state.eliminated == ((0,), (2,)) and match.state.eliminated_in == (1, 2)
    assert match.to_move is None and match.legal() == []
    with pytest.raises(IllegalAction):
        match.act("stay")


def test_fixed_dealer_stays_put() -> None:
    match = scripted(4, ["9C", "9D", "2H", "QS", "7C"], dealer=3, dealer_rotation="fixed")
    play(match, ["stay", "stay", "stay", "stay"])
    assert match.dealer == 3


@pytest.mark.parametrize(
    ("final_tie", "sudden_orders", "winner", "eliminated"),
    [
        ("sudden_death_high_wins", [["5C", "9D", "JH"]], 2, ((0, 1),)),
        ("sudden_death_high_wins", [["9C", "9D", "2H"], ["3C", "4D"]], 1, ((2,), (0,))),
        ("sudden_death_low_out", [["5C", "9D", "JH"], ["9C", "QD"]], 2, ((0,), (1,))),
        ("sudden_death_low_out", [["5C", "5D", "5H"], ["3C", "9D", "JH"], ["KC", "2D"]], 1, ((0,), (2,))),
    ],
)
def test_final_tie_sudden_death(
    final_tie: str, sudden_orders: list[list[str]], winner: int, eliminated: tuple[tuple[int, ...], ...]
) -> None:
    match = scripted(3, ["4C", "4D", "4H", "7C"], dealer=2, lives=1, final_tie=final_tie)
    for order in sudden_orders:
        match.deal(order)
    play(match, ["stay", "stay", "stay"])
    assert match.over and match.winners == [winner]
    assert match.state.eliminated == eliminated


def test_double_pack_with_more_than_thirteen_players() -> None:
    big = open_match("kuckuck", players=14, seed=3, dealer=0)
    assert len(big.state.stock) == 104 - 14
    single = open_match("kuckuck", players=14, options={"decks": "1"}, seed=3, dealer=0)
    assert len(single.state.stock) == 52 - 14


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"lifes": 3}, "lifes"),
        ({"lives": 0}, "lives"),
        ({"lives": "three"}, "lives"),
        ({"tie_rule": "coin_flip"}, "tie_rule"),
        ({"king_blocks": "maybe"}, "king_blocks"),
        ({"preset": "poker"}, "preset"),
    ],
)
def test_bad_options_raise_value_error_naming_the_option(options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        open_match("kuckuck", players=5, options=options, seed=1)


@pytest.mark.parametrize("players", [2, 21, 0])
def test_player_count_outside_three_to_twenty_is_rejected(players: int) -> None:
    with pytest.raises(ValueError, match="players"):
        open_match("kuckuck", players=players, seed=1)


def test_illegal_actions_carry_a_reason_and_change_nothing() -> None:
    match = scripted(4, ["2C", "9D", "KH", "5S", "7C"], dealer=3)
    before = (match.to_json(), match.state)
    for bad in ["fold", "", "SWAP", "draw"]:
        with pytest.raises(IllegalAction) as error:
            match.act(bad)
        assert "stay or swap" in error.value.reason.english()
        assert (match.to_json(), match.state) == before


def test_a_bad_deal_order_is_refused() -> None:
    match = open_match("kuckuck", players=4, seed=1, dealer=0)
    with pytest.raises(ValueError, match="order: 2C"):  # at the call, not later
        match.deal(["2C", "2C"])
    with pytest.raises(ValueError, match="not a card"):
        match.deal(["1C"])
    assert match.to_move == 1  # nothing was queued: the seed's deal follows


def test_preset_chase_the_ace() -> None:
    match = open_match("kuckuck", players=5, options={"preset": "chase_the_ace", "lives": 5}, seed=1)
    options = match.view(0)["options"]
    assert options["dealer_stock_king"] == "keep" and options["low_card_reveal"] is True
    assert options["lives"] == 5 and match.scores == [5] * 5


def test_every_seat_plays_for_itself_and_more_lives_are_better() -> None:
    match = open_match("kuckuck", players=4, seed=1)
    assert match.teams == ((0,), (1,), (2,), (3,)) and match.spec.score_direction == "higher"
