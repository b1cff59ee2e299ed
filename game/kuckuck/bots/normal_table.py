"""The normal bot's tuned thresholds (data only). Written by tools/tune_kuckuck_normal.py; do not edit.

Rows: places 1 … n-1 after the dealer, then the dealer's first and second draw (see game.kuckuck.bots.tuned).
RUNS lists the commands that wrote it, in order (a later one replaces the rows it tuned).
"""

RUNS: tuple[str, ...] = (
    "python -m tools.tune_kuckuck_normal --profiles base --passes 3 --deals 3000  # stopped after n=12",
    "python -m tools.tune_kuckuck_normal --profiles base --passes 2 --deals 2000 --sizes 13-20",
    "python -m tools.tune_kuckuck_normal --profiles king_blocks=False,queens_block=True,dealer_stock_king=keep,dealer_double_draw=True,low_card_reveal=True,tie_rule=dealer_immune,ace_of_spades_double=True,domino=A23,domino=A --passes 1 --deals 1500",
)

TABLES: dict[str, dict[int, tuple[int, ...]]] = {
    "base": {
        2: (9, 9, 6),
        3: (8, 7, 7, 6),
        4: (7, 8, 6, 7, 6),
        5: (6, 7, 7, 7, 6, 6),
        6: (5, 6, 6, 7, 5, 7, 6),
        7: (5, 6, 6, 6, 7, 6, 5, 6),
        8: (4, 5, 5, 5, 5, 6, 5, 5, 6),
        9: (4, 4, 5, 5, 5, 5, 5, 5, 6, 6),
        10: (4, 4, 5, 5, 5, 5, 4, 6, 4, 4, 6),
        11: (4, 4, 4, 5, 5, 4, 5, 4, 4, 4, 4, 6),
        12: (4, 5, 4, 5, 4, 5, 4, 4, 5, 5, 4, 4, 6),
        13: (4, 4, 4, 5, 4, 4, 4, 4, 5, 4, 4, 4, 4, 6),
        14: (4, 3, 4, 4, 4, 5, 4, 4, 4, 4, 6, 5, 4, 4, 6),
        15: (4, 4, 4, 3, 4, 4, 5, 4, 4, 4, 4, 4, 4, 4, 4, 6),
        16: (4, 3, 4, 4, 4, 4, 4, 4, 5, 4, 4, 3, 4, 3, 4, 3, 6),
        17: (3, 4, 3, 4, 4, 4, 3, 3, 6, 4, 3, 3, 4, 3, 3, 3, 4, 6),
        18: (3, 3, 4, 4, 3, 4, 3, 4, 3, 3, 4, 4, 4, 4, 4, 3, 3, 3, 6),
        19: (3, 3, 3, 4, 3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 4, 3, 3, 3, 6),
        20: (3, 3, 3, 3, 4, 4, 3, 4, 3, 4, 4, 4, 3, 4, 3, 3, 3, 3, 3, 3, 6),
    },
    "dealer_double_draw=True": {
        2: (9, 10, 8),
        3: (8, 9, 9, 7),
        4: (7, 8, 8, 7, 6),
        6: (5, 6, 7, 6, 7, 7, 6),
        10: (4, 4, 4, 5, 4, 4, 4, 6, 5, 5, 5),
        20: (4, 4, 3, 3, 4, 3, 3, 4, 3, 4, 4, 4, 4, 3, 3, 4, 3, 4, 3, 3, 4),
    },
    "dealer_stock_king=keep": {
        2: (9, 8, 6),
        3: (7, 9, 9, 6),
        4: (7, 7, 7, 7, 6),
        6: (5, 6, 6, 6, 7, 6, 6),
        10: (4, 4, 4, 5, 4, 4, 4, 6, 5, 5, 6),
        20: (4, 4, 3, 3, 4, 3, 3, 4, 3, 4, 4, 3, 3, 3, 3, 4, 3, 4, 3, 3, 6),
    },
    "king_blocks=False": {
        2: (9, 8, 6),
        3: (8, 9, 9, 6),
        4: (7, 8, 7, 7, 6),
        6: (6, 7, 7, 7, 7, 7, 6),
        10: (5, 4, 5, 5, 6, 5, 6, 6, 5, 6, 6),
        20: (4, 4, 3, 4, 4, 3, 3, 4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 6),
    },
    "queens_block=True": {
        2: (7, 7, 6),
        3: (7, 7, 6, 6),
        4: (5, 6, 6, 7, 6),
        6: (5, 5, 5, 5, 6, 6, 6),
        10: (4, 4, 4, 5, 4, 4, 4, 6, 5, 4, 6),
        20: (4, 2, 3, 3, 3, 3, 3, 4, 3, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6),
    },
}
