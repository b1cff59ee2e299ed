"""Helpers for Hearts tests: deals built from the hands wanted (and a few ready-made ones), scripted hands, random
play, and refused moves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import pytest

from game import IllegalAction, Match, open_match
from game.core.decks import STANDARD_52

ALL_TEXTS = [card.text for card in STANDARD_52.cards()]
SUITS = {suit: [rank + suit for rank in "23456789TJQKA"] for suit in "CDHS"}


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


# A first trick that seat 1 wins with the A♣ while seat 2, void in clubs, holds hearts, the Q♠, K♠ and A♠.
BREAKING = {
    0: spread("2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D 8D"),
    1: spread("AC 2H 3H 4H 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    2: spread("5H 6H 7H 8H 9H TH JH QH KH AH QS KS AS"),
    3: spread("8C 9C TC JC QC KC 9D TD JD QD KD AD JS"),
}


def refused(match: Match, move: str, reason: str, **params: object) -> None:
    """`move` raises IllegalAction with this reason and leaves the match exactly as it was."""
    before = match.to_json()
    views = [match.view(seat) for seat in (0, 1, 2, 3, None)]
    with pytest.raises(IllegalAction) as error:
        match.act(move)
    assert error.value.reason.message == reason
    assert dict(error.value.reason.params) == params
    assert match.to_json() == before
    assert [match.view(seat) for seat in (0, 1, 2, 3, None)] == views


def all_clubs(shooter: int) -> dict[int, list[str]]:
    """`shooter` holds every club, so it wins all 13 tricks; the others hold one suit each."""
    others = [seat for seat in range(4) if seat != shooter]
    return {shooter: SUITS["C"], others[0]: SUITS["D"], others[1]: SUITS["S"], others[2]: SUITS["H"]}


def moon_match(shooters: list[int], dealer: int = 3, **options: object) -> Match:
    """A match whose hands are moons by these shooters in turn."""
    options.setdefault("pass_cycle", "none")
    match = open_match("hearts", 4, options=dict(options), seed=5, dealer=dealer)
    for number, shooter in enumerate(shooters):
        match.deal(order_for(all_clubs(shooter), (dealer + number) % 4))
    return match
