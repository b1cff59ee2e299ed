"""The rules the menu will start a match with: a game's preset plus exactly the house rules that differ from it,
and how each option and value reads on screen. Everything comes from the game's spec (game.core.spec)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.core.options import OptionSpec, OptionValue
from game.core.spec import GameSpec
from game.i18n import tr


def explanation(option: OptionSpec, value: OptionValue) -> str:
    """One line on what `value` does; options without a line per value explain themselves as a whole."""
    choice = option.choice(value)
    return tr(choice.help) if choice is not None and choice.help else tr(option.help)


def preset_label(spec: GameSpec, preset: str) -> str:
    return tr(spec.preset(preset).label)


@dataclass
class RuleSet:
    """A preset and the options that differ from it (never an option equal to the preset's value). Options with
    their own menu row (lives, target) live here too, so one object holds every rule of the next match.

    An option that `applies_with` another holds its default while the other's value does not allow it (Kille's
    `kuku_lowest` off with any other pack): no set of choices here is one the game would refuse."""

    spec: GameSpec
    preset: str = ""
    changes: dict[str, OptionValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.preset:
            self.preset = self.spec.presets[0].id

    @classmethod
    def from_options(cls, spec: GameSpec, raw: Mapping[str, object]) -> RuleSet:
        """From a setup's or a save's options; bad entries are dropped."""
        preset = raw.get("preset")
        rules = cls(spec, preset if isinstance(preset, str) and preset in {p.id for p in spec.presets} else "")
        for option in spec.options:
            if option.name in raw:
                try:
                    rules.set(option.name, option.parse(raw[option.name]))
                except ValueError:
                    continue
        return rules

    def preset_value(self, name: str) -> OptionValue:
        return self.spec.preset_values(self.preset)[name]

    def value(self, name: str) -> OptionValue:
        return self.changes[name] if name in self.changes else self.preset_value(name)

    def differs(self, name: str) -> bool:
        return name in self.changes

    @property
    def house_changes(self) -> dict[str, OptionValue]:
        """The changes the house-rules dialog made (not the menu rows)."""
        rows = {option.name for option in self.spec.menu_options}
        return {name: value for name, value in self.changes.items() if name not in rows}

    def applies(self, name: str) -> bool:
        """Whether the option means something with the other rules as they are (see `applies_with`)."""
        needs = self.spec.option(name).applies_with
        return needs is None or self.value(needs[0]) in needs[1]

    def set(self, name: str, value: OptionValue) -> None:
        self._record(name, value if self.applies(name) else self.spec.option(name).default)
        for option in self.spec.options:
            if not self.applies(option.name):
                self._record(option.name, option.default)

    def _record(self, name: str, value: OptionValue) -> None:
        if value == self.preset_value(name):
            self.changes.pop(name, None)
        else:
            self.changes[name] = value

    def set_preset(self, preset: str) -> None:
        """A new preset starts from its own values: every house rule is dropped (menu rows keep their values)."""
        rows = {option.name: self.value(option.name) for option in self.spec.menu_options}
        self.preset = preset
        self.changes.clear()
        for name, value in rows.items():
            self.set(name, value)

    def reset(self) -> None:
        """Back to the preset's house rules (the menu rows keep their values)."""
        for name in self.house_changes:
            del self.changes[name]

    def can_step(self, name: str, direction: int) -> bool:
        if not self.applies(name):
            return False
        values = self.spec.option(name).menu_values(self.value(name))
        return 0 <= values.index(self.value(name)) + direction < len(values)

    def step(self, name: str, direction: int, wrap: bool = False) -> bool:
        """Move one option a step through its values; `wrap` goes round from the end. True if it changed."""
        if not self.applies(name):
            return False
        values = self.spec.option(name).menu_values(self.value(name))
        index = values.index(self.value(name)) + direction
        if wrap:
            index %= len(values)
        if not 0 <= index < len(values) or values[index] == self.value(name):
            return False
        self.set(name, values[index])
        return True

    def options(self) -> dict[str, OptionValue]:
        """What open_match takes: the preset and every change, in the spec's order."""
        ordered = {
            option.name: self.changes[option.name] for option in self.spec.options if option.name in self.changes
        }
        return {"preset": self.preset, **ordered}
