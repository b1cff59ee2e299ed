"""The stage the attract mode's demo plays on: a host of its own for the demo table (scenes/core/scene.py); and the
demo's table, bots in every seat (`demo_setup`, the --autoplay table too).

Everything is the real app's (the window, pygame_gui, the settings, the input layer, the toasts) except the scene
stack and the router. A score sheet the table shows after a hand goes on the stage's own stack, over the demo and
never over the menu (it would take the menu's input and hand it its `uncovered`); the end of the match, which would
open the results, only marks the stage as ended.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from game.lobby import MatchSetup
from game.registry import spec_for
from scenes.core.stack import SceneStack
from scenes.routes.views import cue_table, view_class

if TYPE_CHECKING:
    import pygame_gui

    from game import Match
    from game.core.reasons import Reason
    from game.stats.book import StatsBook
    from game.store.archive import ArchiveStore
    from game.store.saves import SaveStore
    from game.store.settings import Settings
    from scenes.audio.sounds import Sounds
    from scenes.core.config import AppConfig
    from scenes.core.scene import Host, Scene
    from scenes.core.warm_up import WarmUp
    from scenes.table.shell import TableScene
    from scenes.ui.input import InputMapper

DemoTable: TypeAlias = "TableScene"  # the menu names the demo's table by this, and meets the table only here


def demo_setup(
    game: str, humans: int = 0, players: int | None = None, options: Mapping[str, object] | None = None
) -> MatchSetup:
    """A table of `players` (else the game's usual size) with `humans` people and bots in the other seats, under
    the house rules `options`."""
    spec = spec_for(game)
    if players is None:
        players = min(max(spec.default_players, spec.min_players), spec.max_players)
    level = "normal" if "normal" in spec.bot_levels else spec.bot_levels[0]
    return MatchSetup(game=game, players=players, bots=players - humans, bot_level=level, options=dict(options or {}))


class DemoRouter:
    """Where the demo table would go next: nowhere. Any other screen only ends the show."""

    def __init__(self) -> None:
        self.ended = False

    def menu(self, *_: object, **__: object) -> None:
        self.ended = True

    def table(self, *_: object, **__: object) -> None:
        self.ended = True

    def table_from_seed(self, *_: object, **__: object) -> None:
        self.ended = True

    def results(self, *_: object, **__: object) -> None:
        self.ended = True

    def history(self, *_: object, **__: object) -> None:
        self.ended = True

    def replay(self, *_: object, **__: object) -> bool:
        self.ended = True
        return False

    def review(self, *_: object, **__: object) -> bool:
        self.ended = True
        return False

    def settings(self) -> None:
        """The demo's table opens no overlay of the app's (it never pauses): nothing."""

    def players(self, humans: int) -> None:
        """As `settings`."""

    def stats(self, game: str) -> None:
        """As `settings`."""

    def modules_ahead(self) -> tuple[str, ...]:
        return ()


class DemoStage:
    """The demo table on a stack of its own, with the app's window, input, settings and sounds."""

    def __init__(self, app: Host, setup: MatchSetup, match: Match) -> None:
        from scenes.table.shell import TableScene

        self._app = app
        self.scenes: SceneStack[Scene] = SceneStack(before_replace=lambda: None)
        self.router = DemoRouter()
        self.table: TableScene = TableScene(
            self, setup, view_class(setup.game), cue_table(setup.game), (match, setup.seats())
        )
        self.scenes.push(self.table)

    @property
    def ended(self) -> bool:
        return self.router.ended

    def close(self) -> None:
        for scene in reversed(list(self.scenes)):
            scene.exit()

    # --- the app's own, as they are ---------------------------------------------------------------------------

    @property
    def config(self) -> AppConfig:
        return self._app.config

    @property
    def input(self) -> InputMapper:
        return self._app.input

    @property
    def saves(self) -> SaveStore:
        return self._app.saves

    @property
    def archive(self) -> ArchiveStore:
        return self._app.archive

    @property
    def stats(self) -> StatsBook:
        return self._app.stats

    @property
    def warm_up(self) -> WarmUp:
        return self._app.warm_up

    @property
    def settings(self) -> Settings:
        return self._app.settings

    def remember_settings(self, settings: Settings) -> None:
        self._app.remember_settings(settings)

    def apply_settings(self, settings: Settings) -> None:
        self._app.apply_settings(settings)

    def bindings_path(self) -> Path:
        return self._app.bindings_path()

    @property
    def sounds(self) -> Sounds:
        return self._app.sounds

    def set_sound(self, volume: int | None = None, muted: bool | None = None) -> None:
        self._app.set_sound(volume, muted)

    def toast(self, message: str | Reason, ms: int | None = None) -> None:
        if ms is None:
            self._app.toast(message)
        else:
            self._app.toast(message, ms)

    @property
    def ui(self) -> pygame_gui.UIManager:
        return self._app.ui

    @property
    def size(self) -> tuple[int, int]:
        return self._app.size

    @property
    def fullscreen(self) -> bool:
        return self._app.fullscreen

    def toggle_fullscreen(self) -> None:
        self._app.toggle_fullscreen()

    @property
    def minimised(self) -> bool:
        return self._app.minimised

    def quit(self) -> None:
        self._app.quit()
