"""Euchre hands in the real window, by keyboard alone: one where you bid second and order your partner, the
dealer, up (O); one where you deal and, the three others having passed, pick the card up (O) and discard; each
played out to the hand's end, whose result on the screen is the save file's."""

from __future__ import annotations

from typing import Any

import pygame

from game import open_match
from tests.real.places import HAND, PROMPT, SHEET
from tests.real.saved import match_after, moves_of, saved_log, saved_match
from tests.real.screen import Screen
from tests.real.table import hand_face_up, open_table, play_out
from tests.real.xsession import XSession


def seed_where_bots_pass(dealer: int) -> int:
    """The first seed that deals from `dealer` and whose bots (the table's, at the normal level) all pass until
    the bid comes to you, so that you bid in the place the test means."""
    for seed in range(1, 10_000):
        match = open_match("euchre", 4, {}, seed=seed)
        if match.dealer != dealer:
            continue
        while match.to_move != 0 and match.bot_move("normal") == "pass":
            match.act("pass")
        if match.to_move == 0:
            return seed
    raise AssertionError(f"no seed deals from seat {dealer} with the bots passing to you")


def test_bidding_second_i_order_my_partner_up(x: XSession) -> None:
    x.start(seed=seed_where_bots_pass(dealer=2))  # seat 3 bids first, then you; your partner (seat 2) deals
    open_table(x, "Euchre", "You against 3 bots")
    x.wait_for_text("Order up the", PROMPT)
    x.wait_settled(HAND, hand_face_up, "my five cards, face up")
    x.keys("o")
    x.wait_until(lambda: _mine(x, "order") or None, "my order in the save file")
    assert _bids(x)[:2] == [(3, "pass"), (0, "order")], f"the bidding went {_bids(x)}"
    _play_out(x)


def test_as_the_dealer_i_pick_the_card_up_and_discard(x: XSession) -> None:
    x.start(seed=seed_where_bots_pass(dealer=0))  # seats 1, 2 and 3 pass; you deal, and decide last
    open_table(x, "Euchre", "You against 3 bots")
    x.wait_for_text("Pick up the", PROMPT)
    x.wait_settled(HAND, hand_face_up, "my five cards, face up")
    dealt = match_after(x.home, "euchre", 1).view(0)
    x.keys("o")
    x.wait_for_text("Discard one card", PROMPT)
    # the cursor comes to the first card; one to the left, round the end, is the last: my lowest off-suit card
    x.keys("Left", "Return")
    x.wait_until(lambda: _mine(x, "discard") or None, "my discard in the save file")
    assert _bids(x)[:4] == [(1, "pass"), (2, "pass"), (3, "pass"), (0, "order")], f"the bidding went {_bids(x)}"
    six = [*dealt["hand"], dealt["up_card"]]
    chosen = shown_last(six, dealt["up_card"][1])
    assert _mine(x, "discard") == [f"discard {chosen}"], f"I held {six}"
    log = saved_log(x.home, "euchre")
    discarded = next(i for i, entry in enumerate(log) if entry.get("action") == f"discard {chosen}")
    assert sorted(match_after(x.home, "euchre", discarded + 1).view(0)["hand"]) == sorted(set(six) - {chosen})
    _play_out(x)


def shown_last(hand: list[str], trump: str) -> str:
    """The card at the right end of a Euchre hand as the table lays it out: trumps first (the left bower among
    them), then the other suits in colours alternating from the trump's (♠ ♥ ♣ ♦ order where it may choose),
    each from the Ace down; so the last card is the lowest of the last suit held."""
    suits = [trump]
    while len(suits) < 4:
        rest = [suit for suit in "SHCD" if suit not in suits]
        suits.append(next((suit for suit in rest if (suit in "HD") != (suits[-1] in "HD")), rest[0]))
    left_bower = "J" + {"S": "C", "C": "S", "H": "D", "D": "H"}[trump]

    def group(card: str) -> int:
        return 0 if card == left_bower else suits.index(card[1])

    def place(card: str) -> tuple[int, int]:  # left to right
        high_first = (
            ["J" + trump, left_bower, *(rank + trump for rank in "AKQT9")]
            if group(card) == 0
            else [rank + card[1] for rank in "AKQJT9"]
        )
        return group(card), high_first.index(card)

    return max(hand, key=place)


def _mine(x: XSession, kind: str) -> list[str]:
    return moves_of(saved_log(x.home, "euchre"), 0, kind)


def _bids(x: XSession) -> list[tuple[int, str]]:
    return [(entry["seat"], entry["action"]) for entry in saved_log(x.home, "euchre") if "seat" in entry]


def _play_out(x: XSession) -> None:
    """Play my five cards as the table asks; then the hand's result shows, as saved."""
    play_out(x, "euchre", 5)
    screen = x.wait_for_text("the higher score wins", SHEET)  # it closes by itself after a while: read it now
    result = x.wait_until(lambda: _first_result(x), "the hand's result in the save file")
    makers, tricks, points = int(result["makers"]), result["tricks"], result["points"]
    said = _line_with(screen, "Tricks")
    assert f"tricks {tricks[makers]} to {tricks[1 - makers]}" in said, f"the result reads {said!r} ({screen.path})"
    assert f"score {max(points)} point" in said, f"the result reads {said!r}, the save says {result}"


def _first_result(x: XSession) -> dict[str, Any] | None:
    """The first hand's result in the saved match, once it is over."""
    match = saved_match(x.home, "euchre")
    results: list[dict[str, Any]] = [] if match is None else match.view(0)["results"]
    return results[0] if results else None


def _line_with(screen: Screen, phrase: str) -> str:
    """The line of the score sheet that holds `phrase`, in lower case."""
    box = screen.find(phrase, SHEET)
    assert box is not None, f"no {phrase!r} on the score sheet ({screen.path})"
    line = pygame.Rect(screen.rect(SHEET).left, box.top - 6, screen.rect(SHEET).width, box.height + 12)
    return " ".join(screen.read_line(line).lower().split())
