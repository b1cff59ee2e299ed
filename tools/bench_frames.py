"""Frame-time figures of `make bench`: the real table scenes headless, all bots (a busy 20-seat Kuckuck table, a
Hearts and a Euchre table), timed frame by frame until the frames hold what a match shows; and the memory the
frame runs leave."""

from __future__ import annotations

import gc
import os
import re
import resource
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, NamedTuple

from tools.bench_common import Figures, percentile

if TYPE_CHECKING:
    from game.lobby import MatchSetup
    from scenes.core.app import App
    from scenes.table.shell import TableScene

FRAME_SIZE = (1920, 1080)
FRAME_DT_MS = 16
REQUIRED_EVENTS = {"deal_start": "deal", "swap": "swap", "showdown": "showdown"}
HEARTS_EVENTS = ("deal_start", "pass", "trick_won", "hand_scored")  # a Hearts run must see each of these
EUCHRE_EVENTS = ("deal_start", "up_card", "bid", "discard", "trick_won", "hand_scored")  # and a Euchre run these


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


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far (Linux reports ru_maxrss in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


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
    from scenes.core.app import App
    from scenes.core.config import AppConfig
    from scenes.routes.router import Router

    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=size, seed=seed), Router)
        try:
            return _time_table(app, frames, warmup, max_frames, players)
        finally:
            app.shutdown()
            gc.unfreeze()


def kind_name(class_name: str) -> str:
    """An event class's name as the figures name its kind: DealStart -> deal_start."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", class_name).lower()


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
        animating += table.stage.timeline.busy
        for event in history[seen:]:
            kind = kind_name(type(event).__name__)
            run.kinds[kind] = run.kinds.get(kind, 0) + 1
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
        return len(run.times) >= frames and not missing(run.kinds) and not table.stage.timeline.busy

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


def trick_frame_bench(
    game: str, title: str, required: Sequence[str], frames: int, max_frames: int, size: tuple[int, int], seed: int
) -> tuple[Figures, str | None]:
    """Time every frame but the first of an all-bot four-seat table of `game` (the warm-up of card faces
    included) until the timed frames hold each of the `required` events (a hand scored: its sheet too).
    Figures are named `<game>_frame_ms_median` and so on; `title` names the game in the problem line."""
    from game.lobby import MatchSetup
    from scenes.core.app import App, settle_heap
    from scenes.core.config import AppConfig
    from scenes.routes.router import Router

    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=size, seed=seed), Router)
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
