"""A Kuckuck deal at six seats in the real window, where you deal: the five bots decide first, then you draw from
the stock by keyboard (W), and the showdown takes a life from the lowest card: the plates show the lives the save
file holds."""

from __future__ import annotations

import pygame

from tests.person import seed_with_dealer
from tests.real.places import KUCKUCK_PROMPT, SEATS
from tests.real.saved import match_after, saved_log, saved_seats
from tests.real.screen import Screen
from tests.real.table import open_table
from tests.real.xsession import XSession

LIFE_RED = (200, 40, 50)  # a life left, on a seat's plate


def test_as_the_dealer_at_six_seats_i_draw_from_the_stock(x: XSession) -> None:
    x.start(seed=seed_with_dealer("kuckuck", 6, 0))
    open_table(x, None, "You against 5 bots")  # a first start shows Kuckuck, at six seats
    x.wait_for_text("You deal: keep your card or draw", KUCKUCK_PROMPT)
    x.keys("w")
    log = x.wait_until(lambda: _after_my_move(x), "my move in the save file")
    moves = [(entry["seat"], entry["action"]) for entry in log if "seat" in entry]
    assert [seat for seat, _ in moves] == [1, 2, 3, 4, 5, 0], f"the deal went {moves}"  # the dealer decides last
    assert moves[-1] == (0, "swap")  # the dealer's swap draws from the stock

    dealt = match_after(x.home, "kuckuck", len(log)).view(0)  # the showdown settles the deal at once
    assert dealt["last_losers"] and sum(dealt["lives"]) == 6 * 3 - len(dealt["last_losers"]), dealt["lives"]
    names = saved_seats(x.home, "kuckuck")
    x.wait_for_screen(lambda screen: lives_shown(screen, names) == dealt["lives"], f"the lives {dealt['lives']}")


def lives_shown(screen: Screen, names: list[str]) -> list[int | None]:
    """The lives each seat's plate shows, as red dots under the name (None: that name is not to be seen)."""
    shown: list[int | None] = []
    for name in names:
        box = screen.find(name, SEATS)
        dots = None if box is None else pygame.Rect(box.left - 4, box.bottom, 150, box.height + 14)
        shown.append(None if dots is None else screen.patches(LIFE_RED, dots))
    return shown


def _after_my_move(x: XSession) -> list[dict[str, object]] | None:
    """The saved log up to and with my first move, once it is there."""
    log = saved_log(x.home, "kuckuck")
    mine = [i for i, entry in enumerate(log) if entry.get("seat") == 0]
    return log[: mine[0] + 1] if mine else None
