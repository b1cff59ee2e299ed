"""The hard Hearts bot: its worlds (consistent with everything its seat knows, nothing more), weighed by how well
they explain the others' plays, its candidates, its values near the end of a match, and its repeatability."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

from game import open_match
from game.ai.search import World, play_out
from game.hearts.candidates import pass_candidates, play_candidates
from game.hearts.deck import LAYOUT
from game.hearts.inference import SURPRISE, likelihood, plays_so_far
from game.hearts.search import MATCH_SCALE, HardBot, HeartsSearch, win_chance
from game.hearts.state import OVER, HeartsState
from game.hearts.worlds import resampled
from game.tournament import run_tournament
from tests.hearts_helpers import dealt, play_cards
from tests.test_hearts_bots import MOON_RUN, RANKED, cards, moon_run

# --- the hard bot ---------------------------------------------------------------------------------------------


def played_cards(view: Mapping[str, Any]) -> set[str]:
    played = {card for trick in view["tricks"] for card in trick["cards"]}
    return played | (set(view["trick"]["cards"]) if view["trick"] else set())


def world_hands(view: Mapping[str, Any], count: int, seed: int = 1) -> list[list[set[str]]]:
    worlds = HeartsSearch().worlds(view, np.random.default_rng(seed))
    return [[set(LAYOUT.texts_of(mask)) for mask in next(worlds).state.state.hands] for _ in range(count)]


def test_hard_worlds_hold_the_cards_out_where_they_can_be() -> None:
    """Mid-hand after a pass to the left: every world gives the seat its own hand, every other seat its hand size,
    the cards it passed still with the seat it passed them to (until played), no card of a suit shown void."""
    match = dealt(MOON_RUN, dealer=3, pass_cycle="left")
    for _ in range(12):
        match.act(match.bot_move("normal"))
    passed = set(match.view(0)["passed"])
    rng = np.random.default_rng(5)
    checked = 0
    while not match.over and match.view(None)["hand_no"] == 1:
        view = match.view(match.to_move)
        if view["seat"] == 0 and len(view["legal"]) > 1:
            played = played_cards(view)
            for held in world_hands(view, 20):
                assert held[0] == set(view["hand"])
                assert [len(cards) for cards in held] == view["hand_sizes"]
                assert set().union(*held) | played == {*LAYOUT.texts}
                assert passed - played <= held[1], "the cards passed left are still on the left"
                for seat, suits in enumerate(view["voids"]):
                    assert not any(card[-1] in suits for card in held[seat])
            checked += 1
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])
    assert checked >= 3


def test_hard_worlds_know_who_cannot_hold_the_queen_when_it_must_drop() -> None:
    """With qs_must_drop, a seat void in the suit led that threw another card cannot hold the Q♠."""
    rng = np.random.default_rng(3)
    found = 0
    for seed in range(20):
        match = open_match("hearts", 4, options={"qs_must_drop": True, "pass_cycle": "none"}, seed=seed)
        while not match.over and match.view(None)["hand_no"] == 1 and found < 6:
            view = match.view(match.to_move)
            trick = view["trick"]
            if trick and len(trick["cards"]) > 1 and view["tricks"] and "QS" not in played_cards(view):
                thrower = trick["seats"][-1]
                threw = trick["cards"][-1]
                if threw[-1] != trick["cards"][0][-1] and thrower != view["seat"] and "QS" not in view["hand"]:
                    for held in world_hands(view, 15, seed):
                        assert "QS" not in held[thrower]
                    found += 1
            legal = match.legal()
            match.act(legal[int(rng.integers(len(legal)))])
    assert found >= 3


def test_hard_pass_worlds_have_the_earlier_seats_passed_and_this_seat_to_move() -> None:
    match = dealt({}, dealer=3, pass_cycle="left")
    for _ in range(4):  # seat 0 passes three, seat 1 one
        match.act(match.bot_move("normal"))
    view = match.view(1)
    worlds = HeartsSearch().worlds(view, np.random.default_rng(2))
    for _ in range(10):
        state = next(worlds).state.state
        assert state.turn == 1 and state.pass_count == 4
        assert [passed.bit_count() for passed in state.passed] == [3, 1, 0, 0]
        assert set(LAYOUT.texts_of(state.hands[1])) == set(view["hand"])
        assert LAYOUT.texts_of(state.passed[1]) == view["passed"]


def test_hard_searches_one_card_of_each_touching_group() -> None:
    match = dealt(RANKED)
    play_cards(match, "2C 6C")
    assert play_candidates(match.view(2)) == ["play 9C"]  # 9♣ T♣ J♣ touch: one candidate
    play_cards(match, "9C AC")
    # seat 3 leads: Q♣ K♣ touch, J♦ Q♦ touch, the A♦ is parted by the K♦ out, the Q♠ scores apart from K♠ A♠
    assert play_candidates(match.view(3)) == ["play QC", "play JD", "play AD", "play QS", "play KS"]


def test_pass_candidates_start_with_the_normal_plan() -> None:
    hand = cards("QS AS 3S", "2C 4C 7C 9C", "2D 5D 8D", "2H 4H 6H")
    view = dealt({0: hand}, dealer=3, pass_cycle="left").view(0)
    candidates = pass_candidates(view, 5)
    assert candidates[0] == "pass 9C QS AS"
    assert len(candidates) == 5 and len(set(candidates)) == 5


def test_hard_values_points_early_and_the_match_near_its_end() -> None:
    match = dealt(RANKED)
    view = match.view(0)
    search = HeartsSearch()
    world = next(search.worlds(view, np.random.default_rng(0)))
    end = play_out(search, world.state.copy(), np.random.default_rng(0))
    assert search.evaluate(world.state, end, 0) == -end.state.history[-1][0]
    world.state.state.scores = (90, 40, 40, 40)
    end = play_out(search, world.state.copy(), np.random.default_rng(0))
    points = end.state.history[-1][0]
    assert search.evaluate(world.state, end, 0) == pytest.approx(MATCH_SCALE * win_chance(end.state, 0) - points)


def test_win_chance_is_exact_at_the_end_and_favours_the_lower_total() -> None:
    state: HeartsState = open_match("hearts", 4, seed=2).state
    state.scores = (10, 20, 30, 40)
    assert 0 < win_chance(state, 3) < win_chance(state, 2) < win_chance(state, 1) < win_chance(state, 0) < 1
    state.phase, state.winners = OVER, (1,)
    assert [win_chance(state, seat) for seat in range(4)] == [0, 1, 0, 0]
    state.winners = (1, 2)
    assert [win_chance(state, seat) for seat in range(4)] == [0, 0.5, 0.5, 0]


def test_hard_bot_decides_the_same_on_the_same_view_and_seed() -> None:
    match = moon_run()
    play_cards(match, "AD 6D 2D")
    view = match.view(1)
    bot = HardBot(budget=8)
    assert bot.choose(view, np.random.default_rng(4)) == bot.choose(view, np.random.default_rng(4))


# --- strength -------------------------------------------------------------------------------------------------


def test_normal_clearly_beats_easy() -> None:
    result = run_tournament("hearts", ["normal", "easy", "easy", "easy"], hands=40, seed=11)
    rows = {row.level: row for row in result.rows()}
    assert rows["normal"].versus_fair.high < 0 < rows["easy"].versus_fair.low
    assert rows["normal"].mean.value < rows["easy"].mean.value - 2


# --- the hard bot's inference ---------------------------------------------------------------------------------


def test_the_true_deal_explains_every_play_of_normal_bots_and_a_deviation_costs_one_surprise() -> None:
    match = open_match("hearts", 4, seed=21)
    deviated = None
    checked = 0
    while match.view(None)["hand_no"] == 1:
        seat = match.to_move
        assert seat is not None
        view = match.view(seat)
        if view["phase"] == "play":
            expected = 1.0 if deviated is None or deviated == seat else SURPRISE
            assert likelihood(match.state, seat, plays_so_far(view)) == pytest.approx(expected)
            checked += 1
        move = match.bot_move("normal")
        if deviated is None and view["phase"] == "play" and len(view["tricks"]) == 4 and len(view["legal"]) > 1:
            move = next(action for action in view["legal"] if action != move)  # one play no normal bot makes
            deviated = seat
        match.act(move)
    assert deviated is not None and checked > 40


def queen_thrower_view() -> tuple[dict[str, Any], int]:
    """A view of normal-bot play where another seat, void in the suit led after the first trick, threw a card other
    than the Q♠ while the Q♠ is still out (the normal bot would have thrown the Q♠ if it held it)."""
    for seed in range(40):
        match = open_match("hearts", 4, options={"pass_cycle": "none"}, seed=seed)
        while not match.over and match.view(None)["hand_no"] == 1:
            seat = match.to_move
            assert seat is not None
            view = match.view(seat)
            trick = view["trick"]
            if trick and len(trick["cards"]) > 1 and view["tricks"] and "QS" not in view["hand"]:
                thrower, threw = trick["seats"][-1], trick["cards"][-1]
                if threw[-1] != trick["cards"][0][-1] and "QS" not in played_cards(view):
                    return dict(view), thrower
            match.act(match.bot_move("normal"))
    raise AssertionError("no such position in 40 matches")


def test_a_thrower_that_kept_the_queen_is_an_unlikely_world() -> None:
    """Weighed by the plays, the worlds that give the Q♠ to a seat that threw another card on a void (where the
    normal bot throws the Q♠) lose much of their share."""
    view, thrower = queen_thrower_view()
    worlds = HeartsSearch(surprise=1.0).worlds(view, np.random.default_rng(8))
    queen = 1 << LAYOUT.index("QS")
    plays = plays_so_far(view)
    held = total = held_weight = total_weight = 0.0
    for _ in range(300):
        state = next(worlds).state.state
        weight = likelihood(state, view["seat"], plays)
        total += 1
        total_weight += weight
        if state.hands[thrower] & queen:
            held += 1
            held_weight += weight
    assert held / total > 0.2, "uniformly, the thrower holds the Q♠ in its share of the worlds"
    assert held_weight / total_weight < 0.7 * held / total


def test_resampling_draws_the_worlds_in_proportion_to_their_weights() -> None:
    world = next(HeartsSearch().worlds(dealt(RANKED).view(0), np.random.default_rng(0)))
    batch = [World(world.state.copy(), weight) for weight in (1.0, 1e-9, 0.5, 2.5)]
    drawn = list(resampled(batch, 400, np.random.default_rng(1)))
    counts = {next(i for i, w in enumerate(batch) if w.state is d.state): d.weight for d in drawn}
    assert sorted(counts) == [0, 2, 3], "the nearly impossible world is not drawn, the others once, with a count"
    assert sum(counts.values()) == 400
    assert counts[0] == pytest.approx(100, abs=30) and counts[3] == pytest.approx(250, abs=30)
