"""Helpers for Euchre tests: deals built from the hands wanted (by seat, or by place relative to the dealer),
scripted hands, and random play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import pytest

from game import IllegalAction, Match, open_match
from game.core.decks import SHORT_24
from game.core.events import Event

ALL_TEXTS = [card.text for card in SHORT_24.cards()]


def order_for(
    hands: Mapping[int, Sequence[str]], dealer: int, up: str | None = None, kitty: Sequence[str] = ()
) -> list[str]:
    """A shuffled order that deals each seat of `hands` those cards (card i < 20 goes to seat (dealer + 1 + i) mod
    4), turns `up` up and puts `kitty` under it. Whatever is left out is filled in pack order."""
    wanted = {seat: list(cards) for seat, cards in hands.items()}
    given = [card for cards in wanted.values() for card in cards] + ([up] if up else []) + list(kitty)
    assert len(given) == len(set(given)), "a card is wanted twice"
    spare = [card for card in ALL_TEXTS if card not in given]
    order = []
    for i in range(20):
        mine = wanted.setdefault((dealer + 1 + i) % 4, [])
        order.append(mine.pop(0) if mine else spare.pop(0))
    order.append(up if up else spare.pop(0))
    rest = list(kitty)
    order += [rest.pop(0) if rest else spare.pop(0) for _ in range(3)]
    return order


def by_place(hands: Sequence[str], dealer: int) -> dict[int, list[str]]:
    """Hands given from the dealer's left round to the dealer (each a space-separated list), as seats."""
    return {(dealer + 1 + place) % 4: text.split() for place, text in enumerate(hands)}


def dealt(hands: Mapping[int, Sequence[str]], dealer: int = 3, up: str | None = None, **options: object) -> Match:
    """A match whose first hand deals `hands` and turns `up` up."""
    match = open_match("euchre", 4, options=dict(options), seed=7, dealer=dealer)
    match.deal(order_for(hands, dealer, up))
    return match


def act_all(match: Match, actions: str | Sequence[str]) -> None:
    """Take these actions in turn, whoever is to move (a string: actions separated by commas)."""
    for action in actions.split(",") if isinstance(actions, str) else actions:
        match.act(action.strip())


def play_scripts(match: Match, scripts: Mapping[int, str]) -> None:
    """Play out the hand: each seat plays its script's cards in order when it is to move."""
    queues = {seat: text.split() for seat, text in scripts.items()}
    scored = len(match.hands)
    while len(match.hands) == scored and not match.over:
        seat = match.to_move
        assert seat is not None and match.view(None)["phase"] == "play"
        match.act(f"play {queues[seat].pop(0)}")
    assert all(not queue for queue in queues.values()), "every scripted card is played"


def random_step(match: Match, rng: np.random.Generator) -> str:
    legal = match.legal()
    action = legal[int(rng.integers(len(legal)))]
    match.act(action)
    return action


# Hands by place from the dealer's left (P), then Q, then R (P's partner), then the dealer (D); the up-card is
# the 9♥. P orders hearts up in each.
MARCH = ("JH JD AH KH QH", "9C TC JC QC KC", "9S TS JS QS KS", "AC AS 9D TD QD")
THREE = ("JH JD AH 9C 9S", "AC KC AS KS TD", "QC QS QD KD AD", "TC TS JC JS 9D")
THREE_PLAYS = ("JH JD AH 9C 9S", "TD KC KS AC AS", "QD KD AD QC QS", "9H JC JS TC TS")
FOUR = ("JH JD AH AC 9S", "9C KC AS KS TD", "QC QS QD KD AD", "TC TS JC JS 9D")
FOUR_PLAYS = ("JH JD AH AC 9S", "TD KC KS 9C AS", "QD KD AD QC QS", "9H JC JS TC TS")
EUCHRE = ("9C 9S TC TS QD", "JH JD AH KH QH", "JC QC KC AC JS", "QS KS AS 9D TD")
EUCHRE_PLAYS = ("9C TC 9S TS QD", "JH JD AH KH QH", "JC KC QC AC JS", "QS 9H KS AS TD")


def scripts(plays: tuple[str, ...], dealer: int, skip: tuple[int, ...] = ()) -> dict[int, str]:
    """Each place's cards in play order as seats; the places in `skip` (0 = P … 3 = D) sit out."""
    return {(dealer + 1 + place) % 4: text for place, text in enumerate(plays) if place not in skip}


def deal_places(hands: tuple[str, ...], dealer: int = 3, **options: object) -> Match:
    return dealt(by_place(hands, dealer), dealer, "9H", **options)


def refused(match: Match, action: str, reason: str) -> None:
    before = (match.to_json(), [match.view(seat) for seat in (0, 1, 2, 3, None)])
    with pytest.raises(IllegalAction) as error:
        match.act(action)
    assert error.value.reason.english() == reason
    assert (match.to_json(), [match.view(seat) for seat in (0, 1, 2, 3, None)]) == before


def kinds(events: list[Event]) -> list[type[Event]]:
    return [type(event) for event in events]
