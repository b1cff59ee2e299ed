"""How the Euchre table says bids, answers and roles: "Pass", "Order up", "Hearts, alone", "Maker", "Sits out"."""

from __future__ import annotations

from game.core.cards import SUIT_SYMBOLS
from game.i18n import tr
from scenes.cards.names import card_label, suit_name


def team_name(names: list[str], team: int) -> str:
    """ "You & Bea": the two partners of `team` (0: seats 0 and 2; 1: seats 1 and 3)."""
    return tr("{first} & {second}", first=names[team], second=names[team + 2])


def bid_label(action: str, up_card: str | None) -> str:
    """What a bidder says, as its speech bubble shows it."""
    words = action.split()
    if action == "pass":
        return tr("Pass")
    if action == "order":
        return tr("Order up {card}", card=card_label(up_card)) if up_card else tr("Order up")
    if action == "order alone":
        return tr("Order up, alone")
    if words[0] == "call":
        suit = SUIT_SYMBOLS[words[1]]
        return tr("{suit}, alone", suit=suit) if len(words) == 3 else tr("{suit} is trump", suit=suit)
    return answer_label(action)


def answer_label(answer: str) -> str:
    return {
        "alone": tr("I'll go alone!"),
        "support": tr("Support"),
        "defend alone": tr("Defend alone!"),
        "defend": tr("Defend"),
        "redeal": tr("Redeal!"),
    }.get(answer, answer)


def button_label(action: str, up_card: str | None) -> str:
    """A bidding button's face: the action as the player would say it."""
    words = action.split()
    if action in ("pass", "order"):
        return bid_label(action, up_card)
    if action == "order alone":
        return tr("Order up alone")
    if words[0] == "call":
        name = suit_name(words[1]).capitalize()
        symbol = SUIT_SYMBOLS[words[1]]
        if len(words) == 3:
            return tr("{symbol} {suit} alone", symbol=symbol, suit=name)
        return tr("{symbol} {suit}", symbol=symbol, suit=name)
    return {
        "redeal": tr("Redeal (farmer's hand)"),
        "alone": tr("Go alone"),
        "support": tr("Support partner"),
        "defend alone": tr("Defend alone"),
        "defend": tr("Defend together"),
    }.get(action, action)
