"""Helpers for review tests: a log whose hidden cards are swapped between two other seats, every action still legal."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.replay.steps import ReplayLog


def swap_hidden(log: Mapping[str, Any], cut: int, seat: int, swappable: Callable[[str], bool]) -> dict[str, Any]:
    """`log` cut at `cut` (inside its first deal), its first deal marked queued, and the same with two cards the
    seat has not seen swapped between two other seats' deals: cards of one suit that `swappable` allows (no
    points, no bowers: cards that play alike for the rules), never passed, discarded nor played before the cut."""
    entries = list(log["log"][:cut])
    original = cut_log(log, cut)
    touched = {entry["action"].split()[-1] for entry in entries if "action" in entry}
    at_cut = ReplayLog(original).match_at(cut)
    hands = {other: at_cut.view(other)["hand"] for other in range(at_cut.players) if other != seat}
    for suit in "CDHS":
        pool = [
            (other, card)
            for other, hand in hands.items()
            for card in hand
            if card.endswith(suit) and card not in touched and swappable(card)
        ]
        pair = next(((a, b) for a in pool for b in pool if a[0] < b[0]), None)
        if pair is not None:
            first, second = pair[0][1], pair[1][1]
            order = [second if c == first else first if c == second else c for c in entries[0]["deal"]]
            return {**log, "log": [{"deal": order, "source": "queued"}, *entries[1:]]}
    raise AssertionError("no two hidden cards to swap")


def cut_log(log: Mapping[str, Any], cut: int) -> dict[str, Any]:
    """`log` cut at `cut`, its first deal marked queued (as `swap_hidden` marks it)."""
    entries = list(log["log"][:cut])
    return {**log, "log": [{**entries[0], "source": "queued"}, *entries[1:]]}
