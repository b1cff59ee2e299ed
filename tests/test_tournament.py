"""The tournament command: duplicate deals rotated through every seat, honest per-round figures, clear errors."""

from __future__ import annotations

import math
from collections import defaultdict

import pytest

from game import open_match
from game.core.rng import generator
from game.tournament import (
    TournamentResult,
    format_table,
    main,
    ratio_estimate,
    run_tournament,
    t_quantile_975,
)


@pytest.fixture(scope="module")
def small() -> TournamentResult:
    return run_tournament("kuckuck", ["normal", "easy", "easy"], hands=12, seed=5)


def test_every_rotation_of_a_set_meets_the_same_shuffles_from_every_chair(small: TournamentResult) -> None:
    by_set = defaultdict(list)
    for record in small.matches:
        by_set[record.set_index].append(record)
    assert small.sets == len(by_set) >= 1
    for records in by_set.values():
        assert sorted(r.rotation for r in records) == [0, 1, 2]
        for slot in range(3):  # each lineup entry sits in each chair once per set
            assert sorted(r.slots.index(slot) for r in records) == [0, 1, 2]
        for number in range(max(len(r.deals) for r in records)):
            shuffles = {r.deals[number] for r in records if len(r.deals) > number}
            assert len(shuffles) == 1, f"deal {number} differs between rotations"
    first_deals = {records[0].deals[0] for records in by_set.values()}
    assert len(first_deals) == len(by_set)  # and each set brings new cards


def test_whole_matches_are_played_until_every_rotation_has_its_rounds(small: TournamentResult) -> None:
    assert min(small.rounds_per_rotation()) >= 12
    record = small.matches[-1]
    again = open_match("kuckuck", 3, rng=generator([5, record.set_index]))
    while not again.over:
        seat = again.to_move
        assert seat is not None
        again.act(again.bot_move(record.levels[seat]))
    assert [list(r.points) for r in record.rounds] == again.hands
    assert record.winners == tuple(again.winners)


def test_a_seat_is_scored_only_in_the_rounds_it_played(small: TournamentResult) -> None:
    for record in small.matches:
        out_since: dict[int, int] = {}
        lives = [3, 3, 3]
        for number, round_ in enumerate(record.rounds):
            for chair in range(3):
                assert round_.played[chair] == (chair not in out_since)
                lives[chair] -= round_.points[chair]
                if lives[chair] == 0 and chair not in out_since:
                    out_since[chair] = number


def test_the_figures_add_up(small: TournamentResult) -> None:
    rows = {row.level: row for row in small.rows()}
    assert set(rows) == {"normal", "easy"} and rows["normal"].seats == 1 and rows["easy"].seats == 2
    points = {"normal": 0, "easy": 0}
    played = {"normal": 0, "easy": 0}
    for record in small.matches:
        for round_ in record.rounds:
            for chair, level in enumerate(record.levels):
                points[level] += round_.points[chair]
                played[level] += round_.played[chair]
    for level, row in rows.items():
        assert row.rounds_played == played[level]
        assert row.mean.value == pytest.approx(points[level] / played[level])
        assert row.versus_fair.value == pytest.approx(row.mean.value - row.fair)
        assert row.matches == len(small.matches)
    assert sum(row.fair * row.rounds_played for row in rows.values()) == pytest.approx(sum(points.values()))
    assert sum(row.wins for row in rows.values()) == len(small.matches)  # one winner a match
    assert sum(row.fair_wins for row in rows.values()) == pytest.approx(len(small.matches))
    assert small.lower_is_better is True  # a Kuckuck deal's points are lives lost


def test_the_table_shows_each_level_with_its_interval(small: TournamentResult) -> None:
    table = format_table(small)
    assert "lower is better" in table and "duplicate sets" in table
    lines = {line.split()[0]: line for line in table.splitlines() if line.startswith(("normal", "easy"))}
    assert set(lines) == {"normal", "easy"}
    assert lines["normal"].count("[") == 2  # an interval for the mean and one for the difference to fair share


def test_the_interval_is_the_ratio_estimators() -> None:
    estimate = ratio_estimate([2.0, 4.0, 6.0], [2.0, 4.0, 6.0])
    assert estimate.value == 1.0 and estimate.half_width == 0.0  # the same rate in every block
    spread = ratio_estimate([1.0, 3.0], [2.0, 2.0])
    # residuals -1, +1 around the ratio 1; variance 2 / (1 * 2 * 2**2); t(1) = 12.706
    assert spread.value == 1.0 and spread.half_width == pytest.approx(12.706 * math.sqrt(2 / 8))
    assert math.isnan(ratio_estimate([1.0], [2.0]).half_width)  # one block: no interval
    assert t_quantile_975(1) == 12.706 and t_quantile_975(10_000) == pytest.approx(1.96, abs=0.001)
    assert t_quantile_975(30) > t_quantile_975(35) > t_quantile_975(40)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"game": "chess"}, "game: unknown game 'chess'"),
        ({"game": "euchre"}, "players: euchre is for 4 players, got"),
        ({"seats": []}, "seats: expected a list of bot levels"),
        ({"seats": ["normal", "wizard"]}, "seats: unknown bot level 'wizard'"),
        ({"seats": ["normal", "easy"]}, "players: kuckuck is for 3-20 players, got 2"),
        ({"players": 2}, "players: expected a whole number >= the 3 seats listed, got 2"),
        ({"players": 21}, "players: kuckuck is for 3-20 players, got 21"),
        ({"hands": 0}, "hands: expected a whole number >= 1"),
        ({"seed": -1}, "seed: expected a whole number >= 0"),
    ],
)
def test_bad_arguments_are_refused_naming_them(arguments: dict[str, object], message: str) -> None:
    call: dict[str, object] = {"game": "kuckuck", "seats": ["normal", "easy", "easy"], "hands": 1, "seed": 0}
    call.update(arguments)
    with pytest.raises(ValueError, match=message):
        run_tournament(**call)  # type: ignore[arg-type]


def test_a_short_lineup_is_filled_up_with_its_last_level() -> None:
    result = run_tournament("kuckuck", ["normal", "easy"], hands=1, seed=2, players=5)
    assert result.lineup == ("normal", "easy", "easy", "easy", "easy") and result.players == 5


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["kuckuck", "--seats", "normal,wizard", "--hands", "2"], "seats: unknown bot level 'wizard'"),
        (["kuckuck", "--seats", "normal,easy,easy"], "the following arguments are required: --hands"),
        (["kuckuck", "--seats", "normal,easy,easy", "--hands", "many"], "argument --hands: invalid int value"),
        (["kuckuck", "--seats", "normal,easy,easy", "--hands", "2", "--option", "lives"], "argument --option"),
        (["kuckuck", "--seats", "normal,easy,easy", "--hands", "2", "--option", "lives=99"], "lives"),
    ],
)
def test_the_command_names_a_bad_argument(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_the_command_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["kuckuck", "--seats", "normal,easy", "--players", "4", "--hands", "3", "--seed", "1", "--option", "lives=1"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "kuckuck: 4 players, lineup normal,easy,easy,easy, seed 1" in out
    assert any(line.startswith("normal ") for line in out.splitlines())
    assert "deals per rotation" in err  # progress goes to stderr (Kuckuck says deals)
