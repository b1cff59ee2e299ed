"""A fast play-out of the rest of one Kuckuck deal on sampled cards, for the hard bot's estimates."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import Card
from game.core.seats import next_seat
from game.kuckuck.blocking import blocks_draw, blocks_swap
from game.kuckuck.bots import keep_threshold


def play_out(view: Mapping[str, Any], hands: list[Card | None], stock: list[Card], me: int, action: str) -> float:
    """Lives `me` loses when `me` plays `action` now and everyone after plays the normal policy."""
    options = view["options"]
    in_deal = view["in_deal"]
    dealer = view["dealer"]
    ranks = [c.rank if c else 0 for c in hands]
    shown = [bool(up) for up in view["face_up"]]
    threshold = keep_threshold(sum(in_deal))

    def blocks(rank: int) -> bool:
        return blocks_swap(rank, options["king_blocks"], options["queens_block"])

    def draw(seat: int) -> None:
        if not stock:
            return
        top = stock.pop(0).rank
        if blocks_draw(top, options["king_blocks"], options["dealer_stock_king"]):
            return
        ranks[seat] = top

    seat = me
    choice = action
    while True:
        if seat == dealer:
            if choice == "swap":
                draw(seat)
                if options["dealer_double_draw"] and ranks[seat] <= 5:
                    draw(seat)
            break
        if choice == "swap":
            target = next_seat(seat, in_deal)
            if blocks(ranks[target]):
                shown[target] = True
            else:
                ranks[seat], ranks[target] = ranks[target], ranks[seat]
        seat = next_seat(seat, in_deal)
        if seat == dealer:
            choice = "swap" if ranks[seat] <= 5 else "stay"
        else:
            target = next_seat(seat, in_deal)
            known_block = shown[target] and blocks(ranks[target])
            choice = "swap" if ranks[seat] < threshold and not known_block else "stay"
    low = min(ranks[s] for s in range(len(ranks)) if in_deal[s])
    losers = [s for s in range(len(ranks)) if in_deal[s] and ranks[s] == low]
    if options["tie_rule"] == "dealer_immune" and len(losers) > 1 and dealer in losers:
        losers.remove(dealer)
    if me not in losers:
        return 0.0
    return 3.0 if view["lives"][me] == 1 else 1.0
