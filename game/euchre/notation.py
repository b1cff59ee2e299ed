"""Euchre's text notation of actions, which the rules, the views and the bots share: an action int reads as
"play QS" or, while the dealer discards, "discard QS"; bids and answers as "order", "call H alone", "defend alone"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.euchre.deck import ACTION_TEXTS, LAYOUT
from game.euchre.state import DISCARD

if TYPE_CHECKING:
    from game.euchre.state import EuchreState

CARDS: Final = LAYOUT.size
DISCARD_TEXTS: Final = tuple(f"discard {text}" for text in LAYOUT.texts)


def action_text(state: EuchreState, action: int) -> str:
    """The text notation of an action int in the state's phase."""
    if action < CARDS and state.phase == DISCARD:
        return DISCARD_TEXTS[action]
    return ACTION_TEXTS[action]
