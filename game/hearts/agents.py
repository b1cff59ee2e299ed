"""The Hearts bots by level, as the game's description (game.hearts.spec) builds them: the rules know none of them.

- easy, normal: game.hearts.bots
- hard: game.hearts.search
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.agent import build_agent
from game.hearts.bots import EasyBot, NormalBot
from game.hearts.search import HardBot

if TYPE_CHECKING:
    from game.core.protocol import Agent


def make_agent(level: str) -> Agent:
    """A new bot of `level`; ValueError naming an unknown level."""
    return build_agent({"easy": EasyBot, "normal": NormalBot, "hard": HardBot}, level)
