"""What a second copy of the game shows when the first one holds the data folder: a word, and Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes.core.scene import Scene
from scenes.ui.confirm import Answer, ConfirmDialog
from scenes.ui.decor import felt_background

if TYPE_CHECKING:
    from scenes.core.app import App


class FeltScene(Scene):
    """Nothing but the felt, under a dialog."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._felt: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self._felt is None or self._felt.get_size() != surface.get_size():
            self._felt = felt_background(surface.get_size())
        surface.blit(self._felt, (0, 0))


def already_running_dialog(app: App) -> ConfirmDialog:
    lines = [
        tr("Another copy of the game is open on this computer."),
        tr("Two copies would write over each other's saved match: play in the other window."),
    ]
    quit_only = [Answer("quit", tr("Quit"), primary=True)]
    return ConfirmDialog(app, tr("Kuckuck & Co. is already open"), lines, quit_only, lambda _: app.quit())
