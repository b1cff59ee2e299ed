"""Errors the engine raises with a reason a player can read."""

from __future__ import annotations

from types import MappingProxyType

from game.core.reasons import Param, Reason


class IllegalAction(Exception):
    """An action the rules forbid right now. `reason` is untranslated: `IllegalAction("You must follow {suit}.",
    suit="C")`; the scene shows it in the player's language."""

    def __init__(self, message: str, **params: Param) -> None:
        self.reason = Reason(message, MappingProxyType(dict(params)))
        super().__init__(self.reason.english())
