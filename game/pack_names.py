"""What the cuckoo family's cards are called (game.core.packs): the name a pack prints in its own language (Gjøk,
Cucù, Kuku) and the name in the player's language (Cuckoo / Koekoek / Kuckuck). Numerals are their number."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.core.packs import numeral
from game.i18n import NC_, trc

PACK_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "gnav42": NC_("pack", "Gnav"), "cucu40": NC_("pack", "Cucù"), "kille42": NC_("pack", "Kille"),
})  # fmt: skip

# The name each pack prints, in its own language: never translated.
NATIVE_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "GJO": "Gjøk", "DRA": "Dragon", "KAT": "Katt", "HES": "Hest", "HUS": "Hus",
    "POT": "Potte", "UGL": "Ugle", "NAR": "Narr",
    "CUC": "Cucù", "BRA": "Bragon", "SAL": "Salta", "GNA": "Gnao", "OST": "Osteria",
    "SEC": "Secchio", "MAS": "Mascherone", "LEO": "Leone", "MAT": "Matto",
    "HAR": "Harlekin", "KUK": "Kuku", "HSR": "Husar", "SVN": "Husu", "KAV": "Kavall", "VAR": "Värdshus",
    "KRA": "Kransen", "BLO": "Blompottan", "BLA": "Blaren",
})  # fmt: skip

# The picture cards' names in the player's language.
KIND_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "GJO": NC_("pack card", "Cuckoo"), "DRA": NC_("pack card", "Dragoon"), "KAT": NC_("pack card", "Cat"),
    "HES": NC_("pack card", "Horse"), "HUS": NC_("pack card", "House"), "POT": NC_("pack card", "Pot"),
    "UGL": NC_("pack card", "Owl"), "NAR": NC_("pack card", "Fool"),
    "CUC": NC_("pack card", "Cuckoo"), "BRA": NC_("pack card", "Hunter"), "SAL": NC_("pack card", "Horse"),
    "GNA": NC_("pack card", "Cat"), "OST": NC_("pack card", "Inn"), "SEC": NC_("pack card", "Bucket"),
    "MAS": NC_("pack card", "Mask"), "LEO": NC_("pack card", "Lion"), "MAT": NC_("pack card", "Fool"),
    "HAR": NC_("pack card", "Harlequin"), "KUK": NC_("pack card", "Cuckoo"), "HSR": NC_("pack card", "Hussar"),
    "SVN": NC_("pack card", "Pig"), "KAV": NC_("pack card", "Cavalier"), "VAR": NC_("pack card", "Inn"),
    "KRA": NC_("pack card", "Wreath"), "BLO": NC_("pack card", "Flowerpot"), "BLA": NC_("pack card", "Leaf head"),
})  # fmt: skip


def kind_name(kind: str) -> str:
    """A pack card's name in the current language: "Cuckoo" / "Kuckuck", a numeral's number ("12")."""
    number = numeral(kind)
    if number is not None:
        return str(number)
    if kind not in KIND_NAMES:
        raise ValueError(f"kind: not a card of a special pack: {kind!r}")
    return trc("pack card", KIND_NAMES[kind])


def native_name(kind: str) -> str:
    """The name the pack itself prints ("Gjøk", "Värdshus"); a numeral's number."""
    number = numeral(kind)
    return str(number) if number is not None else NATIVE_NAMES[kind]


def pack_name(deck: str) -> str:
    return trc("pack", PACK_NAMES[deck])
