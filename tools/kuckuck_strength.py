"""Collect the Kuckuck tournament's figures: write game/kuckuck/strength.py (the menu shows it) and print the
README's table.

    python -m tools.kuckuck_strength runs/a3.json runs/a4.json runs/a6.json runs/a10.json runs/a20.json

Each file is the `--json` output of one table size's run (see the README: hard in the first seat against a field
of normal bots, the same sets played with normal, easy and fixed thresholds in that seat); a later file of the
same size (a rerun of some levels with the same seed) replaces those levels' figures.
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "game" / "kuckuck" / "strength.py"
LEVELS = ("easy", "normal", "hard")


def _ci(figure: dict[str, float], name: str) -> str:
    return f"{figure[name + '_pct']:.2f} ± {figure[name + '_ci']:.2f}"


def readme_table(runs: list[dict[str, Any]]) -> str:
    lines = [
        "| players | deals per level | level | lives lost per deal (%) | vs best threshold (pp) | matches won (%) |",
        "|---|---|---|---|---|---|",
    ]
    for run in runs:
        best = run["best_fixed"]
        tested = run["tested"]
        order = ["hard", "normal", best, "easy", *sorted(k for k in tested if k.startswith("t") and k != best)]
        for level in order:
            figure = tested[level]
            versus = run["versus_best"].get(level)
            gap = f"{versus['diff']:+.2f} ± {versus['ci']:.2f}" if versus else "—"
            name = f"{level} (best threshold)" if level == best else level
            lines.append(
                f"| {run['players']} | {int(figure['deals'])} | {name} | {_ci(figure, 'lost')} | {gap} | "
                f"{_ci(figure, 'wins')} |"
            )
    return "\n".join(lines)


def write_strength(runs: list[dict[str, Any]], paths: Sequence[str]) -> None:
    lines = [
        '"""How often each Kuckuck bot level loses a life, measured (data only): lives lost per deal in percent, by',
        "table size, for the level in one seat against a field of normal bots on duplicate deals (README, Kuckuck",
        "tournament). Written by tools/kuckuck_strength.py from:",
        *textwrap.wrap(", ".join(Path(p).name for p in paths) + ".", 110),
        '"""',
        "",
        "LOST_PCT: dict[int, dict[str, float]] = {",
    ]
    for run in runs:
        figures = ", ".join(f"{json.dumps(level)}: {run['tested'][level]['lost_pct']:.1f}" for level in LEVELS)
        lines.append(f"    {run['players']}: {{{figures}}},")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def merged(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One run per table size: a later file of the same size and seed (a rerun of some levels on the same sets)
    replaces those levels' figures and comparisons; by table size."""
    by_size: dict[int, dict[str, Any]] = {}
    for run in runs:
        size = run["players"]
        if size not in by_size:
            by_size[size] = run
            continue
        base = by_size[size]
        if run["seed"] != base["seed"] or run["best_fixed"] not in (None, base["best_fixed"]):
            raise ValueError(f"runs: the {size}-player files disagree on seed or best threshold")
        base["tested"].update(run["tested"])
        base["versus_best"].update(run["versus_best"])
    return [by_size[size] for size in sorted(by_size)]


def main(argv: Sequence[str] | None = None) -> int:
    paths = list(sys.argv[1:] if argv is None else argv)
    if not paths:
        print("usage: python -m tools.kuckuck_strength runs/a3.json …", file=sys.stderr)
        return 2
    runs = merged([json.loads(Path(p).read_text(encoding="utf-8")) for p in paths])
    write_strength(runs, paths)
    print(readme_table(runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
