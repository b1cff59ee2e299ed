"""The rules pages' part on the cuckoo packs (rules.md §1 "Special decks"): what each pack is, what its powers do,
and the gallery of its cards high to low with each one's power. English message ids; the names come from
pack_names.py, the order and the powers from packs.py (the rules' own tables), so the pages cannot drift."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.core.gallery import CardGallery, GalleryCard
from game.core.packs import KINDS
from game.core.reasons import N_
from game.kuckuck.packs import BLOCK, FOOL, HARLEKIN, PENALTY, POWERS, SKIP, STOP

PACKS: Final = tuple(KINDS)  # the order the pages show them in: gnav42, cucu40, kille42

INTRO: Final = (
    N_("Instead of the French pack the game can be dealt from a pack of the cuckoo family (house rule “Pack”). "
       "These packs have no suits: every kind of card is there twice, and each kind has a fixed value. Below, each "
       "pack's cards run from the highest to the lowest, left to right, row by row."),
    N_("With fixed values the highest kind counts as the King (it blocks, as the house rules say), the second "
       "kind as the Queen, and the three lowest kinds as the A, 2 and 3. With “First Jack” the first cuckoo dealt, "
       "not a Jack, picks the first dealer."),
)  # fmt: skip

# One paragraph per pack: where it comes from and what is special in it.
ABOUT: Final[Mapping[str, str]] = MappingProxyType({
    "gnav42": N_("Gnav is the cuckoo game of Denmark and Norway: 42 cards, from the Cuckoo down to the Fool, with "
                 "the Cuckoo, the Cat, the Horse and the House among its pictures, and plain numbers from 12 to 0."),
    "cucu40": N_("Cucù is the Italian pack: 40 cards, from Cucù down to the Matto (the fool), with Roman numerals "
                 "from X down to Nulla (0)."),
    "kille42": N_("Kille is the Swedish pack: 42 cards, from the Harlekin down to Blaren, with numerals that show "
                  "that many fleurs-de-lis. With the house rule “Kuku is the worst” the Kuku counts below Blaren "
                  "and has no power."),
})  # fmt: skip

POWERS_TITLE: Final = N_("Traditional powers")
POWERS_INTRO: Final = N_(
    "With the house rule “Traditional powers” some cards act when a player asks their holder for a swap; the "
    "power of the card asked for decides what happens. A dealer who draws a card that passes on lays it aside "
    "face up and takes the next one. Sudden death is dealt without powers."
)

# What each power is called, and what it does in one short line (the paragraph on the powers).
POWER_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    BLOCK: N_("Block"), PENALTY: N_("Penalty"), STOP: N_("Stop"), SKIP: N_("Pass on"),
    HARLEKIN: N_("Harlekin"), FOOL: N_("Fool"),
})  # fmt: skip
POWER_LINES: Final[Mapping[str, str]] = MappingProxyType({
    BLOCK: N_("the card is shown and refuses the swap; the asker keeps their card."),
    PENALTY: N_("the card is shown and refuses the swap, and the asker loses a life at once."),
    STOP: N_("the card is shown and all exchanges end: the showdown follows at once."),
    SKIP: N_("the card is shown and kept; the same request goes on to the next player, and past the dealer to "
             "the stock."),
    HARLEKIN: N_("no refusal: the swap is made face up, and a Harlekin received in a swap is the lowest card of "
                 "all."),
    FOOL: N_("no refusal; at the showdown the fool's holder loses a life, and so does the lowest card among the "
             "others. The Gnav Fool lies face up for all to see."),
})  # fmt: skip
# The same in a few words, under a card in the gallery.
POWER_SHORT: Final[Mapping[str, str]] = MappingProxyType({
    BLOCK: N_("Block: refuses the swap"),
    PENALTY: N_("Penalty: the asker loses a life"),
    STOP: N_("Stop: no more swaps"),
    SKIP: N_("Pass on: asks the next player"),
    HARLEKIN: N_("Harlekin: lowest once received"),
    FOOL: N_("Fool: its holder loses a life"),
})  # fmt: skip
POWER_ORDER: Final = (BLOCK, PENALTY, STOP, SKIP, HARLEKIN, FOOL)


def gallery(deck: str) -> tuple[GalleryCard, ...]:
    """Every kind of `deck`, high to low, with its value and power as the pack has them (no house rule applied)."""
    if deck not in KINDS:
        raise ValueError(f"deck: expected one of {', '.join(KINDS)}, got {deck!r}")
    kinds = KINDS[deck]
    return tuple(GalleryCard(kind, len(kinds) - index, POWERS.get(kind)) for index, kind in enumerate(kinds))


GALLERY: Final = CardGallery(
    title=N_("The cuckoo packs"),
    intro=INTRO,
    packs=PACKS,
    about=ABOUT,
    cards=gallery,
    powers_title=POWERS_TITLE,
    powers_intro=POWERS_INTRO,
    power_order=POWER_ORDER,
    power_names=POWER_NAMES,
    power_lines=POWER_LINES,
    power_short=POWER_SHORT,
)
