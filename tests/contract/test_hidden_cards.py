"""Contract 2: no view shows a card its seat cannot know, checked after every move of random matches against each
game's answer key (worked out from the deal and the action log alone)."""

from __future__ import annotations

import numpy as np
import pytest

from game.registry import GAMES
from tests.contract.helpers import option_cases, play_randomly, short_match
from tests.contract.keys import KEYS


@pytest.mark.parametrize("game", GAMES)
def test_every_registered_game_has_an_answer_key(game: str) -> None:
    assert game in KEYS, f"{game} needs an answer key in tests/contract/keys.py"


@pytest.mark.parametrize("seed", [41, 42, 43])
@pytest.mark.parametrize(("game", "options"), option_cases())
def test_views_hold_no_hidden_card(game: str, options: dict[str, object] | None, seed: int) -> None:
    match = short_match(game, seed, options)
    key = KEYS[game](match)
    key.check_all()
    play_randomly(match, np.random.default_rng(seed), lambda _: key.check_all())
