"""Whole matches played by phone clients only, through the real server: a Kuckuck match and a Hearts hand, with a
referee on the table's thread that checks every seat's view against the game's answer key (tests/contract/keys.py)
the moment it is posted, and every view a phone receives is one of those checked views of its own seat."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from scenes.phones.driver import PhoneSeats
from tests.contract.keys import KEYS
from tests.phones_helpers import Phone, phone_table_running


class Referee:
    """The table's loop (as scenes/phones/driver.drive runs it), checking the views it posts."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.posted: dict[int, set[str]] = {}
        self.checks = 0
        self.lock = threading.Lock()

    def run(self, seats: PhoneSeats, stop: Callable[[], bool]) -> None:
        controller, match = seats.controller, seats.controller.match
        key = KEYS[self.game](match)
        last, checked = time.monotonic(), -1
        while not stop():
            seats.frame()
            if len(match.history) != checked and match.to_move is not None:  # dealt (the table deals when ready)
                checked = len(match.history)
                key.check_all()  # no seat's view holds a card that seat cannot know
                self.checks += 1
            with self.lock:
                for seat in seats.bridge.seats:
                    self.posted.setdefault(seat, set()).add(canonical(match.view(seat)))
            controller.take_events()
            now = time.monotonic()
            controller.update(round((now - last) * 1000))
            last = now
            time.sleep(0.004)

    def saw(self, seat: int, view: Mapping[str, Any]) -> bool:
        with self.lock:
            return canonical(view) in self.posted.get(seat, set())


def canonical(view: Mapping[str, Any]) -> str:
    return json.dumps(view, sort_keys=True)


async def play_phone(url: str, name: str, done: Callable[[dict[str, Any]], bool]) -> Phone:
    """A phone that joins and always takes its first legal action (the first three cards when it passes)."""
    phone = await Phone.open(url)
    assert (await phone.join(name))["type"] == "welcome"
    while True:
        message = await phone.next("view", timeout=60)
        if done(message["view"]):
            return phone
        legal = message["legal"]
        if legal:
            passes = [action for action in legal if action.startswith("pass ")]
            await phone.send({"type": "act", "action": passes[:3] if len(passes) >= 3 else legal[0]})


def play(
    game: str, players: int, options: Mapping[str, object], done: Callable[[dict[str, Any]], bool], bots: int = 0
) -> None:
    referee = Referee(game)
    running = phone_table_running(game, players, bots, options=options, seed=11, speed=60.0, loop=referee.run)
    with running as table:

        async def everyone() -> list[Phone]:
            names = [f"Phone {seat}" for seat in range(players - bots)]
            return list(await asyncio.gather(*(play_phone(table.ws_url, name, done) for name in names)))

        phones = asyncio.run(asyncio.wait_for(everyone(), 240))
        seats_of = {phone.received[0]["seat"]: phone for phone in phones}
        assert sorted(seats_of) == list(range(players - bots))
        for seat, phone in seats_of.items():
            views = [message for message in phone.received if message["type"] == "view"]
            assert views and all(message["view"]["seat"] == seat for message in views)
            unchecked = [message for message in views if not referee.saw(seat, message["view"])]
            assert unchecked == [], f"seat {seat} got a view the table never posted for it"
            assert [m for m in phone.received if m["type"] in ("error", "refused")] == []
        assert referee.checks > 20


def test_a_whole_kuckuck_match_played_by_phones_only() -> None:
    play("kuckuck", 4, {}, lambda view: bool(view["winners"]))


def test_a_hearts_hand_played_by_phones_only() -> None:
    play("hearts", 4, {}, lambda view: bool(view["hand_scores"]))


def test_a_euchre_hand_played_by_phones_only() -> None:
    play("euchre", 4, {}, lambda view: bool(view["hand_scores"]))


def test_a_kuckuck_match_of_phones_and_bots() -> None:
    play("kuckuck", 7, {"lives": 2}, lambda view: bool(view["winners"]), bots=3)


def test_twenty_phones_at_a_twenty_seat_kuckuck_table() -> None:
    play("kuckuck", 20, {"lives": 1}, lambda view: bool(view["winners"]))
