"""Each game's appraiser, loaded on first use (a game's search modules are imported only for its reviews)."""

from __future__ import annotations

from importlib import import_module
from typing import Final

from game.ai.search import Budget
from game.core.safe_json import quoted
from game.review.appraisal import Appraiser

APPRAISERS: Final = {
    "hearts": "game.hearts.appraise",
    "euchre": "game.euchre.appraise",
    "kuckuck": "game.kuckuck.appraise",
}


def appraiser_for(game: str, budget: Budget | int | None = None) -> Appraiser:
    """The appraiser of `game`, searching with `budget` worlds per decision (None: the hard bot's own)."""
    module = APPRAISERS.get(game)
    if module is None:
        raise ValueError(f"game: expected one of {', '.join(APPRAISERS)}, got {quoted(game)}")
    appraiser: Appraiser = import_module(module).appraiser(budget)
    return appraiser
