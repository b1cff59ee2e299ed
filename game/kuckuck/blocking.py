"""Which cards stop an exchange: the one statement of the blocking rules, for the rules and the bots alike."""

from __future__ import annotations

KING = 13


def blocks_swap(rank: int, king_blocks: bool, queens_block: bool, king: int = KING) -> bool:
    """A card of this rank stops a swap between players. `king`: the King's value (a special pack's top kind;
    the Queen is the kind below it)."""
    return (rank == king and king_blocks) or (rank == king - 1 and queens_block)


def blocks_draw(rank: int, king_blocks: bool, dealer_stock_king: str, king: int = KING) -> bool:
    """A card of this rank on top of the stock stops the dealer's draw (Queens never block the stock)."""
    return rank == king and king_blocks and dealer_stock_king == "blocked"
