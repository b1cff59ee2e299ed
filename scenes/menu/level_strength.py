"""The bot level row's measured strength: "Hard · 14.8%", from the figures a game publishes.

A game that measured its levels (Kuckuck: game.kuckuck.strength, written by tools/kuckuck_strength.py) lists
lives lost per deal by table size; the row shows the figure of the measured size nearest the chosen players (the
players row just above says which table that is). Short, so the value column keeps its size at 1280×720.
"""

from __future__ import annotations

import importlib
from typing import Final

from game.i18n import tr
from scenes.ui.numbers import decimal

STRENGTH_MODULES: Final = {"kuckuck": "game.kuckuck.strength"}


def measured(game: str) -> dict[int, dict[str, float]]:
    """Lives lost per deal (%) by table size and level, or nothing for a game that has not measured them."""
    name = STRENGTH_MODULES.get(game)
    if name is None:
        return {}
    module = importlib.import_module(name)  # a module that is listed but missing is a bug: never hide it
    figures: dict[int, dict[str, float]] = module.LOST_PCT
    return figures


def _nearest(game: str, level: str, players: int) -> tuple[int, float] | None:
    """(the measured table size nearest `players`, the level's lives lost per deal there in %), if measured."""
    figures = measured(game)
    if not figures:
        return None
    size = min(figures, key=lambda measured_size: (abs(measured_size - players), measured_size))
    rate = figures[size].get(level)
    return None if rate is None else (size, rate)


def level_text(game: str, level: str, label: str, players: int) -> str:
    """The row's value: the level's name, and its measured figure at the nearest measured table size."""
    found = _nearest(game, level, players)
    if found is None:
        return label
    rate = found[1]
    # TRANSLATORS: the bot level row: "Hard · 14.8%" = at this table size, hard bots lose a life in 14.8% of deals.
    return tr("{level} · {rate}%", level=label, rate=decimal(rate, 1))


def every_text(game: str, labels: dict[str, str]) -> list[str]:
    """Every text the row can show (level -> its translated name in `labels`), to fit the value column."""
    texts = list(labels.values())
    for size in measured(game):
        texts += [level_text(game, level, label, size) for level, label in labels.items()]
    return texts


def level_explained(game: str, level: str, players: int) -> str:
    """What the row's figure means, for the line under the rows while the row has the focus: "Hard bots lose a
    life in 23.0% of deals (6 players)"; empty for a game that measured none."""
    found = _nearest(game, level, players)
    if found is None:
        return ""
    size, rate = found
    return {
        # TRANSLATORS: under the menu's rows while the bot level row has the focus.
        "easy": tr("Easy bots lose a life in {rate}% of deals ({n} players)",
                   rate=decimal(rate, 1), n=size),
        "normal": tr("Normal bots lose a life in {rate}% of deals ({n} players)",
                     rate=decimal(rate, 1), n=size),
        "hard": tr("Hard bots lose a life in {rate}% of deals ({n} players)",
                   rate=decimal(rate, 1), n=size),
    }.get(level, "")  # fmt: skip
