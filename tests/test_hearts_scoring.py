"""Hearts scoring (rules.md §2, seed 002): shooting the moon under each rule, the J♦ (Omnibus), the target and its
tie rule, and what `m.hands`, `m.scores`, `m.winners` and the results summary hold."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pytest

from game import Match, open_match
from game.core.reasons import Reason
from game.hearts import events as H
from game.registry import spec_for
from tests.hearts_helpers import all_clubs, dealt, moon_match, play_hand_randomly, play_scripts, refused, spread

# --- shooting the moon --------------------------------------------------------------------------------------


def play_out(match: Match, hands: Mapping[int, list[str]]) -> None:
    """Play the hand dealt as `hands`, each seat its cards from low to high (the 2♠ opens the spades, so no
    point card falls on the first trick)."""
    play_scripts(match, hands)


@pytest.mark.parametrize(
    ("moon", "points"),
    [("add_26_to_others", [26, 0, 26, 26]), ("subtract_26_from_self", [0, -26, 0, 0])],
)
def test_a_moon_with_each_fixed_rule(moon: str, points: list[int]) -> None:
    match = moon_match([1], moon=moon)
    play_out(match, all_clubs(1))
    assert match.hands == [points]
    assert match.scores == points
    shot = [e for e in match.history if isinstance(e, H.MoonShot)]
    assert shot == [H.MoonShot(seat=1, choosing=False)]
    scored = next(e for e in match.history if isinstance(e, H.HandScored))
    assert scored.moon == 1 and scored.taken == (0, 26, 0, 0)


@pytest.mark.parametrize(("choice", "points"), [("add", [26, 0, 26, 26]), ("subtract", [0, -26, 0, 0])])
def test_shooters_choice_asks_the_shooter_once(choice: str, points: list[int]) -> None:
    match = moon_match([1], moon="shooters_choice")
    play_out(match, all_clubs(1))
    assert match.view(None)["phase"] == "moon"
    assert match.to_move == 1 and match.view(None)["moon_shooter"] == 1
    assert match.legal() == ["moon add", "moon subtract"]
    assert match.view(0)["legal"] == [] and match.view(1)["legal"] == ["moon add", "moon subtract"]
    assert match.hands == []  # not scored until the shooter chooses
    refused(match, "moon double", "Choose moon add or moon subtract.")
    refused(match, "play 2C", "Choose moon add or moon subtract.")
    match.act(f"moon {choice}")
    assert match.hands == [points]
    assert [e for e in match.history if isinstance(e, H.MoonChoice)] == [H.MoonChoice(seat=1, choice=choice)]
    assert match.view(None)["phase"] == "play"  # the next hand is dealt; nobody is asked again
    assert match.view(None)["moon_shots"] == [[1, 1]]


def test_no_moon_decision_without_a_moon() -> None:
    match = open_match("hearts", 4, options={"moon": "shooters_choice", "target": 200}, seed=11)
    rng = np.random.default_rng(11)
    play_hand_randomly(match, rng)
    assert match.view(None)["moon_shots"] == [] and sum(match.hands[0]) == 26
    assert not [e for e in match.history if isinstance(e, H.MoonShot | H.MoonChoice)]
    refused(match, "moon add", "Pass your three cards first.")


# --- the J♦ (Omnibus) ---------------------------------------------------------------------------------------

# Seat 0 takes twelve tricks of clubs and the moon; seat 1 takes the last trick with the J♦ and no point.
JD_ELSEWHERE = {
    0: spread("3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D"),
    1: spread("2C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH JD"),
    2: spread("4D KH AH 2S 3S 5S 6S 7S 8S 9S TS QS 3D"),
    3: spread("5D 6D 7D 8D 9D TD QD KD AD JS KS AS 4S"),
}


@pytest.mark.parametrize(("omnibus", "points"), [(False, [0, 26, 26, 26]), (True, [0, 16, 26, 26])])
def test_the_jack_of_diamonds_is_no_part_of_a_moon(omnibus: bool, points: list[int]) -> None:
    match = dealt(JD_ELSEWHERE, dealer=3, jd_minus_10=omnibus)
    play_scripts(match, JD_ELSEWHERE)
    assert match.view(None)["moon_shots"] == [[1, 0]]
    assert match.hands == [points]


@pytest.mark.parametrize(("omnibus", "points"), [(False, [0, 26, 26, 26]), (True, [-10, 26, 26, 26])])
def test_a_shooter_who_takes_the_jack_of_diamonds_gets_its_minus_10_too(omnibus: bool, points: list[int]) -> None:
    match = moon_match([0], jd_minus_10=omnibus)
    play_out(match, all_clubs(0))
    assert match.hands == [points]


def test_omnibus_takes_10_off_the_hand_of_whoever_took_the_jack_of_diamonds() -> None:
    """The same deal and the same moves with Omnibus off and on: only the J♦'s taker scores differently."""
    results = []
    for omnibus in (False, True):
        match = open_match("hearts", 4, options={"jd_minus_10": omnibus, "target": 200}, seed=21, dealer=0)
        rng = np.random.default_rng(21)
        match.auto_deal = False  # keep the finished hand's tricks in view
        match.settle()
        play_hand_randomly(match, rng)
        tricks = match.view(None)["tricks"]
        taker = next(t["winner"] for t in tricks if "JD" in t["cards"])
        results.append((match.hands[0], taker, match.view(None)["moon_shots"]))
    (plain, taker, moons), (omnibus_points, same_taker, _) = results
    assert taker == same_taker and not moons
    assert sum(plain) == 26 and sum(omnibus_points) == 16
    assert omnibus_points == [p - 10 if seat == taker else p for seat, p in enumerate(plain)]


# --- the target, the end of the game and ties -----------------------------------------------------------------


def play_moons(match: Match, shooters: list[int]) -> None:
    for shooter in shooters:
        play_out(match, all_clubs(shooter))


def test_the_game_ends_after_the_hand_that_reaches_the_target() -> None:
    match = moon_match([0, 0], target=50)
    play_moons(match, [0])
    assert not match.over and match.scores == [0, 26, 26, 26] and match.winners == []
    play_moons(match, [0])
    assert match.over and match.scores == [0, 52, 52, 52] and match.winners == [0]
    assert match.hands == [[0, 26, 26, 26], [0, 26, 26, 26]]
    assert match.to_move is None
    refused(match, "play 2C", "The match is over.")
    over = [e for e in match.history if isinstance(e, H.MatchOver)]
    assert over == [H.MatchOver(winners=(0,), scores=(0, 52, 52, 52))]


@pytest.mark.parametrize(("target", "over"), [(52, True), (53, False)])
def test_reaching_the_target_exactly_ends_the_game(target: int, over: bool) -> None:
    match = moon_match([0, 0], target=target)
    play_moons(match, [0, 0])
    assert match.scores == [0, 52, 52, 52]
    assert match.over is over


def test_a_tie_for_lowest_with_share_ends_with_every_tied_seat_winning() -> None:
    match = moon_match([0, 1], target=50, end_tie="share")
    play_moons(match, [0, 1])
    assert match.scores == [26, 26, 52, 52]
    assert match.over and match.winners == [0, 1]


def test_a_tie_for_lowest_with_play_on_plays_until_one_seat_is_lowest() -> None:
    match = moon_match([0, 1, 0], target=50, end_tie="play_on")
    play_moons(match, [0, 1])
    assert match.scores == [26, 26, 52, 52] and not match.over and match.winners == []
    play_on = [e for e in match.history if isinstance(e, H.PlayOn)]
    assert play_on == [H.PlayOn(tied=(0, 1), scores=(26, 26, 52, 52))]
    assert match.view(None)["hand_no"] == 3 and match.view(None)["dealer"] == 1
    play_moons(match, [0])
    assert match.over and match.winners == [0] and match.scores == [26, 52, 78, 78]
    assert match.hands == [[0, 26, 26, 26], [26, 0, 26, 26], [0, 26, 26, 26]]


def test_hands_and_scores_follow_every_hand() -> None:
    match = open_match("hearts", 4, options={"target": 60}, seed=8, dealer=2)
    rng = np.random.default_rng(8)
    totals = [0, 0, 0, 0]
    while not match.over:
        before = len(match.hands)
        play_hand_randomly(match, rng)
        assert len(match.hands) == before + 1
        totals = [a + b for a, b in zip(totals, match.hands[-1], strict=True)]
        assert match.scores == totals
        if not match.over:
            assert match.winners == []
    low = min(match.scores)
    assert max(match.scores) >= 60
    assert match.winners == [seat for seat in range(4) if match.scores[seat] == low]
    assert len(match.winners) == 1  # play_on: a tie never ends the game


def test_scored_points_per_hand_come_from_the_tricks_taken() -> None:
    match = open_match("hearts", 4, options={"target": 200}, seed=13, dealer=0)
    match.auto_deal = False
    rng = np.random.default_rng(13)
    for _ in range(3):
        match.settle()
        play_hand_randomly(match, rng)
        tricks = match.view(None)["tricks"]
        assert len(tricks) == 13
        taken = [0, 0, 0, 0]
        for trick in tricks:
            taken[trick["winner"]] += sum(card[1] == "H" for card in trick["cards"]) + 13 * ("QS" in trick["cards"])
        assert match.view(None)["points_taken"] == taken
        moon = [26 - points for points in taken] if 26 in taken else taken  # add_26_to_others
        assert match.hands[-1] == moon


def test_the_results_summary_ranks_by_points_and_marks_the_moons() -> None:
    match = moon_match([0, 1], target=50, end_tie="share")
    play_moons(match, [0, 1])
    names = ("Ann", "Bram", "Cas", "Dee")
    summary = spec_for("hearts").summarise(match, names)
    assert summary.winners == (0, 1) and summary.rounds == 2 and summary.scores == (26, 26, 52, 52)
    assert [(s.place, s.seats, s.note) for s in summary.standings] == [
        (1, (0, 1), Reason("{points} points", {"points": 26})),
        (3, (2, 3), Reason("{points} points", {"points": 52})),
    ]
    assert summary.score_history == ((0, 26, 26, 26), (26, 26, 52, 52))
    assert [(hand, mark.english()) for hand, mark in summary.marks] == [
        (1, "Ann shot the moon"),
        (2, "Bram shot the moon"),
    ]
