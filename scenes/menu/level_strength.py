"""The bot level row's measured strength: "Hard · 14.8%", from the figures a game publishes.

A game that measured its levels (Kuckuck: game.kuckuck.bots.strength, written by tools/kuckuck_strength.py) lists
lives lost per deal by table size; the row shows the figure of the measured size nearest the chosen players (the
players row just above says which table that is). Short, so the value column keeps its size at 1280×720.
"""

from __future__ import annotations

import importlib
from typing import Final

from game.i18n import tr

STRENGTH_MODULES: Final = {"kuckuck": "game.kuckuck.bots.strength"}


def measured(game: str) -> dict[int, dict[str, float]]:
    """Lives lost per deal (%) by table size and level, or nothing for a game that has not measured them."""
    name = STRENGTH_MODULES.get(game)
    if name is None:
        return {}
    try:
        module = importlib.import_module(name)
    except ImportError:
        return {}
    figures: dict[int, dict[str, float]] = module.LOST_PCT
    return figures


def level_text(game: str, level: str, label: str, players: int) -> str:
    """The row's value: the level's name, and its measured figure at the nearest measured table size."""
    figures = measured(game)
    if not figures:
        return label
    size = min(figures, key=lambda measured_size: (abs(measured_size - players), measured_size))
    rate = figures[size].get(level)
    if rate is None:
        return label
    # TRANSLATORS: the bot level row: "Hard · 14.8%" = at this table size, hard bots lose a life in 14.8% of deals.
    return tr("{level} · {rate}%", level=label, rate=f"{rate:.1f}")


def every_text(game: str, labels: dict[str, str]) -> list[str]:
    """Every text the row can show (level -> its translated name in `labels`), to fit the value column."""
    texts = list(labels.values())
    for size in measured(game):
        texts += [level_text(game, level, label, size) for level, label in labels.items()]
    return texts
