"""Kuckuck bots. Each decides from one seat's view only; none sees hidden cards or the stock.

- easy (`easy`): the seeds' rules of thumb, with a beginner's slips.
- normal (`thresholds`): swap below a threshold tuned by simulation for the table size, the seat after the
  dealer and the house rules (`tuned`, `normal_table`, written by tools/tune_kuckuck_normal.py).
- hard (`hard`): the chance of losing lives for each choice, from the hidden cards consistent with what it saw,
  played out with the rules' own `apply`.
- `t3` … `t10` (`thresholds.FixedThreshold`): fixed thresholds, yardsticks for the tournament only.

`seen` is what a threshold bot reads off a view (or, for play-outs, off a full state: only what the seat sees);
`canonical` the view in the form the hard bot memoises.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.ai.agent import agent_for_level
from game.core.protocol import Agent
from game.kuckuck.bots.easy import EasyBot
from game.kuckuck.bots.hard import HardBot, KuckuckSearch, hard_budget
from game.kuckuck.bots.seen import HouseRules, Seen
from game.kuckuck.bots.thresholds import (
    FIXED_LEVELS,
    FixedThreshold,
    NormalBot,
    fixed_level,
    normal_decision,
    view_move,
)
from game.kuckuck.bots.tuned import normal_threshold

if TYPE_CHECKING:
    from game.kuckuck.state import KuckuckState

__all__ = [
    "FIXED_LEVELS",
    "EasyBot",
    "FixedThreshold",
    "HardBot",
    "KuckuckSearch",
    "NormalBot",
    "agent_for",
    "hard_budget",
    "keep_threshold",
    "normal_choice",
    "normal_move",
    "tournament_agent",
]

_AGENTS: dict[str, Agent] = {}


def keep_threshold(in_deal: int) -> int:
    """The normal bot's threshold for the first seat after the dealer at this table size (default rules)."""
    return normal_threshold(Seen(0, False, in_deal, 1, None, False, 0, HouseRules()))


def normal_choice(view: Mapping[str, Any]) -> str:
    return view_move(normal_decision, view)


def normal_move(state: KuckuckState, seat: int) -> str:
    """`normal_choice` read straight off a full state, from what `seat` may see."""
    return NormalBot().move(state, seat)


def _agents() -> dict[str, Agent]:
    if not _AGENTS:
        _AGENTS.update({"easy": EasyBot(), "normal": NormalBot(), "hard": HardBot()})
    return _AGENTS


def agent_for(level: str) -> Agent:
    return agent_for_level(_agents(), level)


def tournament_agent(level: str) -> Agent:
    """A bot level or a fixed-threshold yardstick (`t3` … `t10`, tournament only)."""
    fixed = fixed_level(level)
    return fixed if fixed is not None else agent_for(level)
