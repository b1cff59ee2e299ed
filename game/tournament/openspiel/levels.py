"""The OpenSpiel levels a tournament seat may play (`openspiel-ismcts`, `openspiel-ismcts:N`, `openspiel-random`),
and the bots behind them."""

from __future__ import annotations

from typing import Any

from game.core.safe_json import quoted

ISMCTS = "openspiel-ismcts"
RANDOM = "openspiel-random"
SIMULATIONS = 1000  # the yardstick of issue 22: OpenSpiel's ISMCTS with 1,000 simulations
UCT_C = 2.0  # OpenSpiel's own examples use 2 for ISMCTS
GO_WITHOUT = "install the development tools first: .venv/bin/python -m pip install -r requirements-dev.txt"


LEVEL_NAMES = (ISMCTS, f"{ISMCTS}:N", RANDOM)


def is_openspiel(level: str) -> bool:
    return level in (RANDOM, ISMCTS) or level.startswith(ISMCTS + ":")


def simulations(level: str) -> int:
    """The ISMCTS level's simulations per decision; ValueError naming `seats` for a bad count."""
    if level == ISMCTS:
        return SIMULATIONS
    count = level.removeprefix(ISMCTS + ":")
    if not count.isdigit() or not 1 <= int(count) <= 1_000_000:
        raise ValueError(f"seats: {quoted(level)}: expected {ISMCTS}:N with N simulations from 1 to 1000000")
    return int(count)


def check_level(level: str) -> None:
    """ValueError naming `seats` for an OpenSpiel level that is not one."""
    if level != RANDOM:
        simulations(level)


def load_pyspiel() -> Any:
    """OpenSpiel's Python module; ValueError naming `seats` when it is not installed."""
    try:
        import pyspiel
    except ImportError:
        raise ValueError(f"seats: the OpenSpiel levels need OpenSpiel ({GO_WITHOUT})") from None
    return pyspiel


def make_bot(pyspiel: Any, level: str, player: int, seed: int) -> Any:
    """A fresh OpenSpiel bot of `level` for OpenSpiel's `player` (only the random bot is bound to one)."""
    if level == RANDOM:
        return pyspiel.make_uniform_random_bot(player, seed)
    rollouts = pyspiel.RandomRolloutEvaluator(1, seed)
    policy = pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT
    return pyspiel.ISMCTSBot(seed, rollouts, UCT_C, simulations(level), -1, policy, False, False)
