"""How a house rule's value reads on screen: the menu's rows and the rules pages name it the same way."""

from __future__ import annotations

from game.core.options import OptionSpec, OptionValue
from game.core.spec import GameSpec
from game.i18n import tr


def value_label(option: OptionSpec, value: OptionValue) -> str:
    choice = option.choice(value)
    return tr(choice.label) if choice is not None else str(value)


def only_with(spec: GameSpec, option: OptionSpec) -> str:
    """ "Only with Pack: Gnav, Cucù or Kille": when an option that `applies_with` another means something."""
    if option.applies_with is None:
        return ""
    name, values = option.applies_with
    other = spec.option(name)
    labels = [value_label(other, value) for value in values]
    listed = labels[0] if len(labels) == 1 else tr("{some} or {last}", some=", ".join(labels[:-1]), last=labels[-1])
    return tr("Only with {option}: {values}", option=tr(other.label), values=listed)
