"""Short random matches of any registered game, for the contract tests."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from game import Match, open_match
from game.registry import GAMES, spec_for
from tests.contract.keys import RICH, SHORT, UNLISTED

MOVE_LIMIT = 5_000
UNLISTED_RATE = 0.1  # how often random play issues an action legal() does not list (a timeout), where there is one


def option_cases() -> list[object]:
    """(game, options) for every game: its short default options (None), then each of its RICH option sets."""
    cases: list[object] = []
    for game in GAMES:
        cases.append(pytest.param(game, None, id=f"{game}-default"))
        cases += [pytest.param(game, options, id=f"{game}-rich{n}") for n, options in enumerate(RICH.get(game, []))]
    return cases


def players_for(game: str) -> int:
    players, _ = SHORT.get(game, (None, {}))
    return players if players is not None else spec_for(game).default_players


def short_match(game: str, seed: int, options: dict[str, object] | None = None, auto_deal: bool = True) -> Match:
    _, short = SHORT.get(game, (None, {}))
    chosen = short if options is None else options
    return open_match(game, players_for(game), options=chosen, seed=seed, auto_deal=auto_deal)


def play_randomly(match: Match, rng: np.random.Generator, after: Callable[[Match], None] | None = None) -> int:
    """Random legal moves to the end of the match, calling `after(match)` after each; the number of moves."""
    for moves in range(MOVE_LIMIT):
        if match.over:
            return moves
        match.act(random_action(match, rng))
        if after is not None:
            after(match)
    raise AssertionError(f"{match.spec.id}: the match did not end within {MOVE_LIMIT} moves")


def random_action(match: Match, rng: np.random.Generator) -> str:
    """A uniformly random legal action, or now and then one of the game's unlisted actions (a timeout)."""
    unlisted = UNLISTED[match.spec.id](match) if match.spec.id in UNLISTED else []
    if unlisted and rng.random() < UNLISTED_RATE:
        return unlisted[int(rng.integers(len(unlisted)))]
    legal = match.legal()
    return legal[int(rng.integers(len(legal)))]


def snapshot(match: Match) -> tuple[object, ...]:
    """Everything a user of the API can observe of a match."""
    seats = [*range(match.players), None]
    return (match.to_json(), [match.view(seat) for seat in seats], match.legal(), match.scores, match.hands)
