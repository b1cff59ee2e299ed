"""A sampled deal of Kuckuck as a bot imagines it, and the model of the other players' choices that weighs it:
shared by the inference of the plain packs (inference.py) and of the powers (power_inference.py)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.cards import Card


def swap_probability(rank: int, threshold: int) -> float:
    """A model of other players: most swap below the table's keep threshold, few above it."""
    return min(0.97, max(0.03, 1.0 / (1.0 + math.exp(1.4 * (rank - threshold + 0.5)))))


@dataclass(frozen=True)
class Sample:
    """The cards dealt (by seat, None for a seat out of the deal), the stock as it was dealt (top first), and the
    sample's weight: how likely the others' choices were had these been the cards; `decided`: the card each
    other seat that chose stay or swap held when it chose, in turn order."""

    dealt: tuple[Card | None, ...]
    stock: tuple[Card, ...]
    weight: float
    decided: tuple[Card, ...] = ()
