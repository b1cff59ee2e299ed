"""Euchre's text notation of actions, which the rules, the views and the bots share: an action int reads as
"play QS" or, while the dealer discards, "discard QS"; bids and answers as "order", "call H alone", "defend alone"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from game.euchre.deck import ACTION_TEXTS, LAYOUT
from game.euchre.state import DISCARD

if TYPE_CHECKING:
    from game.euchre.state import EuchreState

CARDS: Final = LAYOUT.size
DISCARD_TEXTS: Final = tuple(f"discard {text}" for text in LAYOUT.texts)
DISCARD_PHASE_TEXTS: Final = DISCARD_TEXTS + ACTION_TEXTS[CARDS:]


def phase_texts(state: EuchreState) -> Sequence[str]:
    """Action int -> its text notation, in the state's phase (a card is discarded in the discard, else played)."""
    return DISCARD_PHASE_TEXTS if state.phase == DISCARD else ACTION_TEXTS


def action_text(state: EuchreState, action: int) -> str:
    """The text notation of an action int in the state's phase."""
    return phase_texts(state)[action]
