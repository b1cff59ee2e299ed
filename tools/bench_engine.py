"""Engine speed: Hearts hands per second through the fast rules a bot's search uses, and through the text API.

Run with `python -m tools.bench_engine` (the lead wires both into `make bench`). Each figure is the best of a few
rounds of random legal play, so a busy moment of the machine costs a round, not the figure.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

HEARTS_TARGET = 10_000.0  # hands per second through the fast rules, on the 2-core reference machine
CARDS = range(52)


def _best_rate(run: Callable[[float], tuple[int, float]], seconds: float, rounds: int) -> float:
    """The best of `rounds` rounds of `seconds / rounds` each: completed work per second."""
    best = 0.0
    for _ in range(rounds):
        done, elapsed = run(seconds / rounds)
        best = max(best, done / elapsed)
    return best


def hearts_hands_per_s(seconds: float = 3.0, seed: int = 1, rounds: int = 3) -> float:
    """Whole random hands per second (a random deal, the passing, 13 tricks, a moon choice if one comes up)
    through the engine's fast API: `legal_mask`, then `step` with a uniformly random legal action, in place."""
    from game.hearts import engine
    from game.hearts.options import HeartsOptions
    from game.hearts.state import OVER

    rng = random.Random(seed)
    options = HeartsOptions(target=200)

    def run(budget: float) -> tuple[int, float]:
        legal_mask, step, deal = engine.legal_mask, engine.step, engine.deal_order
        random_bits, random_bytes = rng.getrandbits, rng.randbytes
        state = engine.new_match(options, dealer=0)
        hands = 0
        start = time.perf_counter()
        while True:
            for _ in range(50):
                if state.phase == OVER:
                    state = engine.new_match(options, dealer=0)
                keys = memoryview(random_bytes(4 * 52)).cast("I")  # a uniform shuffle: sort by random 32-bit keys
                deal(state, sorted(CARDS, key=keys.__getitem__))
                while state.turn >= 0:  # NOBODY (-1) once the hand is scored
                    mask = legal_mask(state)
                    skip = random_bits(30) % mask.bit_count()  # a uniform legal action: skip that many set bits
                    while skip:
                        mask &= mask - 1
                        skip -= 1
                    step(state, (mask & -mask).bit_length() - 1)
                hands += 1
            elapsed = time.perf_counter() - start
            if elapsed >= budget:
                return hands, elapsed

    return _best_rate(run, seconds, rounds)


def hearts_api_hands_per_s(seconds: float = 3.0, seed: int = 2, rounds: int = 3) -> float:
    """Whole random hands per second through `open_match`: `legal()` as text, then `act()` on a random one."""
    from game import open_match

    rng = random.Random(seed)

    def run(budget: float) -> tuple[int, float]:
        finished = 0
        start = time.perf_counter()
        while True:
            match = open_match("hearts", 4, options={"target": 200}, seed=rng.randrange(2**32))
            while not match.over:
                legal = match.legal()
                match.act(legal[int(rng.random() * len(legal))])
                elapsed = time.perf_counter() - start
                if elapsed >= budget:
                    return finished + len(match.hands), elapsed
            finished += len(match.hands)

    return _best_rate(run, seconds, rounds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_engine", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each figure")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    fast = hearts_hands_per_s(args.seconds)
    api = hearts_api_hands_per_s(args.seconds)
    mark = "✓" if fast >= HEARTS_TARGET else "✗"
    print(f"hearts_hands_per_s      {fast:>10.0f}  ≥ {HEARTS_TARGET:.0f} {mark}  fast rules (legal_mask + step)")
    print(f"hearts_api_hands_per_s  {api:>10.0f}              open_match, text notation (legal + act)")
    return 0 if fast >= HEARTS_TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
