"""pyproject.toml as the installable package (`pipx install .`): its dependencies are requirements.txt's pins, and
its explicit lists of packages and data keep up with the tree, so that nothing new is left out of the wheel.
tools/test_install.py installs it for real."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import main

ROOT = Path(__file__).resolve().parent.parent
PIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*==[A-Za-z0-9.]+")
SOURCE_ONLY = {".po", ".pot", ".mo"}  # catalogue sources stay out; setup.py compiles the .mo into the wheel


def project() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def requirements() -> list[str]:
    """requirements.txt's requirements, without comments and blank lines."""
    lines = (
        line.split("#")[0].strip() for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    )
    return [line for line in lines if line]


def code_packages(*tops: str) -> set[str]:
    """Every folder of `tops` that holds Python code, as a dotted package name (some have no __init__.py)."""
    return {
        ".".join(folder.relative_to(ROOT).parts)
        for top in tops
        for folder in [ROOT / top, *(ROOT / top).rglob("*")]
        if folder.is_dir() and folder.name != "__pycache__" and any(folder.glob("*.py"))
    }


def test_the_dependencies_are_the_requirements_pins() -> None:
    """`make` installs requirements.txt, an installed package pyproject.toml's dependencies: the same pins."""
    pins = requirements()
    assert [pin for pin in pins if not PIN.fullmatch(pin)] == [], "requirements.txt: pin every dependency (name==1.2)"
    dependencies = project()["project"]["dependencies"]
    assert sorted(dependencies) == sorted(pins), "pyproject.toml's [project] dependencies must equal requirements.txt"


def test_the_build_backend_is_pinned() -> None:
    build = project()["build-system"]
    assert build["build-backend"] == "setuptools.build_meta"
    assert [requirement for requirement in build["requires"] if not PIN.fullmatch(requirement)] == []


def test_every_code_folder_is_listed_and_nothing_else() -> None:
    """The packages are listed by hand: a new folder of game/ or scenes/ must be added to pyproject.toml."""
    setuptools = project()["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    assert len(listed) == len(setuptools["packages"])
    assert listed == code_packages("game", "scenes", "kuckuck") | {"assets"}
    assert setuptools["py-modules"] == ["main"]


def test_the_data_globs_take_every_asset_but_the_catalogue_sources() -> None:
    """Every file under assets/ goes into the wheel, but the .po/.pot (setup.py adds the compiled .mo)."""
    setuptools = project()["tool"]["setuptools"]
    assert setuptools["include-package-data"] is False  # the globs alone decide
    globs = setuptools["package-data"]["assets"]
    taken = {path for pattern in globs for path in (ROOT / "assets").glob(pattern) if path.is_file()}
    wanted = {path for path in (ROOT / "assets").rglob("*") if path.is_file() and path.suffix not in SOURCE_ONLY}
    assert sorted(path.relative_to(ROOT).as_posix() for path in wanted - taken) == []
    assert sorted(path.relative_to(ROOT).as_posix() for path in taken - wanted) == []
    assert set(setuptools["package-data"]) == {"assets"}


def test_the_licence_files_are_the_shipped_ones() -> None:
    """The licences the repo holds: the card art's and the fonts' (the code itself states none)."""
    listed = project()["project"]["license-files"]
    found = [*ROOT.glob("*LICENSE*"), *ROOT.glob("COPYING*"), *(ROOT / "assets").rglob("*LICENSE*")]
    assert sorted(listed) == sorted(path.relative_to(ROOT).as_posix() for path in found)


def test_the_entry_points_start_main() -> None:
    """`kuckuck` and `python -m kuckuck` both run main.main, which reads sys.argv when given nothing."""
    meta = project()["project"]
    assert meta["scripts"] == {"kuckuck": "main:main"}
    assert callable(main.main)
    assert "from main import main" in (ROOT / "kuckuck" / "__main__.py").read_text(encoding="utf-8")
