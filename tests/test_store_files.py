"""Writing files: atomic replacement under concurrent writers (threads and processes), failed writes that leave
the old file, no temporary file left behind, and set-aside copies that are never overwritten."""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.store.files import damaged_name, move_unless_taken, set_aside, write_atomically, write_new

ROOT = Path(__file__).resolve().parent.parent
BIG = 256 * 1024  # large enough that a torn write would show


def texts(*letters: str) -> dict[str, str]:
    return {letter: letter * BIG for letter in letters}


def watch(path: Path, allowed: set[str], stop: threading.Event, seen: list[str]) -> None:
    """Read `path` until told to stop; record anything that is not one of the complete texts."""
    while not stop.is_set():
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            continue
        if text not in allowed:
            seen.append(f"torn: {len(text)} characters")


def test_threads_writing_the_same_file_never_tear_it_and_leave_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    versions = texts("a", "b", "c", "d")
    stop, torn = threading.Event(), list[str]()
    reader = threading.Thread(target=watch, args=(path, set(versions.values()), stop, torn))
    reader.start()

    def writer(text: str) -> None:
        for _ in range(40):
            write_atomically(path, text)

    writers = [threading.Thread(target=writer, args=(text,)) for text in versions.values()]
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join()
    stop.set()
    reader.join()
    assert torn == []
    assert path.read_text(encoding="utf-8") in versions.values()
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


WRITER_SCRIPT = """
import sys
from pathlib import Path
from game.store.files import write_atomically
path, letter, rounds = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
for _ in range(rounds):
    write_atomically(path, letter * {big})
"""


def test_two_processes_writing_the_same_file_never_tear_it(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    versions = texts("x", "y")
    stop, torn = threading.Event(), list[str]()
    reader = threading.Thread(target=watch, args=(path, set(versions.values()), stop, torn))
    reader.start()
    script = WRITER_SCRIPT.format(big=BIG)
    processes = [
        subprocess.Popen([sys.executable, "-c", script, str(path), letter, "60"], cwd=ROOT) for letter in versions
    ]
    codes = [process.wait(timeout=120) for process in processes]
    stop.set()
    reader.join()
    assert codes == [0, 0]
    assert torn == []
    assert path.read_text(encoding="utf-8") in versions.values()
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_write_that_fails_half_way_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write_atomically(path, "old")
    with pytest.raises(UnicodeEncodeError):
        write_atomically(path, "new \ud800 text")  # a lone surrogate cannot be written as UTF-8
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_write_that_cannot_replace_its_target_raises_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "taken"
    target.mkdir()
    (target / "inside.txt").write_text("kept", encoding="utf-8")
    with pytest.raises(OSError):
        write_atomically(target, "text")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken"]
    assert (target / "inside.txt").read_text(encoding="utf-8") == "kept"


def test_a_full_disk_during_the_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    path = tmp_path / "save.json"
    write_atomically(path, "old")

    def disk_full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space"):
        write_atomically(path, "new")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_second_damaged_file_never_overwrites_the_first_set_aside_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    kept = []
    for text in ("{first", "{second", "{third"):
        path.write_text(text, encoding="utf-8")
        moved = set_aside(path)
        assert moved is not None
        kept.append((moved.name, moved.read_text(encoding="utf-8")))
    assert kept == [
        ("settings.damaged.json", "{first"),
        ("settings.damaged-2.json", "{second"),
        ("settings.damaged-3.json", "{third"),
    ]
    assert not path.exists()
    assert damaged_name(path).name == "settings.damaged-4.json"
    assert set_aside(tmp_path / "missing.json") is None


def test_racing_moves_onto_one_name_let_exactly_one_win_and_lose_no_file(tmp_path: Path) -> None:
    sources = []
    for number in range(8):
        source = tmp_path / f"source-{number}.json"
        source.write_text(f"content {number}", encoding="utf-8")
        sources.append(source)
    target = tmp_path / "target.json"
    barrier = threading.Barrier(len(sources))
    won: list[int] = []

    def move(number: int) -> None:
        barrier.wait()
        if move_unless_taken(sources[number], target):
            won.append(number)

    threads = [threading.Thread(target=move, args=(n,)) for n in range(len(sources))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(won) == 1
    assert target.read_text(encoding="utf-8") == f"content {won[0]}"
    assert sorted(s.name for s in sources if s.exists()) == sorted(
        f"source-{n}.json" for n in range(len(sources)) if n != won[0]
    )


def test_write_new_gives_every_concurrent_writer_its_own_file(tmp_path: Path) -> None:
    folder = tmp_path / "archive"

    def writer(number: int) -> None:
        for round_ in range(10):
            write_new(folder, (f"entry-{n:03d}.json" for n in itertools.count(1)), f"{number}/{round_}")

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == [f"entry-{n:03d}.json" for n in range(1, 61)]
    contents = sorted(f.read_text(encoding="utf-8") for f in files)
    assert contents == sorted(f"{n}/{r}" for n in range(6) for r in range(10))


def test_write_new_with_no_free_name_raises_and_leaves_the_existing_file(tmp_path: Path) -> None:
    (tmp_path / "only.json").write_text("first", encoding="utf-8")
    with pytest.raises(FileExistsError):
        write_new(tmp_path, ["only.json"], "second")
    assert [p.name for p in tmp_path.iterdir()] == ["only.json"]
    assert (tmp_path / "only.json").read_text(encoding="utf-8") == "first"
