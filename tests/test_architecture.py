"""The house for three games, checked: the shared layers name no game, and scenes go through the right doors."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game.registry import COMING_SOON, GAMES

ROOT = Path(__file__).resolve().parent.parent
ALL_GAMES = (*GAMES, *COMING_SOON)


def imports(path: Path) -> set[str]:
    """The modules `path` imports anywhere, and module.name for each name it takes from one (it may be a module)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
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


def names_in_code(path: Path) -> list[tuple[int, str]]:
    """Identifiers, imports and string constants of a module (docstrings and comments may give examples)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
            found.append((node.lineno, node.name))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return found


def test_the_core_and_the_shared_machinery_name_no_game() -> None:
    """No code of the shared layers (the core, the bot machinery, the trick layer, the controller) names a game;
    their docstrings may use one as an example."""
    pattern = re.compile("|".join(ALL_GAMES), re.IGNORECASE)
    paths = [*python_files("game/core"), *python_files("game/ai"), *python_files("game/tricks")]
    paths.append(ROOT / "game" / "controller.py")
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {name}"
        for path in paths
        for line, name in names_in_code(path)
        if pattern.search(name)
    ]
    assert offenders == []


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


SCREENS = ("menu", "table", "results", "settings", "stats", "replay")
# the table stage (a match on the game's view) is shared: the live table and the replay each hold one
SHARED_SCREEN_PARTS = frozenset({"scenes.table.stage"})


def screen_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "scenes" or len(parts) < 2:
        return None
    return parts[1] if parts[1] in SCREENS else None


def test_screens_do_not_import_each_other() -> None:
    """The menu, the table, the results, the settings, the statistics and the replays meet through the router
    (scenes/routes/router.py): a screen opens another by its name there, overlays too. The one part two screens
    share is the table stage (scenes/table/stage.py), which the live table and the replay each hold."""
    offenders = []
    for path in python_files("scenes"):
        own = screen_of(".".join(path.relative_to(ROOT).with_suffix("").parts))
        if own is None:
            continue
        for imported in imports(path):
            other = screen_of(imported)
            shared = any(imported == part or imported.startswith(f"{part}.") for part in SHARED_SCREEN_PARTS)
            if other is not None and other != own and not shared:
                offenders.append(f"{path.relative_to(ROOT)}: {imported}")
    assert offenders == []


def test_only_the_wiring_opens_the_live_table() -> None:
    """The live table (scenes/table/shell.py) is opened by the router, the demo and the snapshots (scenes/routes);
    a game's view and the replay are handed a table stage (scenes/table/stage.py, the view's `Stage`), never it."""
    offenders = []
    for path in python_files("scenes"):
        if path.relative_to(ROOT).parts[:2] in {("scenes", "routes"), ("scenes", "table")}:
            continue
        offenders += [
            f"{path.relative_to(ROOT)}: {name}" for name in imports(path) if name.startswith("scenes.table.shell")
        ]
    view = imports(ROOT / "scenes" / "table" / "view.py") | imports(ROOT / "scenes" / "table" / "stage.py")
    offenders += [f"scenes/table/view.py or stage.py: {name}" for name in view if name.startswith("scenes.table.shell")]
    assert offenders == []


def test_the_controls_screen_reads_each_games_keys_without_loading_its_table() -> None:
    """scenes/<game>/actions.py declares a table's own actions; the controls screen lists them from there."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from scenes.ui.action_entries import contexts, entries\n"
        "assert all(entries(context) for context in contexts())\n"
        "print(sorted(name for name in sys.modules if name.startswith('scenes.') and name.endswith('.view')))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.splitlines()[-1] == "[]"


BASE_LAYERS = frozenset({"core", "ui", "cards", "audio"})  # scenes/ shared below every screen (and the wiring)


def screens_imported(folder: str) -> list[str]:
    """Every import (type-only ones too) from `folder` of a scenes package that is not a base layer: a screen (menu,
    table, results, settings, a game's table, …) or the wiring (scenes/routes)."""
    offenders = []
    for path in python_files(folder):
        for module in imports(path):
            parts = module.split(".")
            if parts[0] == "scenes" and len(parts) > 1 and parts[1] not in BASE_LAYERS:
                offenders.append(f"{path.relative_to(ROOT)}: {module}")
    return offenders


def test_nothing_in_the_core_imports_a_screen() -> None:
    """scenes/core is the app, the scene stack and the host scenes are given; the screens and the router that
    wires them live above it (scenes/routes)."""
    assert screens_imported("scenes/core") == []


def test_the_shared_ui_imports_no_screen() -> None:
    """What two screens share lives in scenes/ui, never in one of them."""
    assert screens_imported("scenes/ui") == []


def cache_makers(path: Path) -> list[str]:
    """The functools caches made in `path`, and the empty dicts, lists and sets it keeps at module level."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [
        f"{node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Name | ast.Attribute) and ast.unparse(node).split(".")[-1] in ("lru_cache", "cache")
    ]
    for statement in tree.body:
        value = statement.value if isinstance(statement, ast.Assign | ast.AnnAssign) else None
        if (isinstance(value, ast.Dict) and not value.keys) or (
            isinstance(value, ast.List | ast.Set) and not value.elts
        ):
            found.append(f"{statement.lineno}: {ast.unparse(statement)}")
    return found


def unregistered_caches(path: Path) -> list[str]:
    """The caches (anything with a `cache_clear`) defined in `path`'s module that scenes/ui/caches.py lacks."""
    import importlib

    from scenes.ui import caches

    name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
    module = importlib.import_module(name)
    return [
        key
        for key, value in vars(module).items()
        if callable(clear := getattr(value, "cache_clear", None))
        and getattr(value, "__module__", None) == name
        and not caches.registered(clear)
    ]


def test_every_cache_of_the_screens_is_registered() -> None:
    """A cache of fonts or images is made with scenes/ui/caches.py's `cached`, so one call (`clear_caches`) empties
    them all: nothing else makes a functools cache or keeps an empty dict or list at module level to fill later."""
    offenders = []
    for path in python_files("scenes"):
        if path.name != "caches.py":
            offenders += [f"{path.relative_to(ROOT)}:{found}" for found in cache_makers(path)]
            offenders += [f"{path.relative_to(ROOT)}: {name} unregistered" for name in unregistered_caches(path)]
    assert offenders == []


def module_path(module: str) -> Path | None:
    """The file of a module of this house, or None for one from outside."""
    base = ROOT.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def imported_modules(path: Path) -> set[str]:
    """Every module of this house that `path` imports anywhere (type-only and function-level imports too)."""
    return {module for module in imports(path) if module_path(module) is not None}


def loaded_with(module: str) -> set[str]:
    """`module` and every module of this house it imports, directly or through others."""
    seen, todo = set(), [module]
    while todo:
        name = todo.pop()
        path = module_path(name)
        if name in seen or path is None:
            continue
        seen.add(name)
        todo.extend(imported_modules(path))
    return seen


def test_the_core_imports_nothing_above_it() -> None:
    """game/core is the floor: it knows no registry, no game and no other layer (loading a match by game id lives
    beside `open_match`, in game/__init__.py)."""
    offenders = [
        f"{path.relative_to(ROOT)}: {module}"
        for path in python_files("game/core")
        for module in imported_modules(path)
        if not module.startswith("game.core")
    ]
    assert offenders == []


def test_no_rules_module_loads_a_bot() -> None:
    """Bots live beside the rules, never inside them: what a game's rules load holds no bot, no search and no
    table of agents (the game's spec loads those, game/<game>/agents.py)."""
    offenders = []
    for game in GAMES:
        bots = (f"game.{game}.agents", f"game.{game}.bots", f"game.{game}.search", "game.ai")
        for module in loaded_with(f"game.{game}.rules"):
            if any(module == bot or module.startswith(bot + ".") for bot in bots):
                offenders.append(f"game.{game}.rules loads {module}")
    assert offenders == []


def test_scenes_hold_no_strategy_and_import_no_bot() -> None:
    """A scene that wants a bot's opinion (the button a decision opens on) asks the match (`bot_move`), which
    builds the bot through the game's spec; no scene imports a bot, a search or the bot machinery."""
    bots = ("agents", "bots", "search", "heuristic")
    offenders = [
        f"{path.relative_to(ROOT)}: {module}"
        for path in python_files("scenes")
        for module in imported_modules(path)
        if module.startswith("game.") and (module.startswith("game.ai") or (module.split(".") + [""] * 3)[2] in bots)
    ]
    assert offenders == []
