"""The real program, mid-match, asked to stop by SIGTERM (a logout, a shutdown, `kill`): it saves the match and
its clock and exits cleanly, and the next start (`main.py --continue`) goes on from exactly that save."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from game import open_match
from game.lobby import MatchSetup, seats_to_json
from game.store.saves import SaveStore
from scenes.core.signals import quit_on_signals

ROOT = Path(__file__).resolve().parent.parent


def environment(home: Path) -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KUCKUCK_HOME": str(home)}


def saved(home: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((home / "saves" / "kuckuck.json").read_text(encoding="utf-8"))
    return data


def speed_save(home: Path) -> list[dict[str, Any]]:
    """A Speed-Kuckuck match (one second a decision) of one human and five bots, saved: left alone, the human is
    timed out again and again, so the match moves on by itself."""
    setup = MatchSetup(players=6, bots=5, options={"speed": 1, "lives": 9})
    match = open_match("kuckuck", 6, setup.options, seed=4)
    store = SaveStore(home)
    store.save_soon(match, seats_to_json(setup.seats()))
    store.flush()
    log: list[dict[str, Any]] = saved(home)["match"]["log"]
    return log


def test_sigterm_mid_match_saves_and_exits_cleanly_and_the_next_start_continues(tmp_path: Path) -> None:
    first = speed_save(tmp_path)
    program = subprocess.Popen(
        [sys.executable, "main.py", "--windowed", "--size", "800x600", "--continue", "kuckuck"],
        cwd=ROOT,
        env=environment(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while len(saved(tmp_path)["match"]["log"]) < len(first) + 4:  # playing: saved after moves, bots' and timeouts
            assert program.poll() is None and time.monotonic() < deadline, program.stderr and program.stderr.read()
            time.sleep(0.05)
        time.sleep(0.3)  # somewhere in the middle of what comes next
        program.send_signal(signal.SIGTERM)
        _, errors = program.communicate(timeout=30)
    finally:
        program.kill()
    assert program.returncode == 0, errors
    assert "Traceback" not in errors and not (tmp_path / "crash.log").exists()
    data = saved(tmp_path)
    log = data["match"]["log"]
    assert log[: len(first)] == first and len(log) >= len(first) + 4  # the same match, further on
    loaded = SaveStore(tmp_path).load("kuckuck")  # the clock, if one ran, is checked against the match here
    assert loaded is not None and loaded[0].to_dict() == data["match"]

    again = subprocess.run(
        [sys.executable, "main.py", "--windowed", "--size", "800x600", "--continue", "kuckuck", "--frames", "5"],
        cwd=ROOT,
        env=environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert again.returncode == 0, again.stderr
    assert saved(tmp_path)["match"]["log"][: len(log)] == log  # continued from exactly there


def test_a_signal_quits_like_the_window_and_a_second_one_exits_at_once() -> None:
    quits: list[str] = []
    stopping = False

    def quit_now() -> None:
        quits.append("quit")

    before = signal.getsignal(signal.SIGTERM)
    with quit_on_signals(quit_now, lambda: stopping):
        os.kill(os.getpid(), signal.SIGTERM)
        assert quits == ["quit"]
        stopping = True
        try:
            os.kill(os.getpid(), signal.SIGTERM)
        except SystemExit as stop:
            assert stop.code == 128 + signal.SIGTERM
        else:
            raise AssertionError("the second signal did not stop the program")
    assert signal.getsignal(signal.SIGTERM) == before  # the handler is only ours while the program runs
