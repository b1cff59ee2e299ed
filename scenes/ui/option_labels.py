"""How a house rule's value reads on screen: the menu's rows and the rules pages name it the same way."""

from __future__ import annotations

from game.core.options import OptionSpec, OptionValue
from game.i18n import tr


def value_label(option: OptionSpec, value: OptionValue) -> str:
    choice = option.choice(value)
    return tr(choice.label) if choice is not None else str(value)
