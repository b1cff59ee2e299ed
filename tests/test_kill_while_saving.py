"""SIGKILL while saving, 120 times: a program that plays Hearts and saves after every action through the real store
(tests/save_loop.py) is killed at a random moment; the save is then always the last one that landed or the one
being written, never broken, and the next start resumes exactly it (and tidies what the cut write left)."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from game.store.saves import SaveStore
from tests.save_loop import GAME, report_path

KILLS = 120
ROOT = Path(__file__).resolve().parent.parent


def lines(report: Path) -> list[tuple[str, str]]:
    found = []
    for line in report.read_text(encoding="utf-8").splitlines():
        word, _, sha = line.partition(" ")
        found.append((word, sha))
    return found


def wait_for_saves(report: Path, saves: int, timeout_s: float = 20.0) -> None:
    """Until the player has loaded and landed `saves` saves (however slow a busy machine makes it)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        text = report.read_text(encoding="utf-8") if report.exists() else ""
        if text.startswith("ready") and text.count("\nwrote ") >= saves:
            return
        time.sleep(0.001)
    raise AssertionError(f"the player never got ready and saved {saves} times")


def test_a_save_killed_mid_write_is_the_old_or_the_new_one_and_the_next_start_resumes_it(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    report = report_path(home)
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.save_loop", str(home)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert server.stdin is not None and server.stdout is not None
    rng = np.random.default_rng(9)
    on_disk: str | None = None  # the digest of the save the last check found
    cut_writes = writes = 0
    try:
        for kill in range(KILLS):
            report.unlink(missing_ok=True)
            server.stdin.write("go\n")
            server.stdin.flush()
            word, pid = server.stdout.readline().split()
            assert word == "pid"
            wait_for_saves(report, int(rng.integers(0, 4)))
            time.sleep(float(rng.uniform(0.0, 0.02)))  # then a random moment: acting, writing, syncing, renaming
            os.kill(int(pid), signal.SIGKILL)
            assert server.stdout.readline().split() == ["exit", pid, str(-signal.SIGKILL)]

            said = lines(report)
            assert said[0] == ("ready", on_disk or "none"), f"kill {kill}: the start did not resume the last save"
            landed = [sha for word, sha in said if word == "wrote"]
            started = [sha for word, sha in said if word == "writing"]
            writes += len(landed)
            old = landed[-1] if landed else on_disk
            new = started[-1] if len(started) > len(landed) else None
            cut_writes += new is not None
            leftovers = sorted(p.name for p in (home / "saves").glob(".*")) if (home / "saves").exists() else []

            store = SaveStore(home)
            loaded = store.load(GAME)  # never damaged: a DamagedSave here fails the test
            found = None if loaded is None else hashlib.sha256(loaded[0].to_json().encode()).hexdigest()
            assert found in {old, new}, f"kill {kill}: the save is neither the last one nor the one being written"
            assert not any((home / "saves").glob(".*")), f"the next start tidies {leftovers}"
            on_disk = found
    finally:
        server.kill()
        server.wait()
    print(f"{KILLS} kills, {writes} saves landed, {cut_writes} kills during a save")  # shown with pytest -s
    assert writes > KILLS  # the kills fell among many saves …
    assert cut_writes > KILLS // 10  # … and often in the middle of one (about a third of them on a quiet machine)
