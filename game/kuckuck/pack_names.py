"""What the cuckoo family's cards are called: the name a pack prints in its own language (Gjøk, Cucù, Kuku),
the name in the player's language (Cuckoo / Koekoek / Kuckuck), and the traditional call a picture card's holder
makes when its power fires ("Hugg av!", "Hest forbi!"), with what the call means. Numerals are their number."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.i18n import NC_, trc
from game.kuckuck.packs import KINDS

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

# The traditional calls, as the players of each pack say them, and what they mean (translated).
CALLS: Final[Mapping[str, tuple[str, str]]] = MappingProxyType({
    "GJO": ("Stå for gjøk!", NC_("pack call", "Stop for the cuckoo!")),
    "DRA": ("Hugg av!", NC_("pack call", "Chop!")),
    "KAT": ("Kiss, kiss!", NC_("pack call", "Puss, puss!")),
    "HES": ("Hest forbi!", NC_("pack call", "Horse, go by!")),
    "HUS": ("Hus forbi!", NC_("pack call", "House, go by!")),
    "NAR": ("Bank, bank!", NC_("pack call", "Knock, knock!")),
    "CUC": ("Cucù!", NC_("pack call", "Cuckoo!")),
    "BRA": ("Bragon spara!", NC_("pack call", "The hunter shoots!")),
    "SAL": ("Salta!", NC_("pack call", "Jump over!")),
    "GNA": ("Gnao!", NC_("pack call", "Miaow!")),
    "OST": ("Osteria chiusa!", NC_("pack call", "The inn is shut!")),
    "MAT": ("Matto!", NC_("pack call", "The fool!")),
    "HAR": ("Harlekin, öppet byte!", NC_("pack call", "Harlequin: swap face up!")),
    "KUK": ("Kuku står, ingen byta får!", NC_("pack call", "Kuku stands, nobody may swap!")),
    "HSR": ("Hugg av!", NC_("pack call", "Chop!")),
    "SVN": ("Svinhugg!", NC_("pack call", "The boar bites!")),
    "KAV": ("Kavall förbi!", NC_("pack call", "Cavalier, go by!")),
    "VAR": ("Värdshus förbi!", NC_("pack call", "Inn, go by!")),
})  # fmt: skip


def numeral(kind: str) -> int | None:
    """The number of a numeral kind (`N12` → 12), None for a picture card."""
    return int(kind[1:]) if kind[:1] == "N" and kind[1:].isdigit() else None


def is_pack_kind(text: str) -> bool:
    """Whether `text` is a card id of a special pack (`GJO`, `N12`); no standard card id is one."""
    return any(text in kinds for kinds in KINDS.values())


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


def call(kind: str) -> tuple[str, str] | None:
    """A picture card's traditional call and its meaning in the current language, or None if it has none."""
    if kind not in CALLS:
        return None
    words, meaning = CALLS[kind]
    return words, trc("pack call", meaning)


def pack_name(deck: str) -> str:
    return trc("pack", PACK_NAMES[deck])
