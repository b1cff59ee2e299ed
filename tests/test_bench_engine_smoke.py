"""tools.bench_engine runs with tiny sizes and returns positive rates (the figures themselves are `make bench`'s)."""

from __future__ import annotations

import math

import pytest

from tools import bench_engine


def test_both_hearts_figures_are_positive_rates() -> None:
    for figure in (
        bench_engine.hearts_hands_per_s(0.05, rounds=1),
        bench_engine.hearts_api_hands_per_s(0.05, rounds=1),
    ):
        assert isinstance(figure, float) and math.isfinite(figure) and figure > 0


def test_both_euchre_figures_are_positive_rates() -> None:
    for figure in (
        bench_engine.euchre_hands_per_s(0.05, rounds=1),
        bench_engine.euchre_api_hands_per_s(0.05, rounds=1),
    ):
        assert isinstance(figure, float) and math.isfinite(figure) and figure > 0


def test_main_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    bench_engine.main(["--seconds", "0.05"])
    printed = capsys.readouterr().out
    for name in ("hearts_hands_per_s", "hearts_api_hands_per_s", "euchre_hands_per_s", "euchre_api_hands_per_s"):
        assert name in printed
