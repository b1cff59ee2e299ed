"""Which rule set a match counts under in the statistics: its preset, and the pack it was dealt from when that is
not the French one (Kuckuck's `deck`, with `deck_powers` and `kuku_lowest`: rules.md §1 "Special decks"). A Kille
match is never counted with the standard matches of the same preset, nor a match with powers with one without.

The key is text, as the statistics cache keeps it: "kuckuck" (the standard pack), "kille/kille42+kuku_lowest",
"kuckuck/gnav42+powers". Games without packs: the preset alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, NamedTuple

STANDARD_PACK: Final = "standard52"
POWERS: Final = "powers"
KUKU_LOWEST: Final = "kuku_lowest"


class RuleSetKey(NamedTuple):
    """A rule-set key taken apart: the preset, and the special pack with its switches ("" for the standard)."""

    preset: str
    pack: str = ""
    powers: bool = False
    kuku_lowest: bool = False


def rule_set_key(options: Mapping[str, object]) -> str:
    """The key of a match played with `options` (a save's or archive's full options)."""
    preset = str(options.get("preset", ""))
    deck = options.get("deck", STANDARD_PACK)
    if not isinstance(deck, str) or deck == STANDARD_PACK:
        return preset  # powers mean nothing with the French pack, and kuku_lowest is refused there
    flags = [name for name, on in ((POWERS, options.get("deck_powers")), (KUKU_LOWEST, options.get("kuku_lowest")))
             if on is True]  # fmt: skip
    return f"{preset}/{'+'.join([deck, *flags])}"


def parse_key(key: str) -> RuleSetKey:
    """`rule_set_key`'s parts; ValueError naming the key when it is not one."""
    preset, sep, pack_part = key.partition("/")
    if not sep:
        return RuleSetKey(preset)
    pack, *flags = pack_part.split("+")
    known = all(flag in (POWERS, KUKU_LOWEST) for flag in flags) and len(set(flags)) == len(flags)
    if not pack or pack == STANDARD_PACK or not known:
        raise ValueError(f"rule set: not a rule-set key: {key!r}")
    return RuleSetKey(preset, pack, POWERS in flags, KUKU_LOWEST in flags)
