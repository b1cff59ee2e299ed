"""Tune the Kuckuck normal bot's thresholds by simulation and write game/kuckuck/bots/normal_table.py.

    python -m tools.tune_kuckuck_normal                      # every profile (slow: minutes)
    python -m tools.tune_kuckuck_normal --profiles base --passes 2 --deals 3000
    python -m tools.tune_kuckuck_normal --profiles dealer_stock_king=keep,tie_rule=dealer_immune
    python -m tools.tune_kuckuck_normal --profiles deck=kille42+deck_powers=True   # a pack with its powers on

For one profile (the default rules, or one house rule changed) and one table size n, every seat plays the
current thresholds. In each simulated deal, at every decision the thresholds leave to the card's rank (no known
left card settles it) and whose rank lies near the current threshold, both choices are played out to the
showdown with the rules' own `apply`, everyone else keeping to the thresholds; the lives this seat loses either
way are tallied by its column (its place after the dealer, or the dealer's first or second draw) and its rank.
Each column's new threshold is the one that would have lost the fewest lives over those deals (each deal pairs
the two choices, so the comparison is sharp). Passes repeat this from the new thresholds (best replies to a field
playing them). The module keeps the profiles not tuned in this run; it is data only, read by
game.kuckuck.bots.tuned.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from game.core.options import option_assignment
from game.kuckuck.bots.seen import seen_in_state
from game.kuckuck.bots.thresholds import STAY, SWAP, known_left_decision, threshold_decision
from game.kuckuck.options import KuckuckOptions
from game.kuckuck.rules import KuckuckRules
from game.kuckuck.state import KuckuckState, Phase

RULES = KuckuckRules()
OUT = Path(__file__).resolve().parent.parent / "game" / "kuckuck" / "bots" / "normal_table.py"
SIZES = tuple(range(2, 21))
PROFILE_SIZES = (2, 3, 4, 6, 10, 20)  # sizes tuned for a profile other than the base
PROFILES = (
    "base",
    "king_blocks=False",
    "queens_block=True",
    "dealer_stock_king=keep",
    "dealer_double_draw=True",
    "low_card_reveal=True",
    "tie_rule=dealer_immune",
    "ace_of_spades_double=True",
    "domino=A23",
    "domino=A",
)
PACK_PROFILES = tuple(f"deck={deck}+deck_powers=True" for deck in ("gnav42", "cucu40", "kille42"))  # issue 21
WINDOW = 4  # ranks either side of the current threshold that are played both ways
START_LIVES = 3

Row = list[int]


def start_row(size: int) -> Row:
    """Where tuning starts: the old rule of thumb (keep a 7 at a big table, a 6 at four or five, a 5 at three)."""
    keep = 7 if size >= 6 else 6 if size >= 4 else 5
    return [keep] * (size - 1) + [6, 6]


def column(state: KuckuckState, seat: int, size: int) -> int:
    if seat == state.dealer:
        return size - 1 + min(state.draws, 1)
    place = 1
    s = state.dealer
    while (s := (s + 1) % state.players) != seat:
        place += state.in_deal[s]
    return place - 1


def policy(row: Row, state: KuckuckState, seat: int, size: int) -> str:
    legal = RULES.legal(state)
    if len(legal) == 1:
        return legal[0]
    return threshold_decision(seen_in_state(state, seat), row[column(state, seat, size)])


def finish(row: Row, state: KuckuckState, size: int) -> KuckuckState:
    while state.phase is Phase.TURN and state.turn is not None:
        state = RULES.apply(state, policy(row, state, state.turn, size))[0]
    return state


def tally(options: KuckuckOptions, size: int, row: Row, deals: int, rng: np.random.Generator) -> np.ndarray:
    """[column, rank, (lives lost staying, lives lost swapping, decisions)] over `deals` simulated deals."""
    totals = np.zeros((size + 1, 15, 3))
    start = RULES.initial_state(options, size, size - 1)
    start = start.evolve(lives=(START_LIVES,) * size)
    deck = RULES.deck(options, size)
    for _ in range(deals):
        order = [deck[int(i)] for i in rng.permutation(len(deck))]
        state = RULES.apply_deal(start, order)[0]
        while state.phase is Phase.TURN and state.turn is not None:
            seat = state.turn
            legal = RULES.legal(state)
            if len(legal) > 1:
                seen = seen_in_state(state, seat)
                col = column(state, seat, size)
                free = known_left_decision(seen) is None and not seen.domino  # a domino's second decision: not tallied
                free = free and seen.mine >= 1  # a fool or a received Harlekin (powers on) is swapped at any threshold
                if free and abs(seen.mine - row[col]) <= WINDOW:
                    lost = [
                        state.lives[seat] - finish(row, RULES.apply(state, a)[0], size).lives[seat]
                        for a in (STAY, SWAP)
                    ]
                    totals[col, seen.mine] += (lost[0], lost[1], 1)
            state = RULES.apply(state, policy(row, state, seat, size))[0]
    return totals


def best_threshold(costs: np.ndarray, current: int) -> int:
    """The threshold (swap below it) with the fewest lives lost over the tallied decisions; ties keep nearest."""
    stay, swap = costs[:, 0], costs[:, 1]
    if costs[:, 2].sum() == 0:
        return current
    candidates = range(1, 15)
    lost = {t: float(swap[:t].sum() + stay[t:].sum()) for t in candidates}
    least = min(lost.values())
    return min((t for t in candidates if lost[t] <= least + 1e-9), key=lambda t: (abs(t - current), t))


def tune(
    profile: str, sizes: Sequence[int], deals: int, passes: int, seed: int, start: dict[int, Row]
) -> dict[int, Row]:
    values: dict[str, object] = {}
    for part in profile.split("+") if profile != "base" else ():  # a pack's profile sets two options
        name, _, setting = part.partition("=")
        values.update([option_assignment(f"{name}={ {'True': 'on', 'False': 'off'}.get(setting, setting) }")])
    from game.kuckuck.spec import SPEC

    table: dict[int, Row] = {}
    for size in sizes:
        options = KuckuckOptions.from_values(SPEC.parse_options(max(size, 3), values))
        options = KuckuckOptions(**{**options.__dict__, "decks": "1" if size <= 13 else "auto"})
        row = list(start.get(size, start_row(size)))
        began = time.perf_counter()
        for number in range(passes):
            rng = np.random.default_rng([seed, size, number])
            totals = tally(options, size, row, max(200, deals * 6 // max(6, size)), rng)
            row = [best_threshold(totals[col], row[col]) for col in range(size + 1)]
        table[size] = row
        print(f"{profile} n={size}: {row}  ({time.perf_counter() - began:.0f} s)", file=sys.stderr, flush=True)
    return table


def rows_from_log(path: str, profile: str) -> dict[int, Row]:
    """The rows a run printed to its log (`PROFILE n=SIZE: [..]`), for a run that was stopped part way."""
    rows: dict[int, Row] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        name, _, rest = line.partition(" n=")
        if name == profile and ": [" in rest:
            size, _, values = rest.partition(": [")
            rows[int(size)] = [int(v) for v in values.split("]")[0].split(",")]
    return rows


def read_tables() -> tuple[dict[str, dict[int, Row]], list[str]]:
    """The tables written so far, and the commands that wrote them."""
    try:
        from game.kuckuck.bots import normal_table
    except ImportError:
        return {}, []
    tables = {name: {size: list(row) for size, row in rows.items()} for name, rows in normal_table.TABLES.items()}
    return tables, list(getattr(normal_table, "RUNS", ()))


def _pieces(text: str, width: int = 100) -> list[str]:
    """`text` cut at spaces into pieces of about `width` (written as adjacent string literals)."""
    pieces, line = [], ""
    for word in text.replace(",", ", ").split(" "):
        if line and len(line) + len(word) + 1 > width:
            pieces.append(line + " ")
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [piece.replace(", ", ",") for piece in [*pieces, line]]


def _literal(run: str) -> str:
    pieces = _pieces(run)
    if len(pieces) == 1:
        return f"    {json.dumps(run)},"
    return "\n".join(["    (", *[f"        {json.dumps(piece)}" for piece in pieces], "    ),"])


def write_tables(tables: dict[str, dict[int, Row]], runs: list[str]) -> None:
    lines = [
        '"""The normal bot\'s tuned thresholds (data only). Written by tools/tune_kuckuck_normal.py; do not edit.',
        "",
        "Rows: places 1 … n-1 after the dealer, then the dealer's first and second draw (see game.kuckuck.bots.tuned).",
        "RUNS lists the commands that wrote it, in order (a later one replaces the rows it tuned).",
        '"""',
        "",
        "RUNS: tuple[str, ...] = (",
        *[_literal(run) for run in runs],
        ")",
        "",
        "TABLES: dict[str, dict[int, tuple[int, ...]]] = {",
    ]
    for name in sorted(tables, key=lambda n: (n != "base", n)):
        lines.append(f"    {json.dumps(name)}: {{")
        lines += [f"        {size}: {tuple(row)!r}," for size, row in sorted(tables[name].items())]
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.tune_kuckuck_normal", description=__doc__.split("\n")[0])
    parser.add_argument("--profiles", default=",".join(PROFILES + PACK_PROFILES), help="comma list (default: all)")
    parser.add_argument("--deals", type=int, default=3000, help="deals per pass at six seats (scaled by 6/n)")
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sizes", help="table sizes to tune, e.g. 12-20 (default: all the profile's); others kept")
    parser.add_argument("--from-log", help="rebuild the profile from the rows a killed run printed (its log)")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    tables, runs = read_tables()
    command = "python -m tools.tune_kuckuck_normal " + " ".join(sys.argv[1:] if argv is None else argv)
    for profile in args.profiles.split(","):
        sizes = SIZES if profile == "base" else PROFILE_SIZES
        if args.sizes:
            low, _, high = args.sizes.partition("-")
            sizes = tuple(size for size in sizes if int(low) <= size <= int(high or low))
        start = tables.get("base", {})  # every profile starts from the base thresholds
        kept = {size: row for size, row in tables.get(profile, {}).items() if size not in sizes}
        tuned = {}
        for log in args.from_log.split(",") if args.from_log else []:
            tuned.update(rows_from_log(log, profile))
        missing = [size for size in sizes if size not in tuned]
        tuned.update(tune(profile, missing, args.deals, args.passes, args.seed, start) if missing else {})
        tables[profile] = {**kept, **tuned}
        write_tables(tables, [*runs, command])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
