"""Cards, ranks and suits as a player reads them, in the current language: "10♥", "Q♠", "clubs"."""

from __future__ import annotations

from typing import Final

from game.core.cards import SUIT_SYMBOLS, Card
from game.core.packs import is_pack_kind
from game.i18n import N_, NC_, tr, trc
from game.pack_names import kind_name

# The corner letters a language may change (German: B, D, K, A); number ranks show as they are, "T" as "10".
RANK_LETTERS: Final = {
    "A": NC_("card rank", "A"), "J": NC_("card rank", "J"), "Q": NC_("card rank", "Q"), "K": NC_("card rank", "K"),
}  # fmt: skip
SUIT_NAMES: Final = {"C": N_("clubs"), "D": N_("diamonds"), "H": N_("hearts"), "S": N_("spades")}


def rank_label(rank: str) -> str:
    """What the corner shows for a rank letter, in the current language."""
    if rank in RANK_LETTERS:
        return trc("card rank", RANK_LETTERS[rank])
    return "10" if rank == "T" else rank


def card_label(card: str) -> str:
    """A card as a player reads it in text: "10♥", "Q♠"; a special pack's card by its name ("Cuckoo", "12")."""
    if is_pack_kind(card):
        return kind_name(card)
    suit = Card.parse(card).suit  # first: it rejects anything that is not a card
    return rank_label(card[0]) + SUIT_SYMBOLS[suit]


def suit_name(suit: str) -> str:
    """ "clubs", "hearts", … in the current language."""
    return tr(SUIT_NAMES[suit])
