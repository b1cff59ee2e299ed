"""OpenSpiel's bots as tournament opponents (issue 22): our match and an OpenSpiel state in lockstep, each side's
bot deciding from its own state. These runs check that it plays and that the two games agree move for move (the
legal moves before every move, the score of every hand), not who is stronger: that is the README's table."""

from __future__ import annotations

import pytest

from game import open_match
from game.core.rng import generator
from game.tournament import main, run_games, run_tournament
from game.tournament.openspiel import LockstepError, open_twin, openspiel_options
from game.tournament.openspiel.euchre import card_action as euchre_card
from game.tournament.openspiel.euchre import card_text as euchre_text
from game.tournament.openspiel.hearts import card_action as hearts_card
from game.tournament.openspiel.hearts import card_text as hearts_text
from game.tournament.rounds import versus_lineup
from game.tournament.stats import ratio_difference

ISMCTS = "openspiel-ismcts:40"  # few simulations: these runs check the lockstep, not the strength


def test_the_card_numbers_are_openspiels() -> None:
    import pyspiel

    hearts = pyspiel.load_game("hearts").new_initial_state()
    hearts.apply_action(0)
    assert [hearts_text(a) for a in range(52)] == [hearts.action_to_string(a) for a in range(52)]
    euchre = pyspiel.load_game("euchre").new_initial_state()
    euchre.apply_action(0)
    assert [euchre_text(a)[::-1] for a in range(24)] == [euchre.action_to_string(a) for a in range(24)]
    assert all(hearts_card(hearts_text(a)) == a for a in range(52))
    assert all(euchre_card(euchre_text(a)) == a for a in range(24))


def test_hearts_against_ismcts_plays_whole_matches_in_lockstep() -> None:
    result = run_tournament("hearts", ["normal", ISMCTS], hands=2, seed=5, players=4, options={"target": 50})
    assert result.lineup == ("normal", ISMCTS, ISMCTS, ISMCTS)
    assert len(result.matches) == 4 and min(result.rounds_per_rotation()) >= 2
    for record in result.matches:
        assert all(sum(round_.points) in (26, 78) for round_ in record.rounds)  # 26 points a hand, or a moon


@pytest.mark.parametrize(
    "options",
    [
        {"target": 50, "jd_minus_10": True, "any_club_first_lead": True},
        {"target": 50, "qs_breaks_hearts": True, "hearts_instead_of_qs": True, "pass_cycle": "across"},
        {"target": 50, "first_trick_no_points": False, "must_break_hearts": False},
    ],
)
def test_hearts_house_rules_that_openspiel_has_stay_in_lockstep(options: dict[str, object]) -> None:
    result = run_tournament("hearts", ["openspiel-random", "normal"], hands=3, seed=8, players=4, options=options)
    assert min(result.rounds_per_rotation()) >= 3


def test_euchre_against_ismcts_plays_whole_games_in_lockstep() -> None:
    games = run_games("euchre", ["normal", ISMCTS, "normal", ISMCTS], games=2, seed=4, options={"target": 5})
    assert len(games.records) == 2 and all(record.hands >= 3 for record in games.records)


def test_euchre_hands_with_the_random_bot_and_no_stick_the_dealer_stay_in_lockstep() -> None:
    options = {"target": 5, "stick_the_dealer": False}
    result = run_tournament("euchre", ["easy", "openspiel-random"], hands=6, seed=2, players=4, options=options)
    assert min(result.rounds_per_rotation()) >= 6
    for record in result.matches:  # a lone hand's partner shares its team's points: every seat took part
        assert all(all(round_.played) for round_ in record.rounds)


def test_a_rule_openspiel_lacks_breaks_the_lockstep_at_once() -> None:
    """Our dealer may discard the up-card; OpenSpiel's may not: the twin notices before the dealer moves."""
    match = open_match("euchre", 4, {"dealer_may_discard_upcard": True}, dealer=3, rng=generator([1]))
    twin = open_twin("euchre", match, ["normal", ISMCTS, "normal", ISMCTS], (1, 0, 0))
    twin.check(0)
    match.act("order")
    twin.follow(0, "order")
    assert match.to_move == 3 and "discard" in match.legal()[0]
    with pytest.raises(LockstepError, match="seat 3 may play"):
        twin.check(3)


def test_the_openspiel_seats_set_the_rules_openspiel_plays_by() -> None:
    assert openspiel_options("euchre", 4, {"target": 5})["dealer_may_discard_upcard"] is False
    assert openspiel_options("hearts", 4, {})["moon"] == "add_26_to_others"
    with pytest.raises(ValueError, match=r"^dealer_may_discard_upcard: "):
        openspiel_options("euchre", 4, {"dealer_may_discard_upcard": True})
    with pytest.raises(ValueError, match=r"^qs_must_drop: "):
        openspiel_options("hearts", 4, {"qs_must_drop": "on"})
    with pytest.raises(ValueError, match=r"^seats: the OpenSpiel levels play euchre and hearts"):
        openspiel_options("kuckuck", 4, {})
    with pytest.raises(ValueError, match=r"^seats: "):
        run_tournament("hearts", ["normal", "openspiel-ismcts:0"], hands=1, seed=1, players=4)
    with pytest.raises(ValueError, match=r"^seats: unknown bot level 'openspiel-mcts'"):
        run_tournament("hearts", ["normal", "openspiel-mcts"], hands=1, seed=1, players=4)


def test_versus_seats_the_first_seats_team_against_the_level() -> None:
    assert versus_lineup(((0,), (1,), (2,), (3,)), ["hard"], "x") == ("hard", "x", "x", "x")
    assert versus_lineup(((0, 2), (1, 3)), ["hard"], "x") == ("hard", "x", "hard", "x")
    assert versus_lineup(((0, 2), (1, 3)), ["hard", "normal"], "x") == ("hard", "x", "normal", "x")
    with pytest.raises(ValueError, match=r"^seats: expected 1 to 1 levels"):
        versus_lineup(((0,), (1,), (2,), (3,)), ["hard", "normal"], "x")


def test_the_command_line_reports_the_paired_difference(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["hearts", "--seats", "normal", "--versus", "openspiel-random", "--hands", "1", "--option", "target=50"]
    assert main([*argv, "--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "lineup normal,openspiel-random,openspiel-random,openspiel-random" in out
    assert "paired difference per hand: normal - openspiel-random" in out


def test_the_paired_difference_keeps_the_pairing() -> None:
    same = ratio_difference([3, 5, 4], [2, 2, 2], [3, 5, 4], [2, 2, 2])
    assert same.value == 0 and same.half_width == 0
    shifted = ratio_difference([3, 5, 4, 6], [2, 2, 2, 2], [1, 3, 2, 4], [2, 2, 2, 2])
    assert shifted.value == 1 and shifted.half_width == 0  # the same gap in every set: no doubt about it
    noisy = ratio_difference([3, 5, 4, 6], [2, 2, 2, 2], [2, 3, 2, 4], [2, 2, 2, 2])
    assert noisy.value == pytest.approx(0.875) and noisy.half_width > 0
