"""The pure game engine: rules, matches, bots and controllers. No pygame, no clock, no global RNG."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.core.match import Match, new_entropy
from game.registry import rules_for

if TYPE_CHECKING:
    import numpy as np

__all__ = ["IllegalAction", "Match", "open_match"]


def open_match(
    game: str,
    players: int,
    options: Mapping[str, object] | None = None,
    seed: int | None = None,
    dealer: int | None = None,
    rng: np.random.Generator | None = None,
) -> Match:
    """Start a match. `options` use the ids of rules.md; unknown names or bad values raise ValueError."""
    return Match(rules_for(game), players, options, entropy=new_entropy(seed, rng), dealer=dealer)
