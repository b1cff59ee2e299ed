"""A program that does nothing but play and save, for the SIGKILL test (tests/test_kill_while_saving.py).

`python -m tests.save_loop HOME` starts once and then serves: each line "go" on its input forks a player that
resumes the saved Hearts match in HOME through the real store (SaveStore.load, as the menu's Continue does), or
starts one, and then plays on, saving after every action through the real background writer (SaveStore.save_soon,
then flush), until it is killed. The server answers "pid N" for each player and "exit N STATUS" once it has died.
Forking a warm interpreter makes a start cost milliseconds instead of the half second of importing everything, so
a hundred kills fit in a few seconds.

A player reports to HOME/../report.txt, one line each, written with one unbuffered system call so that a kill
never leaves half a line: "ready SHA" once it has loaded (SHA: the SHA-256 of the match's JSON log, "none" when
there was no save), "writing SHA" before a save and "wrote SHA" once it has landed.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import numpy as np

from game import Match, open_match
from game.lobby import MatchSetup, seats_to_json
from game.store.saves import SaveStore

GAME = "hearts"


def digest(match: Match) -> str:
    return hashlib.sha256(match.to_json().encode()).hexdigest()


def report_path(home: Path) -> Path:
    return home.parent / "report.txt"


def play(home: Path) -> None:
    """Resume or start, then play and save until killed."""
    report = os.open(report_path(home), os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)

    def say(line: str) -> None:
        os.write(report, f"{line}\n".encode())

    store = SaveStore(home)
    loaded = store.load(GAME)  # a damaged save raises here: the test sees the player die at once
    seats = seats_to_json(MatchSetup(game=GAME, players=4, bots=3).seats())
    match = loaded[0] if loaded is not None else open_match(GAME, 4, {"target": 50}, seed=1)
    say(f"ready {digest(match) if loaded is not None else 'none'}")
    while True:
        if match.over:
            match = open_match(GAME, 4, {"target": 50}, seed=match.actions_taken)
        legal = match.legal()
        match.act(legal[int(np.random.default_rng(match.actions_taken).integers(len(legal)))])
        say(f"writing {digest(match)}")
        store.save_soon(match, seats)
        store.flush()
        say(f"wrote {digest(match)}")


def serve(home: Path) -> None:
    for line in sys.stdin:
        if line.strip() != "go":
            continue
        pid = os.fork()
        if pid == 0:
            try:
                play(home)
            finally:
                os._exit(1)  # only a kill should end a player; never run the server's code in the child
        print(f"pid {pid}", flush=True)
        _, status = os.waitpid(pid, 0)
        print(f"exit {pid} {os.waitstatus_to_exitcode(status)}", flush=True)


if __name__ == "__main__":
    serve(Path(sys.argv[1]))
