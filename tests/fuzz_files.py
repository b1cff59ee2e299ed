"""A seeded generator of damaged files, made from a real file of each kind: cut short, random bytes, flipped bytes,
a value of the wrong type, huge numbers, huge strings, deep nesting, NaN and infinities, a part removed or
repeated and, in a match's log, a tampered action or seat and a deal with a card missing or doubled.

`damaged_files(original, count, seed)` gives `count` (kind, bytes) pairs, the kinds in turn, so each kind gets its
share of any count. Values JSON cannot hold (NaN, 1e400, a thousand nested lists) are put in as text.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

MARK = "\u0001fuzz-mark\u0001"  # a placeholder string, replaced by raw JSON text after encoding
WRONG_TYPES: tuple[object, ...] = (None, True, False, 0, -1, 7, 2.5, "", "x", "stay", [], {}, [1, "a"], {"a": None})
ACTIONS = ("stay", "swap", "timeout", "draw", "play 2C", "pass 2C 3C 4C", "moon add", "order", "call H", "", "\u0000")


def spots(value: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path to a value inside `value` (dict keys and list indexes)."""
    if isinstance(value, dict):
        for key, child in value.items():
            yield (*where, key)
            yield from spots(child, (*where, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield (*where, index)
            yield from spots(child, (*where, index))


def _pick_spot(data: Any, rng: np.random.Generator) -> tuple[Any, Any] | None:
    """A random (parent, key) inside `data`, or None when it holds nothing."""
    found = list(spots(data))
    if not found:
        return None
    where = found[int(rng.integers(len(found)))]
    parent = data
    for step in where[:-1]:
        parent = parent[step]
    return parent, where[-1]


def _with_raw(original: dict[str, Any], rng: np.random.Generator, raw: str) -> bytes:
    """`original` with one value replaced by the raw JSON text `raw`."""
    data = copy.deepcopy(original)
    spot = _pick_spot(data, rng)
    if spot is None:
        return raw.encode()
    parent, key = spot
    parent[key] = MARK
    return json.dumps(data).replace(json.dumps(MARK), raw, 1).encode()


def _edited(original: dict[str, Any], rng: np.random.Generator, edit: Callable[[Any, Any], None]) -> bytes:
    data = copy.deepcopy(original)
    spot = _pick_spot(data, rng)
    if spot is not None:
        edit(*spot)
    return json.dumps(data).encode()


def _log_entries(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The entries of the match log inside a save or an archived match ([] when there is none)."""
    match = data.get("match")
    log = match.get("log") if isinstance(match, dict) else None
    return [entry for entry in log if isinstance(entry, dict)] if isinstance(log, list) else []


def _tampered_action(original: dict[str, Any], rng: np.random.Generator) -> bytes:
    data = copy.deepcopy(original)
    actions = [entry for entry in _log_entries(data) if "action" in entry]
    if actions:
        entry = actions[int(rng.integers(len(actions)))]
        if rng.random() < 0.7:
            entry["action"] = ACTIONS[int(rng.integers(len(ACTIONS)))]
        else:
            entry["seat"] = int(entry["seat"]) + int(rng.integers(1, 4))
    return json.dumps(data).encode()


def _card_missing(original: dict[str, Any], rng: np.random.Generator) -> bytes:
    data = copy.deepcopy(original)
    deals = [entry for entry in _log_entries(data) if isinstance(entry.get("deal"), list) and entry["deal"]]
    if deals:
        deal = deals[int(rng.integers(len(deals)))]["deal"]
        index = int(rng.integers(len(deal)))
        if rng.random() < 0.5:
            del deal[index]
        else:
            deal[index] = deal[(index + 1) % len(deal)]  # one card twice, another gone
    return json.dumps(data).encode()


def _huge(rng: np.random.Generator) -> str:
    return "-" * int(rng.integers(2)) + "9" * int(rng.integers(19, 5000))


def _deep(rng: np.random.Generator) -> str:
    depth = int(rng.integers(100, 3000))
    return "[" * depth + "]" * depth if rng.random() < 0.5 else '{"a":' * depth + "0" + "}" * depth


def _kinds(original: dict[str, Any], real: bytes) -> dict[str, Callable[[np.random.Generator], bytes]]:
    def replace(value: Callable[[np.random.Generator], object]) -> Callable[[np.random.Generator], bytes]:
        def made(rng: np.random.Generator) -> bytes:
            chosen = value(rng)
            return _edited(original, rng, lambda parent, key: parent.__setitem__(key, chosen))

        return made

    def flipped(rng: np.random.Generator) -> bytes:
        data = bytearray(real)
        for _ in range(int(rng.integers(1, 6))):
            data[int(rng.integers(len(data)))] = int(rng.integers(256))
        return bytes(data)

    def removed(parent: Any, key: Any) -> None:
        del parent[key]

    def repeated(parent: Any, key: Any) -> None:
        if isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        else:
            parent[f"{key}"] = copy.deepcopy(parent[key])
            parent[f"{key}2"] = copy.deepcopy(parent[key])

    return {
        "truncated": lambda rng: real[: int(rng.integers(len(real)))],
        "random bytes": lambda rng: rng.bytes(int(rng.integers(0, 400))),
        "flipped bytes": flipped,
        "wrong type": replace(lambda rng: copy.deepcopy(WRONG_TYPES[int(rng.integers(len(WRONG_TYPES)))])),
        "huge number": lambda rng: _with_raw(original, rng, _huge(rng)),
        "huge float": lambda rng: _with_raw(original, rng, f"1e{int(rng.integers(300, 1000))}"),
        "huge string": replace(lambda rng: "x" * int(rng.integers(1000, 300_000))),
        "control characters": replace(lambda rng: "".join(chr(int(c)) for c in rng.integers(0, 32, 8))),
        "deep nesting": lambda rng: _with_raw(original, rng, _deep(rng)),
        "nan": lambda rng: _with_raw(original, rng, ("NaN", "Infinity", "-Infinity")[int(rng.integers(3))]),
        "removed": lambda rng: _edited(original, rng, removed),
        "repeated": lambda rng: _edited(original, rng, repeated),
        "tampered action": lambda rng: _tampered_action(original, rng),
        "card missing": lambda rng: _card_missing(original, rng),
    }  # fmt: skip


def damaged_files(original: dict[str, Any], count: int, seed: int) -> Iterator[tuple[str, bytes]]:
    """`count` damaged variants of the file `original`, each kind of damage in turn."""
    rng = np.random.default_rng(seed)
    real = json.dumps(original).encode()
    kinds = _kinds(original, real)
    names = sorted(kinds)
    for number in range(count):
        name = names[number % len(names)]
        yield name, kinds[name](rng)
