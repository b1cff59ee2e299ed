"""Which table view plays which game (scenes/<game>/view.py) and what its table sounds like
(scenes/<game>/sounds.py), named by module so nothing of a table loads before it is asked for; and the modules the
warm-up imports ahead of need (scenes/core/warm_up.py)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from scenes.audio.cues import CueTable
    from scenes.table.view import TableView

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


def modules_ahead() -> tuple[str, ...]:
    """The modules to import ahead of need, in that order: the first dialog's, then each game's table."""
    names = ["pygame_gui", "scenes.ui.confirm", "numpy", "scenes.table.shell"]
    for game in VIEWS:
        names += [f"game.{game}.rules", f"game.{game}.bots", VIEWS[game].split(":")[0], SOUNDS[game].split(":")[0]]
    return tuple(names)
