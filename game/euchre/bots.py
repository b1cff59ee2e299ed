"""Euchre bots. Each decides from one seat's view only.

- easy: a random legal action (a bid, a discard, an answer or a card), drawn with the injected generator.
  Stronger levels are built on the fast engine (game.euchre.engine) and game.euchre.position.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from game.core.protocol import Agent

if TYPE_CHECKING:
    import numpy as np

LEVELS: Final = ("easy",)


@dataclass
class EasyBot:
    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        legal = list(view["legal"])
        if not legal:
            raise ValueError("view: the seat is not to move (its view lists no legal action)")
        return str(legal[int(rng.integers(len(legal)))])


def agent_for(level: str) -> Agent:
    if level == "easy":
        return EasyBot()
    raise ValueError(f"level: Euchre has bots of level {', '.join(LEVELS)} so far, got {level!r}")
