"""What one seat may see of a Hearts state, and nothing more: a typed view that is also plain JSON.

A seat sees its own hand, the cards it passed and (after the exchange) received, every card played, and public
facts (who passed, who took which trick, the scores). It never sees another seat's hand or passes.
"""

from __future__ import annotations

from typing import Any, TypedDict

from game.hearts.deck import LAYOUT
from game.hearts.engine import card_points
from game.hearts.options import options_to_json
from game.hearts.state import NOBODY, PASS, HeartsState, direction_name

TEXTS = LAYOUT.texts
SUITS = LAYOUT.suits


class TrickView(TypedDict):
    leader: int
    seats: list[int]  # who played each card, in play order
    cards: list[str]  # in play order
    winner: int | None  # None while the trick is open
    points: int


class HeartsView(TypedDict):
    game: str
    seat: int | None  # whose view this is (None: a spectator)
    players: int
    phase: str  # deal, pass, play, moon, over
    hand_no: int
    dealer: int
    to_move: int | None
    legal: list[str]  # the viewer's legal actions when it is to move, else empty
    hand: list[str]  # the viewer's cards, in suit order C D H S, 2 up to A
    hand_sizes: list[int]
    pass_direction: str  # left, right, across or none
    pass_to: int | None  # whom the viewer passes to this hand
    pass_from: int | None  # who passes to the viewer
    passes_made: list[int]  # cards each seat has passed this hand
    passed: list[str]  # the cards the viewer passed this hand
    received: list[str]  # the cards the viewer received (after the exchange)
    trick: TrickView | None  # the open trick, None between tricks
    tricks: list[TrickView]  # this hand's finished tricks, first to last
    points_taken: list[int]  # points in the tricks each seat has won this hand (before the moon rule)
    hearts_broken: bool
    voids: list[list[str]]  # per seat, the suits it failed to follow this hand
    scores: list[int]
    hand_scores: list[list[int]]  # each scored hand, per seat (Match.hands)
    moon_shots: list[list[int]]  # [hand number, shooter] of every moon
    moon_shooter: int | None  # the shooter choosing add or subtract (shooters_choice)
    target: int
    winners: list[int]
    options: dict[str, Any]


def _trick(leader: int, cards: tuple[int, ...], winner: int | None, jd: bool) -> TrickView:
    return {
        "leader": leader,
        "seats": [(leader + i) % 4 for i in range(len(cards))],
        "cards": [TEXTS[card] for card in cards],
        "winner": winner,
        "points": card_points(sum(1 << card for card in cards), jd),
    }


def known_voids(state: HeartsState) -> list[list[str]]:
    """Per seat, the suits it has failed to follow this hand (public)."""
    voids: list[set[int]] = [set(), set(), set(), set()]
    tricks = [(leader, cards) for leader, cards, _ in state.tricks]
    if state.trick:
        tricks.append((state.leader, state.trick))
    for leader, cards in tricks:
        led = LAYOUT.suit_of[cards[0]]
        for offset, card in enumerate(cards[1:], start=1):
            if LAYOUT.suit_of[card] != led:
                voids[(leader + offset) % 4].add(led)
    return [[SUITS[suit] for suit in sorted(seat)] for seat in voids]


def observe(state: HeartsState, seat: int | None, legal: list[str]) -> HeartsView:
    jd = state.cfg.jd_minus_10
    offset = state.pass_dir
    passing = seat is not None and offset != 0
    return {
        "game": "hearts",
        "seat": seat,
        "players": 4,
        "phase": state.phase_name,
        "hand_no": state.hand_no,
        "dealer": state.dealer,
        "to_move": None if state.turn == NOBODY else state.turn,
        "legal": legal,
        "hand": LAYOUT.texts_of(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [hand.bit_count() for hand in state.hands],
        "pass_direction": direction_name(offset),
        "pass_to": (seat + offset) % 4 if passing and seat is not None else None,
        "pass_from": (seat - offset) % 4 if passing and seat is not None else None,
        "passes_made": [passed.bit_count() for passed in state.passed],
        "passed": LAYOUT.texts_of(state.passed[seat]) if seat is not None else [],
        "received": LAYOUT.texts_of(state.received[seat]) if seat is not None and state.phase != PASS else [],
        "trick": _trick(state.leader, state.trick, None, jd) if state.trick else None,
        "tricks": [_trick(leader, cards, winner, jd) for leader, cards, winner in state.tricks],
        "points_taken": [card_points(taken, jd) for taken in state.taken],
        "hearts_broken": state.broken,
        "voids": known_voids(state),
        "scores": list(state.scores),
        "hand_scores": [list(points) for points in state.history],
        "moon_shots": [[hand, shooter] for hand, shooter in state.moons],
        "moon_shooter": None if state.shooter == NOBODY else state.shooter,
        "target": state.cfg.target,
        "winners": list(state.winners),
        "options": dict(options_to_json(state.options)),
    }
