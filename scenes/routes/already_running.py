"""What a second copy of the game shows when the first one holds the data folder: a word, and Quit. The same
when the data folder cannot be locked at all (`instance.lock` is a folder, the folder cannot be written): what is
wrong and what to do, and Quit, for a lock that cannot be taken never lets two copies run the same match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import tr
from game.store.lock import LockUnusable
from scenes.core.scene import Scene
from scenes.ui.confirm import Answer, ConfirmDialog
from scenes.ui.decor import felt_background

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.core.scene import Host


def show_already_running(app: App) -> None:
    """Another copy of the game uses the data folder, or it cannot be locked at all (`app.lock_problem`): say so,
    and offer only to quit."""
    _ = app.settings  # read now (a --windowed start has not yet): the dialog speaks the player's language
    app.scenes.replace(FeltScene(app))
    app.scenes.push(already_running_dialog(app, app.lock_problem))


class FeltScene(Scene):
    """Nothing but the felt, under a dialog."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self._felt: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._felt is None or self._felt.get_size() != surface.get_size():
            self._felt = felt_background(surface.get_size())
        surface.blit(self._felt, (0, 0))


MAX_PATH: Final = 48  # characters of the lock file's path in the dialog: its end says the most


def already_running_dialog(app: Host, problem: LockUnusable | None = None) -> ConfirmDialog:
    """`problem`: the lock could not be taken at all (None: another copy holds it)."""
    quit_only = [Answer("quit", tr("Quit"), primary=True)]
    if problem is not None:
        lines = [
            tr("A lock keeps two copies of the game from playing the same match."),
            tr("It could not be taken: {path} ({reason}).", path=path_end(str(problem.path)), reason=problem.reason),
            tr("Nothing was changed. Remove or rename that item, then start the game again."),
        ]
        return ConfirmDialog(app, tr("The data folder cannot be locked"), lines, quit_only, lambda _: app.quit())
    lines = [
        tr("Another copy of the game is open on this computer."),
        tr("Two copies would write over each other's saved match: play in the other window."),
    ]
    return ConfirmDialog(app, tr("Kuckuck & Co. is already open"), lines, quit_only, lambda _: app.quit())


def path_end(path: str) -> str:
    """A long path by its end, where the file's and the game's names are: "…/kuckuck-and-co/instance.lock"."""
    return path if len(path) <= MAX_PATH else "…" + path[-(MAX_PATH - 1) :]
