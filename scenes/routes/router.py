"""Where the program goes next: the menu, a game's table, the results. Scenes ask the router (the host's
`router`, scenes/core/scene.py) instead of importing each other; the app is handed it when it is built. It knows
which table view plays which game (scenes/routes/views.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.routes.views import modules_ahead, view_class

if TYPE_CHECKING:
    from game import Match
    from game.core.results import ResultsSummary
    from game.core.seats import SeatConfig
    from game.lobby import MatchSetup
    from scenes.core.scene import Host
    from scenes.ui.seed_words import FinishedSeed


class Router:
    def __init__(self, app: Host) -> None:
        self.app = app

    def modules_ahead(self) -> tuple[str, ...]:
        return modules_ahead()

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

    def results(
        self, summary: ResultsSummary, setup: MatchSetup, archived: str | None = None, seed: FinishedSeed | None = None
    ) -> None:
        """`archived`: the archive's id of the match (its replay), when it was kept; `seed`: its seed, now shown."""
        from scenes.results import ResultsScene

        self.app.scenes.replace(ResultsScene(self.app, summary, setup, archived, seed))
