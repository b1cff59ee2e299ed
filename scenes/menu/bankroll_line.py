"""The menu's bankroll line, under the summary when the money game is on: "Bankroll: You 12 chips". The file is
read once per menu, not every frame."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.store.bankroll import Bankroll, BankrollStore
from scenes.menu.choices import MenuChoices
from scenes.ui.bankroll_text import bankroll_line


@dataclass
class MenuBankroll:
    folder: Path
    _bankroll: Bankroll | None = None

    def text(self, choices: MenuChoices) -> str:
        """The line for the humans of `choices`, or "" when the rules are not a money game."""
        names = {option.name for option in choices.spec.options}
        if "money_game" not in names or choices.rules.value("money_game") is not True or not choices.humans:
            return ""
        if self._bankroll is None:
            self._bankroll = BankrollStore(self.folder).load().bankroll  # a damaged file: the results report it
        from scenes.table.shell import human_names

        return bankroll_line(self._bankroll, human_names(choices.setup()))
