"""Errors the engine raises with a reason a player can read."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action that the rules forbid right now. `reason` is already translated for display."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
