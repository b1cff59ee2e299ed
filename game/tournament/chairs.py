"""Who moves for each chair of a tournament match: our bots by level, OpenSpiel's through a lockstep twin."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.match import Match
from game.tournament.openspiel import is_openspiel, open_twin


class Chairs:
    """The chairs of one match, seated by `levels`; `seed_words` seed the OpenSpiel bots (if any sit)."""

    def __init__(self, game: str, match: Match, levels: Sequence[str], seed_words: Sequence[int]) -> None:
        self.match = match
        self.levels = tuple(levels)
        self.twin = open_twin(game, match, levels, seed_words) if any(map(is_openspiel, levels)) else None

    def move(self) -> int:
        """The seat to move makes its move; returns that seat."""
        match = self.match
        seat = match.to_move
        assert seat is not None  # a match not over has a seat to move once its chance is settled
        level = self.levels[seat]
        if self.twin is None:
            match.act(match.bot_move(level))
            return seat
        self.twin.check(seat)
        action = self.twin.choose(seat) if is_openspiel(level) else match.bot_move(level)
        match.act(action)
        self.twin.follow(seat, action)
        return seat
