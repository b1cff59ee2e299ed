"""Where the menu's buttons lead: the dialogs over it (house rules, players, seed, rules, statistics, settings), the
history, and the table: a new match, from a typed seed or not, or the saved match continued (a missing or damaged
save is reported); a new match over a saved one only after the player said so. The choices are written to the
settings file on the way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import tr
from game.store.saves import DamagedSave
from scenes.core.scene import Scene
from scenes.menu.choices import MenuChoices
from scenes.ui.saved_setup import setup_for_saved

if TYPE_CHECKING:
    from scenes.core.scene import Host


class MenuDoors:
    """`choices()`: the chosen game's choices; `lost_save()`: the saved match could not be continued."""

    def __init__(self, app: Host, choices: Callable[[], MenuChoices], lost_save: Callable[[], None]) -> None:
        self.app = app
        self._choices = choices
        self._lost_save = lost_save
        self.opened_by = ""  # the button whose dialog is open
        self._seed: int | None = None  # a seed the player typed: the next match starts from it

    @property
    def game(self) -> str:
        return self._choices().spec.id

    def save_settings(self) -> None:
        self.app.remember_settings(self._choices().to_settings(self.app.settings))

    def _open(self, opener: str, overlay: Scene) -> None:
        self.opened_by = opener
        self.app.scenes.push(overlay)

    def open_house_rules(self) -> None:
        from scenes.menu.house_rules import HouseRulesPanel

        self._open("house", HouseRulesPanel(self.app, self._choices().rules))

    def open_players(self) -> None:
        self.opened_by = "players"
        self.app.router.players(self._choices().humans)

    def open_settings(self) -> None:
        self.opened_by = "settings"
        self.app.router.settings()

    def open_rules(self) -> None:
        from scenes.ui.rules_panel import RulesPanel

        self._open("rules", RulesPanel(self.app, self._choices().spec))

    def open_stats(self) -> None:
        self.opened_by = "stats"
        self.app.router.stats(self.game)

    def open_history(self) -> None:
        self.save_settings()
        self.app.router.history(lambda: self.app.router.menu(game=self.game))

    def open_seed(self) -> None:
        from scenes.menu.seed_dialog import SeedDialog

        self._open("seed", SeedDialog(self.app, self.start_from_seed))

    def start_from_seed(self, seed: int) -> None:
        """A new match of the chosen table whose every shuffle comes from `seed`."""
        self._seed = seed
        self.start()

    def start(self) -> None:
        """A new match; over a saved one only after the player said so."""
        if not self.app.saves.has_save(self.game):
            self._start_new()
            return
        from scenes.ui.confirm import Answer, ConfirmDialog  # pygame_gui: not before the first frame

        name = tr(self._choices().spec.name)
        dialog = ConfirmDialog(
            self.app,
            tr("Start a new match?"),
            [tr("Your {game} match in progress will be lost.", game=name), tr("Continue it instead, or start anew.")],
            [Answer("continue", tr("Continue it"), primary=True), Answer("new", tr("Start new")),
             Answer("cancel", tr("Back"))],
            self._answered,
            cancel="cancel",
        )  # fmt: skip
        self._open("start", dialog)

    def _answered(self, answer: str) -> None:
        if answer != "new":
            self._seed = None
        if answer == "continue":
            self.resume_saved()
        elif answer == "new":
            self._start_new()

    def _start_new(self) -> None:
        self.save_settings()
        seed, self._seed = self._seed, None
        setup = self._choices().setup()
        if seed is None:
            self.app.router.table(setup)
        else:
            self.app.router.table_from_seed(setup, seed)

    def resume_saved(self) -> None:
        """Continue the saved match; a missing or damaged save is reported and the menu stays."""
        try:
            loaded = self.app.saves.load(self.game)
        except DamagedSave as error:
            self.app.toast(error.reason)
            loaded = None
        if loaded is None:
            self._lost_save()
            return
        match, seats = loaded
        self.app.router.table(setup_for_saved(match, seats), resume=(match, seats))
        if not match.from_seed:  # a deal played again, or a save edited by hand: it is said, and never counted
            from scenes.ui.seed_words import NOT_FROM_SEED

            self.app.toast(tr(NOT_FROM_SEED))
