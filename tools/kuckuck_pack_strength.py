"""Print the README's table of the Kuckuck bots on the cuckoo packs with their powers on (issue 21).

    python -m tools.kuckuck_pack_strength runs/kille42-4.json runs/kille42-6.json …

Each file is the `--json` output of one tournament run: hard in the first seat against a field of normal bots,
`--versus normal,easy` playing the very same sets with normal and easy in that seat (runs/packs.sh has the
commands). A row per pack, table size and level: lives lost per deal with its 95% interval, and for hard its paired
difference to normal and to easy on the same sets.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

LEVELS = ("hard", "normal", "easy")


def _figure(run: dict[str, Any], level: str) -> str:
    tested = run["tested"][level]
    return f"{tested['lost_pct']:.2f} ± {tested['lost_ci']:.2f}"


def _versus(run: dict[str, Any], level: str) -> str:
    found = run["versus_first"].get(level)
    return f"{found['diff']:+.2f} ± {found['ci']:.2f}" if found else "—"


def pack_table(runs: list[dict[str, Any]]) -> str:
    lines = [
        "| pack | players | level | deals | lives lost per deal (%) | hard − normal (pp) | hard − easy (pp) |",
        "|---|---|---|---:|---|---|---|",
    ]
    for run in sorted(runs, key=lambda r: (r["options"]["deck"], r["players"])):
        for level in LEVELS:
            deals = int(run["tested"][level]["deals"])
            versus = (_versus(run, "normal"), _versus(run, "easy")) if level == "hard" else ("", "")
            lines.append(
                f"| {run['options']['deck']} | {run['players']} | {level} | {deals} | {_figure(run, level)} | "
                f"{versus[0]} | {versus[1]} |"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    paths = list(sys.argv[1:] if argv is None else argv)
    if not paths:
        print("usage: python -m tools.kuckuck_pack_strength runs/kille42-4.json …", file=sys.stderr)
        return 2
    print(pack_table([json.loads(Path(path).read_text(encoding="utf-8")) for path in paths]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
