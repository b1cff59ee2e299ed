"""The controls being edited: every action (the shared ones and each game's) with its keys and gamepad buttons,
the conflicts between them, and what of them the player's bindings.json keeps (scenes/ui/bindings_file.py).

A context is where actions are live together: the shared actions everywhere, a game's own actions at its table
beside the shared ones. A key (or button) given to two actions of one context is a conflict: both would happen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from scenes.ui.action_entries import SHARED, Device, Entry, contexts, entries
from scenes.ui.actions import Action, Binding, GameOverrides
from scenes.ui.bindings_file import write_bindings


@dataclass(frozen=True)
class Conflict:
    device: Device
    value: str  # the key or button name
    entries: tuple[Entry, ...]  # two or more actions of one context


class BindingsModel:
    """The bindings of every entry, edited one key or button at a time."""

    def __init__(self, shared: Mapping[Action, Binding], games: Mapping[str, Mapping[str, Binding]]) -> None:
        self.entries: dict[str, tuple[Entry, ...]] = {context: entries(context) for context in contexts()}
        self._bound: dict[tuple[str, str], Binding] = {}
        for context, listed in self.entries.items():
            for entry in listed:
                if context == SHARED:
                    binding = shared.get(Action[entry.name], entry.default)
                else:
                    binding = games.get(context, {}).get(entry.name, entry.default)
                self._bound[(context, entry.name)] = binding

    def binding(self, entry: Entry) -> Binding:
        return self._bound[(entry.context, entry.name)]

    def bind(self, entry: Entry, device: Device, value: str) -> tuple[Entry, ...]:
        """`value` becomes `entry`'s first key (or button); its others stay. The entries that now share it in a
        context are returned (empty: no conflict)."""
        old: tuple[str, ...] = getattr(self.binding(entry), device)
        self._set(entry, device, (value, *(item for item in old[1:] if item != value)))
        return self.sharing(entry, device, value)

    def set_values(self, entry: Entry, device: Device, values: tuple[str, ...]) -> None:
        self._set(entry, device, values)

    def _set(self, entry: Entry, device: Device, values: tuple[str, ...]) -> None:
        old = self.binding(entry)
        new = Binding(values, old.buttons) if device == "keys" else Binding(old.keys, values)
        self._bound[(entry.context, entry.name)] = new

    def take_from(self, others: tuple[Entry, ...], device: Device, value: str) -> None:
        """Remove `value` from each of `others` (the player gave it to another action)."""
        for other in others:
            self._set(other, device, tuple(item for item in getattr(self.binding(other), device) if item != value))

    def sharing(self, entry: Entry, device: Device, value: str) -> tuple[Entry, ...]:
        """The other entries live together with `entry` that have `value`."""
        return tuple(
            other for other in self._together(entry.context)
            if other != entry and value in getattr(self.binding(other), device)
        )  # fmt: skip

    def _together(self, context: str) -> list[Entry]:
        """The entries live beside `context`'s: a game's with the shared ones; the shared ones with every game's."""
        if context == SHARED:
            return [entry for listed in self.entries.values() for entry in listed]
        return [*self.entries[SHARED], *self.entries[context]]

    def conflicts(self, context: str) -> list[Conflict]:
        """Every key and button that two actions live in `context` share (for SHARED: among the shared ones)."""
        listed = list(self.entries[SHARED]) if context == SHARED else self._together(context)
        found: list[Conflict] = []
        for device in ("keys", "buttons"):
            users: dict[str, list[Entry]] = {}
            for entry in listed:
                for value in getattr(self.binding(entry), device):
                    users.setdefault(value, []).append(entry)
            found += [Conflict(device, value, tuple(who)) for value, who in users.items() if len(who) > 1]
        return found

    def reset(self) -> None:
        for listed in self.entries.values():
            for entry in listed:
                self._bound[(entry.context, entry.name)] = entry.default

    # --- what the input layer and the file get -----------------------------------------------------------

    def shared(self) -> dict[Action, Binding]:
        return {Action[entry.name]: self.binding(entry) for entry in self.entries[SHARED]}

    def games(self) -> GameOverrides:
        return {
            context: {entry.name: self.binding(entry) for entry in listed}
            for context, listed in self.entries.items()
            if context != SHARED
        }

    def save(self, path: Path) -> None:
        """Write the player's bindings.json atomically: what differs from the defaults (OSError when the folder
        cannot be written)."""
        changed = {
            context: {entry.name: self.binding(entry) for entry in listed if self.binding(entry) != entry.default}
            for context, listed in self.entries.items()
        }
        shared = {Action[name]: binding for name, binding in changed.pop(SHARED).items()}
        write_bindings(path, shared, changed)
