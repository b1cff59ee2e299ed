"""When may a Hearts player claim the rest of the hand? Only when how it ends is certain, worked out from the
player's own view (their hand and every card played), never from hidden cards.

"Certain" means one of:

- *no points left*: no point card (a heart, the Q♠, and the J♦ with the Omnibus rule) is still in anyone's hand
  or in the open trick, so however the remaining cards fall, no score changes; or
- *every trick is yours*: each card you hold is higher than every card of its suit that is still out (not played
  and not yours), and you are to lead a new trick, or to play to one you are sure to win (you can follow its suit
  with a card higher than those already in it). Hearts has no trumps, so each card you lead wins its trick and
  gives you the lead again, whatever the others hold and in whatever order you lead (the rules on leading hearts
  only restrict the order).

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


def points_left(view: Mapping[str, Any]) -> bool:
    """Whether a point card is still to be won this hand: in a hand, or in the trick in play."""
    points = point_cards(bool(view["options"].get("jd_minus_10", False)))
    return bool(points & (set(view["hand"]) | still_out(view) | set(open_trick_cards(view))))


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
    if not points_left(view):
        return "no_points"
    if all_top(hand, still_out(view)) and wins_open_trick(hand, open_trick_cards(view)):
        return "all_tricks"
    return None


def still_out(view: Mapping[str, Any]) -> frozenset[str]:
    """The cards the viewer has not seen: neither played nor in their hand."""
    return ALL_CARDS - played_cards(view) - set(view["hand"])


def open_trick_cards(view: Mapping[str, Any]) -> list[str]:
    return list(view["trick"]["cards"]) if view["trick"] is not None else []


def beatable(hand: set[str], out: frozenset[str]) -> list[str]:
    """The cards of `hand` that a card still out could beat, lowest first."""
    return sorted((card for card in hand if not _tops_its_suit(card, out)), key=lambda card: (rank_of(card), card))


def all_top(hand: set[str], out: frozenset[str]) -> bool:
    return not beatable(hand, out)


def wins_open_trick(hand: set[str], trick: list[str]) -> bool:
    """With every card of `hand` on top of its suit: whether the seat surely wins the trick in play (a new trick,
    or one whose suit it can follow higher than every card in it)."""
    if not trick:
        return True
    led = trick[0][1]
    mine = [rank_of(card) for card in hand if card[1] == led]
    return bool(mine) and max(mine) > max(rank_of(card) for card in trick if card[1] == led)


def rank_of(card: str) -> int:
    return RANKS.index(card[0])


def _tops_its_suit(card: str, out: frozenset[str]) -> bool:
    rank, suit = rank_of(card), card[1]
    return not any(other[1] == suit and rank_of(other) > rank for other in out)
