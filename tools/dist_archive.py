"""The Linux archive of the one-folder build (`make dist-archive`), checked for tools/test_dist.py: its layout, its
desktop entry and AppStream metainfo (with the system's validators, `desktop-file-validate` from desktop-file-utils
and `appstreamcli` from appstream) and its icons.

The archive holds one folder, kuckuck-VERSION/, laid out as an installation prefix:

    bin/kuckuck                                      a relative link to ../lib/kuckuck/kuckuck
    lib/kuckuck/                                     the one-folder build
    share/applications/APP_ID.desktop
    share/metainfo/APP_ID.metainfo.xml
    share/icons/hicolor/{256x256,128x128}/apps/APP_ID.png
"""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import tarfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

APP_ID = "io.github.kuckuckandco.KuckuckCo"
EXE_LINK, EXE_TARGET = "bin/kuckuck", "../lib/kuckuck/kuckuck"
BUILD_FOLDER = "lib/kuckuck"
ICON_SIZES = (256, 128)
SHARED_FILES = (
    f"share/applications/{APP_ID}.desktop",
    f"share/metainfo/{APP_ID}.metainfo.xml",
    *(f"share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in ICON_SIZES),
)
ARCHIVE_NAME = re.compile(r"kuckuck-(?P<version>[0-9][0-9A-Za-z.+-]*)-linux-(?P<arch>[a-z0-9_]+)\.tar\.gz")
VALIDATORS = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}  # program: Debian package


class ArchiveError(Exception):
    """The archive or its desktop files failed a check; the message says which and why."""


def unpack(archive: Path, into: Path) -> tuple[Path, str]:
    """Unpack `archive` into `into` (tarfile's "data" filter: no absolute paths, no links out of it); the
    kuckuck-VERSION folder and the version. ArchiveError when the name or the layout is not as above."""
    named = ARCHIVE_NAME.fullmatch(archive.name)
    if named is None:
        raise ArchiveError(f"{archive.name} is not named kuckuck-VERSION-linux-ARCH.tar.gz")
    version = named["version"]
    top = f"kuckuck-{version}"
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        if outside := sorted(name for name in names if name != top and not name.startswith(f"{top}/")):
            raise ArchiveError(f"{archive.name} holds {', '.join(outside[:5])} outside {top}/")
        tar.extractall(into, filter="data")
    root = into / top
    problems = layout_problems(root)
    if problems:
        raise ArchiveError(f"{archive.name}: {'; '.join(problems)}")
    return root, version


def layout_problems(root: Path) -> list[str]:
    """What is missing or extra in the unpacked prefix `root`."""
    problems = []
    link = root / EXE_LINK
    if not link.is_symlink() or link.readlink().as_posix() != EXE_TARGET:
        problems.append(f"{EXE_LINK} is not a link to {EXE_TARGET}")
    elif not link.resolve().is_file():
        problems.append(f"{EXE_LINK} points at no file")
    if not (root / BUILD_FOLDER / "_internal").is_dir():
        problems.append(f"{BUILD_FOLDER}/ is not a one-folder build (no _internal/)")
    problems += [f"{name} is missing" for name in SHARED_FILES if not (root / name).is_file()]
    expected = {EXE_LINK, *SHARED_FILES}
    found = {path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file() or path.is_symlink()}
    extra = sorted(name for name in found - expected if not name.startswith(f"{BUILD_FOLDER}/"))
    problems += [f"{name} does not belong there" for name in extra]
    return problems


def validate(root: Path) -> list[str]:
    """Run the system's validators on the desktop entry and the metainfo; their reports, one line each.
    ArchiveError when one is missing or remarks on anything: desktop-file-validate prints nothing for a clean file,
    and `appstreamcli --strict` fails on every issue above the "pedantic" level (errors, warnings, infos)."""
    missing = [f"{program} (Debian: apt install {package})" for program, package in VALIDATORS.items()
               if shutil.which(program) is None]  # fmt: skip
    if missing:
        raise ArchiveError(f"the desktop files' validators are not installed: {', '.join(missing)}")
    desktop, metainfo = root / SHARED_FILES[0], root / SHARED_FILES[1]
    commands = (
        ["desktop-file-validate", str(desktop)],
        ["appstreamcli", "validate", "--strict", "--no-net", str(metainfo)],
        ["appstreamcli", "validate-tree", "--strict", "--no-net", str(root)],  # the metainfo with its desktop entry
    )
    reports = []
    for command in commands:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
        report = " ".join((done.stdout + done.stderr).split())
        shown = " ".join([*command[:-1], Path(command[-1]).name])
        if done.returncode != 0 or (command[0] == "desktop-file-validate" and report):
            raise ArchiveError(f"{shown} failed (exit status {done.returncode}): {report}")
        reports.append(f"{shown}: {report or 'no remarks'}")
    return reports


def consistency_problems(root: Path, version: str) -> list[str]:
    """The desktop entry, the metainfo and the icons agree with each other and with the archive."""
    entry = configparser.RawConfigParser(strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(root / SHARED_FILES[0], encoding="utf-8")
    desktop = entry["Desktop Entry"]
    component = ElementTree.parse(root / SHARED_FILES[1]).getroot()
    problems = []
    if desktop.get("Exec", "").split()[:1] != [Path(EXE_LINK).name]:
        problems.append(f"the desktop entry does not start {Path(EXE_LINK).name}")
    if desktop.get("Icon") != APP_ID:
        problems.append(f"the desktop entry's icon is {desktop.get('Icon')!r}, not {APP_ID}")
    if component.findtext("id") != APP_ID:
        problems.append(f"the metainfo's id is {component.findtext('id')!r}, not {APP_ID}")
    if component.findtext("launchable[@type='desktop-id']") != Path(SHARED_FILES[0]).name:
        problems.append(f"the metainfo does not launch {Path(SHARED_FILES[0]).name}")
    releases = [release.get("version") for release in component.iterfind("releases/release")]
    if version not in releases:
        problems.append(f"the metainfo has no release {version} (it lists {', '.join(map(str, releases)) or 'none'})")
    for size, name in zip(ICON_SIZES, SHARED_FILES[2:], strict=True):
        found = png_size(root / name)
        if found != (size, size):
            problems.append(f"{name} is {found[0]}x{found[1]}, not {size}x{size}")
    return problems


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header (its IHDR chunk); (0, 0) when it is no PNG."""
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return 0, 0
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
