"""The games the engine knows, by id."""

from __future__ import annotations

from game.core.protocol import GameRules

GAMES = ("kuckuck",)
COMING_SOON = ("hearts", "euchre")


def rules_for(game: str) -> GameRules:
    if game == "kuckuck":
        from game.kuckuck.rules import KuckuckRules

        return KuckuckRules()
    if game in COMING_SOON:
        raise ValueError(f"game: {game!r} is coming soon and cannot be played yet")
    raise ValueError(f"game: unknown game {game!r} (known: {', '.join(GAMES)})")
