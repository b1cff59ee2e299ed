"""Domino (rules.md §1, seed 000): which card received in a swap lets its receiver force one more swap beyond.

The one statement of that rule, for the rules and the hard bot's inference alike."""

from __future__ import annotations

from typing import Final

ACE = 1
DOMINO_MAX: Final = {"A23": 3, "A": ACE}  # the highest rank that opens a domino swap, per `domino` value
DOMINO = "domino"  # acted: the seat swapped, then its domino swap went through
DOMINO_BLOCKED = "domino_blocked"  # acted: the seat swapped, then its domino swap was blocked


def opens_domino(rank: int, domino: str) -> bool:
    """A card of this rank, received from a seat that is not the dealer, allows a domino swap."""
    return domino in DOMINO_MAX and rank <= DOMINO_MAX[domino]
