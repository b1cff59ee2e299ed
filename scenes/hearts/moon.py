"""Shooting the moon at the Hearts table: the question put to a human shooter when the house rules let them
choose how it scores, and the line the banner shows under "… shot the moon!"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from scenes.ui.confirm import Answer, ConfirmDialog

if TYPE_CHECKING:
    from scenes.table.view import Stage, View


class MoonQuestion:
    """Asks once per moon shot; the answer goes to the table as the rules' `moon add` / `moon subtract`."""

    def __init__(self, table: Stage) -> None:
        self.table = table
        self.asked = False

    def ask(self) -> None:
        if self.asked:
            return
        self.asked = True
        app = self.table.app
        answers = [Answer("add", tr("26 to everyone else"), primary=True), Answer("subtract", tr("26 off my score"))]
        lines = [tr("You took every heart and the Q♠. How do you want to score it?")]

        def chosen(key: str) -> None:
            self.asked = False
            self.table.decide(f"moon {key}")

        app.scenes.push(ConfirmDialog(app, tr("You shot the moon!"), lines, answers, chosen))


def moon_line(view: View) -> str:
    """How this table scores a moon shot, in a few words."""
    moon = view["options"].get("moon")
    if moon == "subtract_26_from_self":
        return tr("26 points off the shooter's score")
    if moon == "shooters_choice":
        return tr("The shooter chooses how to score it")
    return tr("Everyone else takes 26 points")
