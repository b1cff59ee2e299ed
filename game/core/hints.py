"""`Hint`: a suggested decision and why, as a game's hint function (`GameSpec.hint`, game.ai.hints) gives it."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.reasons import Reason


@dataclass(frozen=True)
class Hint:
    """The suggested decision (a pass: all its cards, "pass 2C QS AH"; else one action) and why, for the player."""

    action: str
    reason: Reason
