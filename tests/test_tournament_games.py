"""The `--games` tournament: whole games on duplicate deal sequences, the teams swapping chairs, win rates with
intervals blocked by duplicate set."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game import open_match
from game.core.rng import generator
from game.tournament import GamesResult, format_games_table, main, run_games
from game.tournament.games import seatings


@pytest.fixture(scope="module")
def euchre() -> GamesResult:
    return run_games("euchre", ["normal", "easy", "normal", "easy"], games=6, seed=3)


def test_each_set_plays_the_same_deals_with_the_teams_in_each_others_chairs(euchre: GamesResult) -> None:
    by_set = defaultdict(list)
    for record in euchre.records:
        by_set[record.set_index].append(record)
    assert euchre.sets == len(by_set) == 3 and len(euchre.records) == 6
    for records in by_set.values():
        first, second = sorted(records, key=lambda record: record.seating)
        assert first.levels == ("normal", "easy", "normal", "easy")
        assert second.levels == ("easy", "normal", "easy", "normal")  # the teams swapped chairs
        shared = min(len(first.deals), len(second.deals))
        assert shared >= 1 and first.deals[:shared] == second.deals[:shared]
    assert len({records[0].deals[0] for records in by_set.values()}) == 3  # each set brings new cards


def test_a_recorded_game_is_the_game_the_bots_play(euchre: GamesResult) -> None:
    record = euchre.records[-1]
    again = open_match("euchre", 4, rng=generator([3, record.set_index]))
    while not again.over:
        seat = again.to_move
        assert seat is not None
        again.act(again.bot_move(record.levels[seat]))
    assert record.final_scores == tuple(again.scores) and record.hands == len(again.hands)
    winner_chairs = set(again.winners)
    assert len(winner_chairs) == 2 and all(chair % 2 == min(winner_chairs) % 2 for chair in winner_chairs)
    # seating 1 puts lineup team A (entries 0 and 2) in chairs 1 and 3
    chair_team = min(winner_chairs) % 2 if record.seating == 0 else 1 - min(winner_chairs) % 2
    assert record.winners == (chair_team,)


def test_the_win_rates_add_up_and_carry_an_interval(euchre: GamesResult) -> None:
    rows = euchre.rows()
    assert [row.levels for row in rows] == [("normal", "normal"), ("easy", "easy")]
    assert [row.seats for row in rows] == [(0, 2), (1, 3)]
    assert sum(row.wins for row in rows) == len(euchre.records)
    for row in rows:
        assert row.rate.value == pytest.approx(row.wins / row.games)
        assert row.rate.low <= row.rate.value <= row.rate.high
    table = format_games_table(euchre)
    assert "3 duplicate sets x 2 seatings" in table and "(t, 2 df)" in table
    team_lines = [line for line in table.splitlines() if line.startswith(("A ", "B "))]
    assert len(team_lines) == 2 and all("[" in line for line in team_lines)


def test_a_game_without_partners_seats_every_player_in_every_chair() -> None:
    result = run_games("kuckuck", ["normal", "easy", "easy"], games=3, seed=4, options={"lives": 1})
    assert result.teams == ((0,), (1,), (2,))
    assert sorted(record.seating for record in result.records) == [0, 1, 2]
    assert sum(row.wins for row in result.rows()) == pytest.approx(3)


def test_teams_that_turning_the_table_cannot_swap_are_refused() -> None:
    assert seatings(((0, 2), (1, 3)), 4) == 2
    with pytest.raises(ValueError, match="game: its teams are not swapped"):
        seatings(((0, 1), (2, 3)), 4)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"games": 0}, "games: expected a whole number >= 1"),
        ({"seed": -2}, "seed: expected a whole number >= 0"),
        ({"seats": ["normal", "easy"]}, "players: euchre is for 4 players, got"),
        ({"seats": ["normal", "wizard", "easy", "easy"]}, "seats: unknown bot level 'wizard'"),
    ],
)
def test_bad_arguments_are_refused_naming_them(arguments: dict[str, object], message: str) -> None:
    call: dict[str, object] = {"game": "euchre", "seats": ["normal", "easy", "normal", "easy"], "games": 2, "seed": 0}
    call.update(arguments)
    with pytest.raises(ValueError, match=message):
        run_games(**call)  # type: ignore[arg-type]


def test_the_command_prints_each_teams_win_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["euchre", "--seats", "normal,easy,normal,easy", "--games", "2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert "euchre: lineup normal,easy,normal,easy, seed 1" in out and "win rate" in out
    assert any(line.startswith("A ") and "normal+normal" in line for line in out.splitlines())
    assert "set 1: 2/2 games" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["euchre", "--seats", "normal", "--games", "2", "--hands", "2"], "not allowed with argument"),
        (["euchre", "--seats", "normal,easy,normal,easy"], "the following arguments are required: --hands"),
        (["euchre", "--seats", "normal,easy,normal,easy", "--games", "x"], "argument --games: invalid int value"),
    ],
)
def test_the_command_names_a_bad_argument(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert message in capsys.readouterr().err
