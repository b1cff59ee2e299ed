"""How often each Kuckuck bot level loses a life, measured (data only): lives lost per deal in percent, by
table size, for the level in one seat against a field of normal bots on duplicate deals (README, Kuckuck
tournament). Written by tools/kuckuck_strength.py from:
a3.json, h3.json, a4.json, h4.json, a6.json, h6.json, h10.json, h20.json.
"""

LOST_PCT: dict[int, dict[str, float]] = {
    3: {"easy": 48.2, "normal": 40.3, "hard": 38.9},
    4: {"easy": 40.0, "normal": 32.3, "hard": 31.2},
    6: {"easy": 30.5, "normal": 23.9, "hard": 23.0},
    10: {"easy": 21.9, "normal": 16.3, "hard": 15.8},
    20: {"easy": 19.4, "normal": 11.1, "hard": 10.9},
}
