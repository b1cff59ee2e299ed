"""Statistics timings for `make bench`: over an archive of `matches` bot-played matches (every game, one person at
each table), how long counting takes with nothing cached, how long opening the statistics takes in a new run
(the facts read from the cache file, the figures of every game computed), and again in the same run (memoised)."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from game.stats.book import StatsBook
from game.store.archive import ArchiveStore
from tools.bench_common import Figures
from tools.stats_snapshot import fill_archive

GAMES = ("kuckuck", "hearts", "euchre")


def _open(book: StatsBook) -> float:
    started = time.perf_counter()
    book.count_all()
    for game in GAMES:
        book.figures(game)
    return (time.perf_counter() - started) * 1000


def stats_bench(matches: int = 200) -> Figures:
    with tempfile.TemporaryDirectory(prefix="kuckuck-stats-bench-") as name:
        folder = Path(name)
        fill_archive(folder, matches)
        replay_ms = _open(StatsBook(ArchiveStore(folder, keep=max(1, matches))))
        book = StatsBook(ArchiveStore(folder, keep=max(1, matches)))
        cached_ms = _open(book)
        memo_ms = _open(book)
        return {
            "stats_matches": float(len(book.counted_facts())),
            "stats_replay_ms": replay_ms,
            "stats_ms": cached_ms,
            "stats_again_ms": memo_ms,
        }
