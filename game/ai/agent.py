"""Small helpers every game's bots share: reading the legal actions off a view, building a bot by level, and a
generator seeded from a view.

A bot is any object with `choose(view, rng) -> action` (game.core.protocol.Agent); it sees one seat's view only.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from game.core.protocol import Agent
from game.core.rng import generator
from game.core.safe_json import as_json, quoted

if TYPE_CHECKING:
    import numpy as np


def legal_actions(view: Mapping[str, Any]) -> list[str]:
    """The viewer's legal actions, in the game's order; ValueError naming `view` when it has none to choose."""
    legal = view.get("legal")
    if not isinstance(legal, list) or not legal:
        raise ValueError(f"view: the seat has no legal action to choose from (legal: {quoted(legal)})")
    return [str(action) for action in legal]


def forced_action(view: Mapping[str, Any]) -> str | None:
    """The only legal action when there is just one (no thinking needed), else None."""
    legal = legal_actions(view)
    return legal[0] if len(legal) == 1 else None


def build_agent(makers: Mapping[str, Callable[[], Agent]], level: str) -> Agent:
    """A new bot of `level`, from a table of bot makers by level; ValueError naming `level` and the known levels
    otherwise."""
    make = makers.get(level)
    if make is None:
        raise ValueError(f"level: expected one of {', '.join(makers)}, got {quoted(level)}")
    return make()


def view_generator(view: Mapping[str, Any]) -> np.random.Generator:
    """A generator seeded from the view alone, so a decision drawn with it (a hint, a review) is a function of what
    the seat knew, the same each time it is asked."""
    text = json.dumps(view, sort_keys=True, separators=(",", ":"), default=as_json)
    return generator(int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big"))
