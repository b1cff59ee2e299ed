"""Invariant 1 of design.md: game/ imports no pygame, random or time; importing opens nothing."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BANNED = {"pygame", "pygame_gui", "random", "time"}


def test_game_package_imports_nothing_banned() -> None:
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            offenders += [f"{path.relative_to(ROOT)}: {name}" for name in names if name.split(".")[0] in BANNED]
    assert offenders == []


def test_importing_the_engine_loads_no_pygame() -> None:
    code = (
        "import sys, game, game.kuckuck.rules, game.kuckuck.bots, game.hearts.rules, game.hearts.bots, game.controller;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'pygame', 'pygame_gui', 'random'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_menu_does_not_pay_for_numpy_at_start_up() -> None:
    """numpy is imported when a match starts, not by importing the engine or the lobby."""
    code = "import sys, game, game.lobby, game.i18n; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
