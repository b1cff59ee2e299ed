"""The games the engine knows, by id."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.protocol import GameRules

GAMES = ("kuckuck",)
COMING_SOON = ("hearts", "euchre")


def ensure_playable(game: str) -> None:
    """Raise ValueError with a player-facing reason unless `game` can be played (cheap: loads no rules)."""
    if game in COMING_SOON:
        raise ValueError(f"game: {game!r} is coming soon and cannot be played yet")
    if game not in GAMES:
        raise ValueError(f"game: unknown game {game!r} (known: {', '.join(GAMES)})")


def rules_for(game: str) -> GameRules:
    ensure_playable(game)
    if game == "kuckuck":
        from game.kuckuck.rules import KuckuckRules

        return KuckuckRules()
    raise AssertionError(f"no rules module for {game!r}")
