"""Bot figures of `make bench`: how long a hard bot takes to decide, at positions of real play (random legal
play for Kuckuck, normal-bot matches for Hearts and Euchre)."""

from __future__ import annotations

import statistics
import time

import numpy as np

from tools.bench_common import Figures, percentile


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


def pack_hard_bench(decisions: int = 40, players: int = 6, seed: int = 4) -> Figures:
    """Median and p95 time of one hard-bot decision with a special pack's powers on (the three packs in turn), at
    positions reached by random legal play."""
    from game import open_match

    rng = np.random.default_rng(seed)
    times: list[float] = []
    packs = ("gnav42", "cucu40", "kille42")
    match = None
    while len(times) < decisions:
        if match is None or match.over:
            options = {"deck": packs[len(times) % len(packs)], "deck_powers": True}
            match = open_match("kuckuck", players, options, rng=rng)
        start = time.perf_counter()
        match.bot_move("hard")
        times.append((time.perf_counter() - start) * 1000)
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])
    return {
        "kuckuck_packs_hard_ms_median": statistics.median(times),
        "kuckuck_packs_hard_ms_p95": percentile(times, 0.95),
    }


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


def hint_bench(decisions: int = 20, seed: int = 9) -> Figures:
    """p95 and worst time (ms) of a hint (the hard bot's move and its reason, game.ai.hints), over `decisions`
    decisions with a choice of each game's normal-bot matches (every third one), the worst of the three games."""
    from game import open_match

    times: list[float] = []
    for game, players in (("hearts", 4), ("euchre", 4), ("kuckuck", 6)):
        rng = np.random.default_rng(seed)
        match = open_match(game, players, rng=rng)
        hint = match.spec.hint
        assert hint is not None
        asked = position = 0
        while asked < decisions:
            if match.over:
                match = open_match(game, players, rng=rng)
            view = match.view(match.to_move)
            if len(view["legal"]) > 1:
                position += 1
                if position % 3 == 0:
                    start = time.perf_counter()
                    hint(view)
                    times.append((time.perf_counter() - start) * 1000)
                    asked += 1
            match.act(match.bot_move("normal"))
    return {"hint_ms_p95": percentile(times, 0.95), "hint_ms_max": max(times)}
