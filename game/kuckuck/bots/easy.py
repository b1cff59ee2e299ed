"""The easy bot: the seeds' rules of thumb, played by a beginner who often misjudges the moment.

The rules of thumb (seeds 000 and 001): swap anything below a 7, keep a 7 or higher; as the dealer, draw only on a
4 or lower; do not ask a King you saw for its card. With a pack's powers on it reads the shown cards as a
beginner would: it never asks a shown penalty or block card (a skip card it sees past to the seat beyond), and it
knows a fool or a received Harlekin is the worst card to hold, or to take. The beginner gets one decision in
`SLIP` the wrong way round (keeps the low card, gives the good one away), which at every table size costs it
several percentage points of deals lost against the best fixed threshold (the README's tournament table).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.agent import forced_action
from game.kuckuck.bots.seen import Seen, left_blocked, seen_in_view

if TYPE_CHECKING:
    import numpy as np

KEEP_FROM = 7  # seed 001: swap everything under 7
DEALER_DRAW_MAX = 4  # seed 000: the dealer draws only on a clearly bad card, usually 4 or lower
SLIP = 0.25


def rule_of_thumb(seen: Seen) -> str:
    rules = seen.rules
    if seen.dealer:
        return "swap" if seen.mine <= DEALER_DRAW_MAX else "stay"
    if left_blocked(seen):  # a King it saw; with powers a shown block or penalty card
        return "stay"
    if seen.left is not None and seen.left <= seen.mine and rules.powers:  # a shown Harlekin or fool: no use
        return "stay"
    return "swap" if seen.mine < KEEP_FROM else "stay"


@dataclass(frozen=True)
class EasyBot:
    slip: float = SLIP

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        forced = forced_action(view)
        if forced is not None:
            return forced
        seen = seen_in_view(view)
        wanted = rule_of_thumb(seen)
        if seen.rules.powers and left_blocked(seen):  # a card turned up before its eyes: no slip asks it
            return "stay"
        if rng.random() < self.slip:
            wanted = "stay" if wanted == "swap" else "swap"
        return wanted if wanted in view["legal"] else str(view["legal"][0])
