"""A search's starting point: the engine state a seat's view describes, once the hidden cards are guessed.

A bot samples where the cards it cannot see lie (consistent with its view), then calls
`position_from_view(view, hands)` and searches on the result with the fast engine (clone, legal_mask, step). The
state it gets is the real rules' state, so the search plays exactly the table's rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.safe_json import quoted
from game.hearts.deck import ALL_CARDS, LAYOUT, RULE, SUIT_OF
from game.hearts.options import HeartsOptions
from game.hearts.state import MOON, NOBODY, PASS_OFFSETS, PHASE_NAMES, PLAY, HeartsConfig, HeartsState, Trick

SEARCHABLE = ("play", "moon")


def _cards(texts: Sequence[str]) -> tuple[int, ...]:
    return tuple(LAYOUT.index(text) for text in texts)


def position_from_view(view: Mapping[str, Any], hands: Sequence[int], cfg: HeartsConfig | None = None) -> HeartsState:
    """The state of `view` (a play or moon phase) with `hands[seat]` the cards each seat holds now. `hands` must
    give the viewer its own hand and hold every card not yet played exactly once. Pass `cfg` to reuse the
    options' compiled form across calls."""
    if view.get("phase") not in SEARCHABLE:
        raise ValueError(f"view: a search starts in the play or moon phase, not {quoted(view.get('phase'))}")
    if len(hands) != 4:
        raise ValueError("hands: four masks are needed, one per seat")
    seat = view["seat"]
    if seat is not None and hands[seat] != LAYOUT.mask_of_texts(view["hand"]):
        raise ValueError("hands: the viewer's hand differs from its view")
    state = object.__new__(HeartsState)
    state.cfg = cfg if cfg is not None else HeartsConfig(HeartsOptions.from_values(view["options"]))
    state.dealer = view["dealer"]
    state.hand_no = view["hand_no"]
    state.scores = tuple(view["scores"])
    state.history = tuple(tuple(points) for points in view["hand_scores"])
    state.moons = tuple((hand, shooter) for hand, shooter in view["moon_shots"])
    state.winners = ()
    state.phase = PHASE_NAMES.index(view["phase"])
    state.turn = view["to_move"]
    state.hands = list(hands)
    state.pass_dir = PASS_OFFSETS[view["pass_direction"]]
    state.pass_count = 12 if state.pass_dir else 0
    state.passed = [0, 0, 0, 0]
    state.received = (0, 0, 0, 0)
    if seat is not None:
        state.passed[seat] = LAYOUT.mask_of_texts(view["passed"])
        state.received = tuple(LAYOUT.mask_of_texts(view["received"]) if s == seat else 0 for s in range(4))
    tricks: list[Trick] = [(t["leader"], _cards(t["cards"]), t["winner"]) for t in view["tricks"]]
    state.tricks = tuple(tricks)
    state.trick_no = len(tricks)
    state.taken = [0, 0, 0, 0]
    for _, cards, winner in tricks:
        state.taken[winner] |= LAYOUT.mask(cards)
    _open_trick(state, view["trick"])
    state.broken = bool(view["hearts_broken"])
    state.shooter = view["moon_shooter"] if view["moon_shooter"] is not None else NOBODY
    played = sum(state.taken) | state.trick_mask
    held = hands[0] | hands[1] | hands[2] | hands[3]
    if sum(hand.bit_count() for hand in hands) != held.bit_count() or held | played != ALL_CARDS or held & played:
        raise ValueError("hands: they must hold every card not yet played, each exactly once")
    if (state.phase == PLAY and state.turn == NOBODY) or (state.phase == MOON and state.shooter == NOBODY):
        raise ValueError("view: nobody is to move")
    return state


def _open_trick(state: HeartsState, trick: Mapping[str, Any] | None) -> None:
    state.trick = _cards(trick["cards"]) if trick else ()
    state.leader = state.led = state.win_card = state.win_seat = NOBODY
    state.trick_mask = LAYOUT.mask(state.trick)
    if trick and state.trick:
        state.leader = trick["leader"]
        state.led = SUIT_OF[state.trick[0]]
        best = RULE.winner(state.trick)
        state.win_card = state.trick[best]
        state.win_seat = (state.leader + best) % 4
