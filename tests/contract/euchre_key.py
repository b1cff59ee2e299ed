"""The Euchre answer key: what each seat may know, worked out from the saved log alone (the deals, the actions and
the first dealer), never from the engine's state or the events' private parts.

A seat knows its own five dealt cards, the card turned up (everyone saw it, from the deal to the end of the hand)
and every card played this hand; the dealer also knows the card it picked up (the up-card) and its own discard. A
spectator knows the up-card and the cards played. Nobody knows the kitty, and nobody but the dealer knows the
dealer's discard, so nobody else knows whether the dealer still holds the up-card. Card texts repeat from hand to
hand, so knowledge is kept for the current hand only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Hashable
from typing import Any

from game import Match

CARD = re.compile(r"\b([9TJQKA][CDHS])\b")
ORDER = {rank + suit: i for i, (suit, rank) in enumerate((s, r) for s in "CDHS" for r in "9TJQKA")}


def in_pack_order(cards: set[str]) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


class EuchreSight:
    def __init__(self, match: Match) -> None:
        self.match = match
        self.dealer: int = match.to_dict()["dealer"]
        self.consumed = 0
        self.deals = 0
        self.last_action = ""
        self._new_hand([])

    def _new_hand(self, order: list[str]) -> None:
        self.order = order
        self.dealt = {
            seat: {c for i, c in enumerate(order[:20]) if (self.dealer + 1 + i) % 4 == seat} for seat in range(4)
        }
        self.up = order[20] if order else None
        self.picked_up = False
        self.discard: str | None = None
        self.plays: list[tuple[int, str]] = []

    # --- following the log ---------------------------------------------------------------------------------

    def update(self) -> None:
        log = self.match.to_dict()["log"]
        for entry in log[self.consumed :]:
            if "deal" in entry:
                if self.deals and self.last_action != "redeal":  # a redeal keeps the dealer
                    self.dealer = (self.dealer + 1) % 4
                self.deals += 1
                self._new_hand(list(entry["deal"]))
                continue
            seat, action = entry["seat"], entry["action"]
            self.last_action = action
            verb, _, rest = action.partition(" ")
            if verb == "order":  # the dealer picks up, unless its partner went alone and it sits out
                self.picked_up = not (rest == "alone" and seat == (self.dealer + 2) % 4)
            elif verb == "discard":
                self.discard = rest
            elif verb == "play":
                self.plays.append((seat, rest))
        self.consumed = len(log)

    @property
    def played(self) -> set[str]:
        return {card for _, card in self.plays}

    def holding(self, seat: int) -> set[str]:
        """The cards `seat` holds now, by the log."""
        held = set(self.dealt[seat])
        if seat == self.dealer and self.up is not None and self.picked_up:
            held.add(self.up)
        if seat == self.dealer and self.discard is not None:
            held.discard(self.discard)
        return held - self.played

    def may_know(self, seat: int | None) -> set[str]:
        public = self.played | ({self.up} if self.up else set())
        return public if seat is None else public | self.dealt[seat]

    # --- checking the views --------------------------------------------------------------------------------

    def check(self, seat: int | None) -> None:
        view: dict[str, Any] = dict(self.match.view(seat))
        shown = set(CARD.findall(json.dumps(view)))
        assert shown <= self.may_know(seat), f"seat {seat} sees {shown - self.may_know(seat)}, which it cannot know"
        if seat is None:
            assert view["hand"] == []
        else:
            assert view["hand"] == in_pack_order(self.holding(seat))
        own_discard = seat is not None and seat == self.dealer
        assert view["discard"] == (self.discard if own_discard else None), "only the dealer sees its discard"
        trick_cards = [card for trick in view["tricks"] for card in trick["cards"]]
        trick_cards += view["trick"]["cards"] if view["trick"] else []
        assert trick_cards == [card for _, card in self.plays], "the tricks show every card played, in order"
        if self.order:
            assert view["turned_up"] == self.up
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
        depends on how many cards of each effective suit a hand holds, so a jack (a bower, or a plain jack,
        by trump) keeps its place and the other cards trade within their printed suit."""
        return card if card[0] == "J" else card[1]
