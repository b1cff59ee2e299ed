"""The Euchre table's words: the title line (the hand and trump), and the prompt above your hand: what you may
decide now (and, when it matters, that the left bower counts as a trump), who takes the trick just finished, or
whom the table waits for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.core.cards import SUIT_SYMBOLS
from game.i18n import tr
from scenes.cards.names import card_label, suit_name
from scenes.tricks.view_parts import PromptedTrickTable

if TYPE_CHECKING:
    from scenes.euchre.sprites import EuchreSprites
    from scenes.table.view import View

SAME_COLOUR = {"C": "S", "S": "C", "D": "H", "H": "D"}
BIDDING = frozenset({"order_up", "name_trump", "discard", "partner_alone", "defend_alone"})


def left_bower(trump: str) -> str:
    return "J" + SAME_COLOUR[trump]


def effective_suit(card: str, trump: str | None) -> str:
    """The suit a card follows and is followed as: the left bower's is trump's."""
    return trump if trump is not None and card == left_bower(trump) else card[1]


class PromptedTable(PromptedTrickTable, Protocol):
    """What the prompt reads of the Euchre table, beside every trick table's parts: who sits out."""

    @property
    def sprites(self) -> EuchreSprites: ...


def title(view: View) -> str:
    hand = max(1, int(view["hand_no"]))
    trump = view["trump"]
    if trump is not None:
        return tr("Euchre · Hand {hand} · {suit} trump", hand=hand, suit=SUIT_SYMBOLS[trump])
    return tr("Euchre · Hand {hand} · bidding", hand=hand)


def prompt(euchre: PromptedTable, view: View) -> str:
    """What the player at the bottom is asked to do now ("" when nothing). At a hot-seat table it names them."""
    if euchre.handing_over:
        return ""
    mine = euchre.waiting is not None and euchre.waiting == euchre.bottom and euchre.sprites.hand.face_up
    text = _decision(euchre, view) if mine else ""
    if text:
        return euchre.addressed(text)
    taken = euchre.sprites.pending
    if taken is not None:
        if taken.winner == euchre.bottom and euchre.one_human:
            return tr("You take the trick")
        return tr("{name} takes the trick", name=euchre.names[taken.winner])
    if euchre.sprites.sitting_out == euchre.bottom and view["phase"] == "play":
        return tr("Your partner plays alone: you sit this hand out")
    mover = euchre.bot_to_move(view)
    if mover is not None:
        if view["phase"] == "discard":
            return tr("{name} is choosing a card to discard…", name=euchre.names[mover])
        return tr("{name} is thinking…", name=euchre.names[mover])
    return ""


def _decision(euchre: PromptedTable, view: View) -> str:
    phase = view["phase"]
    legal = list(view["legal"])
    names = euchre.names
    if phase == "order_up":
        up = card_label(view["up_card"]) if view["up_card"] else ""
        if "order alone" in legal and "order" not in legal:
            return tr("Your partner deals: you may order up the {card} only by going alone", card=up)
        if view["dealer"] == view["seat"]:
            return tr("Pick up the {card} (trump {suit}), or pass", card=up, suit=suit_name(view["up_card"][1]))
        return tr("Order up the {card} for {name} (trump {suit}), or pass", card=up, name=names[view["dealer"]],
                  suit=suit_name(view["up_card"][1]))  # fmt: skip
    if phase == "name_trump":
        down = suit_name(view["turned_up"][1]) if view["turned_up"] else ""
        if "pass" not in legal:
            return tr("Stick the dealer: you must name trump (not {suit})", suit=down)
        return tr("Name trump (not {suit}), or pass", suit=down)
    if phase == "discard":
        if view["options"].get("dealer_may_discard_upcard", True):
            return tr("Discard one card, face down")
        return tr("Discard one card, face down (keep the {card})", card=card_label(view["turned_up"]))
    if phase == "partner_alone":
        maker = names[view["maker"]]
        return tr("{name} made {suit} trump: go alone, or support your partner?", name=maker,
                  suit=suit_name(view["trump"]))  # fmt: skip
    if phase == "defend_alone":
        return tr("{name} goes alone: defend alone, or together?", name=names[view["alone"]])
    if phase == "play":
        return turn_hint(view)
    return ""


def turn_hint(view: View) -> str:
    """Your turn to play: what the rules allow, so the dimmed cards make sense, the left bower's suit included."""
    legal = [action.split(" ", 1)[1] for action in view["legal"]]
    hand = list(view["hand"])
    trump = view["trump"]
    trick = view["trick"]
    if trick is None:
        return tr("Your lead")
    first = trick["cards"][0]
    led = effective_suit(first, trump)
    left = left_bower(trump) if trump is not None else ""
    led_name = tr("trumps") if led == trump else suit_name(led)
    follows = all(effective_suit(card, trump) == led for card in legal)
    if not follows:
        if left in hand and left[1] == led:
            return tr("Your turn: no {suit} but the {card}, a trump this hand: play any card", card=card_label(left),
                      suit=suit_name(led))  # fmt: skip
        return tr("Your turn: you have no {suit}, play any card", suit=led_name)
    if first == left:
        return tr("Your turn: the {card} led is a trump: follow trumps", card=card_label(left))
    if left in hand and led == trump:
        return tr("Your turn: follow trumps (the {card} counts as a trump)", card=card_label(left))
    if left in hand and left[1] == led:
        return tr("Your turn: follow {suit} (the {card} is a trump this hand)", suit=suit_name(led),
                  card=card_label(left))  # fmt: skip
    return tr("Your turn: follow {suit}", suit=led_name)
