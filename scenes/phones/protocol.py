"""What a phone may send, checked before anything acts on it: size, JSON depth, types, a known `type`.

`parse` turns one WebSocket message into a `Join`, `Rejoin` or `Act`, or raises `BadMessage` with a short English
reason that the server sends back as an `error`. Nothing here evaluates or unpickles anything."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.safe_json import clean_text, depth, loads

MAX_MESSAGE_BYTES = 2048  # the largest real message (three cards to pass) is under 100 bytes
MAX_DEPTH = 2  # an object holding a list of action strings
MAX_NAME = 24
MAX_ACTION = 40
MAX_ACTIONS = 3  # one decision: one action, or the three cards passed together
MAX_TOKEN = 64


class BadMessage(ValueError):
    """A message the server refuses: it gets an `error` reply and changes nothing."""


@dataclass(frozen=True)
class Join:
    name: str


@dataclass(frozen=True)
class Rejoin:
    token: str


@dataclass(frozen=True)
class Act:
    actions: tuple[str, ...]


Message = Join | Rejoin | Act


def parse(raw: str | bytes) -> Message:
    """One phone message, checked; BadMessage naming what is wrong."""
    if not isinstance(raw, str):
        raise BadMessage("messages are JSON text, not binary")
    try:
        data = loads(raw, "the message", max_bytes=MAX_MESSAGE_BYTES)
    except ValueError as error:
        raise BadMessage(str(error)) from None
    if not isinstance(data, dict):
        raise BadMessage('the message: expected a JSON object with a "type"')
    if depth(data) > MAX_DEPTH:
        raise BadMessage("the message is nested too deeply")
    kind = data.get("type")
    fields = set(data) - {"type"}
    if kind == "join" and fields == {"name"}:
        name = data["name"].strip() if isinstance(data["name"], str) else None
        if not clean_text(name, MAX_NAME):
            raise BadMessage(f"name: expected 1 to {MAX_NAME} printable characters")
        assert isinstance(name, str)
        return Join(name)
    if kind == "rejoin" and fields == {"token"}:
        if not clean_text(data["token"], MAX_TOKEN):
            raise BadMessage("token: expected the token this seat was given")
        return Rejoin(data["token"])
    if kind == "act" and fields == {"action"}:
        return Act(_actions(data["action"]))
    if kind in ("join", "rejoin", "act"):
        raise BadMessage(f"{kind}: unexpected or missing fields {sorted(fields)!r:.80}")
    raise BadMessage('type: expected "join", "rejoin" or "act"')


def _actions(value: object) -> tuple[str, ...]:
    """An action in the game's own notation, or a list of up to three made together (cards passed)."""
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not 1 <= len(items) <= MAX_ACTIONS:
        raise BadMessage(f'action: expected an action such as "play QS", or a list of 1 to {MAX_ACTIONS}')
    if not all(clean_text(item, MAX_ACTION) for item in items):
        raise BadMessage(f"action: expected text of 1 to {MAX_ACTION} printable characters")
    return tuple(items)
