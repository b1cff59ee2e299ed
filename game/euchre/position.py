"""A search's starting point: the engine state a seat's view describes, once the hidden cards are guessed.

A bot samples where the cards it cannot see lie (consistent with its view), then calls
`position_from_view(view, hands)` and searches on the result with the fast engine (clone, legal_mask, step). The
state it gets is the real rules' state, so the search plays exactly the table's rules. A search may start in any
phase a seat decides in: the bidding (both rounds), the discard, the partner's and the defenders' questions, the
play.

`hands` gives the cards each seat holds now (the dealer six between its pick-up and its discard). Every card
that no hand holds and that is neither played, nor the up-card still lying out, nor the viewer's own discard,
is put in the kitty: the state does not tell the kitty from the dealer's unseen discard, and neither matters to
the rest of the hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.safe_json import quoted
from game.euchre.deck import ACTION_TEXTS, ALL_CARDS, EFFECTIVE, LAYOUT, MASKS, POWER, SUITS
from game.euchre.options import EuchreOptions
from game.euchre.state import (
    NEXT_SEATS,
    NO_TRUMP,
    NOBODY,
    PHASE_NAMES,
    PICKED_UP,
    PLAY,
    UP_CARD_PLACES,
    EuchreConfig,
    EuchreState,
    HandResult,
    Trick,
)

SEARCHABLE = ("order_up", "name_trump", "discard", "partner_alone", "defend_alone", "play")
ACTION_INDEX = {text: action for action, text in enumerate(ACTION_TEXTS)} | {
    f"discard {text}": card for card, text in enumerate(LAYOUT.texts)
}


def _cards(texts: Sequence[str]) -> tuple[int, ...]:
    return tuple(LAYOUT.index(text) for text in texts)


def _seat(value: int | None) -> int:
    return NOBODY if value is None else value


def position_from_view(view: Mapping[str, Any], hands: Sequence[int], cfg: EuchreConfig | None = None) -> EuchreState:
    """The state of `view` (a phase in which a seat decides) with `hands[seat]` the cards each seat holds now.
    `hands` must give the viewer its own hand, every seat as many cards as the view says, and no card twice or
    already played. Pass `cfg` to reuse the options' compiled form across calls."""
    if view.get("phase") not in SEARCHABLE:
        raise ValueError(f"view: a search starts in a phase where a seat decides, not {quoted(view.get('phase'))}")
    if len(hands) != 4:
        raise ValueError("hands: four masks are needed, one per seat")
    seat = view["seat"]
    if seat is not None and hands[seat] != LAYOUT.mask_of_texts(view["hand"]):
        raise ValueError("hands: the viewer's hand differs from its view")
    if [hand.bit_count() for hand in hands] != list(view["hand_sizes"]):
        raise ValueError("hands: each seat must hold as many cards as the view says")
    state = object.__new__(EuchreState)
    state.cfg = cfg if cfg is not None else EuchreConfig(EuchreOptions.from_values(view["options"]))
    _match(state, view)
    state.phase = PHASE_NAMES.index(view["phase"])
    state.turn = view["to_move"]
    state.hands = list(hands)
    state.up_card = LAYOUT.index(view["turned_up"])
    state.up_place = UP_CARD_PLACES.index(view["up_card_place"])
    state.discard = LAYOUT.index(view["discard"]) if view["discard"] else NOBODY
    state.bids = tuple((bid["seat"], bid["round"], ACTION_INDEX[bid["bid"]]) for bid in view["bids"])
    state.answers = tuple((answer["seat"], ACTION_INDEX[answer["answer"]]) for answer in view["answers"])
    _trump(state, view)
    played = _tricks(state, view)
    held = hands[0] | hands[1] | hands[2] | hands[3]
    lying = 0 if state.up_place == PICKED_UP else 1 << state.up_card
    discard = 0 if state.discard == NOBODY else 1 << state.discard
    if sum(hand.bit_count() for hand in hands) != held.bit_count() or held & (played | lying | discard):
        raise ValueError("hands: they must hold every card once, none played, lying out or discarded")
    state.kitty = ALL_CARDS & ~(held | played | lying | discard)
    if state.turn is None:
        raise ValueError("view: nobody is to move")
    return state


def _match(state: EuchreState, view: Mapping[str, Any]) -> None:
    state.dealer = view["dealer"]
    state.hand_no = view["hand_no"]
    team_scores = view["team_scores"]
    state.scores = (team_scores[0], team_scores[1])
    state.history = tuple((row[0], row[1]) for row in view["hand_scores"])
    state.results = tuple(
        HandResult(
            r["hand"],
            r["maker"],
            SUITS.index(r["trump"]),
            _seat(r["alone"]),
            _seat(r["defender"]),
            (r["tricks"][0], r["tricks"][1]),
            (r["points"][0], r["points"][1]),
        )
        for r in view["results"]
    )
    state.winners = ()


def _trump(state: EuchreState, view: Mapping[str, Any]) -> None:
    trump = NO_TRUMP if view["trump"] is None else SUITS.index(view["trump"])
    state.trump = trump
    state.maker = _seat(view["maker"])
    state.alone = _seat(view["alone"])
    state.defender = _seat(view["defender_alone"])
    state.out = sum(1 << seat for seat in view["sitting_out"])
    state.next = NEXT_SEATS[state.out] if state.phase == PLAY else NEXT_SEATS[0]
    if trump == NO_TRUMP:
        state.masks = state.effective = ()
        state.powers = ()
    else:
        state.masks, state.effective, state.powers = MASKS[trump], EFFECTIVE[trump], POWER[trump]


def _tricks(state: EuchreState, view: Mapping[str, Any]) -> int:
    """Set the finished tricks and the open one; the mask of the cards played."""
    tricks: list[Trick] = [(t["leader"], _cards(t["cards"]), t["winner"]) for t in view["tricks"]]
    state.tricks = tuple(tricks)
    state.trick_no = len(tricks)
    state.won = [0, 0]
    played = 0
    for _, cards, winner in tricks:
        state.won[winner & 1] += 1
        played |= LAYOUT.mask(cards)
    trick = view["trick"]
    state.trick = _cards(trick["cards"]) if trick else ()
    state.leader = state.led = state.win_seat = NOBODY
    state.power = ()
    state.win_power = -1
    if state.trick:
        seats = trick["seats"]
        state.leader = trick["leader"]
        state.led = state.effective[state.trick[0]]
        state.power = state.powers[state.led]
        best = max(range(len(state.trick)), key=lambda i: state.power[state.trick[i]])
        state.win_power = state.power[state.trick[best]]
        state.win_seat = seats[best]
        played |= LAYOUT.mask(state.trick)
    return played
