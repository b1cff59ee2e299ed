"""Showing the engine's untranslated reasons (game.core.reasons.Reason) in the player's language."""

from __future__ import annotations

from game.core.reasons import Param, Reason
from game.i18n import tr
from scenes.cards.names import card_label, suit_name


def _shown(name: str, value: Param) -> str:
    if (name == "card" or name.endswith("_card")) and isinstance(value, str):
        return card_label(value)
    if name == "cards" and isinstance(value, str):
        return ", ".join(card_label(card) for card in value.split())
    if name == "suit" and isinstance(value, str):
        return suit_name(value)
    return str(value)


def describe(reason: Reason) -> str:
    """The reason's message translated, its card, suit and number fields filled in for display."""
    return tr(reason.message, **{name: _shown(name, value) for name, value in reason.params.items()})
