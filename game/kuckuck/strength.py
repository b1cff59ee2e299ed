"""How often each Kuckuck bot level loses a life, measured (data only): lives lost per deal in percent, by
table size, for the level in one seat against a field of normal bots on duplicate deals (README, Kuckuck
tournament). Written by tools/kuckuck_strength.py from:
big3.json, big4.json, big6.json, big10.json, big20.json.
"""

LOST_PCT: dict[int, dict[str, float]] = {
    3: {"easy": 47.8, "normal": 40.2, "hard": 38.8},
    4: {"easy": 39.7, "normal": 32.5, "hard": 31.4},
    6: {"easy": 30.7, "normal": 23.9, "hard": 23.1},
    10: {"easy": 22.9, "normal": 16.3, "hard": 15.8},
    20: {"easy": 18.1, "normal": 10.9, "hard": 10.7},
}
