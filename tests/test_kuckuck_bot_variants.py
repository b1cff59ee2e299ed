"""The bots adapt to the house rules: each option changes a decision (or the search's judgement) where it should.

The hard bot's judgements are compared on the same worlds: the canonical view differs only in the option, which
does not change what the seat can infer here, and the same seed draws the same hidden cards, so the difference
in a choice's value comes from the rule alone.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game import open_match
from game.ai.search import Budget, determinized_search
from game.core.rng import generator
from game.kuckuck.bots.canonical import canonical_view
from game.kuckuck.bots.hard import HardBot, KuckuckSearch
from game.kuckuck.bots.seen import HouseRules, Seen, seen_in_view
from game.kuckuck.bots.thresholds import NormalBot
from game.kuckuck.bots.tuned import normal_threshold
from tests.kuckuck_helpers import play

FILL = ["9D", "9H", "TS", "TD", "JC", "JD", "JH", "QS", "QD", "QH", "8D", "8H", "8S"]
SEARCH = KuckuckSearch()


def first_seat_view(players: int, card: str, **options: object) -> dict[str, Any]:
    match = open_match("kuckuck", players=players, options=options, seed=1, dealer=players - 1)
    match.deal([card, *FILL[: players - 1]])
    return dict(match.view(0))


def dealer_view(players: int, card: str, **options: object) -> dict[str, Any]:
    match = open_match("kuckuck", players=players, options=options, seed=1, dealer=players - 1)
    match.deal([*FILL[: players - 1], card])
    play(match, ["stay"] * (players - 1))
    return dict(match.view(players - 1))


def swap_gain(view: dict[str, Any]) -> float:
    """How many lives the hard bot's search expects swapping to save over staying (400 worlds, seed 5)."""
    result = determinized_search(SEARCH, canonical_view(view), Budget(400, z=0.0), generator(5))
    assert result is not None
    return result.values["swap"] - result.values["stay"]


@pytest.mark.parametrize(
    ("make_view", "option", "better"),
    [
        (lambda **o: dealer_view(3, "8C", **o), {"dealer_stock_king": "keep"}, True),  # a drawn King is kept
        (lambda **o: dealer_view(3, "8C", **o), {"dealer_double_draw": True}, True),  # a bad draw can be redrawn
        (lambda **o: first_seat_view(4, "7C", **o), {"king_blocks": False}, True),  # the left's King can be had
        (lambda **o: first_seat_view(4, "7C", **o), {"queens_block": True}, False),  # the left's Queen refuses
        (lambda **o: first_seat_view(4, "6C", **o), {"domino": "A23"}, True),  # a low card received goes on
    ],
)
def test_the_hard_bot_weighs_each_rule_in_its_play_outs(
    make_view: Any, option: dict[str, object], better: bool
) -> None:
    plain, changed = swap_gain(make_view()), swap_gain(make_view(**option))
    assert (changed > plain) if better else (changed < plain), (plain, changed)


def test_a_dealer_spared_in_ties_keeps_a_card_it_knows_another_seat_matches() -> None:
    """Seat 1 swapped with the dealer: the dealer holds the 5D and knows seat 1 holds the 5C. If ties all lose the
    5 is a poor card to keep; if the dealer is spared in ties it cannot lose by keeping it."""
    for rule, wanted in (("all_lose", "swap"), ("dealer_immune", "stay")):
        match = open_match("kuckuck", players=3, options={"tie_rule": rule}, seed=1, dealer=2)
        match.deal(["JC", "5D", "5C"])
        play(match, ["stay", "swap"])
        view = match.view(2)
        assert view["cards"][1] == "5C" and view["cards"][2] == "5D"
        for bot in (NormalBot(), HardBot()):
            assert bot.choose(view, np.random.default_rng(0)) == wanted, (rule, bot)


def test_a_domino_swap_is_taken_when_a_low_card_came_in_and_refused_moves_are_not_tried() -> None:
    for bot in (NormalBot(), HardBot()):
        match = open_match("kuckuck", players=5, options={"domino": "A23"}, seed=1, dealer=4)
        match.deal(["6C", "2D", "9H", "TS", "JD"])
        play(match, ["swap"])  # seat 0 gets the 2 from seat 1 and may pass it on to seat 2
        view = match.view(0)
        assert view["legal"] == ["stay", "swap"] and view["cards"][0] == "2D"
        assert seen_in_view(view).domino
        assert bot.choose(view, np.random.default_rng(0)) == "swap"
        quiet = open_match("kuckuck", players=5, options={"domino": "A23"}, seed=1, dealer=4)
        quiet.deal(["6C", "8D", "9H", "TS", "JD"])
        play(quiet, ["swap"])  # an 8 came in: no domino, the only move is to stay
        assert bot.choose(quiet.view(0), np.random.default_rng(0)) == "stay"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_bot_ever_lets_its_time_run_out_and_each_plays_on_after_a_timeout(level: str) -> None:
    match = open_match("kuckuck", players=4, options={"speed": "2", "lives": 2}, seed=3)
    match.act("timeout")  # someone was too slow: the bots read the deal on from there
    moves = 0
    while not match.over and moves < 200:
        move = match.bot_move(level)
        assert move != "timeout" and move in match.legal()
        match.act(move)
        moves += 1


# --- the normal bot's tuned thresholds -------------------------------------------------------------------


def threshold(in_deal: int, place: int, **rules: Any) -> int:
    return normal_threshold(Seen(5, False, in_deal, place, None, False, 0, HouseRules(**rules)))


@pytest.mark.parametrize(
    ("rules", "where", "higher"),
    [
        ({"dealer_stock_king": "keep"}, "dealer", True),
        ({"dealer_double_draw": True}, "dealer", True),
        ({"tie_rule": "dealer_immune"}, "dealer", False),
        ({"king_blocks": False}, "seats", True),
        ({"domino": "A23"}, "seats", True),
    ],
)
def test_the_normal_thresholds_move_with_the_rules_the_way_the_rules_push(
    rules: dict[str, Any], where: str, higher: bool
) -> None:
    """Tuned per rule set (tools/tune_kuckuck_normal.py): somewhere the threshold moves, and never against the
    push of the rule by more than the tuning's noise (one rank)."""
    moved = []
    for in_deal in (3, 4, 6, 10):
        places = [in_deal] if where == "dealer" else range(1, in_deal)
        for place in places:
            shift = threshold(in_deal, place, **rules) - threshold(in_deal, place)
            moved.append(shift if higher else -shift)
    assert max(moved) >= 1 and min(moved) >= -1, moved


@pytest.mark.parametrize("option", [{"dealer_stock_king": "keep"}, {"king_blocks": False}, {"domino": "A23"}])
def test_the_normal_bot_plays_the_tuned_threshold_of_its_rule_set(option: dict[str, Any]) -> None:
    """Where a rule set's threshold differs from the default one (first seat or dealer), a card between the two
    gets a different answer: the normal bot follows the table of its rules, not the core policy."""
    flips = 0
    for in_deal in (3, 4, 6, 10):
        for place, make_view in ((1, first_seat_view), (in_deal, dealer_view)):
            base, tuned = threshold(in_deal, place), threshold(in_deal, place, **option)
            if tuned == base:
                continue
            card = "A23456789TJQK"[min(tuned, base) - 1] + "C"
            plain, changed = make_view(in_deal, card), make_view(in_deal, card, **option)
            answers = [NormalBot().choose(view, np.random.default_rng(0)) for view in (plain, changed)]
            assert answers[0] != answers[1], (in_deal, place, base, tuned, answers)
            flips += 1
    assert flips >= 1
