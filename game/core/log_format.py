"""The saved match log, checked field by field for its exact type before anything is replayed.

Format 2 (this version) records the engine version and marks every deal as shuffled from the seed (`"seed"`) or
queued explicitly (`"queued"`). Format 1 logs (no marks) are migrated: their deals count as queued, which is all
that such a log can prove. Every text of a log is short and free of control characters (a NUL would stop SDL's
text drawing wherever it is quoted), and every defect is described with a short, printable quote.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.rng import MAX_ENTROPY
from game.core.safe_json import clean_text, quoted, shown

MAX_ENTRIES = 200_000
MAX_ACTION = 40  # characters: the longest action of any game is far shorter
MAX_NAME = 40  # characters of a game id, an engine version, an option's name or text value
MAX_OPTIONS = 100  # options of one game: every game has a few dozen at most
KNOWN_FORMATS = (1, 2)


@dataclass(frozen=True)
class LogData:
    game: str
    players: int
    options: dict[str, Any]
    entropy: int
    dealer: int
    entries: tuple[Mapping[str, Any], ...]


def _field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    if name not in data:
        raise ValueError(f"saved match: the field {quoted(name)} is missing")
    value = data[name]
    if type(value) is not kind:
        raise ValueError(f"saved match: {name} must be {kind.__name__}, got {type(value).__name__} {shown(value)}")
    return value


def _text(data: Mapping[str, Any], name: str) -> str:
    value: str = _field(data, name, str)
    if not clean_text(value, MAX_NAME):
        raise ValueError(f"saved match: {name} must be a short text without control characters, got {shown(value)}")
    return value


def _options(data: Mapping[str, Any]) -> dict[str, Any]:
    """The options as names to plain values; each game's own parser then checks them."""
    options: dict[str, Any] = _field(data, "options", dict)
    if len(options) > MAX_OPTIONS:
        raise ValueError(f"saved match: {len(options)} options, more than any game has")
    for name, value in options.items():
        if not clean_text(name, MAX_NAME):
            raise ValueError(f"saved match: option names are short texts, got {shown(name)}")
        if type(value) not in (bool, int, str) or (type(value) is str and not clean_text(value, MAX_NAME)):
            raise ValueError(f"saved match: option {name} must be on/off, a whole number or a short text")
    return options


def check_log(data: object) -> LogData:
    """The log's fields, or ValueError naming the first defect."""
    if not isinstance(data, dict):
        raise ValueError("saved match: expected a JSON object")
    version = data.get("format")
    if type(version) is not int or version not in KNOWN_FORMATS:
        raise ValueError(f"saved match: unknown format {shown(version, 20)} (this version reads formats 1 and 2)")
    if version >= 2:
        _text(data, "engine")
    entropy = _field(data, "entropy", int)
    if not 0 <= entropy < MAX_ENTROPY:
        raise ValueError(f"saved match: entropy must be 0..{MAX_ENTROPY - 1}, got {quoted(entropy)}")
    raw_log = _field(data, "log", list)
    if len(raw_log) > MAX_ENTRIES:
        raise ValueError(f"saved match: the log has {len(raw_log)} entries, more than any match makes")
    return LogData(
        game=_text(data, "game"),
        players=_field(data, "players", int),
        options=_options(data),
        entropy=entropy,
        dealer=_field(data, "dealer", int),
        entries=tuple(_entry(number, entry, version) for number, entry in enumerate(raw_log)),
    )


def deals_from_seed(entries: Sequence[Mapping[str, Any]]) -> bool:
    """Whether every deal of a log is marked as shuffled from the seed ("seed"; a replay checks that mark: a deal
    marked so that is not the seed's shuffle makes the log damaged). A "queued" deal was given, not shuffled."""
    return all(entry.get("source") == "seed" for entry in entries if "deal" in entry)


def _entry(number: int, entry: object, version: int) -> Mapping[str, Any]:
    where = f"saved match: log entry {number}"
    if not isinstance(entry, dict):
        raise ValueError(f"{where} is not an object")
    if "deal" in entry:
        if version == 1 and set(entry) == {"deal"}:
            entry = {**entry, "source": "queued"}
        if set(entry) != {"deal", "source"}:
            raise ValueError(f"{where}: a deal has exactly the fields deal and source")
        cards = entry["deal"]
        if type(cards) is not list or not all(type(card) is str and 2 <= len(card) <= 3 for card in cards):
            raise ValueError(f"{where}: the deal must be a list of card texts")
        if entry["source"] not in ("seed", "queued"):
            raise ValueError(f"{where}: the deal's source must be seed or queued, got {shown(entry['source'], 20)}")
        return entry
    if set(entry) != {"seat", "action"}:
        raise ValueError(f"{where}: an action has exactly the fields seat and action")
    if type(entry["seat"]) is not int:
        raise ValueError(f"{where}: seat must be int")
    action = entry["action"]
    if not clean_text(action, MAX_ACTION):
        raise ValueError(f"{where}: action must be a short text without control characters")
    return entry
