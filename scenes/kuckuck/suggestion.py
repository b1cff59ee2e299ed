"""Which of Stay and Swap has the focus when a decision comes up: what a sensible player would do with what this
seat can see, so Enter is never a blunder. Stay on a blocker (a swap would give it away), on a card no lower
than the known card to your left, and on a middling or high card; swap a low one; as dealer, draw on a 5 or less."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.core.seats import next_seat
from scenes.kuckuck.domino_ui import at_domino, domino_open

KEEP_FROM: Final = 7  # a 7 or higher is worth keeping when nothing is known of the card to your left
DEALER_DRAWS_UP_TO: Final = 5


def _rank(card: str) -> int:
    return ACE_LOW.value(Card.parse(card))


def suggested_button(view: Mapping[str, Any], seat: int) -> str:
    """ "stay" or "swap" (Swap draws for the dealer, and passes a low card on at a domino)."""
    if at_domino(view, seat):  # passing a low card on is the point of a domino
        return "swap" if domino_open(view) else "stay"
    card = view["cards"][seat]
    if card is None:
        return "stay"
    options = view["options"]
    blockers = ({"K"} if options["king_blocks"] else set()) | ({"Q"} if options["queens_block"] else set())
    if card[0] in blockers:
        return "stay"
    mine = _rank(card)
    if seat == view["dealer"]:
        return "swap" if mine <= DEALER_DRAWS_UP_TO and view["stock_count"] else "stay"
    left = view["cards"][next_seat(seat, view["in_deal"])]
    if left is not None:  # known: shown when it blocked or as a low card, or handed over by you
        return "stay" if left[0] in blockers or _rank(left) <= mine else "swap"
    return "swap" if mine < KEEP_FROM else "stay"
