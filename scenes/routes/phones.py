"""`main.py --phones`: a table whose human seats are phones, run headless (no window): the server starts, one line
`PHONES <url>` goes to standard output, and the match is played out by the phones and the bots; the server stops
when the match is over (after a few seconds for the last views to reach the phones) or on SIGINT / SIGTERM."""

from __future__ import annotations

import secrets
import signal
import sys
import threading
import time
from collections.abc import Mapping
from typing import TextIO

from game.controller import Controller, Pacing
from game.core.match import Match
from game.core.rng import MAX_ENTROPY
from game.lobby import MatchSetup
from game.registry import spec_for
from scenes.phones.bridge import PhoneBridge
from scenes.phones.driver import PhoneSeats, drive
from scenes.phones.qr import qr_text
from scenes.phones.server import PhoneServer

LINGER_S = 3.0  # the match is over: time for the last views to reach the phones before the server stops


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


def run_phones(
    game: str,
    players: int,
    bots: int,
    options: Mapping[str, object],
    seed: int | None,
    port: int = 0,
    out: TextIO = sys.stdout,
) -> int:
    """The `--phones` table until its match is over or a signal stops it; the exit status."""
    seats = phone_table(game, players, bots, options, seed)
    server = PhoneServer(seats.bridge, port=port)
    try:
        server.start()
    except OSError as error:
        print(f"--port: cannot listen on port {port} ({error.strerror or error})", file=sys.stderr)
        return 2
    stopped = threading.Event()
    previous = {number: signal.signal(number, lambda *_: stopped.set()) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        print(f"PHONES {server.url}", file=out, flush=True)
        print(f"{qr_text(server.url)}\nor type {server.short_url}", file=sys.stderr, flush=True)
        drive(seats, stopped.is_set)
        if not stopped.is_set():
            time.sleep(LINGER_S)
    finally:
        server.stop()
        for number, handler in previous.items():
            signal.signal(number, handler)
    return 0
