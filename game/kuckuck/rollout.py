"""A fast play-out of the rest of one Kuckuck deal on sampled cards, for the hard bot's estimates.

It moves ranks the way rules.py moves cards (swaps, blocks, the dealer's draws) and lets every later seat play the
normal bot's policy on what that seat can see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.core.seats import next_seat
from game.kuckuck.blocking import blocks_draw, blocks_swap
from game.kuckuck.bots import keep_threshold, normal_policy
from game.kuckuck.rules import LOW_REVEAL_MAX, STAY, SWAP


@dataclass
class _Deal:
    """The rest of one deal on ranks: hands, which of them lie face up, the stock's top, the dealer's draws."""

    options: Mapping[str, Any]
    in_deal: list[bool]
    dealer: int
    ranks: list[int]
    shown: list[bool]
    stock: list[int]
    draws: int
    threshold: int  # the normal bot's keep threshold at this table

    def choice(self, seat: int) -> str:
        """The normal policy of `seat`, which sees its left neighbour's card only when it lies face up."""
        dealer = seat == self.dealer
        if dealer and not self.stock:
            return STAY  # nothing left to draw
        target = next_seat(seat, self.in_deal)
        left = self.ranks[target] if self.shown[target] and not dealer else None
        return normal_policy(self.ranks[seat], left, dealer, self.threshold, self.options)

    def swap(self, seat: int) -> None:
        """`seat` swaps with its left neighbour, unless a blocking card shows itself (rules._swap_with_left)."""
        target = next_seat(seat, self.in_deal)
        if blocks_swap(self.ranks[target], self.options["king_blocks"], self.options["queens_block"]):
            self.shown[target] = True
            return
        self.ranks[seat], self.ranks[target] = self.ranks[target], self.ranks[seat]
        self.shown[seat], self.shown[target] = self.shown[target], self.shown[seat]  # face-up moves with the card
        if self.options["low_card_reveal"]:
            for receiver in (seat, target):
                self.shown[receiver] = self.shown[receiver] or self.ranks[receiver] <= LOW_REVEAL_MAX

    def draw(self) -> bool:
        """The dealer draws the stock's top (rules._dealer_acts); True if the dealer may then draw once more."""
        top = self.stock[0]
        if blocks_draw(top, self.options["king_blocks"], self.options["dealer_stock_king"]):
            return False  # the King is shown and the dealer's turn ends
        self.stock = [*self.stock[1:], self.ranks[self.dealer]]
        self.ranks[self.dealer] = top
        self.shown[self.dealer] = False
        self.draws += 1
        return bool(self.options["dealer_double_draw"] and self.draws == 1 and self.stock)

    def losers(self) -> list[int]:
        seats = [s for s in range(len(self.ranks)) if self.in_deal[s]]
        low = min(self.ranks[s] for s in seats)
        losers = [s for s in seats if self.ranks[s] == low]
        if self.options["tie_rule"] == "dealer_immune" and len(losers) > 1 and self.dealer in losers:
            losers.remove(self.dealer)
        return losers


def play_out(view: Mapping[str, Any], hands: list[Card | None], stock: list[Card], me: int, action: str) -> float:
    """Lives `me` loses when `me` plays `action` now and everyone after plays the normal policy."""
    deal = _Deal(
        options=view["options"],
        in_deal=list(view["in_deal"]),
        dealer=view["dealer"],
        ranks=[ACE_LOW.value(c) if c else 0 for c in hands],
        shown=[bool(up) for up in view["face_up"]],
        stock=[ACE_LOW.value(c) for c in stock],
        draws=view["draws"],
        threshold=keep_threshold(sum(view["in_deal"])),
    )
    seat, choice = me, action
    while seat != deal.dealer:
        if choice == SWAP:
            deal.swap(seat)
        seat = next_seat(seat, deal.in_deal)
        choice = deal.choice(seat)
    while choice == SWAP and deal.stock and deal.draw():
        choice = deal.choice(seat)
    if me not in deal.losers():
        return 0.0
    return 3.0 if view["lives"][me] == 1 else 1.0
