"""Hearts' own input actions at the table (pass, last trick, claim, score sheet), with their default keys and pad
buttons: read by the table and by the controls screen, which lists them without loading the table."""

from __future__ import annotations

from typing import Final

from game.i18n import N_
from scenes.ui.actions import GameAction

ACTIONS: Final[tuple[GameAction, ...]] = (
    # letter keys in Dutch and German: D(oorgeven) / W(eitergeben), R(est opeisen) / R(est beanspruchen)
    GameAction("pass", N_("Pass the three cards you picked"), ("p",), ("y",), (("nl", ("d",)), ("de", ("w",)))),
    GameAction("last_trick", N_("Show the last trick"), ("l",), ("x",)),
    GameAction(
        "claim",
        N_("Claim the rest (when it is certain)"),
        ("c",),
        ("leftshoulder",),
        (("nl", ("r",)), ("de", ("r",))),
    ),
    GameAction("scores", N_("Show the score sheet"), ("tab",), ("leftstick",)),
)
