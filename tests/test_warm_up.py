"""The warm-up: the first menu frame needs neither pygame_gui nor numpy, and right after it a background thread
imports what the first dialog and every game's table need, safely beside the frame loop."""

from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
from pathlib import Path

from scenes.routes.views import modules_ahead

ROOT = Path(__file__).resolve().parent.parent

FIRST_FRAMES = """
import sys
import scenes.routes.launch  # what the program imports to start
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.router import Router
from scenes.routes.views import modules_ahead

app = App(AppConfig(fullscreen=False, size=(1280, 720)), Router)
app.router.menu()
app.step(16, [])
early = sorted(name for name in ("pygame_gui", "numpy", "scenes.table.shell") if name in sys.modules)
print("after the first frame:", early, app.warm_up.started)
app.step(16, [])
app.warm_up.wait()
missing = [name for name in modules_ahead() if name not in sys.modules]
print("after the warm-up:", missing, app.warm_up.done)
app.shutdown()
"""


def run_fresh(script: str, home: Path) -> str:
    """What `script` prints, run by a Python of its own (nothing imported yet) with `home` as the data folder."""
    env = {**os.environ, "KUCKUCK_HOME": str(home), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_first_frame_waits_for_nothing_and_the_warm_up_loads_the_rest(tmp_path: Path) -> None:
    printed = run_fresh(FIRST_FRAMES, tmp_path)
    assert "after the first frame: [] False" in printed
    assert "after the warm-up: [] True" in printed


TABLE_FIRST = """
from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.router import Router

app = App(AppConfig(fullscreen=False, size=(1280, 720)), Router)
app.router.table(MatchSetup(players=4, bots=4))
for _ in range(30):
    app.step(16, [])
print("warm-up beside the table:", app.warm_up.started)
app.router.menu()
app.step(16, [])
print("warm-up on the menu:", app.warm_up.started)
app.warm_up.wait()
app.shutdown()
"""


def test_the_warm_up_never_runs_beside_a_table(tmp_path: Path) -> None:
    """A start straight to a table (--continue, --autoplay) imports what it needs itself; the warm-up waits for
    the menu, so the table's first animations never share the interpreter with it."""
    printed = run_fresh(TABLE_FIRST, tmp_path)
    assert "warm-up beside the table: False" in printed
    assert "warm-up on the menu: True" in printed


def test_every_module_ahead_exists() -> None:
    for name in modules_ahead():
        importlib.import_module(name)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def load_time_imports(path: Path, name: str, known: set[str]) -> set[str]:
    """The game's modules `path` imports when it loads: top-level imports, outside `if TYPE_CHECKING:`."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, *([node.module] if node.module else [])])
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return {module for module in found if module in known and module != name}


def test_no_two_modules_import_each_other_at_load_time() -> None:
    """What makes the warm-up thread safe (scenes/core/warm_up.py): a load-time import cycle could let the main
    thread and the warm-up each hold one module of it and wait for the other. A package importing its own
    submodules, which import the package back, is no such cycle: whoever enters it takes the package first."""
    paths = {module_name(path): path for folder in ("game", "scenes") for path in (ROOT / folder).rglob("*.py")}
    known = set(paths)
    graph = {name: load_time_imports(path, name, known) for name, path in paths.items()}

    def package_of_all(group: list[str]) -> bool:
        return any(all(module == top or module.startswith(f"{top}.") for module in group) for top in group)

    assert [group for group in strongly_connected(graph) if len(group) > 1 and not package_of_all(group)] == []


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's groups of modules that can each reach the others."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for target in graph[module]:
            if target not in order:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], order[target])
        if low[module] == order[module]:
            group = [stack.pop()]
            while group[-1] != module:
                group.append(stack.pop())
            groups.append(group)

    for module in graph:
        if module not in order:
            visit(module)
    return groups
