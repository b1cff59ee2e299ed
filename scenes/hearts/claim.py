"""When may a Hearts player claim the rest of the hand? Only when how it ends is certain, worked out from the
player's own view (their hand and every card played), never from hidden cards.

"Certain" means one of:

- *no points left*: no point card (a heart, the Q♠, and the J♦ with the Omnibus rule) is still in anyone's hand
  or in the open trick, so however the remaining cards fall, no score changes; or
- *every trick is yours*: you are to lead a new trick and each card you hold is higher than every card of its
  suit that is still out (not played and not yours). Hearts has no trumps, so each card you lead wins its trick
  and gives you the lead again, whatever the others hold and in whatever order you lead (the rules on leading
  hearts only restrict the order).

Claiming plays the hand out through the ordinary rules, so the result is exactly the one play would give.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Literal

RANKS: Final = "23456789TJQKA"
SUITS: Final = "CDHS"
ALL_CARDS: Final = frozenset(rank + suit for suit in SUITS for rank in RANKS)

Claim = Literal["no_points", "all_tricks"]


def point_cards(jd_minus_10: bool) -> frozenset[str]:
    cards = {rank + "H" for rank in RANKS} | {"QS"}
    if jd_minus_10:
        cards.add("JD")
    return frozenset(cards)


def played_cards(view: Mapping[str, Any]) -> set[str]:
    played = {card for trick in view["tricks"] for card in trick["cards"]}
    if view["trick"] is not None:
        played.update(view["trick"]["cards"])
    return played


def claim(view: Mapping[str, Any]) -> Claim | None:
    """What the viewer may claim now (see the module's definition of certain), or None."""
    seat = view["seat"]
    hand = set(view["hand"])
    if view["phase"] != "play" or seat is None or not hand or view["to_move"] != seat:
        return None
    played = played_cards(view)
    out = ALL_CARDS - played - hand
    open_trick = set(view["trick"]["cards"]) if view["trick"] is not None else set()
    points = point_cards(bool(view["options"].get("jd_minus_10", False)))
    if not (points & (hand | out | open_trick)):
        return "no_points"
    if view["trick"] is None and all(_tops_its_suit(card, out) for card in hand):
        return "all_tricks"
    return None


def _tops_its_suit(card: str, out: frozenset[str]) -> bool:
    rank, suit = RANKS.index(card[0]), card[1]
    return not any(other[1] == suit and RANKS.index(other[0]) > rank for other in out)
