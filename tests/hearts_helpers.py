"""Helpers for Hearts tests: deals built from the hands wanted, scripted hands, and random play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from game import Match, open_match
from game.core.decks import STANDARD_52

ALL_TEXTS = [card.text for card in STANDARD_52.cards()]


def order_for(hands: Mapping[int, Sequence[str]], dealer: int) -> list[str]:
    """A shuffled order that deals each seat of `hands` those cards (card i goes to seat (dealer + 1 + i) mod 4).
    Seats left out, or given fewer than 13 cards, get the remaining cards in pack order."""
    wanted = {seat: list(cards) for seat, cards in hands.items()}
    given = [card for cards in wanted.values() for card in cards]
    assert len(given) == len(set(given)), "a card is wanted twice"
    spare = [card for card in ALL_TEXTS if card not in given]
    order = []
    for i in range(52):
        seat = (dealer + 1 + i) % 4
        mine = wanted.setdefault(seat, [])
        order.append(mine.pop(0) if mine else spare.pop(0))
    return order


def dealt(hands: Mapping[int, Sequence[str]], dealer: int = 3, **options: object) -> Match:
    """A match whose first hand deals `hands` (passing off unless `pass_cycle` is given)."""
    options.setdefault("pass_cycle", "none")
    match = open_match("hearts", 4, options=dict(options), seed=7, dealer=dealer)
    match.deal(order_for(hands, dealer))
    return match


def spread(text: str) -> list[str]:
    return text.split()


def play_cards(match: Match, cards: str) -> None:
    """Play these cards in turn, whoever is to move."""
    for card in cards.split():
        match.act(f"play {card}")


def play_scripts(match: Match, scripts: Mapping[int, Sequence[str]]) -> None:
    """Play out the hand: each seat plays its script's cards in order when it is to move."""
    queues = {seat: list(cards) for seat, cards in scripts.items()}
    hand = match.view(None)["hand_no"]
    while match.view(None)["hand_no"] == hand and match.view(None)["phase"] == "play":
        seat = match.to_move
        assert seat is not None
        match.act(f"play {queues[seat].pop(0)}")


def random_step(match: Match, rng: np.random.Generator) -> str:
    legal = match.legal()
    action = legal[int(rng.integers(len(legal)))]
    match.act(action)
    return action


def play_hand_randomly(match: Match, rng: np.random.Generator) -> None:
    """Random legal actions until the current hand is scored (or the match ends)."""
    scored = len(match.hands)
    while len(match.hands) == scored and not match.over:
        random_step(match, rng)
