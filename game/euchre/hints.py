"""Euchre hints (game.ai.hints): the hard bot's move, and why, worded from the seat's view: the trumps it would
hold, the trick on the table and who is winning it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.ai.agent import view_generator
from game.ai.hints import check_hint_view
from game.core.hints import Hint
from game.core.reasons import N_, Reason
from game.euchre.deck import LAYOUT
from game.euchre.knowledge import public_state
from game.euchre.search import HardBot

PARTNER_SUIT: Final = {"C": "S", "S": "C", "D": "H", "H": "D"}  # the suit of the same colour: its Jack is a bower

ORDER: Final = N_("Order it up: you would hold {count} trumps in {suit}.")
ORDER_ALONE: Final = N_("Order it up and go alone: with {count} trumps in {suit}, alone is expected to score most.")
CALL: Final = N_("Name {suit} trump: you hold {count} of them.")
CALL_ALONE: Final = N_("Name {suit} trump and go alone: with {count} of them, alone is expected to score most.")
PASS_UP: Final = N_("Pass: {count} trumps in {suit} are too few to make it.")
PASS_NAME: Final = N_("Pass: no suit is strong enough in your hand to name.")
REDEAL: Final = N_("Ask for a redeal: your hand is too weak to play.")
ALONE: Final = N_("Go alone: your partner's hand is not needed.")
SUPPORT: Final = N_("Play with your partner: together you are more likely to make it.")
DEFEND: Final = N_("Defend together: two of you stop a lone player more often.")
DEFEND_ALONE: Final = N_("Defend alone: your hand can stop the lone player by itself.")
DISCARD_VOID: Final = N_("Discard {card}: it leaves you void in {suit}.")
DISCARD_LOW: Final = N_("Discard {card}: your weakest card.")
LEAD_TRUMP: Final = N_("Lead {card}: draw the trumps out first.")
LEAD: Final = N_("Lead {card}: the lead expected to be worth most to your team.")
PARTNER_WINS: Final = N_("Play low with {card}: your partner is winning the trick.")
WIN: Final = N_("Take the trick with {card}.")
CANNOT_WIN: Final = N_("Throw {card}: you cannot win this trick.")
ANSWERS: Final = {"alone": ALONE, "support": SUPPORT, "defend": DEFEND, "defend alone": DEFEND_ALONE, "redeal": REDEAL}


def is_trump(card: str, trump: str) -> bool:
    return card[1] == trump or card == f"J{PARTNER_SUIT[trump]}"


def trumps(cards: Sequence[str], trump: str) -> int:
    return sum(1 for card in cards if is_trump(card, trump))


def bid_reason(view: Mapping[str, Any], action: str) -> Reason:
    hand = list(view["hand"])
    words = action.split()
    if words[0] in ("order", "pass") and view["phase"] == "order_up":
        up = view["turned_up"]
        suit = up[1]
        count = trumps(hand + ([up] if view["dealer"] == view["seat"] else []), suit)
        message = PASS_UP if words[0] == "pass" else ORDER_ALONE if words[-1] == "alone" else ORDER
        return Reason(message, {"count": count, "suit": suit})
    if words[0] == "call":
        suit = words[1]
        message = CALL_ALONE if words[-1] == "alone" else CALL
        return Reason(message, {"count": trumps(hand, suit), "suit": suit})
    if action == "pass":
        return Reason(PASS_NAME)
    return Reason(ANSWERS[action])


def discard_reason(view: Mapping[str, Any], card: str) -> Reason:
    trump = view["trump"]
    hand = list(view["hand"])
    if not is_trump(card, trump) and sum(1 for held in hand if held[1] == card[1] and not is_trump(held, trump)) == 1:
        return Reason(DISCARD_VOID, {"card": card, "suit": card[1]})
    return Reason(DISCARD_LOW, {"card": card})


def play_reason(view: Mapping[str, Any], card: str) -> Reason:
    trick = view["trick"]
    if not trick:
        makers = view["makers"] == (view["seat"] & 1)
        return Reason(LEAD_TRUMP if makers and is_trump(card, view["trump"]) else LEAD, {"card": card})
    state = public_state(view)
    power = state.power
    cards = [LAYOUT.index(text) for text in trick["cards"]]
    winning = next(index for index, played in enumerate(cards) if power[played] == state.win_power)
    if power[LAYOUT.index(card)] > state.win_power:
        return Reason(WIN, {"card": card})
    partner = trick["seats"][winning] == view["seat"] ^ 2
    return Reason(PARTNER_WINS if partner else CANNOT_WIN, {"card": card})


def hint(view: Mapping[str, Any]) -> Hint:
    """What the hard bot would do at `view` (a seat's view with a decision) and why; ValueError naming `view`."""
    view = check_hint_view(view)
    action = HardBot().choose(view, view_generator(view))
    verb, _, card = action.partition(" ")
    if verb == "play":
        return Hint(action, play_reason(view, card))
    if verb == "discard":
        return Hint(action, discard_reason(view, card))
    return Hint(action, bid_reason(view, action))
