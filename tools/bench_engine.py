"""Engine speed: Hearts and Euchre hands per second through the fast rules a bot's search uses, and through the
text API; Kuckuck deals per second.

`make bench` measures them all (`engine_bench`, `kuckuck_play_bench`); `python -m tools.bench_engine` prints the
Hearts and Euchre figures alone. Each of those is the best of a few rounds of random legal play, so a busy moment
of the machine costs a round, not the figure.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from tools.bench_common import Figures
from tools.bench_targets import verdict


def _best_rate(run: Callable[[float], tuple[int, float]], seconds: float, rounds: int) -> float:
    """The best of `rounds` rounds of `seconds / rounds` each: completed work per second."""
    best = 0.0
    for _ in range(rounds):
        done, elapsed = run(seconds / rounds)
        best = max(best, done / elapsed)
    return best


class FastEngine(Protocol):
    """The in-place API a trick game's bots search with (game.hearts.engine, game.euchre.engine)."""

    def new_match(self, options: Any, dealer: int) -> Any: ...
    def deal_order(self, state: Any, order: Sequence[int]) -> None: ...
    def legal_mask(self, state: Any) -> int: ...
    def step(self, state: Any, action: int) -> None: ...


def fast_hands_per_s(
    engine: FastEngine, options: object, over: int, cards: int, seconds: float, seed: int, rounds: int
) -> float:
    """Whole random hands per second through a game's fast API: `legal_mask`, then `step` with a uniformly random
    legal action, in place, a new match whenever one ends (phase `over`). The deals are uniform shuffles of
    `cards` cards that numpy draws 256 at a time, so the figure is the rules' speed, not the shuffling's."""
    import numpy as np

    rng = random.Random(seed)
    shuffles = np.random.default_rng(seed)
    pack = np.tile(np.arange(cards), (256, 1))

    def run(budget: float) -> tuple[int, float]:
        legal_mask, step, deal = engine.legal_mask, engine.step, engine.deal_order
        random_bits = rng.getrandbits
        state = engine.new_match(options, 0)
        hands = 0
        start = time.perf_counter()
        while True:
            for order in shuffles.permuted(pack, axis=1).tolist():
                if state.phase == over:
                    state = engine.new_match(options, 0)
                deal(state, order)
                while state.turn >= 0:  # NOBODY (-1) once the hand is scored
                    mask = legal_mask(state)
                    skip = random_bits(30) % mask.bit_count()  # a uniform legal action: skip that many set bits
                    while skip:
                        mask &= mask - 1
                        skip -= 1
                    step(state, (mask & -mask).bit_length() - 1)
            hands += len(pack)
            elapsed = time.perf_counter() - start
            if elapsed >= budget:
                return hands, elapsed

    return _best_rate(run, seconds, rounds)


def api_hands_per_s(game: str, target: int, seconds: float, seed: int, rounds: int) -> float:
    """Whole random hands per second through `open_match`: `legal()` as text, then `act()` on a random one, in
    matches to `target`."""
    from game import open_match

    rng = random.Random(seed)

    def run(budget: float) -> tuple[int, float]:
        finished = 0
        start = time.perf_counter()
        while True:
            match = open_match(game, 4, options={"target": target}, seed=rng.randrange(2**32))
            while not match.over:
                legal = match.legal()
                match.act(legal[int(rng.random() * len(legal))])
                elapsed = time.perf_counter() - start
                if elapsed >= budget and finished + len(match.hands) > 0:  # a rate of at least one whole hand
                    return finished + len(match.hands), elapsed
            finished += len(match.hands)

    return _best_rate(run, seconds, rounds)


def hearts_hands_per_s(seconds: float = 3.0, seed: int = 1, rounds: int = 3) -> float:
    """Random Hearts hands (the passing, 13 tricks, a moon choice if one comes up) through the fast rules."""
    from game.hearts import engine
    from game.hearts.options import HeartsOptions
    from game.hearts.state import OVER

    return fast_hands_per_s(engine, HeartsOptions(target=200), OVER, 52, seconds, seed, rounds)


def hearts_api_hands_per_s(seconds: float = 3.0, seed: int = 2, rounds: int = 3) -> float:
    return api_hands_per_s("hearts", 200, seconds, seed, rounds)


def euchre_hands_per_s(seconds: float = 3.0, seed: int = 1, rounds: int = 3) -> float:
    """Random Euchre hands (both bidding rounds as far as they go, the dealer's discard, five tricks) through the
    fast rules. Stick the dealer, the default, throws no deal in, so deals are hands."""
    from game.euchre import engine
    from game.euchre.options import EuchreOptions
    from game.euchre.state import OVER

    return fast_hands_per_s(engine, EuchreOptions(target=11), OVER, 24, seconds, seed, rounds)


def euchre_api_hands_per_s(seconds: float = 3.0, seed: int = 2, rounds: int = 3) -> float:
    return api_hands_per_s("euchre", 11, seconds, seed, rounds)


def kuckuck_play_bench(
    seconds: float = 3.0, players: int = 6, seed: int = 3, options: dict[str, object] | None = None
) -> Figures:
    """Random legal play through whole matches for about `seconds`; finished deals per second (`options`: house
    rules, e.g. a special pack: the figure is then named `kuckuck_<pack>_deals_per_s`)."""
    import numpy as np

    from game import open_match

    deck = (options or {}).get("deck", "standard52")
    name = "kuckuck_deals_per_s" if deck == "standard52" else f"kuckuck_{deck}_deals_per_s"
    rng = np.random.default_rng(seed)
    finished = 0  # deals of the matches already played out
    start = time.perf_counter()
    while True:
        match = open_match("kuckuck", players, options or {}, rng=rng)
        while not match.over:
            legal = match.legal()
            match.act(legal[int(rng.integers(len(legal)))])
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                return {name: (finished + len(match.hands)) / elapsed}
        finished += len(match.hands)


PACKS = ("gnav42", "cucu40", "kille42")  # the cuckoo family (issue 21), each benched with its powers on


def kuckuck_packs_bench(seconds: float = 3.0, players: int = 6) -> Figures:
    """`kuckuck_play_bench` for each special pack with its powers on: `kuckuck_<pack>_deals_per_s`."""
    figures: Figures = {}
    for deck in PACKS:
        figures.update(kuckuck_play_bench(seconds, players, options={"deck": deck, "deck_powers": True}))
    return figures


def engine_bench() -> Figures:
    """Hands per second through each trick game's fast rules and through `open_match`, inside `make bench`. The
    heap the frame benches left behind is frozen first, so the collector's passes over it are not charged to the
    rules (as `python -m tools.bench_engine` measures them in a fresh process)."""
    gc.collect()
    gc.freeze()
    try:
        return {
            "hearts_hands_per_s": hearts_hands_per_s(),
            "hearts_api_hands_per_s": hearts_api_hands_per_s(),
            "euchre_hands_per_s": euchre_hands_per_s(),
            "euchre_api_hands_per_s": euchre_api_hands_per_s(),
        }
    finally:
        gc.unfreeze()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_engine", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each figure")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    fast = hearts_hands_per_s(args.seconds)
    api = hearts_api_hands_per_s(args.seconds)
    target, hearts_mark = verdict("hearts_hands_per_s", fast)
    print(f"hearts_hands_per_s      {fast:>10.0f}  {target} {hearts_mark}  fast rules (legal_mask + step)")
    print(f"hearts_api_hands_per_s  {api:>10.0f}              open_match, text notation (legal + act)")
    euchre = euchre_hands_per_s(args.seconds)
    euchre_api = euchre_api_hands_per_s(args.seconds)
    target, euchre_mark = verdict("euchre_hands_per_s", euchre)
    print(f"euchre_hands_per_s      {euchre:>10.0f}  {target} {euchre_mark}  fast rules (legal_mask + step)")
    print(f"euchre_api_hands_per_s  {euchre_api:>10.0f}              open_match, text notation (legal + act)")
    return 0 if hearts_mark == euchre_mark == "✓" else 1


if __name__ == "__main__":
    sys.exit(main())
