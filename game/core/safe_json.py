"""Reading JSON that a player can touch: never a crash, never a freeze, always a ValueError that says why.

`loads` refuses text that is too large, nested too deeply, or holds a number JSON cannot mean (NaN, ±Infinity,
1e400). `clean_text` tells whether a string from such a file is fit to keep: short, and without control
characters (a NUL stops SDL's text drawing). `shown` makes anything from such a file fit to quote in a message:
control characters escaped, and cut to a few dozen characters (a megabyte-long name froze the text renderer).
`plain_copy` copies a view into plain JSON values.
"""

from __future__ import annotations

import json
import math
import reprlib
import unicodedata
from collections.abc import Mapping
from typing import Any

MAX_BYTES = 4 * 1024 * 1024  # a 20-player match of thousands of moves is a few hundred KB
MAX_DEPTH = 32  # our files nest a handful of levels


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]} is out of range")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def loads(text: str | bytes, what: str, max_bytes: int = MAX_BYTES) -> Any:
    """Decode `text`; ValueError("<what> …") for anything we would not want to load (or that is no text)."""
    if not isinstance(text, str | bytes | bytearray):
        raise ValueError(f"{what}: expected JSON text, got {type(text).__name__} {quoted(text)}")
    if len(text) > max_bytes:
        raise ValueError(f"{what} is too large ({len(text) // 1024} KB; at most {max_bytes // 1024} KB)")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(f"{what} is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(f"{what} is nested too deeply") from None
    except ValueError as error:
        raise ValueError(f"{what} is not valid JSON: {error}") from None
    if depth(data) > MAX_DEPTH:
        raise ValueError(f"{what} is nested too deeply")
    return data


def depth(data: Any) -> int:
    """How deeply lists and objects nest in decoded JSON (level by level: no recursion limit)."""
    level, deepest = [data], 0
    while True:
        containers = [item for item in level if isinstance(item, dict | list)]
        if not containers:
            return deepest
        deepest += 1
        level = []
        for item in containers:
            level.extend(item.values() if isinstance(item, dict) else item)


UNSHOWABLE = ("Cc", "Cs")  # control characters (NUL among them) and lone surrogates, which UTF-8 cannot encode


def clean_text(value: object, max_length: int) -> bool:
    """A non-empty string of at most `max_length` characters with no control characters."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= max_length
        and not any(unicodedata.category(ch) in UNSHOWABLE for ch in value)
    )


def shown(value: object, max_length: int = 40) -> str:
    """`value` as a short, printable quote for a message: a string as it is, anything else as JSON would write it
    (or as `quoted` does), control characters and lone surrogates written as \\uXXXX, cut with "…" past
    `max_length`."""
    if isinstance(value, str):
        text = value[: max_length + 1]
    elif isinstance(value, dict | list | tuple | int | float | bool) or value is None:
        try:
            text = json.dumps(_bounded(value))[: max_length + 1]
        except (TypeError, ValueError, RecursionError):
            text = quoted(value, max_length + 1)
    else:
        text = quoted(value, max_length + 1)
    return _cut(_escaped(text), max_length)


def quoted(value: object, max_length: int = 40) -> str:
    """`value` as Python writes it (`{value!r}`), for a message that names a bad argument: never longer than
    `max_length` (cut with "…"), however large the value (a megabyte of text, a number of 5,000 digits, a list of a
    million items), and printable."""
    if isinstance(value, str):
        text = repr(value[: max_length + 1])
    elif type(value) is int and value.bit_length() > 4 * max_length:
        text = f"a number of about {int(value.bit_length() * 0.30103)} digits"
    else:
        try:
            text = _SHORT.repr(value)
        except Exception:
            text = f"<{type(value).__name__}>"
    return _cut(_escaped(text), max_length)


def _escaped(text: str) -> str:
    return "".join(f"\\u{ord(ch):04x}" if unicodedata.category(ch) in UNSHOWABLE else ch for ch in text)


def _cut(text: str, max_length: int) -> str:
    return text if len(text) <= max_length else text[: max_length - 1] + "…"


def _bounded(value: Any, depth: int = 0) -> Any:
    """A JSON-able value cut to what a short quote can show: a few items of each list or object, short texts and
    numbers (JSON would write a 5,000-digit number, or spend seconds on a million-item list)."""
    if isinstance(value, str):
        return value[:MAX_QUOTED]
    if type(value) is int and value.bit_length() > 256:
        raise ValueError("too long a number to quote")
    if isinstance(value, dict):
        return {str(k)[:MAX_QUOTED]: _bounded(v, depth + 1) for k, v in list(value.items())[:MAX_ITEMS]}
    if isinstance(value, list | tuple):
        return [_bounded(v, depth + 1) for v in value[:MAX_ITEMS]] if depth < MAX_DEPTH else []
    return value


MAX_QUOTED = 80  # characters of any one text inside a quoted value
MAX_ITEMS = 8  # items of a list or an object


class _ShortRepr(reprlib.Repr):
    """reprlib's abbreviations at the lengths a quoted value keeps, set once when it is made."""

    def __init__(self) -> None:
        super().__init__()
        self.maxstring = self.maxother = self.maxlong = MAX_QUOTED
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = self.maxfrozenset = MAX_ITEMS
        self.maxlevel = 3


_SHORT = _ShortRepr()


def as_json(value: object) -> object:
    """`json.dumps`' `default` for the read-only containers a view holds (mapping proxies, tuples, sets); TypeError
    for anything else that is not JSON."""
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, set | frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def plain_copy(value: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of `value` (a view) made of plain JSON values only, sharing nothing with it (for another thread)."""
    copied: dict[str, Any] = json.loads(json.dumps(value, default=as_json))
    return copied
