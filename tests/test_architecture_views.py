"""The tables' views, checked: a view wires its helpers together, and the helpers (animators, drawing, prompts,
reconciling) are handed what they use, never the view itself nor the table behind it."""

from __future__ import annotations

import ast

from tests.test_architecture import ROOT, imports, python_files

TABLE_FOLDERS = ("scenes/kuckuck", "scenes/hearts", "scenes/euchre", "scenes/tricks")


def _helpers() -> list[str]:
    return [str(path.relative_to(ROOT)) for folder in TABLE_FOLDERS for path in python_files(folder)
            if path.name not in ("view.py", "trick_view.py")]  # fmt: skip


def test_a_tables_helpers_never_import_its_view() -> None:
    """Each helper declares what it needs (arguments, or a small protocol the view satisfies), type hints too."""
    views = {"scenes.kuckuck.view", "scenes.hearts.view", "scenes.euchre.view", "scenes.tricks.trick_view"}
    offenders = [f"{helper}: {module}" for helper in _helpers() for module in imports(ROOT / helper) & views]
    assert offenders == []


def test_a_tables_helpers_never_reach_through_the_view_into_the_table() -> None:
    """No `view.table.controller…` from a helper: the view names what its helpers may read of the table."""
    offenders = []
    for helper in _helpers():
        for node in ast.walk(ast.parse((ROOT / helper).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "table":
                owner = ast.unparse(node.value.value)
                if owner not in ("self",):
                    offenders.append(f"{helper}:{node.lineno}: {ast.unparse(node)}")
    assert offenders == []


def test_dialogs_route_the_focus_through_one_base() -> None:
    """MENU and CANCEL dismiss, a pointer works a drawn button, the rest moves the focus: written once, in
    scenes/ui/dialog.py (FocusDialog). Full screens (…Scene) route their own."""
    offenders = []
    for path in python_files("scenes"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef) or node.name == "FocusDialog" or node.name.endswith("Scene"):
                continue
            calls = {ast.unparse(call.func) for call in ast.walk(node) if isinstance(call, ast.Call)}
            if "self.focus.handle" in calls:
                offenders.append(f"{path.relative_to(ROOT)}: {node.name}")
    assert offenders == []
