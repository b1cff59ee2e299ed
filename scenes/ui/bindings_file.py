"""The bindings file, read and written: the shipped assets/bindings.json and the player's own bindings.json.

Upper-case entries bind the shared actions ({"CONFIRM": {"keys": [...], "buttons": [...]}}), lower-case sections
one game's actions ({"kuckuck": {"stay": {...}}}). The shipped file holds the shared actions only; the player's
file holds what differs from the defaults, and a version. Reading never fails: a missing, unreadable or malformed
file, or a malformed entry, gives the defaults plus a warning. Whether a key or button name is one the game knows
is the input layer's to check when it binds (scenes/ui/input.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, NamedTuple

from game.core.safe_json import clean_text, loads, shown
from game.i18n import tr
from game.store.files import set_aside, write_atomically
from scenes.core.assets import assets_dir
from scenes.ui.actions import DEFAULT_BINDINGS, Action, Binding, GameOverrides

DEFAULT_BINDINGS_PATH: Final = assets_dir() / "bindings.json"
MAX_BINDINGS_BYTES: Final = 64 * 1024  # the shipped file is under 1 KB
MAX_NAME: Final = 32  # characters of a key or button name ("keypad enter", "rightshoulder")
BINDINGS_VERSION: Final = 1  # the "version" a bindings file may carry (the Settings scene writes it); none is 1

LEGACY_GAME_ACTIONS: Final = MappingProxyType({"STAY": ("kuckuck", "stay"), "SWAP": ("kuckuck", "swap")})


class ParsedBindings(NamedTuple):
    shared: dict[Action, Binding]
    games: GameOverrides
    problems: list[str]


def read_bindings(path: Path | str = DEFAULT_BINDINGS_PATH, keep_aside: bool = False) -> ParsedBindings:
    """The bindings in the file at `path`, merged over the defaults; a missing, unreadable or corrupt file gives
    the defaults plus a warning. With `keep_aside` (the player's own file) a file that is not JSON is moved to
    bindings.damaged.json, so the next change of controls cannot write over it."""
    try:
        with Path(path).open("rb") as stream:
            raw = loads(stream.read(MAX_BINDINGS_BYTES + 1), "the file", MAX_BINDINGS_BYTES)
    except (OSError, ValueError) as error:
        kept = set_aside(Path(path)) if keep_aside and isinstance(error, ValueError) else None
        warning = tr(
            "Controls file {path} could not be read ({error}); using the default controls.",
            path=path,
            error=shown(str(error), 120),
        )
        if kept is not None:
            warning += " " + tr("It was kept as {name}.", name=kept.name)
        return ParsedBindings(dict(DEFAULT_BINDINGS), {}, [warning])
    return _parse_bindings(raw, str(path))


def _binding(spec: object, default: Binding, name: str, source: str, problems: list[str]) -> Binding | None:
    if not isinstance(spec, dict):
        problems.append(tr("Controls for '{name}' in {path} are malformed.", name=name, path=source))
        return None
    fields: dict[str, tuple[str, ...]] = {}
    for field in ("keys", "buttons"):
        value = spec.get(field, getattr(default, field))
        # a name with a control character would stop SDL's text drawing in the warning; a huge one, freeze it
        if isinstance(value, list | tuple) and all(clean_text(item, MAX_NAME) for item in value):
            fields[field] = tuple(value)
        else:
            problems.append(tr("'{field}' of '{name}' in {path} is malformed.", field=field, name=name, path=source))
            fields[field] = getattr(default, field)
    return Binding(fields["keys"], fields["buttons"])


def _parse_bindings(raw: object, source: str) -> ParsedBindings:
    """Bindings from decoded JSON, merged over the defaults; problems become warnings, never errors. Lower-case
    sections hold one game's actions ({"kuckuck": {"stay": {...}}}); the old STAY / SWAP entries count as
    Kuckuck's."""
    if not isinstance(raw, dict):
        return ParsedBindings(dict(DEFAULT_BINDINGS), {}, [
            tr("Controls file {path} is not a JSON object; using the default controls.", path=source)
        ])  # fmt: skip
    bindings = dict(DEFAULT_BINDINGS)
    games: GameOverrides = {}
    problems: list[str] = []
    version = raw.get("version", BINDINGS_VERSION)
    if type(version) is int and version > BINDINGS_VERSION:
        return ParsedBindings(bindings, games, [
            tr("Controls file {path} was made by a newer version; using the default controls.", path=source)
        ])  # fmt: skip
    for name, spec in raw.items():
        if name == "version":
            if version != BINDINGS_VERSION:
                problems.append(
                    tr("Controls file {path} has a bad version {value}.", path=source, value=shown(version))
                )
            continue
        if not clean_text(name, MAX_NAME):
            problems.append(tr("Unknown action '{name}' in {path}: ignored.", name=shown(name, MAX_NAME), path=source))
            continue
        name = str(name)
        if name in LEGACY_GAME_ACTIONS:
            game, action_name = LEGACY_GAME_ACTIONS[name]
            found = _binding(spec, Binding(), name, source, problems)
            if found is not None:
                games.setdefault(game, {})[action_name] = found
            continue
        if name.islower() and isinstance(spec, dict):
            for action_name, action_spec in spec.items():
                if not clean_text(action_name, MAX_NAME):  # a control character would reach the warning's text
                    label = shown(f"{name}.{action_name}", MAX_NAME)
                    problems.append(tr("Unknown action '{name}' in {path}: ignored.", name=label, path=source))
                    continue
                found = _binding(action_spec, Binding(), f"{name}.{action_name}", source, problems)
                if found is not None:
                    games.setdefault(name, {})[str(action_name)] = found
            continue
        action = Action.__members__.get(name.upper())
        if action is None or action not in DEFAULT_BINDINGS:
            problems.append(tr("Unknown action '{name}' in {path}: ignored.", name=shown(name), path=source))
            continue
        found = _binding(spec, DEFAULT_BINDINGS[action], name, source, problems)
        if found is not None:
            bindings[action] = found
    return ParsedBindings(bindings, games, problems)


def bindings_json(shared: Mapping[Action, Binding], games: Mapping[str, Mapping[str, Binding]]) -> dict[str, Any]:
    """The body of a player's bindings file: the version, the `shared` actions' entries, then a section for each
    game with bindings in `games` (a game with none has no section)."""
    body: dict[str, Any] = {"version": BINDINGS_VERSION}
    body.update({action.name: _entry(binding) for action, binding in shared.items()})
    for game, actions in games.items():
        if actions:
            body[game] = {name: _entry(binding) for name, binding in actions.items()}
    return body


def _entry(binding: Binding) -> dict[str, list[str]]:
    return {"keys": list(binding.keys), "buttons": list(binding.buttons)}


def write_bindings(path: Path, shared: Mapping[Action, Binding], games: Mapping[str, Mapping[str, Binding]]) -> None:
    """Write `bindings_json(shared, games)` to `path` atomically (OSError when the folder cannot be written)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(bindings_json(shared, games), indent=2) + "\n")
