"""The installable package checked as pipx installs it: a fresh venv, `pip install <checkout>`, the game run headless.

    python3 -m tools.test_install SCRATCH [--repo REPO]

SCRATCH must be empty or new; everything goes in there. The venv is made by the Python that runs this script
(`python3 -m venv`, the system's Python as `make test-install` runs it), the checkout is installed into it with that
venv's pip, as `pipx install .` does (pip's own cache is used, so the dependencies come from PyPI only once). Then,
from an empty working folder (so nothing is imported from the checkout) with KUCKUCK_HOME and HOME in SCRATCH and
SDL's dummy drivers: the `kuckuck` script's --help and an autoplay demo, `python -m kuckuck --snapshot` in English
and in German (the two pictures must be drawn and differ), the languages and a translated string read through the
installed game.i18n, and the installed files (the catalogues compiled, no .po/.pot, no tests/ or tools/). The
checkout must be left as it was. Each run must exit 0 without a traceback. Needs only the standard library.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DISTRIBUTION = "kuckuck-and-co"
TOP_LEVEL = {"assets", "game", "kuckuck", "main", "scenes"}  # what the wheel may put in site-packages
INSTALL_TIMEOUT_S = 900
RUN_TIMEOUT_S = 240
DEMO = ("--windowed", "--autoplay", "hearts", "--frames", "200")
SNAPSHOT_SIZE = "1280x720"
OUTSIDE_THE_CODE = (".dist-info", "__pycache__", "..")  # the metadata, main.py's bytecode, the script in bin/
MIN_COLOURS = 16  # a drawn menu has hundreds; a blank or failed frame one or two
SKIPPED_IN_CHECKOUT = {".git", ".venv", "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis"}
SKIPPED_BUILD_FOLDERS = {"build/venv", "build/work", "build/dist"}  # make dist's own scratch

# Run in the installed venv: the languages the game finds, and one message in the language the system asks for.
LANGUAGE_PROBE = """
import json
from game.i18n import current_language, set_language, tr
from game.locale_choice import available_languages, system_language
available = available_languages()
set_language(system_language(available))
print(json.dumps({"available": list(available), "language": current_language(), "settings": tr("Settings")}))
"""
# Run in the installed venv: where the code comes from, and the files the distribution installed.
FILES_PROBE = """
import json, sys, game, scenes, main
from importlib.metadata import distribution, distributions
dist = distribution(sys.argv[1])
print(json.dumps({"modules": [game.__file__, scenes.__file__, main.__file__],
                  "installed": sorted(other.metadata["Name"].lower() for other in distributions()),
                  "files": [str(path) for path in dist.files or ()],
                  "scripts": [entry.value for entry in dist.entry_points if entry.group == "console_scripts"]}))
"""
# Run in the installed venv: how many colours a snapshot has (pygame and numpy are installed there).
COLOURS_PROBE = """
import sys, numpy, pygame
print(len(numpy.unique(pygame.surfarray.array2d(pygame.image.load(sys.argv[1])))))
"""


class InstallError(Exception):
    """The installed package failed a check; the message says which and why."""


@dataclass(frozen=True)
class Scratch:
    """The folders of one check, all inside the scratch folder."""

    root: Path

    @property
    def venv(self) -> Path:
        return self.root / "venv"

    @property
    def python(self) -> Path:
        return self.venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")

    @property
    def script(self) -> Path:
        return self.venv / ("Scripts/kuckuck.exe" if os.name == "nt" else "bin/kuckuck")

    @property
    def cwd(self) -> Path:
        return self.root / "cwd"

    @property
    def home(self) -> Path:
        return self.root / "kuckuck-home"

    @property
    def user_home(self) -> Path:
        return self.root / "user-home"

    @property
    def out(self) -> Path:
        return self.root / "out"

    def make(self) -> None:
        for folder in (self.cwd, self.home, self.user_home, self.out):
            folder.mkdir(parents=True)

    def env(self, language: str = "en") -> dict[str, str]:
        """The game's environment: its data folder and HOME in here, no window, no sound, one language asked for."""
        env = {
            name: value
            for name, value in os.environ.items()
            if not name.startswith(("KUCKUCK_", "PYTHON", "LC_")) and name not in ("LANG", "LANGUAGE")
        }
        env.update({
            "KUCKUCK_HOME": str(self.home),
            "HOME": str(self.user_home),
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "LANGUAGE": language,
        })  # fmt: skip
        return env


def run(command: Sequence[str | Path], cwd: Path, env: Mapping[str, str] | None, timeout: float) -> tuple[str, float]:
    """Run `command`; its stdout and wall time in seconds. InstallError when it fails or prints a traceback."""
    words = [str(word) for word in command]
    start = time.perf_counter()
    try:
        done = subprocess.run(words, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise InstallError(f"{' '.join(words)}: still running after {timeout:.0f} s") from None
    seconds = time.perf_counter() - start
    output = done.stdout + done.stderr
    if done.returncode != 0 or "Traceback (most recent call last)" in output:
        raise InstallError(f"{' '.join(words)}: exit {done.returncode}\n{output[-4000:]}")
    return done.stdout, seconds


def checkout_listing(repo: Path) -> set[str]:
    """The checkout's files and folders, but for git's, the venvs, the caches and make dist's scratch."""
    found: set[str] = set()
    for folder, subfolders, files in os.walk(repo):
        relative = Path(folder).relative_to(repo)
        subfolders[:] = [
            name
            for name in subfolders
            if name not in SKIPPED_IN_CHECKOUT and (relative / name).as_posix() not in SKIPPED_BUILD_FOLDERS
        ]
        found |= {(relative / name).as_posix() for name in (*subfolders, *files)}
    return found


def expected_languages(repo: Path) -> list[str]:
    """English and every language the checkout has a catalogue source for, as available_languages() sorts them."""
    return ["en", *sorted(path.parent.parent.name for path in repo.glob("assets/locale/*/LC_MESSAGES/kuckuck.po"))]


def check_files(report: Mapping[str, list[str]], venv: Path, languages: Sequence[str]) -> list[str]:
    """What is wrong with the installed files: code from outside the venv, a missing catalogue or entry point,
    a catalogue source, a test or a tool, a top-level name the design does not have, or plain pygame."""
    problems = [
        f"{path} is imported from outside the venv" for path in report["modules"] if venv not in Path(path).parents
    ]
    files = report["files"]
    problems += [f"{path} is installed" for path in files if path.endswith((".po", ".pot"))]
    problems += [f"{path} is installed" for path in files if path.split("/")[0] in ("tests", "tools")]
    tops = {top.removesuffix(".py") for path in files if not (top := path.split("/")[0]).endswith(OUTSIDE_THE_CODE)}
    problems += [f"{name} is installed at the top of site-packages" for name in sorted(tops - TOP_LEVEL)]
    problems += [f"{name} is not installed" for name in sorted(TOP_LEVEL - tops)]
    for language in languages[1:]:
        if f"assets/locale/{language}/LC_MESSAGES/kuckuck.mo" not in files:
            problems.append(f"the compiled {language} catalogue is not installed")
    if "pygame" in report["installed"]:
        problems.append("plain pygame is installed beside pygame-ce")
    if report["scripts"] != ["main:main"]:
        problems.append(f"the console scripts are {report['scripts']}, expected kuckuck = main:main")
    return problems


def check(scratch: Scratch, repo: Path) -> list[str]:
    """Install the checkout into a fresh venv in `scratch` and run it; the timings, one line each."""
    timings: list[str] = []
    before = checkout_listing(repo)
    scratch.make()
    _, seconds = run([sys.executable, "-m", "venv", scratch.venv], scratch.cwd, None, INSTALL_TIMEOUT_S)
    timings.append(f"venv: {seconds:.1f} s")
    pip_install: list[str | Path] = [scratch.python, "-m", "pip", "--disable-pip-version-check", "install", "-q", repo]
    _, seconds = run(pip_install, scratch.cwd, None, INSTALL_TIMEOUT_S)
    timings.append(f"pip install {repo}: {seconds:.1f} s")
    changed = sorted(checkout_listing(repo) ^ before)
    if changed:
        raise InstallError(f"installing changed the checkout: {', '.join(changed[:10])}")

    usage, _ = run([scratch.script, "--help"], scratch.cwd, scratch.env(), RUN_TIMEOUT_S)
    if not usage.startswith("usage: kuckuck"):
        raise InstallError(f"kuckuck --help printed {usage[:200]!r}")
    _, seconds = run([scratch.script, *DEMO], scratch.cwd, scratch.env(), RUN_TIMEOUT_S)
    timings.append(f"kuckuck {' '.join(DEMO)}: {seconds:.1f} s")

    pictures: dict[str, bytes] = {}
    for language in ("en", "de"):
        target = scratch.out / f"menu-{language}.png"
        command: list[str | Path] = [scratch.python, "-m", "kuckuck", "--snapshot", target, "--size", SNAPSHOT_SIZE]
        _, seconds = run(command, scratch.cwd, scratch.env(language), RUN_TIMEOUT_S)
        timings.append(f"python -m kuckuck --snapshot (LANGUAGE={language}): {seconds:.1f} s")
        if not target.is_file():
            raise InstallError(f"python -m kuckuck --snapshot wrote no {target}")
        colours, _ = run([scratch.python, "-c", COLOURS_PROBE, target], scratch.cwd, scratch.env(), RUN_TIMEOUT_S)
        if int(colours) < MIN_COLOURS:
            raise InstallError(f"{target} has {int(colours)} colours: nothing was drawn")
        pictures[language] = target.read_bytes()
    if pictures["en"] == pictures["de"]:
        raise InstallError("the German menu looks like the English one: the catalogue was not found")

    languages = expected_languages(repo)
    for language in languages:
        text, _ = run([scratch.python, "-c", LANGUAGE_PROBE], scratch.cwd, scratch.env(language), RUN_TIMEOUT_S)
        probe = json.loads(text)
        if probe["available"] != languages or probe["language"] != language:
            raise InstallError(f"LANGUAGE={language}: the installed game has {probe}, expected {languages}")
        if (probe["settings"] == "Settings") != (language == "en"):
            raise InstallError(f"LANGUAGE={language}: 'Settings' is shown as {probe['settings']!r}")
    text, _ = run([scratch.python, "-c", FILES_PROBE, DISTRIBUTION], scratch.cwd, scratch.env(), RUN_TIMEOUT_S)
    problems = check_files(json.loads(text), scratch.venv.resolve(), languages)
    if problems:
        raise InstallError("; ".join(problems))
    return timings


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.test_install", description=__doc__.split("\n")[0])
    parser.add_argument("scratch", type=Path, help="an empty or new folder for the venv and the game's files")
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to install (default: this one)")
    return parser.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    scratch = Scratch(args.scratch.resolve())
    if scratch.root.exists() and (not scratch.root.is_dir() or any(scratch.root.iterdir())):
        print(f"{args.scratch}: expected an empty or new folder", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        timings = check(scratch, args.repo.resolve())
    except InstallError as error:
        print(f"test_install: FAILED: {error}", file=sys.stderr)
        return 1
    for line in timings:
        print(f"  {line}")
    print(f"test_install: the installed package works ({time.perf_counter() - start:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
