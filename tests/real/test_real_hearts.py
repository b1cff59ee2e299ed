"""A whole Hearts hand in the real window, by keyboard alone, with a bot passing before you: pick the three cards
on the left of your hand, press P once, and exactly those three go, to the seat on your left, once; then play
whenever the table asks, to the score sheet, which shows what the save file holds."""

from __future__ import annotations

import pygame

from tests.person import seed_with_dealer
from tests.real.places import HAND, PROMPT, SHEET
from tests.real.saved import Entry, match_after, moves_of, saved_log, saved_seats
from tests.real.table import as_shown, hand_face_up, open_table, play_out
from tests.real.xsession import XSession

# the seats pass in turn from the dealer's left: with the dealer in seat 2, seat 3 (a bot) passes first, then you
DEALER = 2


def test_a_whole_hand_by_keyboard_with_a_bot_passing_first(x: XSession) -> None:
    x.start(seed=seed_with_dealer("hearts", 4, DEALER))
    open_table(x, "Hearts", "You against 3 bots")
    x.wait_for_text("Pick 3 more cards", PROMPT)
    x.wait_settled(HAND, hand_face_up, "my thirteen cards, face up")
    first = match_after(x.home, "hearts", 1)  # the log's first entry is the deal
    assert first.dealer == DEALER
    chosen = as_shown(first.view(0)["hand"])[:3]  # the three on the left of my hand

    # the cursor shows in the middle of the hand (the 7th of 13); six to the left is the first card
    x.keys("Right", *["Left"] * 6, "Return", "Right", "Return", "Right", "Return")
    x.wait_for_text("Ready", PROMPT)
    x.keys("p")
    log = x.wait_until(lambda: _passes_made(x, 12), "every seat's pass in the save file", seen=lambda: _passes(x))
    assert [move.split()[1] for move in moves_of(log, 0, "pass")] == chosen
    passers = [entry["seat"] for entry in log if entry.get("action", "").startswith("pass")]
    assert passers[:6] == [3, 3, 3, 0, 0, 0], f"the seats passed in this order: {passers}"
    passed = match_after(x.home, "hearts", len(log))
    assert not set(chosen) & set(passed.view(0)["hand"])
    assert sorted(passed.view(1)["received"]) == sorted(chosen)  # the first hand passes left: to seat 1

    play_out(x, "hearts", 13)
    sheet = x.wait_for_text("After hand 1", SHEET)  # it closes by itself after a while: read it now
    log = saved_log(x.home, "hearts")
    assert all(len(moves_of(log, seat, "play")) == 13 for seat in range(4))
    scores = match_after(x.home, "hearts", len(log)).view(0)["scores"]
    assert sum(scores) in (26, 78), scores  # 26 points, or a moon: 26 to each of the other three
    title = sheet.find("After hand 1", SHEET)
    assert title is not None
    table = (SHEET[0], title.bottom / sheet.size[1], SHEET[2], SHEET[3])
    row, last = sheet.find("Hand 1", table), sheet.find(saved_seats(x.home, "hearts")[3], table)
    assert row is not None and last is not None, f"the sheet's first row and last column ({sheet.path})"
    shown = sheet.read_line(pygame.Rect(row.left - 6, row.top - 8, last.right + 40 - row.left, row.height + 16))
    assert shown.split()[-4:] == [str(score) for score in scores], f"the sheet's row reads {shown!r} ({sheet.path})"


def _passes(x: XSession) -> str:
    passes = [f"{entry['seat']}: {entry['action']}" for entry in saved_log(x.home, "hearts") if "seat" in entry]
    return f"the save file has {passes}"


def _passes_made(x: XSession, count: int) -> list[Entry] | None:
    log = saved_log(x.home, "hearts")
    return log if len([entry for entry in log if entry.get("action", "").startswith("pass")]) >= count else None
