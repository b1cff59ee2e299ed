"""Where the program goes next: the menu, a game's table, the results, the history and a replay (base scenes), and
the overlays two screens open (settings, players, statistics). Scenes ask the router (the host's `router`,
scenes/core/scene.py) by the screen's name instead of importing each other; the app is handed it when it is built.
It knows which table view plays which game (scenes/routes/views.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.routes.views import cue_table, modules_ahead, view_class

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

        self.app.scenes.replace(TableScene(self.app, setup, view_class(setup.game), cue_table(setup.game), resume))

    def table_from_seed(self, setup: MatchSetup, seed: int) -> None:
        """A new match of `setup` whose every shuffle comes from `seed` (the number the results show)."""
        from game.core.match import Match
        from game.registry import spec_for
        from scenes.table.shell import TableScene, human_names

        match = Match(spec_for(setup.game), setup.players, dict(setup.options), entropy=seed, auto_deal=False)
        seats = setup.seats(human_names(setup, self.app.settings.people))
        self.app.scenes.replace(
            TableScene(self.app, setup, view_class(setup.game), cue_table(setup.game), (match, seats))
        )

    def results(
        self, summary: ResultsSummary, setup: MatchSetup, archived: str | None = None, seed: FinishedSeed | None = None
    ) -> None:
        """`archived`: the archive's id of the match (its replay), when it was kept; `seed`: its seed, now shown."""
        from scenes.results.scene import ResultsScene

        self.app.scenes.replace(ResultsScene(self.app, summary, setup, archived, seed))

    def history(self, back: Callable[[], None] | None = None) -> None:
        """The finished matches, newest first; `back` leaves (by default to the menu)."""
        from scenes.replay.history import HistoryScene

        self.app.scenes.replace(HistoryScene(self.app, back))

    def replay(self, entry_id: str, back: Callable[[], None], position: int | None = None) -> bool:
        """The replay of archived match `entry_id` (at log position `position`, else its first deal), `back` when
        closed; a damaged file is set aside and the player told (False)."""
        from scenes.replay.history import open_replay

        return open_replay(self.app, entry_id, back, position)

    def review(self, entry_id: str, seat: int, back: Callable[[], None]) -> bool:
        """The review of `seat`'s play in archived match `entry_id`, `back` when closed (False: a damaged file)."""
        from scenes.replay.history import open_review

        return open_review(self.app, entry_id, seat, back)

    # --- overlays over the screen shown ------------------------------------------------------------------------

    def settings(self) -> None:
        from scenes.settings.scene import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def players(self, humans: int) -> None:
        """The people at the screen: names, colours and pads, `humans` of them shown."""
        from scenes.menu.players_dialog import PlayersDialog

        self.app.scenes.push(PlayersDialog(self.app, humans))

    def stats(self, game: str) -> None:
        """The statistics, `game`'s page first."""
        from scenes.stats.scene import StatsScene

        self.app.scenes.push(StatsScene(self.app, game))
