"""The rules pages' house-rules section: one entry per option of a game, made from its `OptionSpec`s (so it can
never drift from the real options) with the seeds' name of the variant, what each value does, the default under
each preset, and an example in play (game/<game>/option_examples.py)."""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Final, NamedTuple

from game.core.options import OptionSpec
from game.core.spec import GameSpec
from game.i18n import tr
from scenes.ui.option_labels import only_with, value_label

MOST_CHOICES_EXPLAINED: Final = 5  # an option with more values lists their names on one line
SAME_NAME: Final = 0.9  # a label this like the seeds' name is that name in the language (Geldspel / Geldspiel)


class OptionEntry(NamedTuple):
    name: str  # the option's id
    title: str
    lines: tuple[str, ...]


def option_title(spec: GameSpec, option: OptionSpec) -> str:
    """The option's label, with the seeds' name beside it when that reads differently: "Money game (Geldspel)"."""
    label = tr(option.label)
    seed_name = spec.option_seed_names.get(option.name, "")
    if not seed_name or SequenceMatcher(None, seed_name.casefold(), label.casefold()).ratio() >= SAME_NAME:
        return label  # the language's own word is the seed's already: "Geldspiel", "Schnell-Kuckuck"
    return tr("{label} ({seed_name})", label=label, seed_name=seed_name)


def default_line(spec: GameSpec, option: OptionSpec) -> str:
    """ "Default: Blocked (Chase the Ace rules: Kept)": the first preset's value, and any other preset's own."""
    first = spec.presets[0]
    value = spec.preset_values(first.id)[option.name]
    line = tr("Default: {value}", value=value_label(option, value))
    others = [
        tr("{preset} rules: {value}", preset=tr(preset.label), value=value_label(option, preset.values[option.name]))
        for preset in spec.presets[1:]
        if option.name in preset.values and preset.values[option.name] != value
    ]
    return tr("{line} ({others})", line=line, others="; ".join(others)) if others else line


def value_lines(option: OptionSpec) -> list[str]:
    """What each value does, "• On: …"; a range or a long list of values in one line."""
    if not option.choices:
        low, high = option.values()[0], option.values()[-1]
        return [tr("Values: {low} to {high}", low=low, high=high)]
    if len(option.choices) > MOST_CHOICES_EXPLAINED or not all(choice.help for choice in option.choices):
        return [tr("Values: {values}", values=", ".join(tr(choice.label) for choice in option.choices))]
    return [tr("• {value}: {effect}", value=tr(choice.label), effect=tr(choice.help)) for choice in option.choices]


def option_entries(spec: GameSpec) -> list[OptionEntry]:
    """Every option of `spec`, in the house-rules dialog's order after the menu's own rows."""
    entries: list[OptionEntry] = []
    for option in (*spec.menu_options, *spec.house_rules):
        lines = [tr(option.help), *value_lines(option), default_line(spec, option)]
        if option.applies_with is not None:
            lines.append(only_with(spec, option))
        if option.menu_row:
            lines.append(tr("Chosen on the menu, in its own row."))
        example = spec.option_examples.get(option.name)
        if example:
            lines.append(tr("Example: {example}", example=tr(example)))
        entries.append(OptionEntry(option.name, option_title(spec, option), tuple(lines)))
    return entries
