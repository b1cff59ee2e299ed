"""Every seat's hidden cards at a point of a match, for a replay that shows them: each seat's own view tells
what it holds, so nothing here reads the rules' private state."""

from __future__ import annotations

from typing import Final

from game.core.match import Match
from game.core.safe_json import quoted

HAND_GAMES: Final = frozenset({"hearts", "euchre"})  # a seat's view lists its hand under "hand"


def held_cards(match: Match, seat: int) -> list[str]:
    """The cards `seat` holds now (card texts); ValueError naming `match` for a game this does not know."""
    view = match.view(seat)
    if match.spec.id == "kuckuck":  # one card each, in the seat's own place of "cards"
        card = view["cards"][seat]
        return [] if card is None else [str(card)]
    if match.spec.id in HAND_GAMES:
        return [str(card) for card in view["hand"]]
    raise ValueError(f"match: no replay knows the hands of {quoted(match.spec.id)}")


def all_held(match: Match) -> list[list[str]]:
    """Each seat's cards, seat by seat."""
    return [held_cards(match, seat) for seat in range(match.players)]
