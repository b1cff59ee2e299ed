"""The illustrated single-suited packs of the cuckoo family (rules.md §1 "Special decks"): Gnav, Cucù and Kille.
Their cards are ids (`GJO`, `N12`, `HAR` …): two copies of every kind, no suits, high to low. What the cards do in a
game (their order in effect, their powers) is that game's business (game.kuckuck.packs)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Final

from game.core.cards import Card
from game.core.safe_json import quoted

STANDARD = "standard52"  # the deck option's value for the ordinary 52 cards
COPIES = 2  # two cards of every kind, no suits


class PackCard(Card):
    """A card of a special pack: `rank` is its kind id (`GJO`, `N12`, `HAR` …), `suit` is empty, `text` the id.
    Never equal to a standard card (equality compares the class too)."""

    __slots__ = ()

    def __init__(self, kind: str) -> None:  # no call to Card's checks: a kind is not a standard rank
        object.__setattr__(self, "rank", kind)
        object.__setattr__(self, "suit", "")

    def __repr__(self) -> str:
        return f"PackCard({self.rank!r})"


def _numerals(high: int, low: int) -> tuple[str, ...]:
    return tuple(f"N{number}" for number in range(high, low - 1, -1))


# Every pack's kinds, high to low.
KINDS: Final[Mapping[str, tuple[str, ...]]] = MappingProxyType({
    "gnav42": ("GJO", "DRA", "KAT", "HES", "HUS", *_numerals(12, 0), "POT", "UGL", "NAR"),
    "cucu40": ("CUC", "BRA", "SAL", "GNA", "OST", *_numerals(10, 0), "SEC", "MAS", "LEO", "MAT"),
    "kille42": ("HAR", "KUK", "HSR", "SVN", "KAV", "VAR", *_numerals(12, 1), "KRA", "BLO", "BLA"),
})  # fmt: skip
_OWNERS: Final[Mapping[str, tuple[str, ...]]] = MappingProxyType(
    {kind: tuple(deck for deck, kinds in KINDS.items() if kind in kinds) for kinds in KINDS.values() for kind in kinds}
)


@cache
def pack_cards(deck: str) -> tuple[PackCard, ...]:
    """The pack, unshuffled: every kind twice, high to low."""
    if deck not in KINDS:
        raise ValueError(f"deck: expected one of {STANDARD}, {', '.join(KINDS)}, got {quoted(deck)}")
    return tuple(PackCard(kind) for kind in KINDS[deck] for _ in range(COPIES))


def is_pack_kind(text: str) -> bool:
    """Whether `text` is a card id of a special pack (`GJO`, `N12`); no standard card id is one."""
    return text in _OWNERS


def numeral(kind: str) -> int | None:
    """The number of a numeral kind (`N12` → 12), None for a picture card."""
    return int(kind[1:]) if kind[:1] == "N" and kind[1:].isdigit() else None


def pack_of(kind: str) -> str | None:
    """The one pack a named kind belongs to; None for a numeral (`N5` is in every pack) or a stranger."""
    owners = _OWNERS.get(kind, ())
    return owners[0] if len(owners) == 1 else None
