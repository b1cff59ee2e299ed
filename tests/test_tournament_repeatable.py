"""A tournament against OpenSpiel's ISMCTS repeats from its seed (issue 22): the command turns address
randomisation off for itself, since OpenSpiel's search orders its hash maps by addresses in memory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.tournament.openspiel.repeatable import ADDR_NO_RANDOMIZE, QUERY, randomised

ROOT = Path(__file__).resolve().parent.parent
COMMAND = [
    sys.executable, "-m", "game.tournament", "hearts", "--seats", "normal", "--versus", "openspiel-ismcts:50",
    "--hands", "3", "--seed", "24",
]  # fmt: skip


def _run() -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": "random"}
    return subprocess.run(COMMAND, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=True)


def _system_lets_a_process_turn_it_off() -> bool:
    probe = (
        "import ctypes; libc = ctypes.CDLL(None, use_errno=True); "
        f"raise SystemExit(libc.personality(libc.personality({QUERY}) | {ADDR_NO_RANDOMIZE}) == -1)"
    )
    return subprocess.run([sys.executable, "-c", probe], timeout=60).returncode == 0


def test_the_same_seed_plays_the_same_games_against_ismcts() -> None:
    assert randomised() is True, "the test process is randomised, as a command started from a shell is"
    if not _system_lets_a_process_turn_it_off():
        pytest.skip("this system does not let a process turn address randomisation off (a seccomp filter)")
    first, second = _run(), _run()
    assert "normal" in first.stdout and first.stdout == second.stdout
    assert "address randomisation off, so this seed repeats its games" in first.stderr
