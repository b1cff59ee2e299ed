"""The games the house knows, by id: one `GameSpec` each (game/<game>/spec.py), loaded on first use.

A game listed in COMING_SOON has a tile on the menu but no spec yet.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, Final

from game.core.safe_json import quoted

if TYPE_CHECKING:
    from game.core.protocol import GameRules
    from game.core.spec import GameSpec

GAMES: Final = ("kuckuck", "hearts", "euchre")
COMING_SOON: Final[dict[str, str]] = {}  # id -> English name (a message id)


def ensure_playable(game: object) -> str:
    """`game` if it can be played, else ValueError with a player-facing reason (cheap: loads no rules)."""
    if not isinstance(game, str):
        raise ValueError(f"game: expected a game's id such as {GAMES[0]!r}, got {quoted(game)}")
    if game in COMING_SOON:
        raise ValueError(f"game: {quoted(game)} is coming soon and cannot be played yet")
    if game not in GAMES:
        raise ValueError(f"game: unknown game {quoted(game)} (known: {', '.join(GAMES)})")
    return game


def spec_for(game: str) -> GameSpec:
    """The description of a playable game; ValueError naming `game` otherwise (whatever `game` is)."""
    return _loaded_spec(ensure_playable(game))


@cache
def _loaded_spec(game: str) -> GameSpec:
    module = importlib.import_module(f"game.{game}.spec")
    spec: GameSpec = module.SPEC
    return spec


def specs() -> tuple[GameSpec, ...]:
    """Every playable game, in menu order."""
    return tuple(spec_for(game) for game in GAMES)


def rules_for(game: str) -> GameRules:
    return spec_for(game).load_rules()
