"""Why something was refused, in a form the engine can raise without knowing the player's language.

A `Reason` is an English message id (marked for extraction) plus parameters; scenes translate it when they show it
(scenes.ui.reasons). Parameters are card texts (`card`, `cards`, or a name ending in `_card`), suit letters
(`suit`), seat numbers (`seat`) or plain numbers, never already-translated words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

Param = str | int


def N_(message: str) -> str:
    """Mark a message kept in a table for extraction; it is translated where it is shown (tr)."""
    return message


def NC_(context: str, message: str) -> str:
    """Mark a table's message that needs a context (a word that means two things); show it with
    `trc(context, message)`, the same context."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a table's message with a plural form ("{n} deal", "{n} deals"); show it with `trn(*pair, n)`."""
    return singular, plural


@dataclass(frozen=True)
class Reason:
    message: str  # the English source text, with {name} fields for the params
    params: Mapping[str, Param] = field(default_factory=lambda: MappingProxyType({}))

    def english(self) -> str:
        """The message in English with raw parameters: for logs, tests and error messages."""
        return self.message.format(**self.params) if self.params else self.message

    def __str__(self) -> str:
        return self.english()
