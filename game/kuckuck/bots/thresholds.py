"""Threshold bots: swap a card below a rank, keep it from that rank on, with the sense a table player has.

The sense, the same for every threshold bot: a left neighbour's card this seat knows decides by itself (a
blocker or a card no higher than mine: stay, a higher card: swap, and with the two-life A♠ an Ace for my A♠ is
worth taking); with the dealer spared in ties, a dealer who knows another seat holds a card no higher than its
own keeps it; otherwise the card's rank against the threshold decides. The dealer draws below its own
threshold, once more after a first draw if the rules allow it.

- `FixedThreshold` (`t3` … `t10`, the tournament's yardsticks): one threshold for every seat, table size and
  rule set, the dealer's too.
- `normal`: the thresholds tuned by simulation for the table size, the seat after the dealer and the house rules
  (game.kuckuck.bots.normal_table, written by tools/tune_kuckuck_normal.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.agent import forced_action
from game.kuckuck.bots.seen import Seen, left_blocked, seen_in_state, seen_in_view
from game.kuckuck.bots.tuned import normal_threshold
from game.kuckuck.rules import KuckuckRules

if TYPE_CHECKING:
    import numpy as np

    from game.kuckuck.state import KuckuckState

STAY, SWAP = "stay", "swap"
RULES = KuckuckRules()
STOP_CHOICE = SWAP  # asking a known stop card: see known_left_decision
FIXED_LEVELS = tuple(f"t{rank}" for rank in range(3, 11))  # the tournament's fixed-threshold yardsticks


def known_left_decision(seen: Seen) -> str | None:
    """The decision a known left card settles on its own, else None. With powers on: a known block or penalty
    card is never asked; a known stop card is (it freezes every hand after this seat's, so no later draw or swap can
    take a low card off the table)."""
    if left_blocked(seen):
        return STAY
    if seen.left_stops:
        return STOP_CHOICE
    left = seen.left
    if left is None:
        return None
    rules = seen.rules
    if left > seen.mine:
        return SWAP
    two_life_ace = rules.ace_of_spades_double and seen.mine_is_ace_of_spades and not seen.left_is_ace_of_spades
    return SWAP if left == seen.mine and two_life_ace else STAY


def cannot_lose(seen: Seen) -> bool:
    """Staying is safe: a lower card lies in a hand no one can change any more (the dealer spared in ties: a card
    no higher)."""
    low = seen.lowest_final
    if low is None:
        return False
    return low < seen.mine or (low == seen.mine and seen.dealer and seen.rules.tie_rule == "dealer_immune")


def threshold_decision(seen: Seen, keep_from: int) -> str:
    """Swap below `keep_from`, stay from it on, unless a known left card settles it (and, with the dealer spared
    in ties, a dealer who knows of a card no higher than its own keeps it; with a pack's powers on, any seat that
    knows a lower card lies in a hand no one can change keeps its card)."""
    if seen.rules.tie_rule == "dealer_immune" and seen.dealer and cannot_lose(seen):
        return STAY
    if seen.rules.powers and cannot_lose(seen):  # with powers a request may meet a penalty card: no need to risk it
        return STAY
    settled = known_left_decision(seen)
    if settled is not None:
        return settled
    return SWAP if seen.mine < keep_from else STAY


def normal_decision(seen: Seen) -> str:
    return threshold_decision(seen, normal_threshold(seen))


def _legal_or_stay(action: str, legal: list[str]) -> str:
    return action if action in legal else str(legal[0])


@dataclass(frozen=True)
class FixedThreshold:
    """Swap below `keep_from` in every seat (the dealer draws below it too)."""

    keep_from: int

    def decide(self, seen: Seen) -> str:
        return threshold_decision(seen, self.keep_from)

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        return view_move(self.decide, view)

    def move(self, state: KuckuckState, seat: int) -> str:
        """`choose` read straight off a full state (only what `seat` may see; see game.kuckuck.bots.seen)."""
        return state_move(self.decide, state, seat)


def normal_choice(view: Mapping[str, Any]) -> str:
    """The normal bot's move on a seat's view."""
    return view_move(normal_decision, view)


def normal_move(state: KuckuckState, seat: int) -> str:
    """`normal_choice` read straight off a full state, from what `seat` may see."""
    return state_move(normal_decision, state, seat)


@dataclass(frozen=True)
class NormalBot:
    """The tuned threshold bot."""

    def decide(self, seen: Seen) -> str:
        return normal_decision(seen)

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        return view_move(self.decide, view)

    def move(self, state: KuckuckState, seat: int) -> str:
        return state_move(self.decide, state, seat)


def view_move(decide: Callable[[Seen], str], view: Mapping[str, Any]) -> str:
    """A threshold bot's move on a seat's view."""
    forced = forced_action(view)
    return forced if forced is not None else _legal_or_stay(decide(seen_in_view(view)), view["legal"])


def state_move(decide: Callable[[Seen], str], state: KuckuckState, seat: int) -> str:
    """A threshold bot's move read straight off a full state: only what `seat` may see (game.kuckuck.bots.seen),
    and the rules' own legal actions, so it answers as `choose` would on the seat's view."""
    legal = RULES.legal(state)
    if len(legal) == 1:
        return legal[0]
    return _legal_or_stay(decide(seen_in_state(state, seat)), legal)
