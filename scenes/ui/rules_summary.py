"""The rules a match is played by, in a few words, for any game: "Kuckuck rules", or "Custom (from Kuckuck):
Queens block too · Dealer draws a King: kept" with the house rules that differ from the preset. Shown on the table,
in the pause overlay and in the results."""

from __future__ import annotations

from collections.abc import Mapping

from game.core.options import OptionSpec
from game.core.spec import GameSpec
from game.i18n import tr


def _value(option: OptionSpec, value: object) -> str:
    choice = next((c for c in option.choices if c.value == value and type(c.value) is type(value)), None)
    return tr(choice.label) if choice is not None else str(value)


def house_rule_words(option: OptionSpec, value: object) -> str:
    """One changed rule in short words: a switch turned on is its name, turned off "name: off"; any other rule
    "name: value"."""
    label = tr(option.label)
    if value is True:
        return label
    if value is False:
        return tr("{rule}: off", rule=label)
    return tr("{rule}: {value}", rule=label, value=_value(option, value))


def preset_of(spec: GameSpec, options: Mapping[str, object]) -> str:
    """The preset `options` name, else the game's first."""
    preset = options.get("preset")
    return preset if isinstance(preset, str) and preset in {p.id for p in spec.presets} else spec.presets[0].id


def _parsed(option: OptionSpec, value: object) -> object:
    try:
        return option.parse(value)  # "on" from a command line is a switch turned on
    except ValueError:
        return value


def changed_rules(spec: GameSpec, options: Mapping[str, object]) -> list[tuple[OptionSpec, object]]:
    """The house rules (not the menu's own rows such as lives) whose value in `options` differs from the preset,
    with that value; `options` may hold every option or only the changes."""
    base = spec.preset_values(preset_of(spec, options))
    values = [(rule, _parsed(rule, options[rule.name])) for rule in spec.house_rules if rule.name in options]
    return [(rule, value) for rule, value in values if value != base[rule.name] and _applies(spec, rule, options, base)]


def _applies(spec: GameSpec, rule: OptionSpec, options: Mapping[str, object], base: Mapping[str, object]) -> bool:
    """Whether `rule` means something with the other rules of `options` (its `applies_with`): the Kille preset
    dealt with another pack has its `kuku_lowest` off, which is no rule worth naming."""
    if rule.applies_with is None:
        return True
    name, allowed = rule.applies_with
    value = _parsed(spec.option(name), options[name]) if name in options else base[name]
    return value in allowed


def rules_summary(spec: GameSpec, options: Mapping[str, object]) -> str:
    """The rule set's name ("Kuckuck rules"), or "Custom (from Kuckuck): …" with every house rule changed."""
    name = tr(spec.preset(preset_of(spec, options)).label)
    changed = changed_rules(spec, options)
    if not changed:
        return tr("{preset} rules", preset=name)
    words = " · ".join(house_rule_words(option, value) for option, value in changed)
    return tr("Custom (from {preset}): {rules}", preset=name, rules=words)
