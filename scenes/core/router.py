"""Where the program goes next: the menu, a game's table, the results. Scenes ask the router instead of importing
each other, and the router knows which table view plays which game (scenes/<game>/view.py) and what its table
sounds like (scenes/<game>/sounds.py)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from game import Match
    from game.core.results import ResultsSummary
    from game.core.seats import SeatConfig
    from game.lobby import MatchSetup
    from scenes.audio.cues import CueTable
    from scenes.core.app import App
    from scenes.table.view import TableView
    from scenes.ui.seed_words import FinishedSeed

VIEWS: Final = {
    "kuckuck": "scenes.kuckuck.view:KuckuckView",
    "hearts": "scenes.hearts.view:HeartsView",
    "euchre": "scenes.euchre.view:EuchreView",
}

SOUNDS: Final = {game: f"scenes.{game}.sounds:CUES" for game in VIEWS}


def view_class(game: str) -> type[TableView]:
    """The table view of `game` (loaded on first use)."""
    module, name = VIEWS[game].split(":")
    view: type[TableView] = getattr(importlib.import_module(module), name)
    return view


def cue_table(game: str) -> CueTable:
    """The sound of each of `game`'s events (loaded on first use)."""
    module, name = SOUNDS[game].split(":")
    table: CueTable = getattr(importlib.import_module(module), name)
    return table


class Router:
    def __init__(self, app: App) -> None:
        self.app = app

    def menu(self, initial: MatchSetup | None = None, game: str | None = None) -> None:
        """The title screen with `game` chosen (else the one chosen last); `initial` also pre-sets its choices
        (back from the results)."""
        from scenes.menu.scene import MenuScene

        self.app.scenes.replace(MenuScene(self.app, initial, game))

    def table(self, setup: MatchSetup, resume: tuple[Match, list[SeatConfig]] | None = None) -> None:
        from scenes.table.shell import TableScene

        self.app.scenes.replace(TableScene(self.app, setup, view_class(setup.game), resume))

    def table_from_seed(self, setup: MatchSetup, seed: int) -> None:
        """A new match of `setup` whose every shuffle comes from `seed` (the number the results show)."""
        from game.core.match import Match
        from game.registry import spec_for
        from scenes.table.shell import TableScene, human_names

        match = Match(spec_for(setup.game), setup.players, dict(setup.options), entropy=seed)
        seats = setup.seats(human_names(setup, self.app.settings.people))
        self.app.scenes.replace(TableScene(self.app, setup, view_class(setup.game), (match, seats)))

    def already_running(self) -> None:
        """Another copy of the game uses the data folder, or it cannot be locked at all (`app.lock_problem`): say
        so, and offer only to quit."""
        from scenes.core.already_running import FeltScene, already_running_dialog

        _ = self.app.settings  # read now (a --windowed start has not yet): the dialog speaks the player's language
        self.app.scenes.replace(FeltScene(self.app))
        self.app.scenes.push(already_running_dialog(self.app, self.app.lock_problem))

    def results(
        self, summary: ResultsSummary, setup: MatchSetup, archived: str | None = None, seed: FinishedSeed | None = None
    ) -> None:
        """`archived`: the archive's id of the match (its replay), when it was kept; `seed`: its seed, now shown."""
        from scenes.results import ResultsScene

        self.app.scenes.replace(ResultsScene(self.app, summary, setup, archived, seed))
