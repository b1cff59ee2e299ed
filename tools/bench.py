"""Performance figures: frame time of a busy 20-seat table, start-up, memory and engine speed.

Run with `make bench` (headless SDL drivers). Prints a table with the targets and writes the same figures to
`bench.json` in the repository root, a flat JSON object name → number.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from tools.bench_stats import stats_bench

if TYPE_CHECKING:
    from game.lobby import MatchSetup
    from scenes.core.app import App
    from scenes.table.shell import TableScene

REPO = Path(__file__).resolve().parent.parent
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
FRAME_SIZE = (1920, 1080)
DIST_EXE = REPO / "build" / "dist" / ("kuckuck.exe" if sys.platform == "win32" else "kuckuck")  # make dist
ONEDIR_EXE = REPO / "build" / "dist" / "onedir" / "kuckuck" / DIST_EXE.name  # make dist-onedir
FRAME_DT_MS = 16

BASELINE_SCRIPT = """
import pygame, pygame_gui
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
manager = pygame_gui.UIManager(screen.get_size(), enable_live_theme_updates=False)
manager.update(0.016)
screen.fill((0, 0, 0))
manager.draw_ui(screen)
pygame.display.flip()
pygame.quit()
"""

Figures = dict[str, float]


@dataclass(frozen=True)
class Target:
    name: str
    limit: float
    text: str
    higher_is_better: bool = False

    def met(self, value: float) -> bool:
        return value >= self.limit if self.higher_is_better else value <= self.limit


TARGETS = (
    Target("frame_ms_median", 8.0, "≤ 8 ms"),
    Target("frame_ms_p99", 16.0, "≤ 16 ms"),
    Target("startup_ratio", 1.5, "≤ 1.5"),
    Target("hearts_frame_ms_max", 16.7, "≤ 16.7 ms"),
    Target("euchre_frame_ms_max", 16.7, "≤ 16.7 ms"),
    Target("frame_ms_max", 16.7, "≤ 16.7 ms"),
    Target("hearts_hands_per_s", 10_000, "≥ 10000", higher_is_better=True),
    Target("euchre_hands_per_s", 27_000, "≥ 27000", higher_is_better=True),
    Target("hearts_hard_ms_p95", 500.0, "≤ 500 ms"),
    Target("dist_mb", 25.0, "≤ 25 MB"),
    Target("dist_startup_ms", 500.0, "≤ 500 ms"),
    Target("euchre_hard_ms_p95", 500.0, "≤ 500 ms"),
)

NOTES = {
    "frames_measured": "frames timed (table scene, 20 bots, 1920x1080 windowed)",
    "frames_animating_share": "share of timed frames with a tween in flight",
    "frames_deals": "deals started during the timed frames",
    "frames_swaps": "swaps and stock draws during the timed frames",
    "frames_showdowns": "showdowns during the timed frames",
    "peak_rss_mb": "ru_maxrss of the bench process right after the frame run",
    "startup_ms": "median wall time of `main.py --windowed --frames 1`",
    "baseline_startup_ms": "median wall time of bare pygame + pygame_gui, one frame",
    "hearts_frames_measured": "frames timed (Hearts table, 4 bots, 1920x1080, all but the first frame)",
    "hearts_frames_animating_share": "share of the Hearts frames with a tween in flight",
    "hearts_tricks": "tricks taken during the timed Hearts frames",
    "euchre_frames_measured": "frames timed (Euchre table, 4 bots, 1920x1080, all but the first frame)",
    "euchre_frames_animating_share": "share of the Euchre frames with a tween in flight",
    "euchre_tricks": "tricks taken during the timed Euchre frames",
    "dist_mb": "size of the one-file build (make dist), 10^6 bytes",
    "dist_startup_ms": "median wall time of the one-file build's `--windowed --frames 1` (it unpacks itself first)",
    "dist_onedir_startup_ms": "the same for the one-folder build (make dist-onedir)",
    "dist_startup_best_ms": "the fastest of those one-file runs (the median carries the shared machine's load)",
    "dist_onedir_startup_best_ms": "the fastest of the one-folder runs",
    "kuckuck_deals_per_s": "random legal play, finished deals per second",
    "kuckuck_hard_bot_ms": "mean time of one bot_move('hard')",
    "hearts_hands_per_s": "random hands per second through the rules the bots search with (passing included)",
    "hearts_api_hands_per_s": "random hands per second through open_match, text notation",
    "euchre_hands_per_s": "random hands per second through the rules the bots search with (bidding included)",
    "euchre_api_hands_per_s": "random hands per second through open_match, text notation",
    "hearts_hard_ms_median": "median time of one Hearts bot_move('hard') with a choice, passing and play",
    "hearts_hard_ms_p95": "95th percentile of the same decisions (positions of normal-bot matches)",
    "euchre_hard_ms_median": "median time of one Euchre bot_move('hard') with a choice: bids, answers, discards, play",
    "euchre_hard_ms_p95": "95th percentile of the same decisions (positions of normal-bot games)",
    "stats_matches": "archived matches the statistics bench counted (every game, one person per table)",
    "stats_replay_ms": "counting them with nothing cached: every match replayed (a screen spreads it over frames)",
    "stats_ms": "opening the statistics in a new run: facts from the cache file, the figures of every game",
    "stats_again_ms": "opening them again in the same run (memoised on the archive listing)",
}


# --- helpers --------------------------------------------------------------------------------------------------


@contextmanager
def temporary_home() -> Iterator[str]:
    """KUCKUCK_HOME points at a throw-away folder, so no save file lands in the user's home."""
    previous = os.environ.get("KUCKUCK_HOME")
    with tempfile.TemporaryDirectory(prefix="kuckuck-bench-") as folder:
        os.environ["KUCKUCK_HOME"] = folder
        try:
            yield folder
        finally:
            if previous is None:
                os.environ.pop("KUCKUCK_HOME", None)
            else:
                os.environ["KUCKUCK_HOME"] = previous


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile (share in 0..1) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, round(share * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far (Linux reports ru_maxrss in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# --- frame time ---------------------------------------------------------------------------------------------


def frame_bench(
    frames: int = 600,
    warmup: int = 30,
    max_frames: int = 3000,
    size: tuple[int, int] = FRAME_SIZE,
    players: int = 20,
    seed: int = 11,
) -> tuple[Figures, str | None]:
    """Time `app.step(16, [])` on an all-bot table: at least `frames` frames, more (up to `max_frames`) until
    the timed frames include a deal (with its whole animation), a swap and a showdown. Returns the figures and,
    when the run stopped short of that, what it missed (a problem for the report)."""
    from scenes.core.app import App, AppConfig

    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=size, seed=seed))
        try:
            return _time_table(app, frames, warmup, max_frames, players)
        finally:
            app.shutdown()
            gc.unfreeze()


class FrameRun(NamedTuple):
    times: list[float]  # milliseconds per timed frame
    animating: int  # timed frames with a tween in flight
    kinds: dict[str, int]  # events seen during the timed frames, by kind


def time_frames(
    app: App, table: TableScene, max_frames: int, done: Callable[[FrameRun], bool], events_from: int | None = None
) -> FrameRun:
    """Time `app.step(16, [])` frame by frame while `table` shows, until `done(run)` or `max_frames`; events count
    from the match history's `events_from` (default: what happens from now on)."""
    history = table.controller.match.history
    run = FrameRun([], 0, {})
    seen, animating = len(history) if events_from is None else events_from, 0
    while len(run.times) < max_frames and app.scenes.base is table:
        start = time.perf_counter()
        app.step(FRAME_DT_MS, [])
        run.times.append((time.perf_counter() - start) * 1000)
        animating += table.timeline.busy
        for event in history[seen:]:
            run.kinds[event.kind] = run.kinds.get(event.kind, 0) + 1
        seen = len(history)
        run = run._replace(animating=animating)
        if done(run):
            break
    return run


def open_bench_table(app: App, setup: MatchSetup) -> TableScene:
    from scenes.table.shell import TableScene

    app.router.table(setup)
    table = app.scenes.base
    assert isinstance(table, TableScene)
    return table


def _time_table(app: App, frames: int, warmup: int, max_frames: int, players: int) -> tuple[Figures, str | None]:
    from game.lobby import MatchSetup
    from scenes.core.app import settle_heap

    table = open_bench_table(app, MatchSetup(players=players, bots=players))
    for _ in range(warmup):
        app.step(FRAME_DT_MS, [])
    settle_heap()  # as App.run does once a new screen has drawn its first frame

    def complete(run: FrameRun) -> bool:  # the last deal's animation has played out inside the timed frames
        return len(run.times) >= frames and not missing(run.kinds) and not table.timeline.busy

    run = time_frames(app, table, max_frames, complete)
    figures = {
        "frame_ms_median": statistics.median(run.times),
        "frame_ms_p99": percentile(run.times, 0.99),
        "frame_ms_max": max(run.times),
        "frames_measured": len(run.times),
        "frames_animating_share": run.animating / len(run.times),
        "frames_deals": run.kinds.get("deal_start", 0),
        "frames_swaps": run.kinds.get("swap", 0) + run.kinds.get("draw", 0),
        "frames_showdowns": run.kinds.get("showdown", 0),
    }
    return figures, None if complete(run) else shortfall(run.kinds, len(run.times), frames, max_frames)


REQUIRED_EVENTS = {"deal_start": "deal", "swap": "swap", "showdown": "showdown"}
HEARTS_EVENTS = ("deal_start", "pass", "trick_won", "hand_scored")  # a Hearts run must see each of these
EUCHRE_EVENTS = ("deal_start", "up_card", "bid", "discard", "trick_won", "hand_scored")  # and a Euchre run these


def trick_frame_bench(
    game: str, title: str, required: Sequence[str], frames: int, max_frames: int, size: tuple[int, int], seed: int
) -> tuple[Figures, str | None]:
    """Time every frame but the first of an all-bot four-seat table of `game` (the warm-up of card faces
    included) until the timed frames hold each of the `required` events (a hand scored: its sheet too).
    Figures are named `<game>_frame_ms_median` and so on; `title` names the game in the problem line."""
    from game.lobby import MatchSetup
    from scenes.core.app import App, AppConfig, settle_heap

    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=size, seed=seed))
        try:
            table = open_bench_table(app, MatchSetup(game=game, players=4, bots=4, bot_level="easy"))
            app.step(FRAME_DT_MS, [])  # the first frame deals: not timed (the deal's animation is)
            settle_heap()  # as App.run does once a new screen has drawn its first frame

            def complete(run: FrameRun) -> bool:
                return len(run.times) >= frames and all(run.kinds.get(kind) for kind in required)

            run = time_frames(app, table, max_frames, complete, events_from=0)  # the deal counts
        finally:
            app.shutdown()
            gc.unfreeze()
    times, kinds = run.times, run.kinds
    figures = {
        f"{game}_frame_ms_median": statistics.median(times),
        f"{game}_frame_ms_p99": percentile(times, 0.99),
        f"{game}_frame_ms_max": max(times),
        f"{game}_frames_measured": len(times),
        f"{game}_frames_animating_share": run.animating / len(times),
        f"{game}_tricks": kinds.get("trick_won", 0),
    }
    unseen = [kind for kind in required if not kinds.get(kind)]
    return figures, (f"the {title} frames never saw: {', '.join(unseen)}" if unseen else None)


def hearts_frame_bench(
    frames: int = 900, max_frames: int = 9000, size: tuple[int, int] = FRAME_SIZE, seed: int = 11
) -> tuple[Figures, str | None]:
    """The Hearts table's frames, until they hold a deal, the passing, tricks taken and a hand scored."""
    return trick_frame_bench("hearts", "Hearts", HEARTS_EVENTS, frames, max_frames, size, seed)


def euchre_frame_bench(
    frames: int = 900, max_frames: int = 9000, size: tuple[int, int] = FRAME_SIZE, seed: int = 11
) -> tuple[Figures, str | None]:
    """The Euchre table's frames, until they hold a deal, the up-card, bids, the dealer's discard, tricks taken
    and a hand scored."""
    return trick_frame_bench("euchre", "Euchre", EUCHRE_EVENTS, frames, max_frames, size, seed)


def missing(kinds: Mapping[str, int]) -> list[str]:
    """The required events (deal, swap, showdown) the timed frames have not seen yet."""
    return [name for kind, name in REQUIRED_EVENTS.items() if not kinds.get(kind)]


def shortfall(kinds: Mapping[str, int], timed: int, frames: int, max_frames: int) -> str:
    """Why a frame run that stopped early does not cover what it should."""
    if timed >= max_frames:
        stop, advice = f"stopped at --max-frames {max_frames}", ": raise --max-frames"
    else:
        stop, advice = f"the match ended after {timed} timed frames", ""
    if gaps := missing(kinds):
        *others, last = [f"a {gap}" for gap in gaps]
        unseen = f"{', '.join(others)} or {last}" if others else last
        return f"{stop} without {unseen} in the timed frames{advice}"
    if timed < frames:
        return f"{stop}, short of the {frames} frames asked for{advice}"
    return f"{stop} with the last deal's animation still running{advice}"


# --- start-up -----------------------------------------------------------------------------------------------


def _wall_ms(command: list[str], env: Mapping[str, str], cwd: Path = REPO) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=dict(env), capture_output=True, text=True, timeout=60)
    elapsed = (time.perf_counter() - start) * 1000
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"{' '.join(command[:3])} exited with {done.returncode}: {last}")
    return elapsed


def startup_bench(runs: int = 5, python: str = sys.executable) -> Figures:
    """Median wall time from process start to exit after the first menu frame, against a bare-pygame_gui
    baseline. Runs alternate, so background noise hits both alike."""
    game_cmd = [python, "main.py", "--windowed", "--frames", "1"]
    base_cmd = [python, "-c", BASELINE_SCRIPT]
    game_ms: list[float] = []
    base_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="kuckuck-bench-") as home:
        env = {**os.environ, **HEADLESS, "KUCKUCK_HOME": home}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's Python caches bytecode after the first start
        _wall_ms(game_cmd, env)  # warm the file cache and the .pyc files
        _wall_ms(base_cmd, env)
        for _ in range(runs):
            game_ms.append(_wall_ms(game_cmd, env))
            base_ms.append(_wall_ms(base_cmd, env))
    startup, baseline = statistics.median(game_ms), statistics.median(base_ms)
    return {"startup_ms": startup, "baseline_startup_ms": baseline, "startup_ratio": startup / baseline}


def dist_bench(runs: int = 5, one_file: Path = DIST_EXE, one_dir: Path = ONEDIR_EXE) -> Figures:
    """Size and start-up time of the packaged game, for the builds that exist (none: no figures). Each run starts
    from an empty working folder with a fresh data folder, as test-dist does."""
    figures: Figures = {}
    for name, exe in (("dist", one_file), ("dist_onedir", one_dir)):
        if not exe.is_file():
            continue
        if exe == one_file:
            figures["dist_mb"] = exe.stat().st_size / 1e6
        with tempfile.TemporaryDirectory(prefix="kuckuck-bench-") as folder:
            home, cwd = Path(folder) / "home", Path(folder) / "cwd"
            cwd.mkdir()
            env = {**os.environ, **HEADLESS, "KUCKUCK_HOME": str(home)}
            command = [str(exe), "--windowed", "--frames", "1"]
            _wall_ms(command, env, cwd)  # warm the file cache
            times = [_wall_ms(command, env, cwd) for _ in range(runs)]
        figures[f"{name}_startup_ms"] = statistics.median(times)
        figures[f"{name}_startup_best_ms"] = min(times)  # the machine at its quietest: the others' load aside
    return figures


# --- engine -------------------------------------------------------------------------------------------------


def kuckuck_play_bench(seconds: float = 3.0, players: int = 6, seed: int = 3) -> Figures:
    """Random legal play through whole matches for about `seconds`; finished deals per second."""
    from game import open_match

    rng = np.random.default_rng(seed)
    finished = 0  # deals of the matches already played out
    start = time.perf_counter()
    while True:
        match = open_match("kuckuck", players, rng=rng)
        while not match.over:
            legal = match.legal()
            match.act(legal[int(rng.integers(len(legal)))])
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                return {"kuckuck_deals_per_s": (finished + len(match.hands)) / elapsed}
        finished += len(match.hands)


def hard_bot_bench(decisions: int = 40, players: int = 6, seed: int = 4) -> Figures:
    """Mean time of one hard-bot decision, at positions reached by random legal play."""
    from game import open_match

    rng = np.random.default_rng(seed)
    times: list[float] = []
    match = open_match("kuckuck", players, rng=rng)
    while len(times) < decisions:
        if match.over:
            match = open_match("kuckuck", players, rng=rng)
        start = time.perf_counter()
        match.bot_move("hard")
        times.append((time.perf_counter() - start) * 1000)
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])
    return {"kuckuck_hard_bot_ms": statistics.fmean(times)}


def hard_decision_bench(game: str, decisions: int, seed: int, every: int) -> tuple[float, float]:
    """Median and p95 time (ms) of a hard-bot decision of `game`, at every `every`-th position with more than one
    legal action of matches the normal bots play (so each kind of decision comes in the proportion a match has)."""
    from game import open_match

    rng = np.random.default_rng(seed)
    times: list[float] = []
    match = open_match(game, 4, rng=rng)
    position = 0
    while len(times) < decisions:
        if match.over:
            match = open_match(game, 4, rng=rng)
        if len(match.legal()) > 1:
            position += 1
            if position % every == 0:
                start = time.perf_counter()
                match.bot_move("hard")
                times.append((time.perf_counter() - start) * 1000)
        match.act(match.bot_move("normal"))
    return statistics.median(times), percentile(times, 0.95)


def hearts_hard_bench(decisions: int = 40, every: int = 3) -> Figures:
    median, p95 = hard_decision_bench("hearts", decisions, seed=6, every=every)
    return {"hearts_hard_ms_median": median, "hearts_hard_ms_p95": p95}


def euchre_hard_bench(decisions: int = 40, every: int = 2) -> Figures:
    median, p95 = hard_decision_bench("euchre", decisions, seed=8, every=every)
    return {"euchre_hard_ms_median": median, "euchre_hard_ms_p95": p95}


def engine_bench() -> Figures:
    """Hands per second through each trick game's fast rules and through `open_match` (tools.bench_engine). The
    heap the frame benches left behind is frozen first, so the collector's passes over it are not charged to the
    rules (as `python -m tools.bench_engine` measures them in a fresh process)."""
    from tools import bench_engine as engines

    gc.collect()
    gc.freeze()
    try:
        return {
            "hearts_hands_per_s": engines.hearts_hands_per_s(),
            "hearts_api_hands_per_s": engines.hearts_api_hands_per_s(),
            "euchre_hands_per_s": engines.euchre_hands_per_s(),
            "euchre_api_hands_per_s": engines.euchre_api_hands_per_s(),
        }
    finally:
        gc.unfreeze()


# --- report -------------------------------------------------------------------------------------------------


def verdict(name: str, value: float) -> tuple[str, str]:
    """(target text, ✓ or ✗) for a figure with a target, else blanks."""
    for target in TARGETS:
        if target.name == name:
            return target.text, "✓" if target.met(value) else "✗"
    return "", ""


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
        ("kuckuck play", lambda: kuckuck_play_bench(args.play_seconds)),
        ("engines", engine_bench),
        ("hard bot", lambda: hard_bot_bench(args.bot_decisions)),
        ("hearts hard bot", lambda: hearts_hard_bench(args.bot_decisions)),
        ("euchre hard bot", lambda: euchre_hard_bench(args.bot_decisions)),
        ("startup", lambda: startup_bench(args.startup_runs)),
        ("statistics", lambda: stats_bench(args.stats_matches)),
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
