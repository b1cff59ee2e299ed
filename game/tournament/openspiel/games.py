"""The games OpenSpiel's bots can sit at, and the twin that keeps each in lockstep."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.match import Match
from game.core.rng import generator
from game.tournament.openspiel.euchre import EuchreTwin
from game.tournament.openspiel.hearts import HeartsTwin
from game.tournament.openspiel.levels import load_pyspiel
from game.tournament.openspiel.twin import Twin

TWINS: dict[str, type[Twin]] = {"hearts": HeartsTwin, "euchre": EuchreTwin}
SEED_LIMIT = 2**31 - 8  # OpenSpiel's bots take 32-bit seeds; a chair adds its player number


def open_twin(game: str, match: Match, levels: Sequence[str], seed_words: Sequence[int]) -> Twin:
    """The OpenSpiel twin of `match`, its chairs' bots seeded from `seed_words` (the tournament's seed, the set,
    the seating), so a run is repeatable."""
    seeds = [int(seed) for seed in generator(list(seed_words)).integers(0, SEED_LIMIT, len(levels))]
    return TWINS[game](load_pyspiel(), match, levels, seeds)
