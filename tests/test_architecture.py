"""The house for three games, checked: the shared layers name no game, and scenes go through the right doors."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game.registry import COMING_SOON, GAMES

ROOT = Path(__file__).resolve().parent.parent
ALL_GAMES = (*GAMES, *COMING_SOON)


def imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def python_files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def test_no_shared_scene_imports_a_game() -> None:
    """Only scenes/<game>/ may import game.<game>; everything else learns about a game from its spec."""
    offenders = []
    for path in python_files("scenes"):
        own = path.relative_to(ROOT / "scenes").parts[0]
        for module in imports(path):
            parts = module.split(".")
            if len(parts) > 1 and parts[0] == "game" and parts[1] in ALL_GAMES and parts[1] != own:
                offenders.append(f"{path.relative_to(ROOT)}: {module}")
    assert offenders == []


def test_the_core_and_the_shared_machinery_name_no_game() -> None:
    pattern = re.compile("|".join(ALL_GAMES), re.IGNORECASE)
    offenders = []
    for folder in ("game/core", "game/ai", "game/tricks"):
        for path in python_files(folder):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    controller = (ROOT / "game" / "controller.py").read_text(encoding="utf-8")
    assert offenders == [] and not pattern.search(controller)


def test_scenes_never_read_the_full_state_of_a_match() -> None:
    """The UI sees what a seat sees (views), never the hidden state."""
    offenders = []
    for path in python_files("scenes"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "state":
                owner = ast.unparse(node.value)
                if "match" in owner:
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}: {owner}.state")
    assert offenders == []


def test_menu_table_and_results_do_not_import_each_other() -> None:
    """They meet through the router (scenes/core/router.py)."""
    homes = {"scenes.menu": "scenes/menu", "scenes.table": "scenes/table", "scenes.results": "scenes/results.py"}
    offenders = []
    for module, home in homes.items():
        for path in [p for p in python_files("scenes") if not str(p.relative_to(ROOT)).startswith(home)]:
            if str(path.relative_to(ROOT)) == "scenes/core/router.py":
                continue
            inside_another = any(str(path.relative_to(ROOT)).startswith(h) for h in homes.values())
            for imported in imports(path):
                if inside_another and (imported == module or imported.startswith(module + ".")):
                    offenders.append(f"{path.relative_to(ROOT)}: {imported}")
    assert offenders == []
