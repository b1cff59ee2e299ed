"""Bitmask helpers: a set of cards is an int whose bit i is card i."""

from __future__ import annotations


def bits(mask: int) -> list[int]:
    """The set bits of `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def nth_bit(mask: int, n: int) -> int:
    """The `n`-th set bit of `mask` (0 = lowest); ValueError if it has fewer."""
    for _ in range(n):
        mask &= mask - 1
    if not mask:
        raise ValueError(f"the mask has fewer than {n + 1} set bits")
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The highest set bit of a non-empty mask (in a suit's block: its highest card)."""
    return mask.bit_length() - 1


def lowest(mask: int) -> int:
    """The lowest set bit of a non-empty mask."""
    return (mask & -mask).bit_length() - 1
