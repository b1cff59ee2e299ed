"""The menu's bankroll line, under the summary when the money game is on: "Bankroll: You 12 chips". The file is
read once per menu, not every frame; a damaged file is set aside by the store and `report` tells the player."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.core.reasons import Reason
from game.i18n import tr
from game.store.bankroll import Bankroll, BankrollStore
from scenes.menu.choices import MenuChoices
from scenes.ui.bankroll_text import bankroll_line


@dataclass
class MenuBankroll:
    folder: Path
    report: Callable[[Reason], None]  # the one sentence about a damaged (or newer) file, shown like any other
    _bankroll: Bankroll | None = None

    def text(self, choices: MenuChoices) -> str:
        """The line for the humans of `choices`, or "" when the rules are not a money game."""
        names = {option.name for option in choices.spec.options}
        if "money_game" not in names or choices.rules.value("money_game") is not True or not choices.humans:
            return ""
        if self._bankroll is None:
            loaded = BankrollStore(self.folder).load()
            self._bankroll = loaded.bankroll
            if loaded.message is not None:
                self.report(loaded.message)
        return bankroll_line(self._bankroll, table_names(choices.humans))


def table_names(humans: int) -> list[str]:
    """The names the table gives its people (as scenes.table.shell.human_names, which the menu may not import):
    "You" alone, else "Player 1", "Player 2", …"""
    if humans == 1:
        return [tr("You")]
    return [tr("Player {number}", number=index + 1) for index in range(humans)]
