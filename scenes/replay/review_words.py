"""A review's moves, costs and accuracy in the player's words: "Q♠", "order it up alone", "1.4 points"."""

from __future__ import annotations

from typing import Final

from game.i18n import N_, tr
from game.replay.words import SUIT_WORDS, card_text

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
        return " ".join(card_text(card) for card in rest)
    if verb == "call" and rest and rest[0] in SUIT_WORDS:
        suit = tr(SUIT_WORDS[rest[0]])
        return tr("call {suit} alone", suit=suit) if rest[-1] == "alone" else tr("call {suit}", suit=suit)
    message = FIXED.get(action)
    return tr(message) if message is not None else action


def cost_text(cost: float, unit: str) -> str:
    """ "1.4 points", "0.3 lives" (one decimal)."""
    number = f"{cost:.1f}"
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
