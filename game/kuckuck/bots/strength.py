"""How often each Kuckuck bot level loses a life, measured (data only): lives lost per deal in percent, by
table size, for the level in one seat against a field of normal bots on duplicate deals (README, Kuckuck
tournament). Written by tools/kuckuck_strength.py from a3.json, a4.json, a6.json.
"""

LOST_PCT: dict[int, dict[str, float]] = {
    3: {"easy": 48.2, "normal": 40.3, "hard": 39.2},
    4: {"easy": 40.0, "normal": 32.3, "hard": 31.5},
    6: {"easy": 30.5, "normal": 23.9, "hard": 23.3},
}
