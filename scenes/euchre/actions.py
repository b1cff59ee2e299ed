"""Euchre's own input actions at the table (pass, order up, name trump, last trick, score sheet), with their default
keys and pad buttons: read by the table and by the controls screen, which lists them without loading the table."""

from __future__ import annotations

from typing import Final

from game.i18n import N_
from scenes.ui.actions import GameAction

ACTIONS: Final[tuple[GameAction, ...]] = (
    GameAction("pass", N_("Pass"), ("p",), ("x",)),
    # the letter key in Dutch and German: T(roef maken) / B(estellen)
    GameAction(
        "order",
        N_("Order up (the dealer picks up the up-card)"),
        ("o",),
        ("y",),
        (("nl", ("t",)), ("de", ("b",))),
    ),
    GameAction("call_C", N_("Name clubs trump"), ("1",)),
    GameAction("call_D", N_("Name diamonds trump"), ("2",)),
    GameAction("call_H", N_("Name hearts trump"), ("3",)),
    GameAction("call_S", N_("Name spades trump"), ("4",)),
    GameAction("last_trick", N_("Show the last trick"), ("l",), ("leftshoulder",)),
    GameAction("scores", N_("Show the score sheet"), ("tab",), ("leftstick",)),
)
