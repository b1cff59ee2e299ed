"""Opening a History entry by a click, in the real window: a short Kuckuck match played to its end (three
players, one life each, you staying every time), the menu's History, and a click on the row of that match opens
its replay.

The click on a row is fixed on branch fix/menus (issue 18, defect 2): before that fix this test fails at the
click, as a person found it ("a click on a History row does nothing")."""

from __future__ import annotations

import json
from functools import partial

from tests.real.places import (
    HISTORY_ROWS,
    KUCKUCK_PROMPT,
    MENU_BUTTONS,
    MENU_SUMMARY,
    REPLAY_BAR,
    RESULTS_BUTTONS,
    RESULTS_TITLE,
)
from tests.real.saved import archived, moves_of, saved_log, saved_match
from tests.real.xsession import XSession

CLICK_OPENS_S = 15.0  # a click opens a replay at once; a person would not wait longer


def test_a_click_on_a_history_row_opens_its_replay(x: XSession) -> None:
    x.start(seed=4)
    x.wait_for_text("You against 5 bots", MENU_SUMMARY)  # a first start shows Kuckuck at six seats, three lives each
    # the focus is on Start: up to the Players row, three fewer; down to Lives, two fewer; down to Start again
    x.keys(*["Up"] * 5, *["Left"] * 3, *["Down"] * 3, "Left", "Left", "Down", "Down")
    x.wait_for_text("You against 2 bots", MENU_SUMMARY)
    x.keys("Return")
    _play_to_the_end(x)

    files = archived(x.home)
    assert len(files) == 1, f"the archive holds {files}"
    kept = json.loads(files[0].read_text(encoding="utf-8"))
    assert (len(kept["seats"]), kept["options"]["lives"]) == (3, 1), "the table the keys in the menu set up"
    names = [seat["name"] for seat in kept["seats"]]
    winner = names[kept["winners"][0]]
    x.click_text("Menu", RESULTS_BUTTONS)
    x.click_text("History", MENU_BUTTONS)
    x.click_text(f"{winner} won", HISTORY_ROWS)  # the match's row: "Kuckuck · <date> · You, Anke, Bram · Anke won"
    replay = x.wait_for_text("Export", REPLAY_BAR, timeout=CLICK_OPENS_S)
    assert replay.shows("Deal again", REPLAY_BAR) and replay.shows("Close", REPLAY_BAR), f"a replay ({replay.path})"
    for name in names:
        assert replay.shows(name), f"{name} is not at the replay's table ({replay.path})"


def _play_to_the_end(x: XSession) -> None:
    """Stay whenever the table asks me (a person who always keeps their card) until the results show."""
    made = 0
    while x.wait_until(lambda: _asked_or_over(x), "my turn, or the match's results") == "asked":
        x.keys("s")
        made += 1
        x.wait_until(partial(_moved, x, made), "my move saved")


def _moved(x: XSession, moves: int) -> bool:
    """Whether the save file has my first `moves` moves (once the match is over, it is archived instead)."""
    return bool(archived(x.home)) or len(moves_of(saved_log(x.home, "kuckuck"), 0)) >= moves


def _asked_or_over(x: XSession) -> str | None:
    """ "asked" when the table asks me to decide, "over" at the results (the screen is read only once the save
    file has me to move, or the match is over)."""
    match = saved_match(x.home, "kuckuck")
    if not archived(x.home) and (match is None or match.to_move != 0):
        return None
    screen = x.glance()
    if screen.shows("keep your card", KUCKUCK_PROMPT):
        x.keep(screen, "asked")
        return "asked"
    if screen.shows("the match after", RESULTS_TITLE):
        x.keep(screen, "results")
        return "over"
    return None
