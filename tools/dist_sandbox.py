"""Running the packaged game for tools/test_dist.py: a throw-away sandbox (data folder, working folder, HOME and
TMPDIR of its own), one run of the executable in it, listings of folders to tell what a run changed, and DistError,
which every check of the build raises."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

RUN_TIMEOUT_S = 180
Listing = dict[str, tuple[int, int]]  # relative path -> (size, mtime in ns)


class DistError(Exception):
    """The packaged game failed a check; the message says which and why."""


@dataclass(frozen=True)
class Sandbox:
    """The folders one check uses: the data folder, the working folder, and stand-ins for HOME and TMPDIR."""

    root: Path

    @property
    def home(self) -> Path:
        return self.root / "kuckuck-home"

    @property
    def cwd(self) -> Path:
        return self.root / "cwd"

    @property
    def user_home(self) -> Path:
        return self.root / "user-home"

    @property
    def tmp(self) -> Path:
        return self.root / "tmp"

    @property
    def out(self) -> Path:
        return self.root / "out"  # snapshots and the disk audio driver's output, asked for by the command line

    def make(self) -> None:
        for folder in (self.home, self.cwd, self.user_home, self.tmp, self.out):
            folder.mkdir(parents=True)

    def env(self) -> dict[str, str]:
        env = {name: value for name, value in os.environ.items() if not name.startswith(("XDG_", "KUCKUCK_"))}
        env.update({
            "KUCKUCK_HOME": str(self.home),
            "HOME": str(self.user_home),
            "USERPROFILE": str(self.user_home),
            "TMPDIR": str(self.tmp),
            "TMP": str(self.tmp),
            "TEMP": str(self.tmp),
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        })  # fmt: skip
        return env


def listing(folder: Path) -> Listing:
    """Every file and folder under `folder`, with its size and modification time."""
    found: Listing = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        found[path.relative_to(folder).as_posix() + ("/" if path.is_dir() else "")] = (info.st_size, info.st_mtime_ns)
    return found


def changes(before: Listing, after: Listing) -> list[str]:
    added = [f"new {name}" for name in after if name not in before]
    removed = [f"removed {name}" for name in before if name not in after]
    changed = [f"changed {name}" for name in before if name in after and before[name] != after[name]]
    return added + removed + changed


def run(
    exe: Path,
    args: Sequence[str],
    sandbox: Sandbox,
    extra_env: Mapping[str, str] | None = None,
    console: bool = True,
    unset: Sequence[str] = (),
) -> float:
    """Run the executable with `args` in the sandbox; its wall time in seconds. DistError when it fails. Without
    `console` (POSIX only) its stdout and stderr are closed, as a windowed Windows build has none: Python then
    sets sys.stdout and sys.stderr to None, and the program must cope. `unset` names variables it runs without."""
    command = [str(exe), *args] if console else ["/bin/sh", "-c", 'exec "$0" "$@" >&- 2>&-', str(exe), *args]
    start = time.perf_counter()
    try:
        done = subprocess.run(
            command,
            cwd=sandbox.cwd,
            env={name: value for name, value in {**sandbox.env(), **(extra_env or {})}.items() if name not in unset},
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise DistError(f"{' '.join(args)}: still running after {RUN_TIMEOUT_S} s") from None
    elapsed = time.perf_counter() - start
    if done.returncode != 0 or "Traceback" in done.stderr:
        tail = "\n    ".join(done.stderr.strip().splitlines()[-12:]) or "no output"
        raise DistError(f"{' '.join(args)}: exit status {done.returncode}\n    {tail}")
    return elapsed
