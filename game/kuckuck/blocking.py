"""Which cards stop an exchange: the one statement of the blocking rules, for the rules and the bots alike."""

from __future__ import annotations

KING = 13
QUEEN = 12


def blocks_swap(rank: int, king_blocks: bool, queens_block: bool) -> bool:
    """A card of this rank stops a swap between players."""
    return (rank == KING and king_blocks) or (rank == QUEEN and queens_block)


def blocks_draw(rank: int, king_blocks: bool, dealer_stock_king: str) -> bool:
    """A card of this rank on top of the stock stops the dealer's draw (Queens never block the stock)."""
    return rank == KING and king_blocks and dealer_stock_king == "blocked"
