"""Events are typed records: each game's events module defines one frozen dataclass per kind of event, its rules
list every one (`event_types`), and nobody reads an event like a dict of fields."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

from game.core.events import Event, OwnCards
from game.registry import GAMES, rules_for

ROOT = Path(__file__).resolve().parent.parent
EVENT_NAMES = {"event", "events", "e", "won", "scored", "deals"}  # what code calls an event or a list of them


def test_each_game_lists_every_event_class_its_module_names_and_each_is_frozen() -> None:
    for game in GAMES:
        module = importlib.import_module(f"game.{game}.events")
        defined = {
            cls
            for _, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Event) and cls not in (Event, OwnCards)  # a shared kind (game.tricks.events) too
        }
        assert set(rules_for(game).event_types) == defined, game
        for cls in defined:
            params = cls.__dataclass_params__  # type: ignore[attr-defined]
            assert params.frozen and "__dataclass_fields__" in cls.__dict__, (game, cls.__name__)


def test_nobody_reads_an_event_by_key() -> None:
    """Fields are read by name (`event.card`), never looked up (`event["card"]`, `event.get("card")`)."""
    offenders = []
    for folder in ("game", "scenes", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                looked_up = (
                    isinstance(node, ast.Subscript)
                    and isinstance(node.value, ast.Name)
                    and node.value.id in EVENT_NAMES
                    and isinstance(node.slice, ast.Constant)
                    and isinstance(node.slice.value, str)
                )
                got = (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "get"
                    and isinstance(node.func.value, ast.Name)
                    and node.func.value.id in EVENT_NAMES
                )
                if looked_up or got:
                    offenders.append(f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}")
    assert offenders == []
