"""The cuckoo family's packs in Kuckuck (rules.md §1 "Special decks"): their order and their powers, and the value
of any Kuckuck card under the options in effect. The one statement of these for the rules and the bots; the packs'
cards themselves are in game.core.packs."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.core.packs import KINDS, STANDARD
from game.core.safe_json import quoted

if TYPE_CHECKING:
    from game.kuckuck.options import KuckuckOptions


# Powers (rules.md §1): what a requested card does when its pack's powers are on.
BLOCK, PENALTY, STOP, SKIP, HARLEKIN, FOOL = "block", "penalty", "stop", "skip", "harlekin", "fool"


POWERS: Final[Mapping[str, str]] = MappingProxyType({
    "CUC": BLOCK, "OST": BLOCK,
    "DRA": PENALTY, "KAT": PENALTY, "BRA": PENALTY, "GNA": PENALTY, "HSR": PENALTY, "SVN": PENALTY,
    "GJO": STOP, "KUK": STOP,
    "HES": SKIP, "HUS": SKIP, "SAL": SKIP, "KAV": SKIP, "VAR": SKIP,
    "HAR": HARLEKIN,
    "NAR": FOOL, "MAT": FOOL,
})  # fmt: skip
CUCKOOS: Final = frozenset({"GJO", "CUC", "KUK"})  # what `first_jack` deals up to in a special pack
PUBLIC_FOOL: Final = "NAR"  # the Gnav fool lies face up from the deal on (powers on)
HARLEKIN_KIND: Final = "HAR"
RECEIVED_VALUE: Final = 0  # a received Harlekin: below every card (the lowest kind is 1)


def is_special(deck: str) -> bool:
    return deck != STANDARD


@cache
def _order(deck: str, kuku_lowest: bool) -> tuple[str, ...]:
    kinds = KINDS[deck]
    if kuku_lowest and "KUK" in kinds:
        kinds = (*(kind for kind in kinds if kind != "KUK"), "KUK")
    return kinds


@cache
def _values(deck: str, kuku_lowest: bool) -> Mapping[str, int]:
    kinds = _order(deck, kuku_lowest)
    return MappingProxyType({kind: len(kinds) - index for index, kind in enumerate(kinds)})


def order(options: KuckuckOptions) -> tuple[str, ...]:
    """The special pack's kinds high to low as they count under `options` (`kuku_lowest` moves KUK last)."""
    return _order(options.deck, options.kuku_lowest)


def value(card: Card, options: KuckuckOptions) -> int:
    """The card's value by its kind: 1 for the lowest; the pack's order in effect (standard cards: A low … K 13)."""
    if options.deck == STANDARD:
        return ACE_LOW.value(card)
    return _values(options.deck, options.kuku_lowest)[card.rank]


def value_of_text(text: str, options: KuckuckOptions) -> int:
    """`value` of a card id as views and events write it."""
    if options.deck == STANDARD:
        return ACE_LOW.value(Card.parse(text))
    return _values(options.deck, options.kuku_lowest)[text]


def king(options: KuckuckOptions) -> int:
    """The value of "the King" (the highest kind in effect); the Queen is one below."""
    return 13 if options.deck == STANDARD else len(KINDS[options.deck])


def powers_on(options: KuckuckOptions) -> bool:
    return options.deck_powers and options.deck != STANDARD


def power(card: Card, options: KuckuckOptions) -> str | None:
    """The card's power when asked for a swap, or None (powers off, a plain card, a `kuku_lowest` Kuku)."""
    if not powers_on(options) or (options.kuku_lowest and card.rank == "KUK"):
        return None
    return POWERS.get(card.rank)


def is_first_jack(card: Card, options: KuckuckOptions) -> bool:
    """`first_dealer` `first_jack`: a Jack, or in a special pack its cuckoo card."""
    return card.rank in CUCKOOS if options.deck != STANDARD else card.rank == "J"


# --- for the rule-of-thumb bots -----------------------------------------------------------------------------
STANDARD_KING = 13


@cache
def bot_rank(text: str, deck: str, kuku_lowest: bool) -> int:
    """A card's value on the standard pack's scale (A = 1 … K = 13), which the bots' thresholds are tuned on: a
    special pack's values spread over it, its top kind (the King) 13 and its second kind (the Queen) 12."""
    if deck == STANDARD:
        return ACE_LOW.value(Card.parse(text))
    values = _values(deck, kuku_lowest)
    if text not in values:
        raise ValueError(f"not a card of the {deck} pack: {quoted(text)}")
    top = len(values)
    return round(1 + (values[text] - 1) * (STANDARD_KING - 1) / (top - 1))


def bot_rank_of(card: Card, options: KuckuckOptions) -> int:
    """`bot_rank` of a card of a state."""
    return bot_rank(card.text, options.deck, options.kuku_lowest)
