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
import sys
import tempfile
import tomllib
from pathlib import Path

from tools.dist_archive import EXE_LINK, ArchiveError, consistency_problems, unpack, validate
from tools.dist_bundle import check_contents
from tools.dist_runs import check_runs
from tools.dist_sandbox import DistError

REPO = Path(__file__).resolve().parent.parent
DEFAULT_EXE = REPO / "build" / "dist" / ("kuckuck.exe" if sys.platform == "win32" else "kuckuck")


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
