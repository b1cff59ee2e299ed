"""Kuckuck's own input actions at the table (Stay, Swap, the deal's log), with their default keys and pad buttons:
read by the table and by the controls screen, which lists them without loading the table."""

from __future__ import annotations

from typing import Final

from game.i18n import N_
from scenes.ui.actions import GameAction

ACTIONS: Final[tuple[GameAction, ...]] = (
    # letter keys in Dutch and German: B(lijven) / S(tehen), R(uilen) / T(auschen)
    GameAction("stay", N_("Stay"), ("s",), ("x",), (("nl", ("b",)),)),
    GameAction("swap", N_("Swap (the dealer: draw)"), ("w",), ("y",), (("nl", ("r",)), ("de", ("t",)))),
    GameAction("log", N_("Show the whole deal's moves"), ("tab", "l"), ("leftshoulder",)),
)
