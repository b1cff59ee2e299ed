"""What the bot level means, in words, from the figures a game publishes: "Hard bots lose a life in 23.1% of deals
(6 players)", on the line under the menu's rows while the bot level row has the focus (the row itself shows the
level's name only: a bare "23.1%" beside it meant nothing to a newcomer).

A game that measured its levels (Kuckuck: game.kuckuck.strength, written by tools/kuckuck_strength.py) lists
lives lost per deal by table size; the line gives the figure of the measured size nearest the chosen players.
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


def level_explained(game: str, level: str, players: int) -> str:
    """What the row's figure means, for the line under the rows while the row has the focus: "Hard bots lose a
    life in 23.0% of deals (6 players)"; empty for a game that measured none."""
    found = _nearest(game, level, players)
    if found is None:
        return ""
    size, rate = found
    # TRANSLATORS: a share in per cent, as the bot level's line shows it ("23.1%"; German writes "23,1 %").
    share = tr("{percent}%", percent=decimal(rate, 1))
    return {
        # TRANSLATORS: under the menu's rows while the bot level row has the focus; {rate} is a share in per cent.
        "easy": tr("Easy bots lose a life in {rate} of deals ({n} players)", rate=share, n=size),
        "normal": tr("Normal bots lose a life in {rate} of deals ({n} players)", rate=share, n=size),
        "hard": tr("Hard bots lose a life in {rate} of deals ({n} players)", rate=share, n=size),
    }.get(level, "")
