"""The traditional calls of the cuckoo packs' picture cards, made by the holder when its power fires in Kuckuck
("Hugg av!", "Hest forbi!", "Kuku står, ingen byta får!"): the words in the pack's language, and what they mean in
the player's language."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.i18n import NC_, trc

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


def call(kind: str) -> tuple[str, str] | None:
    """A picture card's traditional call and its meaning in the current language, or None if it has none."""
    if kind not in CALLS:
        return None
    words, meaning = CALLS[kind]
    return words, trc("pack call", meaning)
