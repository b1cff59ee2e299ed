"""No module-level mutable state in game/ and scenes/: a module binds its names once, while it loads, and nothing
changes them or what they hold afterwards.

State lives in objects the App owns. What a module function truly needs ambient (the language `tr` translates
into, the player's look and text size the drawing reads, what a watching test collects) is a
`contextvars.ContextVar` the App (or the test) sets, documented in its module's docstring. The one exception is
the registry of the screens' caches (scenes/ui/caches.py), which grows while modules load.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("game", "scenes")
ALLOWED = {("scenes/ui/caches.py", "_CLEARS")}  # the registered caches: one list, filled while modules load

MUTATORS = frozenset(
    {
        "append", "extend", "insert", "remove", "sort", "reverse",
        "update", "setdefault", "pop", "popitem", "clear",
        "add", "discard", "difference_update", "intersection_update", "symmetric_difference_update",
        "appendleft", "extendleft", "popleft", "rotate", "move_to_end",
        "__setitem__", "__delitem__", "__setattr__",
    }
)  # fmt: skip
CONTAINERS = frozenset({"dict", "list", "set", "defaultdict", "OrderedDict", "Counter", "deque", "bytearray"})


def python_files() -> list[Path]:
    return sorted(path for folder in FOLDERS for path in (ROOT / folder).rglob("*.py"))


def module_names(tree: ast.Module) -> dict[str, bool]:
    """The names a module binds at its top level by assignment, each with whether it is a mutable container."""
    names: dict[str, bool] = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign):
            targets, value = statement.targets, statement.value
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            targets, value = [statement.target], statement.value
        else:
            continue
        container = isinstance(value, ast.Dict | ast.List | ast.Set | ast.DictComp | ast.ListComp | ast.SetComp) or (
            isinstance(value, ast.Call) and ast.unparse(value.func).split(".")[-1] in CONTAINERS
        )
        for target in targets:
            for node in ast.walk(target):
                if isinstance(node, ast.Name):
                    names[node.id] = container
    return names


def root_name(node: ast.expr) -> str | None:
    """The name an attribute or subscript chain starts from (`a` in `a.b[1].c`), if it starts from one."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def bound_locally(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> set[str]:
    """The names a function binds itself (its parameters and what it assigns), which hide the module's."""
    arguments = function.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs, arguments.vararg, arguments.kwarg]
    found = {argument.arg for argument in every if argument is not None}
    body = function.body if isinstance(function.body, list) else [function.body]
    for statement in body:
        for node in ast.walk(statement):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                found.add(node.id)
    return found


def mutations(
    node: ast.AST, names: dict[str, bool], hidden: frozenset[str] = frozenset()
) -> Iterator[ast.stmt | ast.expr]:
    """The statements and calls under `node` that change a module-level name's object: item or attribute
    assignment or deletion, or a mutating method (on a container, or anywhere down an attribute chain)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        hidden = hidden | bound_locally(node)
    visible = {name: container for name, container in names.items() if name not in hidden}
    if isinstance(node, ast.Assign | ast.Delete | ast.AugAssign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
        changed = {root_name(target) for target in targets if isinstance(target, ast.Attribute | ast.Subscript)}
        if any(name is not None and name in visible for name in changed):
            yield node
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
        owner = node.func.value
        name = root_name(owner)
        if name is not None and name in visible and (visible[name] or not isinstance(owner, ast.Name)):
            yield node
    if isinstance(node, ast.Call) and ast.unparse(node.func) in ("setattr", "delattr") and node.args:
        name = root_name(node.args[0])
        if name is not None and name in visible:
            yield node
    for child in ast.iter_child_nodes(node):
        yield from mutations(child, names, hidden)


def offences(source: str, where: str = "") -> list[str]:
    """Every `global` statement and every change to a module-level name's object in `source`."""
    tree = ast.parse(source)
    found = [
        f"{node.lineno}: global {', '.join(node.names)}" for node in ast.walk(tree) if isinstance(node, ast.Global)
    ]
    names = {name: container for name, container in module_names(tree).items() if (where, name) not in ALLOWED}
    found += [f"{node.lineno}: {ast.unparse(node)}" for node in mutations(tree, names)]
    return found


def test_no_module_of_the_game_or_the_screens_keeps_mutable_state() -> None:
    offenders = []
    for path in python_files():
        where = path.relative_to(ROOT).as_posix()
        offenders += [f"{where}:{found}" for found in offences(path.read_text(encoding="utf-8"), where)]
    assert offenders == []


def test_the_check_finds_each_kind_of_module_state() -> None:
    assert offences("x = 1\ndef f():\n    global x\n    x = 2\n") == ["3: global x"]
    assert offences("SEEN = {}\ndef f(k):\n    SEEN[k] = 1\n") == ["3: SEEN[k] = 1"]
    assert offences("SEEN: dict[int, int] = dict()\ndef f(k):\n    del SEEN[k]\n") == ["3: del SEEN[k]"]
    assert offences("ITEMS = []\ndef f(k):\n    ITEMS.append(k)\n") == ["3: ITEMS.append(k)"]
    assert offences("DONE = set()\nDONE.add(1)\n") == ["2: DONE.add(1)"]
    assert offences("STATE = Thing()\ndef f():\n    STATE.count += 1\n") == ["3: STATE.count += 1"]
    assert offences("STATE = Thing()\ndef f():\n    STATE.items.clear()\n") == ["3: STATE.items.clear()"]
    assert offences("STATE = Thing()\ndef f():\n    setattr(STATE, 'n', 1)\n") == ["3: setattr(STATE, 'n', 1)"]


def test_the_check_leaves_local_names_and_reading_alone() -> None:
    assert offences("ITEMS = []\ndef f():\n    ITEMS = []\n    ITEMS.append(1)\n") == []
    assert offences("ITEMS = []\ndef f(ITEMS):\n    ITEMS.append(1)\n") == []
    assert offences("TABLE = {'a': 1}\ndef f(k):\n    return TABLE.get(k)\n") == []
    assert offences("RULES = Rules()\ndef f(s):\n    return RULES.legal(s)\n") == []
    assert offences("_CLEARS = []\n_CLEARS.append(f)\n", "scenes/ui/caches.py") == []


def test_each_ambient_state_is_a_documented_context_variable() -> None:
    """A module keeping ambient state keeps it in a `ContextVar` at module level and says so in its docstring."""
    undocumented = []
    for path in python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        holds = any(
            isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "ContextVar"
            for statement in tree.body
            if isinstance(statement, ast.Assign | ast.AnnAssign)
            for node in ast.walk(statement)
        )
        if holds and "ContextVar" not in (ast.get_docstring(tree) or ""):
            undocumented.append(path.relative_to(ROOT).as_posix())
    assert undocumented == []
