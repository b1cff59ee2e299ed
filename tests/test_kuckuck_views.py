"""No hidden card leaks: every card in a seat's view is one that seat has legitimately seen."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

import numpy as np
import pytest

from game import Match, open_match
from game.core.events import EventKind


class SightTracker:
    """Independently follows, from the full event stream, which seats have seen each card (single pack)."""

    def __init__(self) -> None:
        self.seen_by: dict[str, set[int]] = defaultdict(set)
        self.consumed = 0

    def update(self, match: Match) -> None:
        holders = [card.text if card else None for card in match.state.hands] if match.state.hands else []
        for event in match.history[self.consumed :]:
            self._apply(event.kind, event.seat, dict(event.public), event.private, match)
        self.consumed = len(match.history)
        del holders

    def _apply(self, kind: EventKind, seat: int | None, public: dict[str, Any], private: object, match: Match) -> None:
        everyone = set(range(match.players))
        if kind in (EventKind.BLOCK, EventKind.STOCK_BLOCK, EventKind.LOW_CARD_SHOWN):
            self.seen_by[public["card"]] |= everyone
        if kind is EventKind.SHOWDOWN:
            for card in public["cards"]:
                if card:
                    self.seen_by[card] |= everyone
        for viewer, facts in dict(private).items():  # type: ignore[call-overload]
            for card in facts.values():
                self.seen_by[card].add(viewer)


def cards_in(view: object) -> set[str]:
    text = json.dumps(view)
    found = set()
    for token in text.replace("[", " ").replace("]", " ").replace(",", " ").split():
        token = token.strip('"{}:')
        if len(token) == 2 and token[0] in "A23456789TJQK" and token[1] in "CDHS":
            found.add(token)
    return found


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("options", [{}, {"low_card_reveal": True, "queens_block": True, "dealer_double_draw": True}])
def test_views_show_only_cards_the_seat_has_seen(seed: int, options: dict[str, object]) -> None:
    players = 3 + seed % 9
    match = open_match("kuckuck", players=players, options=options, seed=seed)
    tracker = SightTracker()
    rng = np.random.default_rng(seed)
    while True:
        tracker.update(match)
        for seat in [*range(players), None]:
            for card in cards_in(match.view(seat)):
                viewers = tracker.seen_by[card]
                assert (seat in viewers) if seat is not None else viewers == set(range(players)), (
                    f"seat {seat} sees {card}, seen only by {sorted(viewers)}"
                )
        if match.over:
            break
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])


def test_stock_is_never_shown_and_neighbours_cards_stay_hidden() -> None:
    match = open_match("kuckuck", players=5, seed=4, dealer=4)
    match.deal(["9C", "8D", "7H", "6S", "5C", "KD"])
    view = match.view(0)
    assert view["cards"] == ["9C", None, None, None, None]
    assert "KD" not in json.dumps(view)
    assert view["stock_count"] == 52 - 5


def test_a_swap_tells_both_players_what_the_other_now_holds() -> None:
    match = open_match("kuckuck", players=4, seed=4, dealer=3)
    match.deal(["2C", "9D", "8H", "5S"])
    match.act("swap")
    assert match.view(0)["cards"][:2] == ["9D", "2C"]
    assert match.view(1)["cards"][:2] == ["9D", "2C"]
    assert match.view(2)["cards"][:2] == [None, None]
