"""No hidden card leaks: every card in a seat's view is one that seat can know.

The answer key never reads the engine's knowledge, events' private parts or hidden state: `Sight` works it out from
the dealt order and the action log alone (plus who was dealt in, which the table sees). Cards are tracked by their
position in the dealt order, so with two packs the two copies of a card are different cards.
"""

from __future__ import annotations

import json
import re
from collections import Counter, deque
from typing import Any

import numpy as np
import pytest

from game import Match, open_match
from game.core.packs import KINDS
from game.kuckuck import events as K
from game.kuckuck.packs import POWERS
from tests.kuckuck_helpers import random_play

CARD = re.compile(r'"([A2-9TJQK][CDHS])"')
PACK_CARD = re.compile(r'"([A-Z]{3}|N1?[0-9])"')  # a special pack's ids (rules.md §1)
LOW_RANKS = "A23"  # low_card_reveal shows these when handed over
DOMINO_RANKS = {"off": "", "A23": "A23", "A": "A"}  # a card of these ranks, received, opens a domino swap


class Sight:
    """Who may know which card of the current deal: a seat knows its own dealt card, the cards it gave and received
    in its own swaps (the dealer: the cards it drew), and what was shown to everyone (a blocking King or Queen, a
    low card handed over, the showdown). Every move of a card is public, so knowing a card means knowing where it is.
    """

    def __init__(self, match: Match) -> None:
        self.match = match
        self.options = match.options
        self.consumed = 0  # log entries followed so far
        self.events_seen = 0
        self.deal_starts: deque[K.DealStart] = deque()
        self.last_cards: list[str | None] = []
        self.jack_dealer: int | None = None  # first_jack: the seat the Jack deal picked, until its first deal
        self.jack_deal_due = self.options.first_dealer == "first_jack"
        self._new_deal([], [], 0)

    def _new_deal(self, order: list[str], seats: list[int], dealer: int, sudden_deal: bool = False) -> None:
        self.sudden_deal = sudden_deal
        self.order, self.seats, self.dealer = order, seats, dealer
        self.at = {seat: index for index, seat in enumerate(seats)}  # seat -> the card it holds (its deal position)
        self.stock = list(range(len(seats), len(order)))
        self.known: dict[int, set[int]] = {seat: {self.at[seat]} if seat in self.at else set() for seat in self.all}
        self.held: dict[int, list[int]] = {seat: [self.at[seat]] if seat in self.at else [] for seat in self.all}
        self.public: set[int] = set()
        self.stock_shown: int | None = None
        self.draws = 0
        self.domino: tuple[int, int | None] | None = None  # (the swapper deciding again, the seat beyond or None)
        self.laid_aside: list[int] = []
        if self.powers and not self.sudden_deal:  # the Gnav fool lies face up from the deal on
            self.public |= {self.at[seat] for seat in seats if self._kind(self.at[seat]) == "NAR"}

    # --- a special pack (deck, deck_powers, kuku_lowest): this key's own reading of rules.md §1 ------------------

    @property
    def powers(self) -> bool:
        return bool(self.options.deck_powers) and self.options.deck != "standard52"

    def _kind(self, card: int) -> str:
        return self.order[card]

    def _power(self, card: int) -> str | None:
        kind = self._kind(card)
        if not self.powers or (kind == "KUK" and self.options.kuku_lowest):
            return None
        return POWERS.get(kind)

    def _pack_value(self, card: int) -> int:
        """1 for the lowest kind in effect."""
        kinds = [k for k in KINDS[self.options.deck] if not (k == "KUK" and self.options.kuku_lowest)]
        if self.options.kuku_lowest:
            kinds.append("KUK")
        return len(kinds) - kinds.index(self._kind(card))

    def _low(self, card: int) -> bool:
        if self.options.deck == "standard52":
            return self.order[card][0] in LOW_RANKS
        return self._pack_value(card) <= len(LOW_RANKS)

    def _opens_domino(self, card: int) -> bool:
        if self.options.deck == "standard52":
            return self.order[card][0] in DOMINO_RANKS[self.options.domino]
        return self._pack_value(card) <= len(DOMINO_RANKS[self.options.domino])

    def _request(self, seat: int, target: int) -> int | str | None:
        """`seat` asks `target` for a swap: the seat it swapped with, "stock", "stop", or None (no swap)."""
        while target != seat:
            theirs = self.at[target]
            power = self._power(theirs)
            if power in ("block", "penalty", "stop", "skip") or (not self.powers and self._blocks(theirs)):
                self.public.add(theirs)
            if power == "stop":
                self._showdown()
                return "stop"
            if power in ("block", "penalty") or (not self.powers and self._blocks(theirs)):
                return None
            if power == "skip":
                if target == self.dealer:
                    top, self.stock = self.stock[0], [*self.stock[1:], self.at[seat]]
                    self.at[seat] = top
                    self.known[seat].add(top)
                    self.held[seat].append(top)
                    if self._kind(top) == "NAR":
                        self.public.add(top)
                    return "stock"
                target = self._left(target)
                continue
            mine = self.at[seat]
            self._swap(seat, target)
            if self.powers and "HAR" in (self._kind(mine), self._kind(theirs)):  # a face-up swap
                self.public |= {mine, theirs}
            return target
        return None

    def _pack_act(self, seat: int, action: str) -> None:
        if self.domino is not None:
            swapper, beyond = self.domino
            assert seat == swapper, "after a swap with domino on, the swapper decides again"
            self.domino = None
            if action == "swap":
                assert beyond is not None, "no domino swap after a swap with the dealer or the stock"
                assert self._opens_domino(self.at[seat]), "a domino needs a low kind"
                self._request(seat, beyond)
        elif seat == self.dealer:
            self._pack_dealer_acts(action)
        elif action == "swap":
            partner = self._request(seat, self._left(seat))
            if partner is not None and partner != "stop" and self.options.domino != "off":
                end = partner in (self.dealer, "stock")
                self.domino = (seat, None if end else self._left(int(partner)))

    def _pack_dealer_acts(self, action: str) -> None:
        if action == "swap" and not self.powers:
            self._dealer_acts(action)
            return
        if action == "swap":
            while self.stock and self._power(self.stock[0]) == "skip":
                self.public.add(self.stock[0])
                self.laid_aside.append(self.stock.pop(0))
            if self.stock:
                top = self.stock[0]
                self.stock = [*self.stock[1:], self.at[self.dealer]]
                self.at[self.dealer] = top
                self.known[self.dealer].add(top)
                self.held[self.dealer].append(top)
                if self._kind(top) == "NAR":
                    self.public.add(top)
                self.draws += 1
                if self.options.dealer_double_draw and self.draws == 1 and self.stock:
                    return
        self._showdown()

    @property
    def all(self) -> range:
        return range(self.match.players)

    # --- following the log ---------------------------------------------------------------------------------

    def update(self) -> None:
        log = json.loads(self.match.to_json())["log"]
        new_events = self.match.history[self.events_seen :]
        self.events_seen += len(new_events)
        self.deal_starts.extend(e for e in new_events if isinstance(e, K.DealStart))
        for index in range(self.consumed, len(log)):
            entry = log[index]
            if "deal" in entry and self.jack_deal_due:
                self._jack_deal(entry["deal"])
            elif "deal" in entry:
                self._deal(entry["deal"], sudden_death=self._no_turns_follow(log, index))
            else:
                self._act(entry["seat"], entry["action"])
        self.consumed = len(log)

    def _no_turns_follow(self, log: list[dict[str, Any]], index: int) -> bool:
        """A sudden-death deal goes straight to its showdown: no action follows it."""
        if index + 1 < len(log):
            return "deal" in log[index + 1]
        return self.match.to_move is None

    def _jack_deal(self, order: list[str]) -> None:
        """The match's first order, dealt face up from seat 0 until a Jack: all public, and none of it is dealt."""
        self.jack_deal_due = False
        jack = ("GJO", "CUC", "KUK") if self.options.deck != "standard52" else ("J",)
        first = next(i for i, card in enumerate(order) if card in jack or card[0] in jack)
        self.jack_dealer = first % self.match.players

    def _deal(self, order: list[str], sudden_death: bool) -> None:
        start = self.deal_starts.popleft()  # public: the dealer and the seats dealt in
        if self.jack_dealer is not None:
            assert start.seat == self.jack_dealer, "the first Jack dealt face up picks the first dealer"
            self.jack_dealer = None
        seats = list(start.seats)
        assert len(order) == len(seats) + start.stock
        self._new_deal(order, seats, start.seat, sudden_death)
        if sudden_death:
            self._showdown()

    def _act(self, seat: int, action: str) -> None:
        if self.options.deck != "standard52":
            self._pack_act(seat, action)
            return
        if self.domino is not None:
            swapper, beyond = self.domino
            assert seat == swapper, "after a swap with domino on, the swapper decides again"
            self.domino = None
            if action == "swap":
                assert beyond is not None, "no domino swap after a swap with the dealer"
                assert self.order[self.at[seat]][0] in DOMINO_RANKS[self.options.domino], "a domino needs a low card"
                self._swap(seat, beyond)
        elif seat == self.dealer:
            self._dealer_acts(action)
        elif action == "swap":
            target = self._left(seat)
            if self._swap(seat, target) and self.options.domino != "off":
                self.domino = (seat, None if target == self.dealer else self._left(target))

    def _left(self, seat: int) -> int:
        return self.seats[(self.seats.index(seat) + 1) % len(self.seats)]

    def _king_or_queen(self, card: int) -> str | None:
        if self.options.deck == "standard52":
            rank = self.order[card][0]
            return rank if rank in "KQ" else None
        top = len(KINDS[self.options.deck])
        return {top: "K", top - 1: "Q"}.get(self._pack_value(card))

    def _blocks(self, card: int) -> bool:
        rank = self._king_or_queen(card)
        return (rank == "K" and self.options.king_blocks) or (rank == "Q" and self.options.queens_block)

    def _swap(self, seat: int, target: int) -> bool:
        """`seat` asks `target` for a swap; whether it went through."""
        mine, theirs = self.at[seat], self.at[target]
        if not self.powers and self._blocks(theirs):
            self.public.add(theirs)
            return False
        self.at[seat], self.at[target] = theirs, mine
        for player in (seat, target):
            self.known[player] |= {mine, theirs}
        self.held[seat].append(theirs)
        self.held[target].append(mine)
        if self.options.low_card_reveal:
            self.public |= {card for card in (mine, theirs) if self._low(card)}
        return True

    def _dealer_acts(self, action: str) -> None:
        if action == "swap":
            top = self.stock[0]
            if (
                self._king_or_queen(top) == "K"
                and self.options.king_blocks
                and self.options.dealer_stock_king == "blocked"
            ):
                self.public.add(top)
                self.stock_shown = top
                self._showdown()
                return
            self.stock = [*self.stock[1:], self.at[self.dealer]]
            self.at[self.dealer] = top
            self.known[self.dealer].add(top)
            self.held[self.dealer].append(top)
            self.draws += 1
            if self.options.dealer_double_draw and self.draws == 1:
                return
        self._showdown()

    def _showdown(self) -> None:
        self.public |= set(self.at.values())
        self.last_cards = [self.order[self.at[seat]] if seat in self.at else None for seat in self.all]

    # --- checking the views --------------------------------------------------------------------------------

    def check(self, seat: int | None) -> None:
        view = self.match.view(seat)
        may_know = self.public | (self.known[seat] if seat is not None else set())
        shown = [self._check_card(seat, s, text, may_know) for s, text in enumerate(view["cards"]) if text]
        held = [self.order[card] for card in self.held[seat]] if seat is not None else []
        assert view["held"] == held
        top = self.order[self.stock_shown] if self.stock_shown is not None else None
        assert view["stock_top"] == top
        assert view["last_cards"] == self.last_cards
        if seat is not None and seat in self.at:
            assert view["cards"][seat] == self.order[self.at[seat]], "a seat always sees its own card"
        laid = [self.order[card] for card in self.laid_aside]
        assert view["laid_aside"] == laid
        expected = Counter([*shown, *held, *([top] if top else []), *filter(None, self.last_cards), *laid])
        pattern = CARD if self.options.deck == "standard52" else PACK_CARD
        assert Counter(pattern.findall(json.dumps(view))) == expected, f"seat {seat}: a card outside the checked fields"

    def _check_card(self, seat: int | None, s: int, text: str, may_know: set[int]) -> str:
        card = self.at.get(s)
        assert card is not None and self.order[card] == text, f"seat {seat}: {text} is not what seat {s} holds"
        assert card in may_know, f"seat {seat} sees {text} at seat {s}, a card it cannot know"
        return text

    def check_all(self) -> None:
        self.update()
        for seat in [*self.all, None]:
            self.check(seat)


PLAYERS = [3, 4, 5, 6, 7, 9, 11, 13, 14, 16, 18, 20]  # two packs from 14 players on
OPTIONS: list[dict[str, object]] = [
    {},
    {"deck": "gnav42", "deck_powers": True, "low_card_reveal": True, "domino": "A23", "dealer_double_draw": True},
    {"deck": "cucu40", "queens_block": True, "low_card_reveal": True, "first_dealer": "first_jack"},
    {"deck": "kille42", "deck_powers": True, "kuku_lowest": True, "domino": "A", "speed": 1},
    {"deck": "kille42", "deck_powers": True, "dealer_double_draw": True, "final_tie": "sudden_death_low_out"},
    {
        "low_card_reveal": True,
        "queens_block": True,
        "dealer_double_draw": True,
        "dealer_stock_king": "keep",
        "final_tie": "sudden_death_low_out",
    },
    {"speed": 1, "dealer_double_draw": True, "first_dealer": "first_jack", "money_game": True, "domino": "A23"},
]


@pytest.mark.parametrize("seed", range(len(PLAYERS)))
@pytest.mark.parametrize("options", OPTIONS)
def test_views_show_only_cards_the_seat_can_know(seed: int, options: dict[str, object]) -> None:
    players = PLAYERS[seed]
    match = open_match("kuckuck", players=players, options=options, seed=seed)
    assert match.options.packs(players) == (2 if players > 13 and "deck" not in options else 1)
    sight = Sight(match)
    sight.check_all()
    random_play(match, np.random.default_rng(seed), lambda _: sight.check_all())
    assert sight.consumed == len(json.loads(match.to_json())["log"])


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
