"""The first dealer by the Jack deal: the first order is dealt face up from seat 0 until a seat gets a Jack."""

from __future__ import annotations

import pytest

from game import Match, load_match, open_match
from game.kuckuck import events as K
from game.kuckuck.state import Phase
from game.registry import spec_for
from tests.kuckuck_helpers import hands


def jack_match(players: int, order: list[str], **options: object) -> Match:
    match = open_match("kuckuck", players, {"first_dealer": "first_jack", **options}, seed=7)
    match.deal(order)
    return match


def jack_deal(match: Match) -> K.JackDeal:
    (event,) = [e for e in match.history if isinstance(e, K.JackDeal)]
    return event


def test_a_jack_as_the_first_card_makes_seat_0_the_dealer() -> None:
    match = jack_match(4, ["JC"])
    match.deal(["2C", "9D", "KH", "5S", "7C"])  # the first real deal: seat 1 first, the dealer 0 last
    assert match.dealer == 0
    assert jack_deal(match) == K.JackDeal(seat=0, cards=("JC",), seats=(0,))
    assert hands(match) == ["5S", "2C", "9D", "KH"] and match.to_move == 1
    kinds = [type(e) for e in match.history]
    assert kinds[:3] == [K.JackDeal, K.Dealer, K.DealStart]


def test_a_jack_after_a_full_round_goes_on_round_the_table() -> None:
    match = jack_match(4, ["2C", "3D", "4H", "5S", "6C", "JD"])
    assert match.dealer == 1 and match.to_move == 2
    shown = jack_deal(match)
    assert shown.seat == 1 and shown.cards == ("2C", "3D", "4H", "5S", "6C", "JD")
    assert shown.seats == (0, 1, 2, 3, 0, 1)


def test_the_jack_deal_uses_a_whole_order_and_the_first_deal_takes_the_next() -> None:
    match = open_match("kuckuck", 5, {"first_dealer": "first_jack"}, seed=3)
    log = match.to_dict()["log"]
    assert len(log) == 2 and len(log[0]["deal"]) == 52 and len(log[1]["deal"]) == 52
    jack = next(i for i, card in enumerate(log[0]["deal"]) if card[0] == "J")
    assert match.dealer == jack % 5
    assert hands(match)[(match.dealer + 1) % 5] == log[1]["deal"][0]


def test_with_two_packs_the_jack_deal_takes_both() -> None:
    match = jack_match(
        14, ["2C"] * 2 + ["3D"] * 2 + ["4H"] * 2 + ["5S"] * 2 + ["9C"] * 2 + ["TC"] * 2 + ["QH"] * 2 + ["JH"]
    )
    assert len(match.to_dict()["log"][0]["deal"]) == 104
    assert match.dealer == 0 and match.to_move == 1  # the 15th card went to seat 0 again


def test_before_the_jack_deal_nobody_moves() -> None:
    match = open_match("kuckuck", 4, {"first_dealer": "first_jack"}, seed=2)
    match.auto_deal = False
    assert match.view(0)["phase"] == Phase.JACK_DEAL.value and match.rules.to_move(match.state) is None
    match.settle()
    assert match.to_move is not None and match.view(0)["phase"] == Phase.TURN.value


def test_a_given_dealer_and_the_jack_deal_are_refused_together() -> None:
    for options in ({"first_dealer": "first_jack"}, {"preset": "chase_the_ace"}):
        with pytest.raises(ValueError, match="dealer"):
            open_match("kuckuck", 4, options, seed=1, dealer=2)
    assert open_match("kuckuck", 4, {"first_dealer": "random"}, seed=1, dealer=2).dealer == 2


def test_by_lot_the_first_order_is_the_first_real_deal() -> None:
    match = open_match("kuckuck", 4, seed=1, dealer=3)
    match.deal(["JC", "9D", "KH", "5S"])
    assert hands(match) == ["JC", "9D", "KH", "5S"]
    assert not [e for e in match.history if isinstance(e, K.JackDeal)]


def test_chase_the_ace_picks_the_first_dealer_with_a_jack_and_kuckuck_by_lot() -> None:
    spec = spec_for("kuckuck")
    assert spec.preset_values("chase_the_ace")["first_dealer"] == "first_jack"
    assert spec.preset_values("kuckuck")["first_dealer"] == "random"


def test_the_jack_deal_survives_a_save() -> None:
    match = jack_match(6, ["2C", "3D", "4H", "JS"])
    match.act("swap")
    restored = load_match(match.to_json())
    assert restored.dealer == match.dealer == 3
    assert restored.state == match.state and restored.options.first_dealer == "first_jack"
