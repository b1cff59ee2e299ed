"""SIGKILL the real program while it saves, 100 times.

`main.py --continue kuckuck` resumes a 20-seat Kuckuck match whose one human is already out, so the bots play on
and the program saves after every move, through its real store and background writer. The test kills it at a
random moment, half of the time the instant a save's temporary file appears (in the middle of a write), and then
checks what the next start would find: the save is the last one that landed or the one being written, never broken,
and it continues the match the program resumed (so that start resumed it); the start after it tidies what the cut
write left. When the match ends the program archives it and clears the save; the test then puts the starting save
back and goes on.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from game import Match, open_match
from game.lobby import MatchSetup, seats_to_json
from game.store.archive import ArchiveStore
from game.store.files import TEMPORARY_SUFFIX
from game.store.saves import SAVE_FORMAT, SaveStore
from game.store.settings import Settings, SettingsStore

KILLS = 100
ROOT = Path(__file__).resolve().parent.parent
GAME = "kuckuck"
PLAYERS = 20


def human_out_match() -> Match:
    """A 20-seat match, one life each, played by bots until seat 0 (the human) is out: the rest is all bots."""
    match = open_match(GAME, PLAYERS, {"lives": 1}, seed=12)
    while match.view(0)["lives"][0] > 0:
        match.act(match.bot_move("easy"))
    assert not match.over
    return match


def prepare(home: Path, match: Match) -> None:
    """The starting save, and settings that play fast: no animation, the quickest bots and shortest holds."""
    store = SaveStore(home)
    store.save_soon(match, seats_to_json(MatchSetup(game=GAME, players=PLAYERS, bots=PLAYERS - 1).seats()))
    store.flush()
    SettingsStore(home).save(Settings(instant=True, animation_speed=4.0, reveal_hold_ms=500, fullscreen=False))


def start(home: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "KUCKUCK_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, "main.py", "--continue", GAME], cwd=ROOT, env=env, stdout=subprocess.DEVNULL
    )


def temporaries(saves: Path) -> list[str]:
    try:
        return [name for name in os.listdir(saves) if name.startswith(".") and name.endswith(TEMPORARY_SUFFIX)]
    except FileNotFoundError:
        return []


def inode(path: Path) -> int | None:
    try:
        return path.stat().st_ino  # each save lands by a rename: a new inode
    except FileNotFoundError:
        return None


def kill_mid_write(program: subprocess.Popen[bytes], saves: Path) -> None:
    """Kill the moment a write is seen to have begun (its temporary file exists): writing, syncing or renaming."""
    deadline = time.monotonic() + 30.0
    while not temporaries(saves):
        assert program.poll() is None, "the program stopped by itself"
        assert time.monotonic() < deadline, "the program never saved"
    program.send_signal(signal.SIGKILL)


def kill_any_moment(program: subprocess.Popen[bytes], path: Path, rng: np.random.Generator) -> None:
    """Kill after 0 to 3 saves have landed, a random moment later: starting, playing, writing, syncing, renaming."""
    deadline = time.monotonic() + 30.0
    seen, landed, wanted = inode(path), 0, int(rng.integers(0, 4))
    while landed < wanted and program.poll() is None:
        assert time.monotonic() < deadline, "the program never saved"
        now = inode(path)
        landed += now != seen
        seen = now
        time.sleep(0.0005)
    time.sleep(float(rng.uniform(0.0, 0.05)))
    program.send_signal(signal.SIGKILL)


def saved_log(path: Path) -> list[object] | None:
    """The moves of the save on disk, read as the next start reads it: a damaged save fails the test here."""
    saved = SAVE_FORMAT.read(path)
    return None if saved is None else saved.match.to_dict()["log"]


def test_the_program_killed_while_saving_leaves_the_old_or_the_new_save_and_the_next_start_resumes_it(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    saves = SaveStore(home).path(GAME).parent
    path = SaveStore(home).path(GAME)
    first = human_out_match()
    prepare(home, first)
    rng = np.random.default_rng(9)
    before: list[object] | None = saved_log(path)
    cut_writes = landed = matches_finished = 0
    left: list[str] = []  # temporaries earlier kills left, which the next start that saves must remove
    for kill in range(KILLS):
        if before is None:  # the match ended and was archived: start over from the same save
            matches_finished += 1
            prepare(home, first)
            before = saved_log(path)
        program = start(home)
        try:
            if kill % 2:
                kill_mid_write(program, saves)
            else:
                kill_any_moment(program, path, rng)
        finally:
            program.kill()  # also when the test fails: never leave a program behind
            program.wait(timeout=10)
        now_left = temporaries(saves)
        cut_writes += bool(set(now_left) - set(left))

        after = saved_log(path)  # never damaged: the old save or the new one
        assert before is not None
        if after is None:  # the program finished the match and cleared its save
            finished = ArchiveStore(home).entries()[0]
            archived = ArchiveStore(home).load(finished.id).match.to_dict()["log"]
            assert archived[: len(before)] == before, f"kill {kill}: the archived match is not the resumed one"
        else:
            assert after[: len(before)] == before, f"kill {kill}: the save does not continue the resumed match"
            saved = len(after) > len(before)
            landed += saved
            if saved:  # this start got as far as saving, so it had tidied what earlier kills left
                assert set(left).isdisjoint(now_left), f"kill {kill}: the start did not tidy {left}"
        left = now_left
        before = after
    print(f"{KILLS} kills: {landed} with new moves saved, {cut_writes} in the middle of a write, "
          f"{matches_finished} matches finished")  # fmt: skip
    assert landed >= KILLS // 4  # the program got on with the match between kills (the mid-write kills rarely land) …
    assert cut_writes >= KILLS // 10  # … and was often cut off in the middle of a write
