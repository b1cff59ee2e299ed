"""The easy bot: the seeds' rules of thumb, played by a beginner who often misreads the moment.

The rules of thumb (seeds 000 and 001): swap anything below a 7, keep a 7 or higher; as the dealer, draw only on a
4 or lower; do not swap into a King you saw. The beginner misjudges: with probability `SLIP` a decision is taken
on a card misread by up to `MISREAD` ranks either way, and a King it saw is forgotten as often.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.agent import forced_action
from game.kuckuck.blocking import blocks_swap
from game.kuckuck.bots.seen import seen_in_view

if TYPE_CHECKING:
    import numpy as np

KEEP_FROM = 7  # seed 001: swap everything under 7
DEALER_DRAW_MAX = 4  # seed 000: the dealer draws only on a clearly bad card, usually 4 or lower
SLIP = 0.35
MISREAD = 5


@dataclass(frozen=True)
class EasyBot:
    slip: float = SLIP

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        forced = forced_action(view)
        if forced is not None:
            return forced
        seen = seen_in_view(view)
        slipped = rng.random() < self.slip
        mine = seen.mine + (int(rng.integers(-MISREAD, MISREAD + 1)) if slipped else 0)
        rules = seen.rules
        if seen.dealer:
            wanted = "swap" if mine <= DEALER_DRAW_MAX else "stay"
        elif seen.left is not None and not slipped and blocks_swap(seen.left, rules.king_blocks, rules.queens_block):
            wanted = "stay"
        else:
            wanted = "swap" if mine < KEEP_FROM else "stay"
        return wanted if wanted in view["legal"] else str(view["legal"][0])
