"""`make test-dist`: the packaged game (build/kuckuck.spec) checked headless, as a player would run it.

Given the Linux archive (`make dist-archive`, kuckuck-VERSION-linux-ARCH.tar.gz), it unpacks it into a throw-away
folder and checks its layout, its desktop entry and AppStream metainfo (with the system's validators) and its icons
(tools/dist_archive.py), then checks the one-folder build inside through the archive's bin/kuckuck. Given an
executable (a one-folder or a one-file build), it checks that alone.

It lists the bundle's contents with PyInstaller's `pyi-archive_viewer --list --recursive --brief` (every module of
game/ and scenes/, every shipped asset, pygame_gui's defaults and the compiled catalogues must be inside; a
one-folder build's files are read from its _internal/ folder), then runs the executable from an empty working
folder with KUCKUCK_HOME, HOME and TMPDIR pointing into a throw-away sandbox: an `--autoplay GAME --frames N` match
of each game (with SDL's disk audio driver, so the synthesised sound effects are made and played too; once more
with stdout and stderr closed, as a windowed Windows build runs), `--snapshot`s of the menu, a table and the
results, then `--continue kuckuck` on a save whose last deal the bots play out, which must go to the archive in the
data folder, and a phone table (`--phones kuckuck --players 3 --bots 2`): its PHONES line is read, the page and its
files are fetched from the address it names, and one phone joins with a real WebSocket client, is welcomed, is sent
its view, stays when it is its turn, and sees its stay in the next view; then SIGTERM stops it. Each run must exit 0
without a traceback; afterwards the working folder, the build's folder, HOME and TMPDIR (where a one-file build
unpacks itself) must be as before. Runs in build/venv (PyInstaller's pyi-archive_viewer, pygame, websockets),
without pytest.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools.dist_archive import EXE_LINK, ArchiveError, consistency_problems, unpack, validate

REPO = Path(__file__).resolve().parent.parent
DEFAULT_EXE = REPO / "build" / "dist" / ("kuckuck.exe" if sys.platform == "win32" else "kuckuck")
RUN_TIMEOUT_S = 180
NO_CONSOLE_FRAMES = 120
SNAPSHOTS = (("menu", "kuckuck"), ("table", "hearts"), ("results", "euchre"))
SNAPSHOT_SIZE = (1920, 1080)
PYGAME_GUI_DATA = ("pygame_gui/data/default_theme.json", "pygame_gui/data/NotoSans-Regular.ttf",
                   "pygame_gui/data/FiraCode-Regular.ttf")  # fmt: skip
RESUMED_GAME, RESUMED_PLAYERS = "kuckuck", 3
SOURCE_ONLY_ASSETS = (".po", ".pot")  # the spec leaves the catalogues' sources out
ARCHIVE_VIEWER = Path(sys.executable).with_name("pyi-archive_viewer")  # PyInstaller's, beside the venv's python
Listing = dict[str, tuple[int, int]]  # relative path -> (size, mtime in ns)
PHONES_ARGS = ("--phones", "kuckuck", "--players", "3", "--bots", "2", "--seed", "3")
PHONES_LINE = re.compile(r"PHONES (http://([0-9.]+):([0-9]+)/j/([A-Za-z0-9_-]{16}))")
PHONES_TIMEOUT_S = 60  # for the PHONES line, and for the phone's turn to come
PHONE_MODULES = ("websockets.asyncio.server", "segno")  # imported only when a phone table opens


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


# --- the bundle's contents ----------------------------------------------------------------------------------


def own_modules(*packages: str) -> set[str]:
    """The modules of the game's own packages, from the source tree (as the spec lists them)."""
    names = set()
    for package in packages:
        for path in (REPO / package).rglob("*.py"):
            parts = path.relative_to(REPO).with_suffix("").parts
            names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def shipped_assets() -> set[str]:
    """assets/… paths the bundle must hold: every file under assets/ but the catalogues' sources."""
    return {
        path.relative_to(REPO).as_posix()
        for path in (REPO / "assets").rglob("*")
        if path.is_file() and path.suffix not in SOURCE_ONLY_ASSETS and "__pycache__" not in path.parts
    }


def archive_listing(exe: Path) -> dict[str, set[str]]:
    """The names in each archive of the build, from `pyi-archive_viewer --list --recursive --brief`, which prints
    "Contents of 'NAME' (KIND):" and then one indented name a line for each archive: the executable's own package
    (PKG) and the Python modules' archive inside it (PYZ)."""
    if not ARCHIVE_VIEWER.is_file():
        raise DistError(f"no {ARCHIVE_VIEWER.name} beside {sys.executable}: run this in build/venv (make test-dist)")
    done = subprocess.run([str(ARCHIVE_VIEWER), "--list", "--recursive", "--brief", str(exe)],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    if done.returncode != 0:
        raise DistError(f"{ARCHIVE_VIEWER.name} cannot read {exe}: {done.stderr.strip()[-400:]}")
    kinds: dict[str, set[str]] = {}
    current: set[str] | None = None
    for line in done.stdout.splitlines():
        if line.startswith("Contents of "):
            current = kinds.setdefault(line.rsplit("(", 1)[-1].rstrip("):"), set())
        elif line.startswith(" ") and current is not None:
            current.add(line.strip().replace("\\", "/"))
        elif not line.strip():
            current = None
    return kinds


def bundle_contents(exe: Path) -> tuple[set[str], set[str]]:
    """(the files a one-file or one-folder build carries, the Python modules in its archive)."""
    kinds = archive_listing(exe)
    internal = exe.resolve().parent / "_internal"
    if internal.is_dir():  # one folder: the files are beside the executable
        files = {path.relative_to(internal).as_posix() for path in internal.rglob("*") if path.is_file()}
    else:  # one file: inside the package, unpacked at each start
        files = kinds.get("PKG/CArchive", set())
    return files, kinds.get("PYZ", set())


def check_contents(exe: Path) -> list[str]:
    """What the bundle lacks: a module of game/ or scenes/ (the registry and the router import them by name),
    an asset, pygame_gui's defaults, a compiled catalogue."""
    files, modules = bundle_contents(exe)
    if not modules:
        return [f"{ARCHIVE_VIEWER.name} lists no Python modules in {exe}"]
    wanted_files = shipped_assets() | set(PYGAME_GUI_DATA)
    wanted_modules = own_modules("game", "scenes") | set(PHONE_MODULES)
    problems = [f"module {name} is not in the bundle" for name in sorted(wanted_modules - modules)]
    problems += [f"{name} is not in the bundle" for name in sorted(wanted_files - files)]
    if not any(name.endswith(".mo") for name in files) and any((REPO / "assets" / "locale").rglob("*.po")):
        problems.append("no compiled catalogue (.mo) is in the bundle: run make catalogues")
    return problems


# --- running it ---------------------------------------------------------------------------------------------


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


def check_snapshot(path: Path) -> None:
    """The PNG exists, has the snapshot's size and is not one flat colour (fonts and cards were drawn)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    if not path.is_file():
        raise DistError(f"--snapshot wrote no {path.name}")
    image = pygame.image.load(str(path))
    if image.get_size() != SNAPSHOT_SIZE:
        raise DistError(f"{path.name} is {image.get_size()}, not {SNAPSHOT_SIZE}")
    small = pygame.transform.scale(image, (96, 54))
    colours = {small.get_at((x, y))[:3] for x in range(96) for y in range(54)}
    if len(colours) < 24:
        raise DistError(f"{path.name} shows only {len(colours)} colours: was anything drawn?")


def fetched(url: str) -> bytes:
    """The body of a 200 answer to GET `url`; DistError otherwise."""
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:  # our own http:// address
            return bytes(answer.read())
    except OSError as error:
        raise DistError(f"--phones: GET {url} failed: {error}") from None


def phone_plays(url: str) -> str:
    """Fetch the page at the join address `url` and its files, then join one phone over the WebSocket and stay
    once it is its turn; what it saw, in a few words. DistError when anything is missing or refused."""
    from websockets.sync.client import connect

    found = PHONES_LINE.fullmatch(url if url.startswith("PHONES ") else f"PHONES {url}")
    if not found:
        raise DistError(f"--phones: the join address {url!r} is not http://HOST:PORT/j/ROOM")
    page = fetched(found.group(1)).decode("utf-8", "replace")
    if "/a/phone.js" not in page:
        raise DistError("--phones: the page does not load /a/phone.js")
    origin = f"http://{found.group(2)}:{found.group(3)}"
    for name in ("phone.js", "phone.css", "strings-de.json"):
        fetched(f"{origin}/a/{name}")
    deadline = time.monotonic() + PHONES_TIMEOUT_S
    with connect(f"ws://{found.group(2)}:{found.group(3)}/ws/{found.group(4)}", open_timeout=10) as socket:
        views: list[dict[str, Any]] = []

        def receive() -> dict[str, Any]:
            message: dict[str, Any] = json.loads(socket.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message.get("type") in ("refused", "error"):
                raise DistError(f"--phones: the phone was sent {message}")
            if message.get("type") == "view":
                views.append(message)
            return message

        socket.send(json.dumps({"type": "join", "name": "Anna"}))
        welcome = receive()
        if welcome.get("type") != "welcome" or not isinstance(welcome.get("seat"), int):
            raise DistError(f"--phones: a join was answered with {welcome}, not a welcome")
        seat = welcome["seat"]
        try:
            message = receive()
            while not message.get("legal"):
                message = receive()
            socket.send(json.dumps({"type": "act", "action": "stay"}))
            message = receive()
            while message["view"]["acted"][seat] != "stay":
                message = receive()
        except TimeoutError:
            raise DistError(f"--phones: no turn and stay within {PHONES_TIMEOUT_S} s") from None
    return f"seat {seat} welcomed, sent {len(views)} views, its stay made"


def check_phones(exe: Path, sandbox: Sandbox) -> str:
    """Run `--phones kuckuck` headless, read its PHONES line, play one phone (`phone_plays`), stop it with SIGTERM;
    one line of what passed. DistError when it failed or did not exit 0 without a traceback."""
    errors = sandbox.out / "phones-stderr.txt"
    start = time.perf_counter()
    with errors.open("w") as stderr:
        process = subprocess.Popen([str(exe), *PHONES_ARGS], cwd=sandbox.cwd, env=sandbox.env(),
                                   stdout=subprocess.PIPE, stderr=stderr, text=True)  # fmt: skip
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(process.stdout.readline() if process.stdout else ""), daemon=True).start()
    failure: DistError | None = None
    try:
        line = lines.get(timeout=PHONES_TIMEOUT_S).strip()
        if not PHONES_LINE.fullmatch(line):
            raise DistError(f"--phones: the first line is {line!r}, not PHONES http://HOST:PORT/j/ROOM")
        played = phone_plays(line.removeprefix("PHONES "))
    except queue.Empty:
        failure = DistError(f"--phones: no PHONES line within {PHONES_TIMEOUT_S} s")
    except DistError as error:
        failure = error
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        try:
            status = process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            raise DistError("--phones: still running 30 s after SIGTERM") from None
        if process.stdout:
            process.stdout.close()
    said = errors.read_text(errors="replace")
    tail = "\n    ".join(said.strip().splitlines()[-12:]) or "no output"
    if failure is not None:
        raise DistError(f"{failure} (exit status {status})\n    {tail}")
    if status != 0 or "Traceback" in said:
        raise DistError(f"--phones: exit status {status}\n    {tail}")
    if "or type http://" not in said:
        raise DistError("--phones: no QR code and short address on standard error")
    return f"{' '.join(PHONES_ARGS)}: {played}; stopped by SIGTERM, exit 0, in {time.perf_counter() - start:.1f} s"


def prepare_resumable(home: Path) -> Listing:
    """A saved three-seat Kuckuck match, one life each, whose human went out in the first deal, and settings that
    play fast, written by the game's own stores into `home`: `--continue kuckuck` lets the two bots play the last
    deal, then archives the match and drops the save. Returns the data folder's listing."""
    from game import open_match
    from game.lobby import MatchSetup, seats_to_json
    from game.store.saves import SaveStore
    from game.store.settings import Settings, SettingsStore

    for seed in range(100):
        match = open_match(RESUMED_GAME, RESUMED_PLAYERS, {"lives": 1}, seed=seed)
        while match.view(0)["lives"][0] > 0 and not match.over:
            match.act(match.bot_move("easy"))
        if not match.over:
            break
    else:
        raise DistError("no seed below 100 puts the human out of a three-seat match first")
    store = SaveStore(home)
    setup = MatchSetup(game=RESUMED_GAME, players=RESUMED_PLAYERS, bots=RESUMED_PLAYERS - 1)
    store.save_soon(match, seats_to_json(setup.seats()))
    store.flush()
    SettingsStore(home).save(Settings(instant=True, animation_speed=4.0, reveal_hold_ms=500, fullscreen=False))
    return listing(home)


def check_runs(exe: Path, build_folder: Path, frames: int, games: Sequence[str]) -> Iterator[str]:
    """Run every check in a fresh sandbox; yields one line per run passed. DistError on the first failure, or when
    a run changed the working folder, `build_folder` (the build's, or the unpacked archive's), HOME or TMPDIR."""
    with tempfile.TemporaryDirectory(prefix="kuckuck-test-dist-") as folder:
        sandbox = Sandbox(Path(folder))
        sandbox.make()
        watched = {
            "the working folder": sandbox.cwd,
            "the build's folder": build_folder,
            "HOME": sandbox.user_home,
            "TMPDIR": sandbox.tmp,
        }
        before = {label: listing(path) for label, path in watched.items()}

        def untouched(after_what: str) -> None:
            for label, path in watched.items():
                if found := changes(before[label], listing(path)):
                    raise DistError(f"after {after_what}, {label} ({path}) changed: {'; '.join(found[:8])}")

        for game in games:
            audio = {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(sandbox.out / f"{game}.raw")}
            seconds = run(exe, ["--windowed", "--autoplay", game, "--frames", str(frames)], sandbox, audio)
            untouched(f"--autoplay {game}")
            yield f"--autoplay {game} --frames {frames}: exit 0 in {seconds:.1f} s"
        if os.name == "posix":
            game = games[0]
            audio = {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(sandbox.out / "no-console.raw")}
            args = ["--windowed", "--autoplay", game, "--frames", str(NO_CONSOLE_FRAMES)]
            seconds = run(exe, args, sandbox, audio, console=False)
            untouched(f"--autoplay {game} without stdout and stderr")
            yield f"--autoplay {game} with stdout and stderr closed (as on Windows): exit 0 in {seconds:.1f} s"
        for scene, game in SNAPSHOTS:
            png = sandbox.out / f"{scene}-{game}.png"
            seconds = run(exe, ["--snapshot", str(png), "--scene", scene, "--game", game], sandbox)
            check_snapshot(png)
            untouched(f"--snapshot --scene {scene}")
            yield f"--snapshot --scene {scene} --game {game}: {png.name} drawn in {seconds:.1f} s"
        saved = prepare_resumable(sandbox.home)
        seconds = run(exe, ["--continue", RESUMED_GAME, "--frames", str(frames)], sandbox)
        untouched(f"--continue {RESUMED_GAME}")
        found = changes(saved, listing(sandbox.home))
        if not any(name.startswith("new archive/") and name.endswith(".json") for name in found):
            raise DistError(f"--continue {RESUMED_GAME}: the resumed match was not archived ({'; '.join(found)})")
        if f"removed saves/{RESUMED_GAME}.json" not in found:
            raise DistError(f"--continue {RESUMED_GAME}: the finished match's save is still there ({'; '.join(found)})")
        yield f"--continue {RESUMED_GAME}: the saved match resumed, finished and went to the archive in {seconds:.1f} s"
        played = check_phones(exe, sandbox)
        untouched("--phones")
        yield played


def pyproject_version() -> str:
    with (REPO / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def check_archive(archive: Path, into: Path) -> tuple[Path, Path]:
    """Unpack the archive into `into` and check it and its desktop files, printing a line for each check passed;
    (the executable, the unpacked folder). ArchiveError on the first failure."""
    root, version = unpack(archive, into)
    print(f"  ✓ the archive holds kuckuck-{version}/ with bin/, lib/kuckuck/ and share/'s desktop files")
    if version != pyproject_version():
        raise ArchiveError(f"the archive is version {version}, pyproject.toml says {pyproject_version()}")
    for report in validate(root):
        print(f"  ✓ {report}")
    if problems := consistency_problems(root, version):
        raise ArchiveError("; ".join(problems))
    print("  ✓ the desktop entry, the metainfo (with a release " + version + ") and the icons agree")
    return root / EXE_LINK, root


def check_build(exe: Path, build_folder: Path, frames: int) -> int:
    """The bundle's contents, then every run; 0 when all passed, else 1."""
    from game.registry import GAMES

    problems = check_contents(exe)
    for problem in problems:
        print(f"  ✗ {problem}")
    if problems:
        return 1
    print("  ✓ the bundle holds every module of game/ and scenes/, the assets (the phone page's too), pygame_gui's")
    print("    defaults, websockets and segno")
    for line in check_runs(exe, build_folder, frames, GAMES):
        print(f"  ✓ {line}", flush=True)
    print("  ✓ nothing was written outside the data folder")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.test_dist", description=__doc__)
    parser.add_argument("build", type=Path, nargs="?", default=DEFAULT_EXE,
                        help="the Linux archive (.tar.gz) or a built executable (default: %(default)s)")  # fmt: skip
    parser.add_argument("--frames", type=int, default=300, help="frames of each game's autoplay match")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    path = args.build.absolute()
    if not path.is_file():
        print(f"test-dist: no build at {path}: run make test-dist, make dist or make dist-onedir", file=sys.stderr)
        return 1
    print(f"test-dist: {path} ({path.stat().st_size / 1e6:.1f} MB)")
    try:
        if not path.name.endswith(".tar.gz"):
            return check_build(path, path.parent, args.frames)
        with tempfile.TemporaryDirectory(prefix="kuckuck-test-dist-archive-") as folder:
            exe, root = check_archive(path, Path(folder))
            return check_build(exe, root, args.frames)
    except (DistError, ArchiveError) as error:
        print(f"  ✗ {error}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
