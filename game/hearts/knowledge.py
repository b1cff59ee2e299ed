"""What one Hearts seat knows, read off its view into bitmasks: the cards still out, who is known to be void in
what, the cards the rules say a seat cannot hold, and a stand-in engine state for the heuristics.

Beyond the voids the view lists, the rules themselves tell a careful player more, and the hard bot's sampler uses
it (each fact holds from then on, as hands only shrink):

- with `qs_must_drop`, a seat that could have dropped the Q♠ safely (void in the suit led, or following a spade
  lead under the K♠ or A♠) and played something else does not hold it;
- with `first_trick_no_points`, a seat that threw a heart or the Q♠ on the first trick held nothing else;
- with `must_break_hearts`, a seat that led a heart before hearts were broken held only hearts (and perhaps the
  Q♠ when `hearts_instead_of_qs` let it choose).

The cards this seat passed are where it passed them until they are played; with `any_club_first_lead` the 2♣ is
with the seat that led the first trick until it is played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.hearts.deck import (
    ALL_CARDS,
    HEARTS,
    KS_AS_BITS,
    LAYOUT,
    NOT_HEARTS,
    POINT_CARDS,
    QS_BIT,
    SAFE_CARDS,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    TWO_CLUBS_BIT,
)
from game.hearts.options import HeartsOptions
from game.hearts.position import position_from_view
from game.hearts.state import PASS_OFFSETS, HeartsConfig, HeartsState

SUIT_LETTERS: Final = LAYOUT.suits


def config_of(view: Mapping[str, Any]) -> HeartsConfig:
    return HeartsConfig(HeartsOptions.from_values(dict(view["options"])))


def mask_of(texts: Sequence[str]) -> int:
    return LAYOUT.mask_of_texts(texts)


def void_masks(view: Mapping[str, Any]) -> list[int]:
    """Per seat, the cards of the suits it is known to be void in (the view's `voids`)."""
    return [sum(SUIT_MASKS[SUIT_LETTERS.index(suit)] for suit in suits) for suits in view["voids"]]


def played_mask(view: Mapping[str, Any]) -> int:
    cards = [card for trick in view["tricks"] for card in trick["cards"]]
    if view["trick"]:
        cards += view["trick"]["cards"]
    return mask_of(cards)


@dataclass(frozen=True)
class Knowledge:
    """The seat's facts about the hidden cards during the play: `unseen` (every card not in its hand and not
    played), and per seat the cards known to be there (`pinned`: passed there by this seat, not yet played) and
    the cards it cannot hold (`forbidden`)."""

    seat: int
    hand: int
    unseen: int
    pinned: tuple[int, ...]
    forbidden: tuple[int, ...]
    voids: tuple[int, ...]


def knowledge(view: Mapping[str, Any], cfg: HeartsConfig) -> Knowledge:
    seat = view["seat"]
    hand = mask_of(view["hand"])
    played = played_mask(view)
    unseen = ALL_CARDS & ~hand & ~played
    pinned = [0, 0, 0, 0]
    direction = PASS_OFFSETS[view["pass_direction"]]
    if direction and view["received"]:
        pinned[(seat + direction) % 4] = mask_of(view["passed"]) & unseen
    first_trick = view["tricks"][0] if view["tricks"] else view["trick"]
    if first_trick and unseen & TWO_CLUBS_BIT:  # any_club_first_lead: the first leader held the 2♣, and still does
        pinned[first_trick["leader"]] |= TWO_CLUBS_BIT
    voids = void_masks(view)
    forbidden = list(voids)
    for other, cannot in enumerate(rule_inferences(view, cfg)):
        forbidden[other] |= cannot
    forbidden[seat] = 0
    forbidden = [cannot & ~known for cannot, known in zip(forbidden, pinned, strict=True)]
    return Knowledge(seat, hand, unseen, tuple(pinned), tuple(forbidden), tuple(voids))


def rule_inferences(view: Mapping[str, Any], cfg: HeartsConfig) -> list[int]:
    """Per seat, the cards the rules show it cannot hold now (see the module's docstring)."""
    cannot = [0, 0, 0, 0]
    tricks = [(t["leader"], t["cards"]) for t in view["tricks"]]
    if view["trick"]:
        tricks.append((view["trick"]["leader"], view["trick"]["cards"]))
    broken = False
    for number, (leader, texts) in enumerate(tricks):
        cards = [LAYOUT.index(text) for text in texts]
        led = SUIT_OF[cards[0]]
        if number and led == HEARTS and not broken and cfg.must_break_hearts:
            cannot[leader] |= NOT_HEARTS & ~(QS_BIT if cfg.hearts_instead_of_qs else 0)
        for offset, card in enumerate(cards):
            player = (leader + offset) % 4
            bit = 1 << card
            if offset and SUIT_OF[card] != led:
                if number == 0 and cfg.first_trick_no_points and bit & POINT_CARDS:
                    cannot[player] |= SAFE_CARDS
                queen_free = number > 0 or not cfg.first_trick_no_points or bit & POINT_CARDS
                if cfg.qs_must_drop and bit != QS_BIT and queen_free:
                    cannot[player] |= QS_BIT
            elif offset and cfg.qs_must_drop and led == SPADES and bit != QS_BIT and _over_the_queen(cards[:offset]):
                cannot[player] |= QS_BIT
            if bit & cfg.breaks:
                broken = True
    return cannot


def _over_the_queen(cards: Sequence[int]) -> bool:
    """Whether the K♠ or A♠ is among `cards` (then a Q♠ played to the trick would drop safely)."""
    return any(1 << card & KS_AS_BITS for card in cards)


def placeholder_hands(view: Mapping[str, Any]) -> list[int]:
    """The viewer's own hand, and the cards still out dealt to the others in pack order by their hand sizes: a
    stand-in so a state can be built; the heuristics never read the others' hands."""
    seat = view["seat"]
    hand = mask_of(view["hand"])
    out = ALL_CARDS & ~hand & ~played_mask(view)
    hands = [0, 0, 0, 0]
    hands[seat] = hand
    for other in range(4):
        if other == seat:
            continue
        for _ in range(view["hand_sizes"][other]):
            low = out & -out
            hands[other] |= low
            out ^= low
    return hands


def public_state(view: Mapping[str, Any], cfg: HeartsConfig | None = None) -> HeartsState:
    """The engine state of a play-phase view with `placeholder_hands` (read only its public parts and the
    viewer's own hand)."""
    return position_from_view(view, placeholder_hands(view), cfg)
