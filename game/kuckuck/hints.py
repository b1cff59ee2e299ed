"""Kuckuck hints (game.ai.hints): the hard bot's stay or swap, and why, worded from the seat's view: its card and
how many cards are in the deal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from game.ai.agent import view_generator
from game.ai.hints import check_hint_view
from game.core.hints import Hint
from game.core.reasons import N_, Reason
from game.kuckuck.agents import make_agent

STAY: Final = N_("Stay: your {card} is likely not the lowest at a table of {count}.")
SWAP: Final = N_("Swap: your {card} is likely among the lowest at a table of {count}.")
DRAW: Final = N_("Draw: your {card} is likely among the lowest at a table of {count}.")
STAY_UNSEEN: Final = N_("Stay: the search expects staying to cost you fewer lives.")
OTHER: Final = N_("The search expects this to cost you the fewest lives.")


def hint(view: Mapping[str, Any]) -> Hint:
    """What the hard bot would do at `view` (a seat's view with a decision) and why; ValueError naming `view`."""
    view = check_hint_view(view)
    action = make_agent("hard").choose(view, view_generator(view))
    card = view["cards"][view["seat"]]
    count = sum(1 for playing in view["in_deal"] if playing)
    if card is None:
        unseen = STAY_UNSEEN if action == "stay" else OTHER
        return Hint(action, Reason(unseen))
    if action == "stay":
        return Hint(action, Reason(STAY, {"card": card, "count": count}))
    if action == "swap":
        dealer = view["dealer"] == view["seat"]
        return Hint(action, Reason(DRAW if dealer else SWAP, {"card": card, "count": count}))
    return Hint(action, Reason(OTHER))
