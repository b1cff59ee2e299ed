"""A phone table without a screen, for the tests and the bench that play many matches by phone quickly: the real
controller, bridge and `PhoneSeats`, driven in real time on a thread of their own, with every event shown at once.
The program itself always runs a phone table in its table scene (`main.py --phones`, Players… "Phone")."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Mapping

from game.controller import Controller, Pacing
from game.core.match import Match
from game.core.rng import MAX_ENTROPY
from game.lobby import MatchSetup
from game.registry import spec_for
from scenes.phones.bridge import PhoneBridge
from scenes.phones.driver import PhoneSeats


def phone_table(
    game: str, players: int, bots: int, options: Mapping[str, object], seed: int | None, speed: float = 1.0
) -> PhoneSeats:
    """The controller of a new match of `game` with `players - bots` phone seats (the first seats), and its bridge."""
    setup = MatchSetup(game=game, players=players, bots=bots, options=dict(options))
    if setup.humans < 1:
        raise ValueError(f"bots: expected fewer than the {players} players, so that a phone has a seat")
    entropy = seed if seed is not None else secrets.randbelow(MAX_ENTROPY)
    match = Match(spec_for(game), players, setup.options, entropy=entropy)
    seats = setup.seats([f"Phone {index + 1}" for index in range(setup.humans)], [True] * setup.humans)
    controller = Controller(match, seats, pacing=Pacing(speed=speed))
    return PhoneSeats(controller, PhoneBridge(controller.phone_seats))


def drive(seats: PhoneSeats, stop: Callable[[], bool], frame_ms: int = 16) -> None:
    """Run the table headless in real time until the match is over (and shown) or `stop()` says so."""
    controller = seats.controller
    last = time.monotonic()
    while not stop():
        seats.frame()
        controller.take_events()  # nothing animates here: the events are shown at once
        now = time.monotonic()
        controller.update(max(0, round((now - last) * 1000)))
        last = now
        if controller.over:
            seats.frame()
            return
        time.sleep(frame_ms / 1000)
