"""Dealing a shuffled order into hands: card i goes to seat (dealer + 1 + i) mod n, or packet by packet."""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Final, TypeVar

T = TypeVar("T")
BITS: Final = tuple(1 << card for card in range(64))  # card -> its bit, for packs of up to 64 cards


def deal_seats(cards: int, players: int, dealer: int, packets: Sequence[int] = (1,)) -> list[int]:
    """The seat each of `cards` cards goes to, starting left of the dealer and going clockwise. `packets` are the
    sizes of the successive packets (cycled): (1,) deals one at a time, Euchre's (3, 2) deals 3-2 packets."""
    if players <= 0 or not 0 <= dealer < players:
        raise ValueError(f"deal: dealer {dealer} is not a seat of {players}")
    if not packets or any(size <= 0 for size in packets):
        raise ValueError("deal: packet sizes must be positive")
    seats: list[int] = []
    turn = 0
    while len(seats) < cards:
        size = packets[turn % len(packets)]
        seat = (dealer + 1 + turn) % players
        seats.extend([seat] * min(size, cards - len(seats)))
        turn += 1
    return seats


def deal_hands(
    order: Sequence[T], players: int, dealer: int, count: int | None = None, packets: Sequence[int] = (1,)
) -> list[list[T]]:
    """The first `count` cards of `order` (all by default) dealt into `players` hands, in the order received."""
    dealt = order if count is None else order[:count]
    hands: list[list[T]] = [[] for _ in range(players)]
    for card, seat in zip(dealt, deal_seats(len(dealt), players, dealer, packets), strict=True):
        hands[seat].append(card)
    return hands


def card_bits(cards: Sequence[int]) -> tuple[int, ...]:
    """Each card's bit, in order: one lookup for the whole pack (a search deals thousands of packs)."""
    if len(cards) < 2:  # itemgetter of one item gives the item, not a tuple
        return tuple(BITS[card] for card in cards)
    bits: tuple[int, ...] = itemgetter(*cards)(BITS)
    return bits


def deal_masks(order: Sequence[int], players: int, dealer: int) -> list[int]:
    """`order` (card integers below 64) dealt one at a time into hand bitmasks: card i to seat
    (dealer + 1 + i) mod n."""
    bits = card_bits(order)
    hands = [0] * players
    for offset in range(players):
        hands[(dealer + 1 + offset) % players] = sum(bits[offset::players])
    return hands
