"""The Kuckuck tournament: duplicate deals, lives lost per deal and matches won with intervals, fixed-threshold
yardsticks, paired differences, and the command line (small N throughout)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import open_match
from game.core.rng import generator
from game.kuckuck.rules import KuckuckRules
from game.tournament.cli import main
from game.tournament.kuckuck import LevelTally, SetDeals, format_kuckuck, paired_difference, run_kuckuck


def test_a_set_deals_the_shuffles_and_first_dealer_of_the_match_opened_from_its_seed() -> None:
    rules = KuckuckRules()
    options = rules.make_options(5, {})
    shared = SetDeals(7, 3, rules.deck(options, 5), 5)
    match = open_match("kuckuck", 5, rng=generator([7, 3]))
    assert match.dealer == shared.first_dealer
    for deal in range(3):
        assert [c.text for c in shared.order(deal)] == match.to_dict()["log"][-1]["deal"]
        while len(match.hands) == deal:
            match.act(match.bot_move("normal"))
        match.settle()


def test_every_lineup_meets_the_same_sets_and_the_report_names_the_best_threshold() -> None:
    result = run_kuckuck(["t5", "normal"], deals=30, seed=2, players=4, versus=["t8", "normal"])
    assert [variant.lineup for variant in result.variants] == [
        ("t5", "normal", "normal", "normal"),
        ("t8", "normal", "normal", "normal"),
        ("normal", "normal", "normal", "normal"),
    ]
    assert all(min(v.deals_per_rotation) >= 30 for v in result.variants[:1])
    assert all(len(tally.played) == result.sets for v in result.variants for tally in v.tallies.values())
    best = result.best_fixed()
    assert best is not None and best[0] in ("t5", "t8")
    text = format_kuckuck(result)
    assert "kuckuck: 4 players, lineup t5,normal,normal,normal, seed 2" in text
    assert f"best fixed threshold: {best[0]}" in text
    assert "t5 - t8" in text or "t8 - t5" in text
    again = run_kuckuck(["t5", "normal"], deals=30, seed=2, players=4, versus=["t8", "normal"])
    assert format_kuckuck(again) == text  # the same seed plays the same tournament


def test_a_whole_table_of_one_level_wins_exactly_its_share_and_loses_what_the_table_loses() -> None:
    result = run_kuckuck(["normal"], deals=20, seed=1, players=5)
    tally = result.main.tallies["normal"]
    assert tally.win_rate().value == pytest.approx(20.0)
    assert 100 * sum(tally.lost) / sum(tally.played) == pytest.approx(tally.rate().value)


def test_the_paired_difference_is_the_difference_of_the_rates_and_tighter_when_sets_move_together() -> None:
    a = LevelTally(lost=[3, 5, 2, 6], played=[10, 10, 10, 10], wins=[0] * 4, sat=[1] * 4)
    b = LevelTally(lost=[4, 6, 3, 7], played=[10, 10, 10, 10], wins=[0] * 4, sat=[1] * 4)
    same = paired_difference(a, b)
    assert same.value == pytest.approx(-10.0)
    assert same.half_width == pytest.approx(0.0)  # b is a plus one life per set: no doubt about the gap
    shuffled = LevelTally(lost=[7, 3, 6, 4], played=[10] * 4, wins=[0] * 4, sat=[1] * 4)
    assert paired_difference(a, shuffled).half_width > 10


def test_the_command_takes_deals_versus_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "k.json"
    argv = ["kuckuck", "--players", "3", "--seats", "t6,normal", "--deals", "15", "--seed", "4", "--versus", "t8"]
    assert main([*argv, "--json", str(out_file), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "lost %" in out and "wins %" in out and "t6 - t8" in out
    figures = json.loads(out_file.read_text(encoding="utf-8"))
    assert figures["players"] == 3 and set(figures["tested"]) == {"t6", "t8"}
    assert figures["best_fixed"] in ("t6", "t8")
    assert 0 < figures["tested"]["t6"]["lost_pct"] < 100


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seats", "t6,normal", "--deals", "2", "--versus", "t99"], "versus: unknown bot level 't99'"),
        (["--seats", "wizard", "--deals", "2"], "seats: unknown bot level 'wizard'"),
        (["--seats", "t6", "--players", "2", "--deals", "2"], "players"),
    ],
)
def test_the_command_refuses_bad_levels_by_name(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["kuckuck", *argv])
    assert message in capsys.readouterr().err
