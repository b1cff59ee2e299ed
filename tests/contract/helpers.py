"""Short random matches of any registered game, for the contract tests."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from game import Match, open_match
from game.registry import spec_for
from tests.contract.keys import SHORT

MOVE_LIMIT = 5_000


def players_for(game: str) -> int:
    players, _ = SHORT.get(game, (None, {}))
    return players if players is not None else spec_for(game).default_players


def short_match(game: str, seed: int, options: dict[str, object] | None = None) -> Match:
    _, short = SHORT.get(game, (None, {}))
    return open_match(game, players_for(game), options=short if options is None else options, seed=seed)


def play_randomly(match: Match, rng: np.random.Generator, after: Callable[[Match], None] | None = None) -> int:
    """Random legal moves to the end of the match, calling `after(match)` after each; the number of moves."""
    for moves in range(MOVE_LIMIT):
        if match.over:
            return moves
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])
        if after is not None:
            after(match)
    raise AssertionError(f"{match.spec.id}: the match did not end within {MOVE_LIMIT} moves")


def snapshot(match: Match) -> tuple[object, ...]:
    """Everything a user of the API can observe of a match."""
    seats = [*range(match.players), None]
    return (match.to_json(), [match.view(seat) for seat in seats], match.legal(), match.scores, match.hands)
