"""A review's moves, costs and accuracy in the player's words: "Q♠", "order it up alone", "1.4 points"."""

from __future__ import annotations

import contextlib
from typing import Final

from game.core.reasons import Reason
from game.i18n import N_, tr
from game.replay.words import SUIT_WORDS
from scenes.cards.names import card_label
from scenes.ui.numbers import decimal
from scenes.ui.reasons import describe

CARD_VERBS: Final = ("play", "pass", "discard")
FIXED: Final = {
    "stay": N_("stay"),
    "swap": N_("swap"),
    "pass": N_("pass"),
    "order": N_("order it up"),
    "order alone": N_("order it up alone"),
    "alone": N_("go alone"),
    "support": N_("play with your partner"),
    "defend": N_("defend together"),
    "defend alone": N_("defend alone"),
    "redeal": N_("ask for a redeal"),
}


def move_text(action: str) -> str:
    """A move of the review as the player reads it: its cards, or the bid in words."""
    verb, *rest = action.split()
    if verb in CARD_VERBS and rest:
        return " ".join(card_label(card) for card in rest)
    if verb == "call" and rest and rest[0] in SUIT_WORDS:
        suit = tr(SUIT_WORDS[rest[0]])
        return tr("call {suit} alone", suit=suit) if rest[-1] == "alone" else tr("call {suit}", suit=suit)
    message = FIXED.get(action)
    return tr(message) if message is not None else action


def cost_text(cost: float, unit: str) -> str:
    """ "1.4 points", "0.3 lives" (one decimal, the language's decimal mark)."""
    number = decimal(cost, 1)
    return tr("{cost} lives", cost=number) if unit == "lives" else tr("{cost} points", cost=number)


def accuracy_text(accuracy: float | None) -> str:
    """ "87%", or a dash for nothing to decide."""
    return "–" if accuracy is None else tr("{percent}%", percent=round(accuracy))


def explanation(tolerance: float, unit: str) -> str:
    """What the accuracy counts."""
    within = cost_text(tolerance, unit)
    return tr(
        "Accuracy: the share of your decisions within {within} of the best move, as the hard bot's search judged "
        "each from what you knew then.",
        within=within,
    )


def reason_text(reason: Reason) -> str:
    """A review's reason in the player's language, its cost with the language's decimal mark."""
    cost = reason.params.get("cost")
    if isinstance(cost, str):
        with contextlib.suppress(ValueError):  # not a number: shown as it is
            reason = Reason(reason.message, {**reason.params, "cost": decimal(float(cost), 1)})
    return describe(reason)
