"""Hearts hints (game.ai.hints): the hard bot's whole decision (a pass: its three cards), and why, worded from the
seat's view: the cards it holds, the trick on the table, the cards played and whether the Q♠ is still out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.ai.agent import view_generator
from game.ai.hints import check_hint_view
from game.core.hints import Hint
from game.core.reasons import N_, Reason
from game.hearts.search import HardBot

RANKS: Final = "23456789TJQKA"
QUEEN: Final = "QS"
LOW: Final = RANKS.index("7")  # a lead of this or lower seldom wins a trick

PASS_QUEEN: Final = N_("Pass {cards}: the Q♠ costs 13 points, and only {count} spades would guard it.")
PASS_VOID: Final = N_("Pass {cards}: it leaves you void in {suit}, free to throw points away.")
PASS_SPADES: Final = N_("Pass {cards}: a high spade could catch the Q♠.")
PASS_HEARTS: Final = N_("Pass {cards}: high hearts win tricks full of points.")
PASS_HIGH: Final = N_("Pass {cards}: your most dangerous cards.")
LEAD_FISH: Final = N_("Lead {card}: the Q♠ is still out, and a low spade may force it out.")
LEAD_LOW: Final = N_("Lead {card}: a low card seldom wins the trick.")
LEAD_OTHER: Final = N_("Lead {card}: the lead expected to cost you the fewest points.")
DUCK: Final = N_("Duck: {card} stays under the {winner_card}.")
TAKE_CLEAN: Final = N_("Take it with {card}: the trick holds no points, and you play last.")
TAKE: Final = N_("Play {card}: the card expected to cost you the fewest points here.")
DROP_QUEEN: Final = N_("Drop the Q♠: you are void in {suit}.")
THROW_HEART: Final = N_("Throw {card}: you are void in {suit}, so shed a heart.")
THROW_SPADE: Final = N_("Throw {card}: it could catch the Q♠ later.")
THROW: Final = N_("Throw {card}: you are void in {suit}; it is your most dangerous card.")
MOON: Final = {
    "moon add": N_("Add 26 to everyone else: it leaves you best placed."),
    "moon subtract": N_("Take 26 off your own score: adding 26 to the others would help you less."),
}


def rank(card: str) -> int:
    return RANKS.index(card[0])


def played_cards(view: Mapping[str, Any]) -> set[str]:
    """Every card seen played this hand, the open trick's too."""
    seen = {card for trick in view["tricks"] for card in trick["cards"]}
    if view["trick"]:
        seen.update(view["trick"]["cards"])
    return seen


def pass_reason(view: Mapping[str, Any], cards: Sequence[str]) -> Reason:
    hand = list(view["hand"])
    shown = " ".join(cards)
    if QUEEN in cards:
        guards = sum(1 for card in hand if card[1] == "S" and card != QUEEN and card not in cards)
        return Reason(PASS_QUEEN, {"cards": shown, "count": guards})
    for suit in "CDHS":
        if any(card[1] == suit for card in cards) and all(card in cards for card in hand if card[1] == suit):
            return Reason(PASS_VOID, {"cards": shown, "suit": suit})
    if any(card in ("KS", "AS") for card in cards) and QUEEN not in hand:
        return Reason(PASS_SPADES, {"cards": shown})
    if any(card[1] == "H" and rank(card) >= RANKS.index("J") for card in cards):
        return Reason(PASS_HEARTS, {"cards": shown})
    return Reason(PASS_HIGH, {"cards": shown})


def play_reason(view: Mapping[str, Any], card: str) -> Reason:
    trick = view["trick"]
    queen_out = QUEEN not in played_cards(view) and QUEEN not in view["hand"]
    if not trick:
        if card[1] == "S" and rank(card) < rank(QUEEN) and queen_out:
            return Reason(LEAD_FISH, {"card": card})
        return Reason(LEAD_LOW if rank(card) <= LOW else LEAD_OTHER, {"card": card})
    led = trick["cards"][0][1]
    if card[1] == led:
        winner = max((played for played in trick["cards"] if played[1] == led), key=rank)
        if rank(card) < rank(winner):
            return Reason(DUCK, {"card": card, "winner_card": winner})
        last = len(trick["cards"]) == view["players"] - 1
        clean = not any(played[1] == "H" or played == QUEEN for played in trick["cards"])
        return Reason(TAKE_CLEAN if last and clean else TAKE, {"card": card})
    if card == QUEEN:
        return Reason(DROP_QUEEN, {"suit": led})
    if card[1] == "H":
        return Reason(THROW_HEART, {"card": card, "suit": led})
    if card in ("KS", "AS") and queen_out:
        return Reason(THROW_SPADE, {"card": card})
    return Reason(THROW, {"card": card, "suit": led})


def hint(view: Mapping[str, Any]) -> Hint:
    """What the hard bot would do at `view` (a seat's view with a decision) and why; ValueError naming `view`."""
    view = check_hint_view(view)
    action = HardBot().plan(view, view_generator(view))
    verb, _, rest = action.partition(" ")
    if verb == "pass":
        return Hint(action, pass_reason(view, rest.split()))
    if verb == "play":
        return Hint(action, play_reason(view, rest))
    return Hint(action, Reason(MOON[action]))
