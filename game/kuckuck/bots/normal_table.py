"""Bootstrap (overwritten by tools/tune_kuckuck_normal.py)."""

TABLES: dict[str, dict[int, tuple[int, ...]]] = {
    "base": {n: (7 if n >= 6 else 6 if n >= 4 else 5,) * (n - 1) + (6, 6) for n in range(2, 21)},
}
