"""What one seat may see of a Euchre state, and nothing more: a typed view that is also plain JSON.

A seat sees its own hand, the card turned up (everyone saw it), the bids and answers, every card played, and
public facts (trump, the maker, who plays alone and who sits out, tricks per team, the scores). The dealer also
sees its own discard. Nobody sees another seat's hand, the kitty, or (but the dealer) the dealer's discard, and
nothing in a view tells whether the dealer kept the up-card.
"""

from __future__ import annotations

from typing import Any, TypedDict

from game.euchre.deck import EFFECTIVE, LAYOUT, SUITS
from game.euchre.notation import action_text
from game.euchre.options import options_to_json
from game.euchre.state import (
    BID1,
    NO_TRUMP,
    NOBODY,
    ON_TABLE,
    TURNED_DOWN,
    UP_CARD_PLACES,
    EuchreState,
    HandResult,
)
from game.tricks.history import TrickRecord

TEXTS = LAYOUT.texts
TEAMS = [[0, 2], [1, 3]]


class TrickView(TypedDict):
    leader: int
    seats: list[int]  # who played each card, in play order (seats that sit out play none)
    cards: list[str]  # in play order
    winner: int | None  # None while the trick is open


class BidView(TypedDict):
    seat: int
    round: int  # 1 (ordering up) or 2 (naming a suit)
    bid: str  # the action text: pass, order, order alone, call H, call H alone, redeal


class AnswerView(TypedDict):
    seat: int
    answer: str  # alone, support, defend alone, defend


class ResultView(TypedDict):
    hand: int  # the deal's number
    maker: int
    makers: int  # the makers' team (0: seats 0 and 2, 1: seats 1 and 3)
    trump: str
    alone: int | None  # the makers' lone player
    defender: int | None  # the lone defender
    tricks: list[int]  # per team
    points: list[int]  # per team
    euchre: bool  # the defenders took 3 or more
    march: bool  # the makers took all five
    loner: bool  # someone played alone for the makers


class EuchreView(TypedDict):
    game: str
    seat: int | None  # whose view this is (None: a spectator)
    players: int
    teams: list[list[int]]
    phase: str  # deal, order_up, name_trump, discard, partner_alone, defend_alone, play, over
    hand_no: int  # deals so far (thrown-in and redealt deals count)
    dealer: int
    to_move: int | None
    legal: list[str]  # the viewer's legal actions when it is to move, else empty
    hand: list[str]  # the viewer's cards, in suit order C D H S, 9 up to A
    hand_sizes: list[int]
    up_card: str | None  # the card turned up, while it lies face up (round 1)
    turned_up: str | None  # the card turned up this hand (everyone saw it)
    up_card_place: str  # on_table, picked_up, turned_down, set_aside (the dealer sits out and leaves it)
    turned_down: bool
    bids: list[BidView]  # this hand's bids, in order
    answers: list[AnswerView]  # the partner's and the defenders' answers, in order
    trump: str | None
    maker: int | None
    makers: int | None  # the makers' team
    alone: int | None  # who plays alone for the makers
    defender_alone: int | None
    sitting_out: list[int]
    discard: str | None  # the dealer's face-down discard: in the dealer's own view only
    tricks_won: list[int]  # per team, this hand
    trick: TrickView | None  # the open trick, None between tricks
    tricks: list[TrickView]  # this hand's finished tricks, first to last
    voids: list[list[str]]  # per seat, the effective suits it failed to follow this hand
    scores: list[int]  # per seat: its team's total
    team_scores: list[int]
    hand_scores: list[list[int]]  # each scored hand, per seat (Match.hands)
    results: list[ResultView]  # each scored hand in full
    target: int
    winners: list[int]
    options: dict[str, Any]


def _trick(leader: int, cards: tuple[int, ...], winner: int | None, out: list[int]) -> TrickView:
    return {
        "leader": leader,
        "seats": TrickRecord(leader, cards, -1).seats(4, out),
        "cards": [TEXTS[card] for card in cards],
        "winner": winner,
    }


def known_voids(state: EuchreState) -> list[list[str]]:
    """Per seat, the effective suits it has failed to follow this hand (public)."""
    voids: list[set[int]] = [set(), set(), set(), set()]
    if state.trump == NO_TRUMP:
        return [[], [], [], []]
    effective = EFFECTIVE[state.trump]
    out = state.sitting_out()
    records = [TrickRecord(leader, cards, winner) for leader, cards, winner in state.tricks]
    if state.trick:
        records.append(TrickRecord(state.leader, state.trick, -1))
    for record in records:
        led = effective[record.cards[0]]
        for seat, card in zip(record.seats(4, out), record.cards, strict=True):
            if effective[card] != led:
                voids[seat].add(led)
    return [[SUITS[suit] for suit in sorted(seat)] for seat in voids]


def _result(result: HandResult) -> ResultView:
    return {
        "hand": result.hand_no,
        "maker": result.maker,
        "makers": result.maker & 1,
        "trump": SUITS[result.trump],
        "alone": None if result.alone == NOBODY else result.alone,
        "defender": None if result.defender == NOBODY else result.defender,
        "tricks": list(result.tricks),
        "points": list(result.points),
        "euchre": result.euchred,
        "march": result.march,
        "loner": result.alone != NOBODY,
    }


def _none(value: int) -> int | None:
    return None if value == NOBODY else value


def observe(state: EuchreState, seat: int | None, legal: list[str]) -> EuchreView:
    dealt = state.up_card != NOBODY
    out = state.sitting_out()
    bids: list[BidView] = []
    for bidder, round_no, action in state.bids:
        bids.append({"seat": bidder, "round": round_no, "bid": action_text(state, action)})
    answers: list[AnswerView] = [{"seat": s, "answer": action_text(state, a)} for s, a in state.answers]
    own_discard = seat is not None and seat == state.dealer and state.discard != NOBODY
    return {
        "game": "euchre",
        "seat": seat,
        "players": 4,
        "teams": [list(team) for team in TEAMS],
        "phase": state.phase_name,
        "hand_no": state.hand_no,
        "dealer": state.dealer,
        "to_move": _none(state.turn),
        "legal": legal,
        "hand": LAYOUT.texts_of(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [hand.bit_count() for hand in state.hands],
        "up_card": TEXTS[state.up_card] if dealt and state.up_place == ON_TABLE and state.phase == BID1 else None,
        "turned_up": TEXTS[state.up_card] if dealt else None,
        "up_card_place": UP_CARD_PLACES[state.up_place],
        "turned_down": state.up_place == TURNED_DOWN,
        "bids": bids,
        "answers": answers,
        "trump": None if state.trump == NO_TRUMP else SUITS[state.trump],
        "maker": _none(state.maker),
        "makers": None if state.maker == NOBODY else state.maker & 1,
        "alone": _none(state.alone),
        "defender_alone": _none(state.defender),
        "sitting_out": out,
        "discard": TEXTS[state.discard] if own_discard else None,
        "tricks_won": list(state.won),
        "trick": _trick(state.leader, state.trick, None, out) if state.trick else None,
        "tricks": [_trick(leader, cards, winner, out) for leader, cards, winner in state.tricks],
        "voids": known_voids(state),
        "scores": [state.scores[s & 1] for s in range(4)],
        "team_scores": list(state.scores),
        "hand_scores": [[points[s & 1] for s in range(4)] for points in state.history],
        "results": [_result(result) for result in state.results],
        "target": state.cfg.target,
        "winners": list(state.winners),
        "options": dict(options_to_json(state.options)),
    }
