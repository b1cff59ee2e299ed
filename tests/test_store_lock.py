"""One program per data folder: a second copy (a real second process) is told at once, never kept waiting."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.store.lock import LOCK_NAME, InstanceLock, LockUnusable

ROOT = Path(__file__).resolve().parent.parent

TRY_LOCK = """
import sys
from pathlib import Path
from game.store.lock import InstanceLock
print("acquired" if InstanceLock(Path(sys.argv[1])).acquire() else "refused", flush=True)
"""

HOLD_LOCK = """
import sys
from pathlib import Path
from game.store.lock import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print("acquired" if lock.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


def try_in_another_process(folder: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", TRY_LOCK, str(folder)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_second_process_is_refused_at_once_while_the_first_holds_the_folder(tmp_path: Path) -> None:
    lock = InstanceLock(tmp_path / "home")
    assert lock.acquire() and lock.held
    assert (tmp_path / "home" / LOCK_NAME).exists()
    assert try_in_another_process(tmp_path / "home") == "refused"
    assert try_in_another_process(tmp_path / "elsewhere") == "acquired"  # another folder is another game
    lock.release()
    assert not lock.held
    assert try_in_another_process(tmp_path / "home") == "acquired"


def test_a_lock_held_by_another_process_refuses_this_one_and_frees_when_it_ends(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(tmp_path)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "acquired"
        mine = InstanceLock(tmp_path)
        assert mine.acquire() is False and not mine.held
    finally:
        holder.kill()  # however the holder ends, even killed, the system drops its lock
        holder.wait(timeout=60)
    assert InstanceLock(tmp_path).acquire()


def test_in_one_process_a_second_lock_is_refused_and_reacquiring_after_release_works(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire()
    assert first.acquire()  # already held: still True
    assert not second.acquire()
    first.release()
    first.release()  # releasing twice is harmless
    for _ in range(20):  # tests make many apps in one process
        assert second.acquire()
        second.release()
    assert first.acquire()
    first.release()


def test_the_lock_as_a_context_manager(tmp_path: Path) -> None:
    with InstanceLock(tmp_path) as held:
        assert held.held
        with pytest.raises(OSError, match="another copy"), InstanceLock(tmp_path):
            pass
    assert InstanceLock(tmp_path).acquire()


def test_the_lock_file_names_the_holder(tmp_path: Path) -> None:
    import os

    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    assert (tmp_path / LOCK_NAME).read_text(encoding="utf-8").strip() == str(os.getpid())
    assert not InstanceLock(tmp_path).acquire()  # a refused copy writes nothing
    assert (tmp_path / LOCK_NAME).read_text(encoding="utf-8").strip() == str(os.getpid())
    lock.release()


def test_a_lock_that_cannot_be_taken_at_all_is_never_taken_as_permission(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).mkdir()  # a folder where the lock file belongs
    lock = InstanceLock(tmp_path)
    with pytest.raises(LockUnusable) as raised:
        lock.acquire()
    assert raised.value.path == tmp_path / LOCK_NAME and raised.value.reason == "Is a directory"
    assert not lock.held
    (tmp_path / "file").write_text("")
    with pytest.raises(LockUnusable):  # the data folder's place is taken by a file: it cannot be made
        InstanceLock(tmp_path / "file" / "home").acquire()
