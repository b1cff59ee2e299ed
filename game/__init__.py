"""The pure game engine: rules, matches, bots and controllers. No pygame, no clock, no global RNG.

`Match` and `IllegalAction` load on first use (PEP 562), so importing a light module such as `game.lobby` or
`game.kuckuck.options` does not load the whole engine: the title screen needs none of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    from game.core.errors import IllegalAction
    from game.core.match import Match

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
    from game.core.match import Match, new_entropy
    from game.registry import rules_for

    return Match(rules_for(game), players, options, entropy=new_entropy(seed, rng), dealer=dealer)


def __getattr__(name: str) -> Any:
    if name == "Match":
        from game.core.match import Match

        return Match
    if name == "IllegalAction":
        from game.core.errors import IllegalAction

        return IllegalAction
    raise AttributeError(f"module 'game' has no attribute {name!r}")
