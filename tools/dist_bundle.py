"""The packaged game's contents, checked for tools/test_dist.py: PyInstaller's `pyi-archive_viewer` lists what a
one-file or one-folder build carries, which must hold every module of game/ and scenes/, every shipped asset,
pygame_gui's defaults, the phone table's libraries and the compiled catalogues."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tools.dist_sandbox import DistError

REPO = Path(__file__).resolve().parent.parent
PYGAME_GUI_DATA = ("pygame_gui/data/default_theme.json", "pygame_gui/data/NotoSans-Regular.ttf",
                   "pygame_gui/data/FiraCode-Regular.ttf")  # fmt: skip
SOURCE_ONLY_ASSETS = (".po", ".pot")  # the spec leaves the catalogues' sources out
ARCHIVE_VIEWER = Path(sys.executable).with_name("pyi-archive_viewer")  # PyInstaller's, beside the venv's python
PHONE_MODULES = ("websockets.asyncio.server", "segno")  # imported only when a phone table opens


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
