"""Reading JSON that a player can touch: never a crash, never a freeze, always a ValueError that says why.

`loads` refuses text that is too large, nested too deeply, or holds a number JSON cannot mean (NaN, ±Infinity,
1e400). `clean_text` tells whether a string from such a file is fit to keep: short, and without control
characters (a NUL stops SDL's text drawing). `shown` makes anything from such a file fit to quote in a message:
control characters escaped, and cut to a few dozen characters (a megabyte-long name froze the text renderer).
"""

from __future__ import annotations

import json
import math
import unicodedata
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
    """Decode `text`; ValueError("<what> …") for anything we would not want to load."""
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
    (or its repr), control characters and lone surrogates written as \\uXXXX, cut with "…" past `max_length`."""
    if isinstance(value, str):
        text = value[: max_length + 1]
    else:
        try:
            text = json.dumps(value)[: max_length + 1]
        except (TypeError, ValueError, RecursionError):
            text = repr(value)[: max_length + 1]
    escaped = "".join(f"\\u{ord(ch):04x}" if unicodedata.category(ch) in UNSHOWABLE else ch for ch in text)
    return escaped if len(escaped) <= max_length else escaped[: max_length - 1] + "…"
