"""The normal bot's thresholds: read off the tuned tables (game.kuckuck.bots.normal_table) for the table size,
the seat's place after the dealer and the house rules.

A table row for n seats in the deal lists n + 1 thresholds: places 1 … n - 1 (1 = first after the dealer), then
the dealer's first draw, then the dealer's second draw (double draw). The `base` table is tuned with the default
rules at every size; each other profile (one house rule changed, e.g. `dealer_stock_king=keep`) is tuned at some
sizes. A rule set's threshold is the base one plus, for each house rule that differs from the default, that
profile's difference to the base at the nearest tuned size (places mapped by their share of the way round),
summed, but never beyond the largest shift up or down any one of them makes (two rules that each push a
threshold up by one move it by one: the tables' noise must not add up).
"""

from __future__ import annotations

from functools import lru_cache

from game.kuckuck.bots.normal_table import TABLES
from game.kuckuck.bots.seen import DEFAULTS, HouseRules, Seen

ALWAYS_SWAP, NEVER_SWAP = 14, 1


PACK_OPTIONS = ("deck", "deck_powers", "kuku_lowest")


def profile_names(rules: HouseRules) -> list[str]:
    """The profiles of the house rules that differ from the default, e.g. ['dealer_stock_king=keep']; a special
    pack is one profile with its powers setting, e.g. 'deck=kille42+deck_powers=True' (`kuku_lowest` plays on the
    pack's profile)."""
    names = [
        f"{name}={value}"
        for name, default in DEFAULTS.items()
        if name not in PACK_OPTIONS and (value := getattr(rules, name)) != default
    ]
    if rules.deck != DEFAULTS["deck"]:
        names.append(f"deck={rules.deck}+deck_powers={rules.deck_powers}")
    return names


def _nearest(sizes: list[int], in_deal: int) -> int:
    return min(sizes, key=lambda size: (abs(size - in_deal), size))


def _column(in_deal: int, size: int, place: int, draws: int) -> int:
    """The column of `place` (of `in_deal` seats) in a row tuned for `size` seats."""
    if place == in_deal:  # the dealer
        return size - 1 + min(draws, 1)
    if size == 2 or in_deal == 2:
        return 0
    return round((place - 1) * (size - 2) / (in_deal - 2))


def _entry(profile: str, in_deal: int, place: int, draws: int) -> tuple[int, int]:
    """The profile's threshold for this seat at its nearest tuned size, and that size."""
    table = TABLES[profile]
    size = _nearest(sorted(table), in_deal)
    return table[size][_column(in_deal, size, place, draws)], size


@lru_cache(maxsize=4096)
def _threshold(in_deal: int, place: int, draws: int, rules: HouseRules) -> int:
    value, _ = _entry("base", in_deal, place, draws)
    shifts = []
    for profile in profile_names(rules):
        if profile not in TABLES:
            continue
        changed, size = _entry(profile, in_deal, place, draws)
        shifts.append(changed - TABLES["base"][size][_column(in_deal, size, place, draws)])
    if shifts:  # rules that push the same way move the threshold as far as the strongest of them, no further
        value += max(min(min(shifts), 0), min(sum(shifts), max(max(shifts), 0)))
    return max(NEVER_SWAP, min(ALWAYS_SWAP, value))


def normal_threshold(seen: Seen) -> int:
    """The rank from which the normal bot keeps its card in this seat."""
    return _threshold(seen.in_deal, seen.place, seen.draws, seen.rules)


def keep_threshold(in_deal: int) -> int:
    """The normal bot's threshold for the first seat after the dealer at this table size (default rules)."""
    return normal_threshold(Seen(0, False, in_deal, 1, None, False, 0, HouseRules()))
