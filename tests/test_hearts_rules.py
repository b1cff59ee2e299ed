"""Hearts rules tables (rules.md §2, seed 002): every option both ways, each gentleman's rule, passing, moons, the
target and its tie rule, the J♦, and what `m.hands`, `m.scores` and `m.winners` hold."""

from __future__ import annotations

import json
from collections.abc import Mapping

import numpy as np
import pytest

from game import IllegalAction, Match, open_match
from game.core.events import Hold
from game.core.reasons import Reason
from game.registry import spec_for
from tests.hearts_helpers import dealt, order_for, play_cards, play_hand_randomly, play_scripts, spread

# A first trick that seat 1 wins with the A♣ while seat 2, void in clubs, holds hearts, the Q♠, K♠ and A♠.
BREAKING = {
    0: spread("2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D 8D"),
    1: spread("AC 2H 3H 4H 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    2: spread("5H 6H 7H 8H 9H TH JH QH KH AH QS KS AS"),
    3: spread("8C 9C TC JC QC KC 9D TD JD QD KD AD JS"),
}
# Seat 1 takes the first trick and then holds only hearts.
ONLY_HEARTS = {
    0: BREAKING[0],
    1: spread("AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"),
    2: spread("AH QS KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    3: BREAKING[3],
}
# Seat 1 takes the first trick and then holds only hearts and the Q♠.
HEARTS_AND_QUEEN = {
    0: BREAKING[0],
    1: spread("AC QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"),
    2: spread("KH AH KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    3: BREAKING[3],
}
# Seat 2 holds the Q♠ with J♠ and T♠ among hearts; the A♠ and K♠ sit with seats 1 and 3.
DROP = {
    0: BREAKING[0],
    1: spread("AC AS 2S 3S 4S 5S 6S 7S 8S 9S 2H 3H AH"),
    2: spread("QS JS TS 4H 5H 6H 7H 8H 9H TH JH QH KH"),
    3: spread("8C 9C TC JC QC KC 9D TD JD QD KD AD KS"),
}
SUITS = {suit: [rank + suit for rank in "23456789TJQKA"] for suit in "CDHS"}


def plays(cards: list[str]) -> list[str]:
    return [f"play {card}" for card in cards]


def refused(match: Match, move: str, reason: str, **params: object) -> None:
    """`move` raises IllegalAction with this reason and leaves the match exactly as it was."""
    before = match.to_json()
    views = [match.view(seat) for seat in (0, 1, 2, 3, None)]
    with pytest.raises(IllegalAction) as error:
        match.act(move)
    assert error.value.reason.message == reason
    assert dict(error.value.reason.params) == params
    assert match.to_json() == before
    assert [match.view(seat) for seat in (0, 1, 2, 3, None)] == views


# --- the first lead and following suit ----------------------------------------------------------------------


def test_the_holder_of_the_2c_leads_it() -> None:
    match = dealt(BREAKING)
    assert match.to_move == 0
    assert match.legal() == ["play 2C"]
    refused(match, "play 5C", "The first lead is the 2♣.")
    refused(match, "play 2D", "The first lead is the 2♣.")


def test_any_club_first_lead_lets_the_holder_lead_any_club() -> None:
    match = dealt(BREAKING, any_club_first_lead=True)
    assert match.legal() == plays(spread("2C 3C 4C 5C 6C 7C"))
    refused(match, "play 2D", "The first lead must be a club.")
    match.act("play 7C")
    assert match.view(None)["trick"]["cards"] == ["7C"]


def test_players_must_follow_the_suit_led() -> None:
    match = dealt(BREAKING)
    match.act("play 2C")
    assert match.legal() == ["play AC"]
    refused(match, "play 2S", "You must follow {suit}.", suit="C")
    match.act("play AC")
    match.act("play KS")
    assert match.legal() == plays(spread("8C 9C TC JC QC KC"))
    refused(match, "play 9D", "You must follow {suit}.", suit="C")


def test_the_highest_card_of_the_suit_led_wins_and_leads_next() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC AS 8C")  # the A♠ is higher than the A♣ but not of the suit led
    trick = match.view(None)["tricks"][0]
    assert trick == {"leader": 0, "seats": [0, 1, 2, 3], "cards": ["2C", "AC", "AS", "8C"], "winner": 1, "points": 0}
    assert match.to_move == 1


def test_cards_the_seat_does_not_hold_are_refused() -> None:
    match = dealt(BREAKING)
    refused(match, "play AC", "You don't hold {card}.", card="AC")
    refused(match, "play XX", "'{action}' is not a move in Hearts.", action="play XX")
    refused(match, "dance", "'{action}' is not a move in Hearts.", action="dance")
    refused(match, "pass 2C", "The passing is over: play a card.")
    refused(match, "moon add", "Nobody has shot the moon.")
    match.act("play 2C")
    refused(match, "play 2C", "You don't hold {card}.", card="2C")


# --- gentleman's rule 1: no points on the first trick ---------------------------------------------------------


def test_no_points_on_the_first_trick() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC")
    assert match.legal() == ["play KS", "play AS"]
    refused(match, "play 5H", "No points on the first trick.")
    refused(match, "play QS", "No points on the first trick.")


def test_points_on_the_first_trick_when_the_rule_is_off() -> None:
    match = dealt(BREAKING, first_trick_no_points=False)
    play_cards(match, "2C AC")
    assert match.legal() == plays([*BREAKING[2][:10], "QS", "KS", "AS"])


def test_a_hand_of_only_hearts_and_the_queen_may_play_any_of_them_on_the_first_trick() -> None:
    hands = {0: ["2C"], 1: ["QS", *SUITS["H"][:12]]}  # seat 1: the Q♠ and every heart but the A♥
    match = dealt(hands)
    match.act("play 2C")
    assert match.legal() == plays([*SUITS["H"][:12], "QS"])
    match.act("play QS")
    assert match.view(None)["trick"]["cards"] == ["2C", "QS"]


def test_a_hand_of_only_hearts_and_the_queen_must_drop_the_queen_first_with_qs_must_drop() -> None:
    match = dealt({0: ["2C"], 1: ["QS", *SUITS["H"][:12]]}, qs_must_drop=True)
    match.act("play 2C")
    assert match.legal() == ["play QS"]
    refused(match, "play 5H", "You must drop the Q♠ now: it cannot win this trick.")


def test_a_hand_of_only_hearts_may_play_a_heart_on_the_first_trick() -> None:
    match = dealt({0: ["2C"], 1: SUITS["H"]})
    match.act("play 2C")
    assert match.legal() == plays(SUITS["H"])
    match.act("play AH")
    assert match.view(None)["hearts_broken"]


# --- gentleman's rule 2: hearts must be broken -----------------------------------------------------------------


def test_hearts_may_not_be_led_before_they_are_broken() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC KS 8C")
    assert not match.view(None)["hearts_broken"]
    assert match.legal() == plays(spread("2S 3S 4S 5S 6S 7S 8S 9S TS"))
    refused(match, "play 2H", "Hearts are not broken yet.")


def test_a_heart_discarded_earlier_breaks_hearts() -> None:
    match = dealt(BREAKING, first_trick_no_points=False)
    play_cards(match, "2C AC 5H")
    assert match.history[-1].kind == "hearts_broken" and match.history[-1].public == {"card": "5H"}
    match.act("play 8C")
    assert match.view(None)["hearts_broken"]
    assert "play 2H" in match.legal()


def test_hearts_may_be_led_at_any_time_when_must_break_hearts_is_off() -> None:
    match = dealt(BREAKING, must_break_hearts=False)
    play_cards(match, "2C AC KS 8C")
    assert match.legal() == plays(spread("2H 3H 4H 2S 3S 4S 5S 6S 7S 8S 9S TS"))
    match.act("play 2H")
    assert match.view(None)["hearts_broken"]


@pytest.mark.parametrize("qs_breaks", [False, True])
def test_the_queen_of_spades_breaks_hearts_only_with_qs_breaks_hearts(qs_breaks: bool) -> None:
    match = dealt(BREAKING, first_trick_no_points=False, qs_breaks_hearts=qs_breaks)
    play_cards(match, "2C AC QS 8C")
    assert match.view(None)["hearts_broken"] is qs_breaks
    assert ("play 2H" in match.legal()) is qs_breaks


def test_a_leader_holding_only_hearts_may_lead_one_before_hearts_are_broken() -> None:
    match = dealt(ONLY_HEARTS)
    play_cards(match, "2C AC 2S 8C")
    assert not match.view(None)["hearts_broken"]
    assert match.legal() == plays(ONLY_HEARTS[1][1:])


@pytest.mark.parametrize("instead", [False, True])
def test_hearts_instead_of_qs(instead: bool) -> None:
    match = dealt(HEARTS_AND_QUEEN, hearts_instead_of_qs=instead)
    play_cards(match, "2C AC 2S 8C")
    hearts = plays(HEARTS_AND_QUEEN[1][2:])
    if instead:
        assert match.legal() == [*hearts, "play QS"]
        match.act("play 5H")
    else:
        assert match.legal() == ["play QS"]
        refused(match, "play 5H", "Hearts are not broken yet.")


# --- gentleman's rule 3: the queen of spades must drop ---------------------------------------------------------


def test_qs_must_drop_when_the_ace_of_spades_is_already_in_the_trick() -> None:
    match = dealt(DROP, qs_must_drop=True)
    play_cards(match, "2C AC TS 8C AS")
    assert match.legal() == ["play QS"]
    refused(match, "play JS", "You must drop the Q♠ now: it cannot win this trick.")


def test_qs_need_not_drop_when_the_rule_is_off_or_it_could_win() -> None:
    off = dealt(DROP)
    play_cards(off, "2C AC TS 8C AS")
    assert off.legal() == ["play JS", "play QS"]
    low_lead = dealt(DROP, qs_must_drop=True)
    play_cards(low_lead, "2C AC TS 8C 2S")  # no K♠ or A♠ in the trick yet: the Q♠ could win
    assert low_lead.legal() == ["play JS", "play QS"]


def test_qs_must_drop_when_void_in_the_suit_led() -> None:
    match = dealt(DROP, qs_must_drop=True)
    play_cards(match, "2C AC TS 8C  2S JS KS 2D  9D 3D 3S")
    assert match.to_move == 2
    assert match.legal() == ["play QS"]
    refused(match, "play 4H", "You must drop the Q♠ now: it cannot win this trick.")
    without = dealt(DROP)
    play_cards(without, "2C AC TS 8C  2S JS KS 2D  9D 3D 3S")
    assert without.legal() == plays([*DROP[2][3:], "QS"])


def test_qs_must_drop_does_not_override_no_points_on_the_first_trick() -> None:
    match = dealt(BREAKING, qs_must_drop=True)
    play_cards(match, "2C AC")
    assert match.legal() == ["play KS", "play AS"]
    points_allowed = dealt(BREAKING, qs_must_drop=True, first_trick_no_points=False)
    play_cards(points_allowed, "2C AC")
    assert points_allowed.legal() == ["play QS"]


# --- passing ------------------------------------------------------------------------------------------------


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


# --- shooting the moon --------------------------------------------------------------------------------------


def all_clubs(shooter: int) -> dict[int, list[str]]:
    """`shooter` holds every club, so it wins all 13 tricks; the others hold one suit each."""
    others = [seat for seat in range(4) if seat != shooter]
    return {shooter: SUITS["C"], others[0]: SUITS["D"], others[1]: SUITS["S"], others[2]: SUITS["H"]}


def play_out(match: Match, hands: Mapping[int, list[str]]) -> None:
    """Play the hand dealt as `hands`, each seat its cards from low to high (the 2♠ opens the spades, so no
    point card falls on the first trick)."""
    play_scripts(match, hands)


def moon_match(shooters: list[int], dealer: int = 3, **options: object) -> Match:
    """A match whose hands are moons by these shooters in turn."""
    options.setdefault("pass_cycle", "none")
    match = open_match("hearts", 4, options=dict(options), seed=5, dealer=dealer)
    for number, shooter in enumerate(shooters):
        match.deal(order_for(all_clubs(shooter), (dealer + number) % 4))
    return match


@pytest.mark.parametrize(
    ("moon", "points"),
    [("add_26_to_others", [26, 0, 26, 26]), ("subtract_26_from_self", [0, -26, 0, 0])],
)
def test_a_moon_with_each_fixed_rule(moon: str, points: list[int]) -> None:
    match = moon_match([1], moon=moon)
    play_out(match, all_clubs(1))
    assert match.hands == [points]
    assert match.scores == points
    shot = [e for e in match.history if e.kind == "moon_shot"]
    assert [(e.seat, e.public) for e in shot] == [(1, {"choosing": False})]
    scored = next(e for e in match.history if e.kind == "hand_scored")
    assert scored.public["moon"] == 1 and scored.public["taken"] == [0, 26, 0, 0]


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
    assert [e.public for e in match.history if e.kind == "moon_choice"] == [{"choice": choice}]
    assert match.view(None)["phase"] == "play"  # the next hand is dealt; nobody is asked again
    assert match.view(None)["moon_shots"] == [[1, 1]]


def test_no_moon_decision_without_a_moon() -> None:
    match = open_match("hearts", 4, options={"moon": "shooters_choice", "target": 200}, seed=11)
    rng = np.random.default_rng(11)
    play_hand_randomly(match, rng)
    assert match.view(None)["moon_shots"] == [] and sum(match.hands[0]) == 26
    assert not [e for e in match.history if e.kind.startswith("moon")]
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
        match.auto_settle = False  # keep the finished hand's tricks in view
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
    over = [e for e in match.history if e.kind == "match_over"]
    assert [e.public for e in over] == [{"winners": [0], "scores": [0, 52, 52, 52]}]


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
    play_on = [e.public for e in match.history if e.kind == "play_on"]
    assert play_on == [{"tied": [0, 1], "scores": [26, 26, 52, 52]}]
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
    match.auto_settle = False
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


def test_events_and_holds_of_a_trick_and_a_hand() -> None:
    match = moon_match([2])
    match.settle()
    start = [e for e in match.history if e.kind == "deal_start"]
    assert [(e.seat, e.public) for e in start] == [(3, {"hand": 1, "pass": "none"})]
    dealt_to = {e.seat: e.private for e in match.history if e.kind == "dealt"}
    assert dealt_to[2] == {2: {"cards": SUITS["C"]}} and dealt_to[3] == {3: {"cards": SUITS["H"]}}
    assert match.hold_after(match.history) is Hold.DEAL
    events = match.act("play 2C") + match.act("play 2H")  # seat 3 holds only hearts: one may fall on trick 1
    assert [(e.kind, e.seat, e.public) for e in events] == [
        ("play", 2, {"card": "2C"}),
        ("play", 3, {"card": "2H"}),
        ("hearts_broken", 3, {"card": "2H"}),
    ]
    assert match.hold_after(events) is None
    last = match.act("play 2D") + match.act("play 2S")
    assert [e.kind for e in last] == ["play", "play", "trick_won"]
    won = {"trick": 1, "leader": 2, "cards": ["2C", "2H", "2D", "2S"], "points": 1}
    assert (last[2].seat, last[2].public) == (2, won)
    assert match.hold_after(last) is Hold.TRICK
    play_scripts(match, {seat: cards[1:] for seat, cards in all_clubs(2).items()})
    kinds = [e.kind for e in match.history]
    assert kinds.count("trick_won") == 13 and kinds.count("hand_scored") == 1
    scored = next(e for e in match.history if e.kind == "hand_scored")
    assert scored.public == {
        "hand": 1,
        "points": [26, 26, 0, 26],
        "taken": [0, 0, 26, 0],
        "scores": [26, 26, 0, 26],
        "moon": 2,
    }
    assert match.hold_after([scored]) is Hold.HAND


def test_a_saved_match_replays_to_the_same_views() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC KS 8C")
    copy = Match.from_json(match.to_json())
    assert [copy.view(s) for s in (0, 1, 2, 3, None)] == [match.view(s) for s in (0, 1, 2, 3, None)]
    assert json.loads(copy.to_json()) == json.loads(match.to_json())


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


def test_the_spec_describes_hearts() -> None:
    spec = spec_for("hearts")
    assert (spec.min_players, spec.max_players, spec.score_direction) == (4, 4, "lower")
    assert (spec.score_label, spec.round_label) == ("Points", "Hand")
    assert [option.name for option in spec.menu_options] == ["target"]
    target = spec.option("target")
    assert (target.default, target.low, target.high) == (100, 50, 200)
    cycle = spec.option("pass_cycle")
    assert cycle.default == "left,right,across,none" and {"left,right,across", "left", "none"} <= set(cycle.values())
    for option in spec.options:
        assert option.label and option.help
        assert all(choice.label and choice.help for choice in option.choices), option.name
    with pytest.raises(ValueError, match="option target"):
        open_match("hearts", 4, options={"target": 49})
    with pytest.raises(ValueError, match="option pass_cycle"):
        open_match("hearts", 4, options={"pass_cycle": "up,down"})
