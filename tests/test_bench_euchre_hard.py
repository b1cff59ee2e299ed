"""tools.bench_bots times Euchre hard-bot decisions at positions of real play and reports a median and a p95."""

from __future__ import annotations

from tools import bench_bots


def test_the_euchre_hard_bench_times_the_decisions_asked_for() -> None:
    figures = bench_bots.euchre_hard_bench(decisions=3)
    assert set(figures) == {"euchre_hard_ms_median", "euchre_hard_ms_p95"}
    assert 0 < figures["euchre_hard_ms_median"] <= figures["euchre_hard_ms_p95"]
