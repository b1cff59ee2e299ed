"""The stage the attract mode's demo plays on: what the demo table takes for the app.

Everything is the real app's (the window, pygame_gui, the settings, the input layer, the toasts) except the scene
stack and the router. A score sheet the table shows after a hand goes on the stage's own stack, over the demo and
never over the menu (it would take the menu's input and hand it its `uncovered`); the end of the match, which would
open the results, only marks the stage as ended.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias, cast

from scenes.core.router import view_class
from scenes.core.stack import SceneStack

if TYPE_CHECKING:
    from game import Match
    from game.lobby import MatchSetup
    from scenes.core.app import App
    from scenes.table.shell import TableScene

DemoTable: TypeAlias = "TableScene"  # the menu names the demo's table by this, and meets the table only here


class DemoRouter:
    """Where the demo table would go next: nowhere. The results (or a menu) only end the show."""

    def __init__(self) -> None:
        self.ended = False

    def results(self, *_: object, **__: object) -> None:
        self.ended = True

    def menu(self, *_: object, **__: object) -> None:
        self.ended = True


class DemoStage:
    def __init__(self, app: App, setup: MatchSetup, match: Match) -> None:
        from scenes.table.shell import TableScene

        self._app = app
        self.scenes = SceneStack(before_replace=lambda: None)
        self.router = DemoRouter()
        self.table: TableScene = TableScene(cast("App", self), setup, view_class(setup.game), (match, setup.seats()))
        self.scenes.push(self.table)

    def __getattr__(self, name: str) -> Any:
        """The real app's attribute (only asked for what the stage does not have itself)."""
        if name == "_app":
            raise AttributeError(name)
        return getattr(self._app, name)

    @property
    def ended(self) -> bool:
        return self.router.ended

    def close(self) -> None:
        for scene in reversed(list(self.scenes)):
            scene.exit()
