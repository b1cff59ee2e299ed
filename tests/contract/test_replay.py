"""Contract 1: a saved match replays, at every step, to the same views for every seat, the same legal moves, the
same scores and the same per-round results."""

from __future__ import annotations

import numpy as np
import pytest

from game import Match, load_match
from game.registry import GAMES
from tests.contract.helpers import play_randomly, short_match, snapshot


@pytest.mark.parametrize("game", GAMES)
def test_a_match_replays_identically_at_every_step(game: str) -> None:
    match = short_match(game, seed=31)

    def same_after_replay(current: Match) -> None:
        copy = load_match(current.to_json())
        assert snapshot(copy) == snapshot(current)
        assert (copy.over, copy.winners, copy.dealer, copy.to_move) == (
            current.over,
            current.winners,
            current.dealer,
            current.to_move,
        )

    same_after_replay(match)
    moves = play_randomly(match, np.random.default_rng(31), same_after_replay)
    assert moves > 0 and match.over and match.winners
