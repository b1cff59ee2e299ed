"""`main.py --phones`: the program opens straight at a table whose human seats are phones (in a window, or headless
with the dummy video driver), prints one line `PHONES <url>` to standard output (the join address; the QR code and
the short address go to standard error), and runs until it is closed or SIGINT / SIGTERM asks it to."""

from __future__ import annotations

import secrets
import sys
from collections.abc import Mapping
from typing import TextIO

from game.core.match import Match
from game.core.rng import MAX_ENTROPY
from game.lobby import MatchSetup
from game.registry import spec_for
from scenes.core.app import App
from scenes.core.config import WINDOWED_SIZE, AppConfig
from scenes.core.signals import quit_on_signals
from scenes.phones.qr import qr_text
from scenes.routes.router import Router
from scenes.table.shell import TableScene


def run_phones(
    game: str,
    players: int,
    bots: int,
    options: Mapping[str, object],
    seed: int | None,
    port: int = 0,
    out: TextIO = sys.stdout,
    fullscreen: bool | None = False,
    size: tuple[int, int] | None = None,
) -> int:
    """The program at a new `game` table of `players - bots` phone seats (the first) and `bots` bots, fullscreen
    or in a window of `size` as the command line says (`fullscreen` None: as the settings say); the exit status (2:
    another copy holds the data folder, or the port cannot be had)."""
    config = AppConfig(fullscreen=fullscreen, size=size or WINDOWED_SIZE, seed=seed, phone_port=port)
    app = App(config, Router)
    with quit_on_signals(app.quit, lambda: not app.running):
        if not app.claim_data_folder():
            print("--phones: another copy of Kuckuck & Co. is running with this data folder", file=sys.stderr)
            app.shutdown()
            return 2
        setup = MatchSetup(game=game, players=players, bots=bots, options=dict(options))
        entropy = seed if seed is not None else secrets.randbelow(MAX_ENTROPY)
        match = Match(spec_for(game), players, setup.options, entropy=entropy, auto_deal=False)
        seats = setup.seats([f"Phone {index + 1}" for index in range(setup.humans)], [True] * setup.humans)
        app.router.table(setup, resume=(match, seats))
        table = app.scenes.base
        assert isinstance(table, TableScene) and table.phones is not None
        if table.phones.failure is not None:
            print(f"--port: cannot listen on port {port} ({table.phones.failure})", file=sys.stderr)
            app.shutdown()
            return 2
        server = table.phones.server
        print(f"PHONES {server.url}", file=out, flush=True)
        print(f"{qr_text(server.url)}\nor type {server.short_url}", file=sys.stderr, flush=True)
        app.run()
    return 0
