"""A phone table in the real window: `main.py --phones` opens in the window the command line asks for (the suite's
1280×720, not a default size cut off by the screen), shows its join screen, and once a phone joins as Anna the
table is there with every seat's plate on the screen, Anna's included."""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading

from tests.phones_helpers import Phone
from tests.real.places import SEATS
from tests.real.saved import save_file, saved_seats
from tests.real.xsession import XSession


def test_a_phone_table_opens_at_the_asked_size_and_anna_joins_it(x: XSession) -> None:
    x.start(3, "--phones", "kuckuck", "--players", "3", "--bots", "2")
    assert x.window_size() == x.size
    x.wait_for_text("Join with your phone")
    url = x.wait_until(lambda: _phones_url(x), "the PHONES line")
    leave = threading.Event()
    joined = threading.Event()
    phone = threading.Thread(target=lambda: asyncio.run(_anna(url, joined, leave)), daemon=True)
    phone.start()
    try:
        x.wait_until(joined.is_set, "Anna's phone welcomed")
        names = x.wait_until(lambda: _saved_names(x), "the table's first save")
        assert names[0] == "Anna", names
        screen = x.wait_for_text("Anna", SEATS)
        for name in names[1:]:
            assert screen.shows(name, SEATS), f"{name}'s plate is not on the screen ({screen.path})"
    finally:
        leave.set()
        phone.join(20)


def _phones_url(x: XSession) -> str | None:
    found = re.search(r"^PHONES http://[^/]+:(\d+)/j/(\S+)$", (x.shots / "stdout.log").read_text(), re.MULTILINE)
    return None if found is None else f"ws://127.0.0.1:{found.group(1)}/ws/{found.group(2)}"


def _saved_names(x: XSession) -> list[str] | None:
    return saved_seats(x.home, "kuckuck") if save_file(x.home, "kuckuck").exists() else None


async def _anna(url: str, joined: threading.Event, leave: threading.Event) -> None:
    """Anna's phone: joins, then stays connected (taking the views) until the test is done."""
    anna = await Phone.open(url)
    welcome = await anna.join("Anna")
    assert welcome["type"] == "welcome", welcome
    joined.set()
    while not leave.is_set():
        with contextlib.suppress(TimeoutError):
            await anna.next(timeout=0.2)
    await anna.close()
