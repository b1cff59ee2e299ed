"""Option schemas: every option of a game with its type, its values, its default and what it means.

One schema drives the engine's strict parsing, the menu's rows, the house-rules dialog and the settings file, so
none of them can offer or accept what another would refuse. Labels and explanations are English message ids,
translated where they are shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from game.core.reasons import N_
from game.core.safe_json import quoted, shown

OptionValue = bool | int | str
OptionKind = Literal["bool", "int", "choice"]


@dataclass(frozen=True)
class Choice:
    """One value of an option as the player sees it."""

    value: OptionValue
    label: str  # what the value is called: "On", "Blocked", "10"
    help: str = ""  # one line on what this value does


@dataclass(frozen=True)
class OptionSpec:
    """One option. Bool and text options list their `choices`; whole numbers give `low`..`high` by `step`, or
    list their allowed values as `choices`."""

    name: str
    label: str
    help: str
    default: OptionValue
    choices: tuple[Choice, ...] = ()
    low: int | None = None
    high: int | None = None
    step: int = 1
    menu_row: bool = False  # its own row on the title screen instead of one in the house rules
    menu_step: int | None = None  # a whole number the menu steps by (every value in range stays allowed)
    # (other option, its values): the option means something only then; otherwise the dialog holds its default
    applies_with: tuple[str, tuple[OptionValue, ...]] | None = None

    def __post_init__(self) -> None:
        if self.kind == "int" and not self.choices and (self.low is None or self.high is None):
            raise ValueError(f"option {self.name}: a whole-number option needs low and high, or choices")
        if self.default not in self.values():
            raise ValueError(f"option {self.name}: default {quoted(self.default)} is not one of its values")

    @property
    def kind(self) -> OptionKind:
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        return "choice"

    def values(self) -> tuple[OptionValue, ...]:
        """Every value, in stepping order (off before on)."""
        if self.choices:
            return tuple(choice.value for choice in self.choices)
        if self.kind == "bool":
            return (False, True)
        assert self.low is not None and self.high is not None
        return tuple(range(self.low, self.high + 1, self.step))

    def menu_values(self, current: OptionValue) -> tuple[OptionValue, ...]:
        """The values a stepper on screen goes through: every value, or every `menu_step`-th one plus `current`."""
        if self.menu_step is None or self.kind != "int" or self.choices:
            return self.values()
        assert self.low is not None and self.high is not None
        grid = set(range(self.low, self.high + 1, self.menu_step)) | {self.high}
        if isinstance(current, int) and not isinstance(current, bool):
            grid.add(current)
        return tuple(sorted(grid))

    def choice(self, value: OptionValue) -> Choice | None:
        return next((c for c in self.choices if c.value == value and type(c.value) is type(value)), None)

    def parse(self, value: object) -> OptionValue:
        """The option's value for `value`, strictly: ValueError naming the option for anything else. Switches
        also take "on" / "off"."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if value in ("on", "off"):
                return value == "on"
            raise ValueError(f"option {self.name}: expected on/off, got {quoted(value)}")
        if self.kind == "int":
            allowed = self.values()
            if type(value) is int and value in allowed:
                return value
            if self.choices:
                listed = ", ".join(str(v) for v in allowed)
                raise ValueError(f"option {self.name}: expected one of {listed}, got {quoted(value)}")
            raise ValueError(f"option {self.name}: expected a whole number {self.low}-{self.high}, got {quoted(value)}")
        text = str(value) if type(value) is int else value
        if isinstance(text, str) and text in self.values():
            return text
        listed = ", ".join(str(v) for v in self.values())
        raise ValueError(f"option {self.name}: expected one of {listed}, got {quoted(value)}")


@dataclass(frozen=True)
class Preset:
    """A named set of rules: the options it sets differently from their defaults."""

    id: str
    label: str
    help: str = ""
    values: Mapping[str, OptionValue] = field(default_factory=lambda: MappingProxyType({}))


def switch(
    name: str,
    label: str,
    help: str,
    default: bool,
    on: str,
    off: str,
    menu_row: bool = False,
    applies_with: tuple[str, tuple[OptionValue, ...]] | None = None,
) -> OptionSpec:
    """An on/off option with a line for each state."""
    choices = (Choice(False, N_("Off"), off), Choice(True, N_("On"), on))
    return OptionSpec(name, label, help, default, choices, menu_row=menu_row, applies_with=applies_with)


def option_assignment(text: str) -> tuple[str, OptionValue]:
    """`NAME=VALUE` from a command line: `true`/`false` are switches, whole numbers numbers, the rest text (the
    game's schema checks the value). ValueError naming `option` when there is no name or no `=`."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise ValueError(f"option: expected NAME=VALUE, got {quoted(text)}")
    if raw in ("true", "false"):
        return name, raw == "true"
    if raw.lstrip("-").isdigit():
        return name, int(raw)
    return name, raw


def parse_options(
    game: str,
    options: Sequence[OptionSpec],
    presets: Sequence[Preset],
    pending: Sequence[str],
    players: int,
    raw: object,
) -> dict[str, OptionValue]:
    """Every option's value for a match: the preset's values first, then the entries of `raw` on top.

    `raw` maps rules.md option ids to values; `preset` names the preset (the first one by default). Anything
    unknown, badly typed or out of range raises ValueError naming it."""
    if not isinstance(raw, Mapping):
        raise ValueError(f"options: expected a mapping of option names to values, got {quoted(raw)}")
    entries = dict(raw)
    for name in entries:
        if not isinstance(name, str):
            raise ValueError(f"options: option names are text, got {quoted(name)}")
    by_id = {preset.id: preset for preset in presets}
    preset = entries.pop("preset", presets[0].id)
    if not isinstance(preset, str) or preset not in by_id:
        raise ValueError(f"option preset: expected one of {', '.join(by_id)}, got {quoted(preset)}")
    if "players" in entries:
        given = entries.pop("players")
        if type(given) is not int or given != players:
            raise ValueError(
                f"option players: the number of players is open_match's players={players}, got {quoted(given)}"
            )
    schema = {option.name: option for option in options}
    values: dict[str, OptionValue] = {option.name: option.default for option in options}
    values.update(by_id[preset].values)
    for name, value in entries.items():
        if name in pending:
            raise ValueError(f"option {shown(name)}: not available yet in this version")
        if name not in schema:
            raise ValueError(f"option {shown(name)}: unknown option for {game}")
        values[name] = schema[name].parse(value)
    values["preset"] = preset
    return values
