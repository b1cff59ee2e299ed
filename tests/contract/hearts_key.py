"""The Hearts answer key: what each seat may know, worked out from the saved log alone (the deals, the actions,
the first dealer and the pass cycle), never from the engine's state or the events' private parts.

A seat knows its own dealt cards, the cards it passed, the cards passed to it once all four have passed, and every
card played this hand. A spectator knows the cards played. Card texts repeat from hand to hand, so knowledge is
kept for the current hand only (views show nothing of earlier hands' cards).
"""

from __future__ import annotations

import json
import re
from collections.abc import Hashable
from typing import Any

from game import Match

CARD = re.compile(r"\b([2-9TJQKA][CDHS])\b")
OFFSETS = {"left": 1, "right": 3, "across": 2, "none": 0}
ORDER = {rank + suit: i for i, (suit, rank) in enumerate((s, r) for s in "CDHS" for r in "23456789TJQKA")}


def in_pack_order(cards: set[str] | list[str]) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


class HeartsSight:
    def __init__(self, match: Match) -> None:
        self.match = match
        data = match.to_dict()
        self.first_dealer: int = data["dealer"]
        self.cycle: list[str] = str(data["options"]["pass_cycle"]).split(",")
        self.consumed = 0
        self.hands_dealt = 0
        self.order: list[str] = []
        self._new_hand([])

    def _new_hand(self, order: list[str]) -> None:
        self.order = order
        dealer = (self.first_dealer + self.hands_dealt - 1) % 4
        self.dealt = {seat: {card for i, card in enumerate(order) if (dealer + 1 + i) % 4 == seat} for seat in range(4)}
        self.offset = OFFSETS[self.cycle[(self.hands_dealt - 1) % len(self.cycle)]] if order else 0
        self.passed: dict[int, list[str]] = {seat: [] for seat in range(4)}
        self.received: dict[int, set[str]] = {seat: set() for seat in range(4)}
        self.exchanged = self.offset == 0
        self.plays: list[tuple[int, str]] = []

    # --- following the log ---------------------------------------------------------------------------------

    def update(self) -> None:
        log = self.match.to_dict()["log"]
        for entry in log[self.consumed :]:
            if "deal" in entry:
                self.hands_dealt += 1
                self._new_hand(list(entry["deal"]))
                continue
            verb, _, rest = entry["action"].partition(" ")
            if verb == "pass":
                self._pass(entry["seat"], rest)
            elif verb == "play":
                self.plays.append((entry["seat"], rest))
        self.consumed = len(log)

    def _pass(self, seat: int, card: str) -> None:
        self.passed[seat].append(card)
        if sum(len(cards) for cards in self.passed.values()) == 12:
            for giver, cards in self.passed.items():
                self.received[(giver + self.offset) % 4] = set(cards)
            self.exchanged = True

    @property
    def played(self) -> set[str]:
        return {card for _, card in self.plays}

    def holding(self, seat: int) -> set[str]:
        """The cards `seat` holds now, by the log."""
        held = self.dealt[seat] - set(self.passed[seat]) | (self.received[seat] if self.exchanged else set())
        return held - self.played

    def may_know(self, seat: int | None) -> set[str]:
        if seat is None:
            return self.played
        received = self.received[seat] if self.exchanged else set()
        return self.dealt[seat] | received | self.played

    # --- checking the views --------------------------------------------------------------------------------

    def check(self, seat: int | None) -> None:
        view: dict[str, Any] = dict(self.match.view(seat))
        shown = set(CARD.findall(json.dumps(view)))
        assert shown <= self.may_know(seat), f"seat {seat} sees {shown - self.may_know(seat)}, which it cannot know"
        if seat is None:
            assert (view["hand"], view["passed"], view["received"]) == ([], [], [])
        else:
            assert view["hand"] == in_pack_order(self.holding(seat))
            assert view["passed"] == in_pack_order(self.passed[seat])
            assert view["received"] == (in_pack_order(self.received[seat]) if self.exchanged else [])
        trick_cards = [card for trick in view["tricks"] for card in trick["cards"]]
        trick_cards += view["trick"]["cards"] if view["trick"] else []
        assert trick_cards == [card for _, card in self.plays], "the tricks show every card played, in order"
        if self.order:
            assert view["hand_sizes"] == [len(self.holding(s)) for s in range(4)]

    def check_all(self) -> None:
        self.update()
        for seat in [0, 1, 2, 3, None]:
            self.check(seat)

    # --- blindness ------------------------------------------------------------------------------------------

    def hidden(self, seat: int) -> set[int]:
        """Positions in the latest deal's order of the cards `seat` cannot know now."""
        self.update()
        known = self.may_know(seat)
        return {i for i, card in enumerate(self.order) if card not in known}

    @staticmethod
    def interchangeable(card: str) -> Hashable:
        """Hidden cards of one class may trade places without changing anything a seat can observe: legality
        depends on how many cards of each suit a hand holds and on who holds the Q♠ and the 2♣."""
        return card if card in ("QS", "2C") else card[1]
