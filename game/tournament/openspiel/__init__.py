"""OpenSpiel's bots as tournament opponents: yardsticks nobody here wrote (issue 22).

    python -m game.tournament hearts --seats hard --versus openspiel-ismcts --hands 200 --seed 1
    python -m game.tournament euchre --seats hard --versus openspiel-ismcts --games 100 --seed 1

A chair whose level is `openspiel-ismcts` (OpenSpiel's information-set MCTS, 1,000 simulations with random
play-outs; `openspiel-ismcts:N` for N simulations) or `openspiel-random` (its uniform random bot) decides from an
OpenSpiel state of the same hand, kept in lockstep with our match (`twin`): every deal and every action of our
match is applied to it too, and at every decision both must list the same legal moves, or the run stops with a
`LockstepError` saying where they parted. Each side's bot decides from its own state; OpenSpiel's bots see only
their player's information state, as ours see only their seat's view.

OpenSpiel (`open_spiel` on the package registry) is a development dependency only: it is imported when such a
level is asked for, and the packaged game never ships it.
"""

from __future__ import annotations

from game.tournament.openspiel.games import TWINS, open_twin, openspiel_options
from game.tournament.openspiel.levels import (
    ISMCTS,
    LEVEL_NAMES,
    RANDOM,
    check_level,
    is_openspiel,
    simulations,
)
from game.tournament.openspiel.twin import LockstepError, Twin

__all__ = [
    "ISMCTS",
    "LEVEL_NAMES",
    "RANDOM",
    "TWINS",
    "LockstepError",
    "Twin",
    "check_level",
    "is_openspiel",
    "open_twin",
    "openspiel_options",
    "simulations",
]
