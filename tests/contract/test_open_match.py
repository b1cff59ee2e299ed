"""Contract 6: `open_match`, `view` and `deal` refuse bad arguments with a ValueError that names the argument,
and a refused deal leaves the queue as it was."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

from game import open_match
from game.registry import GAMES, spec_for
from tests.contract.helpers import players_for


def bad_value(game: str) -> tuple[str, object]:
    option = spec_for(game).options[0]
    return option.name, {"bool": "maybe", "int": 10**6, "choice": "no_such_value"}[option.kind]


@pytest.mark.parametrize("game", GAMES)
def test_bad_player_counts_are_refused(game: str) -> None:
    spec = spec_for(game)
    for players in (spec.min_players - 1, spec.max_players + 1, str(spec.min_players), 5.9, True):
        with pytest.raises(ValueError, match="players"):
            open_match(game, players)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_bad_options_are_refused_by_name(game: str) -> None:
    players = players_for(game)
    name, value = bad_value(game)
    cases: list[tuple[Any, str]] = [
        (5, "options"),
        ({"preset": []}, "preset"),
        ({"players": 99}, "players"),
        ({"no_such_option": 1}, "no_such_option"),
        ({name: value}, name),
    ]
    for options, named in cases:
        with pytest.raises(ValueError, match=named):
            open_match(game, players, options=options)


@pytest.mark.parametrize("game", GAMES)
def test_bad_seeds_dealers_and_generators_are_refused(game: str) -> None:
    players = players_for(game)
    for seed in (1.5, "abc", math.nan, -1, True):
        with pytest.raises(ValueError, match="seed"):
            open_match(game, players, seed=seed)  # type: ignore[arg-type]
    for dealer in (True, -1, players):
        with pytest.raises(ValueError, match="dealer"):
            open_match(game, players, dealer=dealer)
    for rng in (np.random.RandomState(1), 7, "rng"):
        with pytest.raises(ValueError, match="rng"):
            open_match(game, players, rng=rng)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_views_of_seats_that_do_not_exist_are_refused(game: str) -> None:
    match = open_match(game, players_for(game), seed=3)
    for seat in (-1, 99, "0", True):
        with pytest.raises(ValueError, match="seat"):
            match.view(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_deal_fails_at_the_call_and_queues_nothing(game: str) -> None:
    players = players_for(game)
    match = open_match(game, players, seed=4, dealer=0)
    for order in (["AS", "AS"], "AS", ["XX"], 5, [5]):
        with pytest.raises(ValueError, match="order"):
            match.deal(order)  # type: ignore[arg-type]
    untouched = open_match(game, players, seed=4, dealer=0)
    assert match.to_json() == untouched.to_json()
    assert [match.view(seat) for seat in range(players)] == [untouched.view(seat) for seat in range(players)]


@pytest.mark.parametrize("game", GAMES)
def test_prepare_bot_loads_every_level_and_names_a_bad_one(game: str) -> None:
    match = open_match(game, spec_for(game).min_players, seed=1)
    for level in spec_for(game).bot_levels:
        match.prepare_bot(level)
    with pytest.raises(ValueError, match="level"):
        match.prepare_bot("wizard")
