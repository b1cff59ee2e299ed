"""The table a saved match was started with, as far as its save tells: the menu's Continue, a replay's "Play this
deal" and the replay's own table are set up from it; and a bot level the game has."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.lobby import MatchSetup

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig
    from game.core.spec import GameSpec


def usable_level(spec: GameSpec, level: str) -> str:
    """`level` if the game has bots of that level, else its "normal" ones, else its first (a game whose bots are
    still being written may have only "easy" ones)."""
    if level in spec.bot_levels:
        return level
    return "normal" if "normal" in spec.bot_levels else spec.bot_levels[0]


def setup_for_saved(match: Match, seats: list[SeatConfig]) -> MatchSetup:
    """The setup a saved match was started with, as far as the save tells (for "Play again" after it ends)."""
    bots = [seat for seat in seats if not seat.is_human]
    level = usable_level(match.spec, bots[0].level if bots else "normal")
    options = dict(match.rules.options_json(match.options))
    return MatchSetup(game=match.spec.id, players=match.players, bots=len(bots), bot_level=level, options=options)
