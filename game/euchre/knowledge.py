"""What one seat knows about the cards it cannot see, read off its view, in the masks the bots work on.

- `Knowledge`: the seat's hand, the cards played, the cards each other seat cannot hold (the effective suits it
  failed to follow; a left bower goes with the trumps), the cards pinned to a seat (the up-card the dealer picked
  up and has not played, which the dealer still holds unless it showed itself void in trump), and the pool of
  unseen cards those hands and the face-down cards (the kitty, the dealer's discard) share.
- `public_state(view)`: an engine state of the view with placeholder hands for the others: the heuristics read
  only its public parts and the seat's own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.euchre.deck import ALL_CARDS, LAYOUT, MASKS, SUITS
from game.euchre.options import EuchreOptions
from game.euchre.position import position_from_view
from game.euchre.state import EuchreConfig, EuchreState
from game.tricks.bits import bits

PLAYERS = 4


def config_of(view: Mapping[str, Any]) -> EuchreConfig:
    return EuchreConfig(EuchreOptions.from_values(view["options"]))


def mask_of(texts: list[str]) -> int:
    return LAYOUT.mask_of_texts(texts)


def played_mask(view: Mapping[str, Any]) -> int:
    played = 0
    for trick in view["tricks"]:
        played |= mask_of(trick["cards"])
    if view["trick"]:
        played |= mask_of(view["trick"]["cards"])
    return played


def void_masks(view: Mapping[str, Any]) -> list[int]:
    """Per seat, the cards it cannot hold because it failed to follow their effective suit this hand."""
    if view["trump"] is None:
        return [0] * PLAYERS
    suit_masks = MASKS[SUITS.index(view["trump"])]
    return [sum(suit_masks[SUITS.index(suit)] for suit in voids) for voids in view["voids"]]


@dataclass(frozen=True)
class Knowledge:
    seat: int
    hand: int
    played: int
    forbidden: tuple[int, ...]  # per seat, cards it cannot hold
    pinned: tuple[int, ...]  # per seat, unseen cards it surely holds
    pool: int  # unseen cards not pinned: the other hands' and the face-down cards' (kitty, dealer's discard)


def knowledge(view: Mapping[str, Any]) -> Knowledge:
    seat = view["seat"]
    hand = mask_of(view["hand"])
    played = played_mask(view)
    forbidden = void_masks(view)
    up_card = LAYOUT.index(view["turned_up"])
    known = hand | played
    if view["discard"]:
        known |= LAYOUT.mask_of_texts([view["discard"]])
    pinned = [0] * PLAYERS
    dealer = view["dealer"]
    up_bit = 1 << up_card
    if view["up_card_place"] != "picked_up":
        known |= up_bit  # lying face up, or turned down / set aside on the kitty: in no hand
    elif forbidden[dealer] & up_bit:
        known |= up_bit  # the dealer showed itself void in trump: it discarded the up-card
    elif not known & up_bit:
        pinned[dealer] = up_bit  # picked up, not played: the dealer still holds it
    pool = ALL_CARDS & ~known & ~pinned[dealer]
    return Knowledge(seat, hand, played, tuple(forbidden), tuple(pinned), pool)


def placeholder_hands(view: Mapping[str, Any], known: Knowledge | None = None) -> list[int]:
    """Hands of the sizes the view shows, the seat's own and any pinned card where they are, the rest filled
    from the pool in card order (not a guess: only for code that reads the public parts of a state)."""
    known = known if known is not None else knowledge(view)
    hands = list(known.pinned)
    hands[known.seat] = known.hand
    spare = bits(known.pool)
    for seat in range(PLAYERS):
        if seat != known.seat:
            need = view["hand_sizes"][seat] - hands[seat].bit_count()
            hands[seat] |= sum(1 << card for card in spare[:need])
            spare = spare[need:]
    return hands


def public_state(view: Mapping[str, Any], cfg: EuchreConfig | None = None) -> EuchreState:
    """The engine state of `view` with placeholder hands (read only its public parts and the seat's own hand)."""
    return position_from_view(view, placeholder_hands(view), cfg)
