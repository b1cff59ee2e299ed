"""The Kuckuck bots by level, as the game's description (game.kuckuck.spec) builds them: the rules know none of
them. Besides the levels a player picks, the tournament's fixed-threshold yardsticks `t3` … `t10`.

- easy: game.kuckuck.bots.easy; normal and `tN`: game.kuckuck.bots.thresholds; hard: game.kuckuck.bots.hard
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from game.ai.agent import build_agent
from game.kuckuck.bots.easy import EasyBot
from game.kuckuck.bots.hard import HardBot
from game.kuckuck.bots.thresholds import FIXED_LEVELS, FixedThreshold, NormalBot

if TYPE_CHECKING:
    from game.core.protocol import Agent

MAKERS: Final[Mapping[str, Callable[[], Agent]]] = MappingProxyType(
    {
        "easy": EasyBot,
        "normal": NormalBot,
        "hard": HardBot,
        **{level: partial(FixedThreshold, int(level[1:])) for level in FIXED_LEVELS},
    }
)


def make_agent(level: str) -> Agent:
    """A new bot of `level` (a bot level or a fixed-threshold yardstick); ValueError naming an unknown level."""
    return build_agent(MAKERS, level)
