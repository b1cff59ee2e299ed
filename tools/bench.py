"""Performance figures: frame time of a busy 20-seat table, a resize to 8000×8000, start-up, memory and engine
speed.

Run with `make bench` (headless SDL drivers). Prints a table with the targets and writes the same figures to
`bench.json` in the repository root, a flat JSON object name → number.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

from tools.bench_bots import euchre_hard_bench, hard_bot_bench, hearts_hard_bench, hint_bench, pack_hard_bench
from tools.bench_common import HEADLESS, REPO, Figures
from tools.bench_engine import engine_bench, kuckuck_packs_bench, kuckuck_play_bench
from tools.bench_frames import euchre_frame_bench, frame_bench, hearts_frame_bench, peak_rss_mb
from tools.bench_phones import phones_bench
from tools.bench_resize import resize_bench
from tools.bench_review import hearts_review_bench, review_frame_bench
from tools.bench_startup import dist_bench, startup_bench
from tools.bench_stats import stats_bench
from tools.bench_targets import NOTES, verdict


def shown(value: float) -> str:
    if float(value).is_integer():
        return f"{value:.0f}"
    return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"


def format_table(figures: Mapping[str, float], problems: Mapping[str, str]) -> str:
    lines = [f"{'figure':<24}{'value':>10}  {'target':<9}   note", "-" * 110]
    for name, value in figures.items():
        target, mark = verdict(name, value)
        lines.append(f"{name:<24}{shown(value):>10}  {target:<9} {mark:1}  {NOTES.get(name, '')}".rstrip())
    for part, problem in problems.items():
        lines.append(f"{part:<24}{'n/a':>10}  {'':<9}    {problem}")
    return "\n".join(lines)


def run_all(args: argparse.Namespace) -> tuple[Figures, dict[str, str]]:
    """Each part in turn; a part that fails is reported and the others still run."""
    figures: Figures = {}
    problems: dict[str, str] = {}

    def frames() -> Figures:
        measured, problem = frame_bench(args.frames, args.warmup, args.max_frames)
        if problem is not None:
            problems["frames"] = problem
        return measured

    def table_frames(label: str, bench: Callable[[], tuple[Figures, str | None]]) -> Callable[[], Figures]:
        def part() -> Figures:
            measured, problem = bench()
            if problem is not None:
                problems[label] = problem
            return measured

        return part

    parts: list[tuple[str, Callable[[], Figures]]] = [
        ("frames", frames),
        ("hearts frames", table_frames("hearts frames", hearts_frame_bench)),
        ("euchre frames", table_frames("euchre frames", euchre_frame_bench)),
        ("memory", lambda: {"peak_rss_mb": peak_rss_mb()}),  # right after the frame run, before anything else
        ("resize", lambda: resize_bench(args.resize_screens)),
        ("kuckuck play", lambda: kuckuck_play_bench(args.play_seconds)),
        ("kuckuck packs", lambda: kuckuck_packs_bench(args.play_seconds)),
        ("engines", engine_bench),
        ("hard bot", lambda: hard_bot_bench(args.bot_decisions)),
        ("pack hard bot", lambda: pack_hard_bench(args.bot_decisions)),
        ("hearts hard bot", lambda: hearts_hard_bench(args.bot_decisions)),
        ("euchre hard bot", lambda: euchre_hard_bench(args.bot_decisions)),
        ("hints", hint_bench),
        ("hearts review", hearts_review_bench),
        ("review screen", review_frame_bench),
        ("startup", lambda: startup_bench(args.startup_runs)),
        ("statistics", lambda: stats_bench(args.stats_matches)),
        ("phones", lambda: phones_bench(args.phone_decisions)),
        ("packaged", lambda: dist_bench(2 * args.startup_runs + 1)),
    ]
    for label, part in parts:
        print(f"… {label}", file=sys.stderr, flush=True)
        try:
            figures.update(part())
        except Exception as error:  # a missing scene or a crash in one part must not hide the other figures
            problems[label] = f"failed: {error}"
    return figures, problems


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__)
    parser.add_argument("--frames", type=int, default=600, help="minimum timed frames")
    parser.add_argument("--max-frames", type=int, default=3000, help="stop here even without a showdown")
    parser.add_argument("--warmup", type=int, default=30, help="untimed frames first")
    parser.add_argument("--startup-runs", type=int, default=5)
    parser.add_argument("--play-seconds", type=float, default=3.0)
    parser.add_argument("--bot-decisions", type=int, default=40)
    parser.add_argument("--resize-screens", type=int, default=3, help="screens grown to 8000x8000 (at most 3)")
    parser.add_argument("--phone-decisions", type=int, default=200, help="phone decisions timed (20 phones)")
    parser.add_argument("--stats-matches", type=int, default=200, help="archived matches for the statistics bench")
    parser.add_argument("--out", type=Path, default=REPO / "bench.json")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    for name, value in HEADLESS.items():
        os.environ.setdefault(name, value)
    started = time.perf_counter()
    figures, problems = run_all(args)
    print(format_table(figures, problems))
    print(f"(benchmark took {time.perf_counter() - started:.0f} s; figures written to {args.out})")
    args.out.write_text(json.dumps({k: round(v, 4) for k, v in figures.items()}, indent=2) + "\n", encoding="utf-8")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
