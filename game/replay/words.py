"""One log entry of a match in plain words, with its cards: "Anna plays Q♠", "Bob swaps: gives 7♣, gets Q♥"."""

from __future__ import annotations

from game.core.cards import SUIT_SYMBOLS, Card
from game.core.packs import is_pack_kind
from game.i18n import N_, tr
from game.pack_names import kind_name

SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def card_text(text: str) -> str:
    """ "QS" as "Q♠", "TH" as "10♥"; a special pack's card by its name ("Cuckoo", "12")."""
    if is_pack_kind(text):
        return kind_name(text)
    if not _is_card(text):
        return text
    card = Card.parse(text)
    return ("10" if card.rank == "T" else card.rank) + SUIT_SYMBOLS[card.suit]


def cards_text(texts: list[str]) -> str:
    return " ".join(card_text(text) for text in texts) if texts else tr("no cards")


def _is_card(token: str) -> bool:
    if is_pack_kind(token):
        return True
    try:
        Card.parse(token)
    except ValueError:
        return False
    return True


def action_words(name: str, action: str, before: list[str], after: list[str]) -> str:
    """What seat `name` did with `action`; `before` and `after` are its cards around it (Kuckuck says which card
    went and which came)."""
    verb, *rest = action.split()
    card = rest[0] if rest and _is_card(rest[0]) else None
    if verb == "stay":
        return tr("{name} stays with {card}", name=name, card=cards_text(before))
    if verb == "timeout":
        return tr("{name} runs out of time and stays with {card}", name=name, card=cards_text(before))
    if verb == "swap" and before == after:
        return tr("{name} tries to swap but keeps {card}", name=name, card=cards_text(before))
    if verb == "swap":
        return tr("{name} swaps: gives {gave}, gets {got}", name=name, gave=cards_text(before), got=cards_text(after))
    if card is not None:
        phrase = {
            "play": N_("{name} plays {card}"),
            "pass": N_("{name} passes {card}"),
            "discard": N_("{name} discards {card}"),
        }
        if verb in phrase:
            return tr(phrase[verb], name=name, card=card_text(card))
    alone = rest[-1:] == ["alone"]
    if verb == "call" and rest and rest[0] in SUIT_WORDS:
        suit = tr(SUIT_WORDS[rest[0]])
        if alone:
            return tr("{name} names {suit} trump and goes alone", name=name, suit=suit)
        return tr("{name} names {suit} trump", name=name, suit=suit)
    fixed = {
        "pass": tr("{name} passes", name=name),
        "order": tr("{name} orders the up card", name=name),
        "order alone": tr("{name} orders the up card and goes alone", name=name),
        "alone": tr("{name} goes alone", name=name),
        "defend": tr("{name} defends with a partner", name=name),
        "defend alone": tr("{name} defends alone", name=name),
        "moon add": tr("{name} shot the moon and adds 26 to every other score", name=name),
        "moon subtract": tr("{name} shot the moon and takes 26 off their own score", name=name),
    }
    if action in fixed:
        return fixed[action]
    shown = " ".join(card_text(token) if _is_card(token) else token for token in action.split())
    return tr("{name}: {action}", name=name, action=shown)
