"""The games OpenSpiel's bots can sit at, the twin that keeps each in lockstep, and the house rules a match needs
so that OpenSpiel's game follows ours move for move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.match import Match
from game.core.rng import generator
from game.core.safe_json import quoted
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


def openspiel_options(game: str, players: int, options: Mapping[str, object]) -> dict[str, object]:
    """The house rules of a match with OpenSpiel seats: `options` with every rule OpenSpiel's game cannot follow
    set to the value it plays by. ValueError naming the option when `options` asks for another value, or naming
    `seats` for a game OpenSpiel does not have."""
    from game.registry import spec_for

    twin = TWINS.get(game)
    if twin is None:
        raise ValueError(f"seats: the OpenSpiel levels play {' and '.join(sorted(TWINS))}, not {quoted(game)}")
    asked = spec_for(game).parse_options(players, options)
    for name, needed in twin.NEEDS.items():
        if name in options and asked[name] != needed:
            raise ValueError(
                f"{name}: OpenSpiel's {game} plays only {name}={quoted(needed)}, so its levels need that rule"
            )
    return {**options, **twin.NEEDS}
