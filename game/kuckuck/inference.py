"""What the hard bot can infer about hidden cards from the public course of a deal.

Every card dealt is a variable named after the seat it was dealt to. Swaps only move variables around, so the
public actions (stay, swap, blocked) say exactly which variable lies where now. What the seat saw pins some
variables to cards (its own cards, cards it handed over, Kings shown by a block); the other players' choices make
some values likelier than others (a player who stayed probably held a high card). Sampling the free variables
and weighting each sample by how likely the observed choices were gives a posterior over the hidden hands.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.ai.sampling import deal_hidden, unseen_cards
from game.core.cards import Card
from game.core.decks import ACE_LOW, STANDARD_52
from game.core.seats import next_seat, order_after
from game.kuckuck.blocking import blocks_swap

if TYPE_CHECKING:
    import numpy as np


@dataclass
class DealHistory:
    at_seat: dict[int, int] = field(default_factory=dict)  # seat -> the variable it holds now
    pins: dict[int, Card] = field(default_factory=dict)  # variable -> the card it is known to be
    decisions: list[tuple[int, str]] = field(default_factory=list)  # (variable held, "stay"/"swap") of others
    not_blocker: set[int] = field(default_factory=set)  # variables that let a swap through


def reconstruct(view: Mapping[str, Any]) -> DealHistory:
    """Replay the deal's public actions symbolically from the viewer's seat."""
    me = view["seat"]
    in_deal = view["in_deal"]
    dealer = view["dealer"]
    history = DealHistory(at_seat={s: s for s in range(view["players"]) if in_deal[s]})
    held = [Card.parse(text) for text in view["held"]]
    if held:
        history.pins[me] = held[0]
    received = 1
    for seat in order_after(dealer, in_deal):
        action = view["acted"][seat]
        if action is None or seat == dealer:
            break
        target = next_seat(seat, in_deal)
        if seat != me:
            history.decisions.append((history.at_seat[seat], "stay" if action == "stay" else "swap"))
        if action == "swap":
            history.not_blocker.add(history.at_seat[target])
            history.at_seat[seat], history.at_seat[target] = history.at_seat[target], history.at_seat[seat]
            if me in (seat, target) and received < len(held):
                history.pins[history.at_seat[me]] = held[received]
                received += 1
    for seat, text in enumerate(view["cards"]):
        if text and seat in history.at_seat and not (seat == me == dealer and view["draws"]):
            history.pins[history.at_seat[seat]] = Card.parse(text)
    return history


def swap_probability(rank: int, threshold: int) -> float:
    """A model of other players: most swap below the table's keep threshold, few above it."""
    return min(0.97, max(0.03, 1.0 / (1.0 + math.exp(1.4 * (rank - threshold + 0.5)))))


@dataclass
class Sample:
    hands: list[Card | None]
    stock: list[Card]
    weight: float


def posterior_samples(view: Mapping[str, Any], count: int, rng: np.random.Generator, threshold: int) -> list[Sample]:
    """Weighted samples of every in-deal hand now, plus the top of the stock, consistent with the view."""
    history = reconstruct(view)
    options = view["options"]
    me = view["seat"]
    own = Card.parse(view["cards"][me])
    drew = me == view["dealer"] and view["draws"] > 0
    seen = list(history.pins.values())
    if view["stock_top"]:
        seen.append(Card.parse(view["stock_top"]))
    if drew:  # held[0] is pinned already; the drawn cards are the one in hand and any put back under the stock
        seen += [Card.parse(text) for text in view["held"][1:]]
    pool = unseen_cards(STANDARD_52.cards(int(view["packs"])), seen)
    free = [v for v in history.at_seat.values() if v not in history.pins]
    stock_needed = 2
    samples: list[Sample] = []
    for _ in range(count):
        drawn = deal_hidden(pool, min(len(free) + stock_needed, len(pool)), rng)
        values = dict(history.pins)
        values.update(zip(free, drawn, strict=False))
        weight = 1.0
        for variable in history.not_blocker:
            card = values.get(variable)
            if card is not None and blocks_swap(ACE_LOW.value(card), options["king_blocks"], options["queens_block"]):
                weight = 0.0
        for variable, action in history.decisions:
            card = values.get(variable)
            if card is not None and weight > 0:
                p = swap_probability(ACE_LOW.value(card), threshold)
                weight *= p if action == "swap" else 1.0 - p
        if weight <= 0:
            continue
        hands: list[Card | None] = [None] * view["players"]
        for seat, variable in history.at_seat.items():
            hands[seat] = values.get(variable)
        hands[me] = own  # after a draw the dealer's card is no longer the one dealt
        samples.append(Sample(hands, drawn[len(free) :], weight))
    return samples
