"""tools.bench and the parts it runs (tools/bench_*.py) work with tiny sizes and return figures of the right shape
(timings are `make bench`'s job)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tools import bench, bench_bots, bench_common, bench_engine, bench_frames, bench_review


def assert_numbers(figures: dict[str, float], names: set[str]) -> None:
    assert set(figures) == names
    for name, value in figures.items():
        assert isinstance(value, int | float), name
        assert math.isfinite(value) and value >= 0, (name, value)


def test_frame_bench_times_the_requested_frames_of_an_all_bot_table() -> None:
    figures, problem = bench_frames.frame_bench(frames=4, warmup=2, max_frames=4, size=(800, 600), players=4)
    assert_numbers(
        figures,
        {
            "frame_ms_median",
            "frame_ms_p99",
            "frame_ms_max",
            "frames_measured",
            "frames_animating_share",
            "frames_deals",
            "frames_swaps",
            "frames_showdowns",
        },
    )
    assert figures["frames_measured"] == 4
    assert figures["frame_ms_median"] <= figures["frame_ms_p99"] <= figures["frame_ms_max"]
    assert 0 <= figures["frames_animating_share"] <= 1
    # four frames cannot hold a whole deal: the run says so instead of passing off a partial figure
    assert (
        problem
        == "stopped at --max-frames 4 without a deal, a swap or a showdown in the timed frames: raise --max-frames"
    )


def test_frame_bench_keeps_timing_until_a_deal_a_swap_and_a_showdown_were_seen() -> None:
    figures, problem = bench_frames.frame_bench(frames=1, warmup=0, max_frames=5000, size=(800, 600), players=3)
    assert problem is None
    assert figures["frames_deals"] >= 1 and figures["frames_swaps"] >= 1 and figures["frames_showdowns"] >= 1
    assert 1 < figures["frames_measured"] < 5000


def test_shortfall_names_what_the_timed_frames_missed() -> None:
    assert bench_frames.shortfall({"deal_start": 1, "swap": 3}, 3000, 600, 3000) == (
        "stopped at --max-frames 3000 without a showdown in the timed frames: raise --max-frames"
    )
    seen = {"deal_start": 1, "swap": 3, "showdown": 1}
    assert bench_frames.shortfall(seen, 3000, 600, 3000) == (
        "stopped at --max-frames 3000 with the last deal's animation still running: raise --max-frames"
    )
    assert (
        bench_frames.shortfall(seen, 200, 600, 3000)
        == "the match ended after 200 timed frames, short of the 600 frames asked for"
    )


def test_engine_benches_return_rates_and_times() -> None:
    assert_numbers(bench_engine.kuckuck_play_bench(seconds=0.02, players=3), {"kuckuck_deals_per_s"})
    assert_numbers(bench_bots.hard_bot_bench(decisions=2, players=3), {"kuckuck_hard_bot_ms"})
    assert_numbers(
        bench_bots.pack_hard_bench(decisions=3, players=3),
        {"kuckuck_packs_hard_ms_median", "kuckuck_packs_hard_ms_p95"},
    )
    assert_numbers(
        bench_engine.kuckuck_packs_bench(seconds=0.02, players=3),
        {f"kuckuck_{deck}_deals_per_s" for deck in ("gnav42", "cucu40", "kille42")},
    )
    assert_numbers(bench_bots.hearts_hard_bench(decisions=2, every=1), {"hearts_hard_ms_median", "hearts_hard_ms_p95"})
    assert bench_frames.peak_rss_mb() > 0


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert bench_common.percentile(values, 0.99) == 99.0
    assert bench_common.percentile(values, 0.5) == 50.0
    assert bench_common.percentile([3.0], 0.99) == 3.0


def test_table_marks_targets() -> None:
    text = bench.format_table({"frame_ms_median": 3.0, "frame_ms_p99": 20.0, "frames_measured": 600}, {"x": "boom"})
    assert "✓" in text.splitlines()[2] and "✗" in text.splitlines()[3]
    assert "boom" in text


def test_main_writes_a_flat_json_of_numbers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "bench.json"
    tiny = ["--frames", "2", "--max-frames", "2", "--warmup", "1", "--startup-runs", "1", "--resize-screens", "1"]
    tiny += ["--phone-decisions", "2"]
    code = bench.main([*tiny, "--play-seconds", "0.02", "--bot-decisions", "1", "--out", str(out)])
    printed = capsys.readouterr().out
    data = json.loads(out.read_text(encoding="utf-8"))
    figures = ("frame_ms_median", "peak_rss_mb", "resize_8000_first_ms", "startup_ms", "baseline_startup_ms")
    for name in (*figures, "startup_ratio"):
        assert name in data and name in printed
    # two frames never reach a showdown: that is the one problem, and it fails the run
    problems = [line for line in printed.splitlines() if " n/a " in line]
    assert len(problems) == 1 and problems[0].startswith("frames ") and "--max-frames 2" in problems[0], printed
    assert code == 1
    assert all(isinstance(value, int | float) for value in data.values())


def test_hearts_frame_bench_reports_its_figures_and_what_it_missed() -> None:
    figures, problem = bench_frames.hearts_frame_bench(frames=5, max_frames=5, size=(800, 600))
    assert_numbers(
        figures,
        {
            "hearts_frame_ms_median",
            "hearts_frame_ms_p99",
            "hearts_frame_ms_max",
            "hearts_frames_measured",
            "hearts_frames_animating_share",
            "hearts_tricks",
        },
    )
    assert figures["hearts_frames_measured"] == 5
    assert figures["hearts_frame_ms_median"] <= figures["hearts_frame_ms_p99"] <= figures["hearts_frame_ms_max"]
    assert problem == "the Hearts frames never saw: pass, trick_won, hand_scored"  # five frames hold only the deal


def test_euchre_frame_bench_reports_its_figures_and_what_it_missed() -> None:
    figures, problem = bench_frames.euchre_frame_bench(frames=5, max_frames=5, size=(800, 600))
    names = {"median", "p99", "max"}
    assert_numbers(
        figures,
        {*(f"euchre_frame_ms_{name}" for name in names), "euchre_frames_measured", "euchre_frames_animating_share",
         "euchre_tricks"},
    )  # fmt: skip
    assert figures["euchre_frames_measured"] == 5
    assert figures["euchre_frame_ms_median"] <= figures["euchre_frame_ms_p99"] <= figures["euchre_frame_ms_max"]
    assert problem == "the Euchre frames never saw: bid, discard, trick_won, hand_scored"  # five frames: the deal


def test_stats_bench_counts_a_small_archive() -> None:
    from tools.bench_stats import stats_bench

    figures = stats_bench(matches=4)
    assert_numbers(figures, {"stats_matches", "stats_replay_ms", "stats_ms", "stats_again_ms"})
    assert figures["stats_matches"] == 4


def test_hearts_review_bench_times_a_review() -> None:
    figures = bench_review.hearts_review_bench(hands=1)
    assert_numbers(figures, {"review_hearts_match_s", "review_hearts_decisions", "review_hearts_hands"})
    assert figures["review_hearts_hands"] >= 1 and figures["review_hearts_decisions"] >= 1


def test_review_frame_bench_times_the_review_screen() -> None:
    figures = bench_review.review_frame_bench(seed=4, size=(800, 600))
    assert_numbers(figures, {"review_screen_s", "review_frame_ms_median", "review_frame_ms_max", "review_frames"})
    assert figures["review_frames"] >= 1 and figures["review_frame_ms_median"] <= figures["review_frame_ms_max"]


def test_phones_bench_times_decisions_of_twenty_phones() -> None:
    from tools.bench_phones import phones_bench

    figures = phones_bench(decisions=10)
    assert figures["phones_decisions"] == 10
    assert 0 < figures["phones_act_ms_p50"] <= figures["phones_act_ms_p99"] < 5000
    assert figures["phones_frame_ms_max"] > 0
