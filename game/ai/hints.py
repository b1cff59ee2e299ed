"""Hints (game.core.hints.Hint): what the hard bot would do at a decision, and why, in one short line, from the
seat's view alone.

A game's hint function (named in its spec, `GameSpec.hint`) asks its hard bot with a generator seeded from the view
(game.ai.agent.view_generator), so the same view always gets the same hint, and words the reason from facts the view
shows. A hint never sees more than the seat does: the view is all it is given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.agent import legal_actions
from game.core.safe_json import quoted


def check_hint_view(view: object) -> Mapping[str, Any]:
    """`view` when it is a seat's view with a decision to make; ValueError naming `view` otherwise."""
    if not isinstance(view, Mapping) or type(view.get("seat")) is not int:
        raise ValueError(f"view: expected the view of a seat, got {quoted(type(view).__name__)}")
    if view.get("to_move") != view["seat"]:
        raise ValueError(f"view: seat {view['seat']} has no decision to make (to move: {quoted(view.get('to_move'))})")
    legal_actions(view)
    return view
