"""The events of one Euchre step, told by comparing the state before with the state after (engine.step builds
none, so a search pays nothing for them)."""

from __future__ import annotations

from game.core.events import Event
from game.euchre.deck import (
    ALONE,
    CALLED_SUIT,
    DEFEND_ALONE,
    GOES_ALONE,
    LAYOUT,
    ORDER,
    ORDER_ALONE,
    PASS,
    PRINTED_SUIT,
    REDEAL,
    SUITS,
)
from game.euchre.events import EuchreEvent
from game.euchre.state import (
    ASK_DEFENDERS,
    ASK_PARTNER,
    BID1,
    BID2,
    DISCARD,
    NOBODY,
    OVER,
    PICKED_UP,
    PLAY,
    EuchreState,
)
from game.tricks.history import TrickRecord

TEXTS = LAYOUT.texts


def deal_events(after: EuchreState) -> list[Event]:
    events = [Event(EuchreEvent.DEAL_START, after.dealer, {"hand": after.hand_no})]
    events += [
        Event(EuchreEvent.DEALT, seat, {}, {seat: {"cards": LAYOUT.texts_of(after.hands[seat])}}) for seat in range(4)
    ]
    events.append(Event(EuchreEvent.UP_CARD, after.dealer, {"card": TEXTS[after.up_card]}))
    return events


def step_events(before: EuchreState, after: EuchreState, action: int) -> list[Event]:
    seat = before.turn
    phase = before.phase
    if phase == PLAY:
        events = [Event(EuchreEvent.PLAY, seat, {"card": TEXTS[action]})]
        if after.trick_no > before.trick_no:
            record = TrickRecord(*after.tricks[-1])
            public = {
                "trick": after.trick_no,
                "leader": record.leader,
                "seats": record.seats(4, after.sitting_out()),
                "cards": [TEXTS[card] for card in record.cards],
                "tricks": list(after.won),
            }
            events.append(Event(EuchreEvent.TRICK_WON, record.winner, public))
        if len(after.history) > len(before.history):
            events += _scored(after)
        return events
    if phase in (BID1, BID2):
        return _bid(before, after, seat, action)
    if phase == DISCARD:
        return [Event(EuchreEvent.DISCARD, seat, {}, {seat: {"card": TEXTS[action]}})]
    if phase == ASK_PARTNER:
        events = [Event(EuchreEvent.PARTNER_ANSWER, seat, {"answer": "alone" if action == ALONE else "support"})]
        if action == ALONE:
            events.append(_alone(seat, "maker", after.maker))
        return events
    if phase == ASK_DEFENDERS:
        alone = action == DEFEND_ALONE
        events = [Event(EuchreEvent.DEFENCE_ANSWER, seat, {"answer": "defend alone" if alone else "defend"})]
        if alone:
            events.append(_alone(seat, "defender", (seat + 2) & 3))
        return events
    return []


def _alone(seat: int, role: str, sits_out: int) -> Event:
    return Event(EuchreEvent.ALONE, seat, {"role": role, "sits_out": sits_out})


def _bid(before: EuchreState, after: EuchreState, seat: int, action: int) -> list[Event]:
    round_no = 1 if before.phase == BID1 else 2
    if action == REDEAL:
        return [Event(EuchreEvent.REDEAL, seat, {"hand": before.hand_no, "dealer": after.dealer})]
    if action == PASS:
        events = [Event(EuchreEvent.BID, seat, {"round": round_no, "bid": "pass", "suit": None, "alone": False})]
        if seat == before.dealer and round_no == 1:
            events.append(Event(EuchreEvent.TURNED_DOWN, seat, {"card": TEXTS[before.up_card]}))
        elif seat == before.dealer:
            events.append(Event(EuchreEvent.THROWN_IN, seat, {"hand": before.hand_no, "next_dealer": after.dealer}))
        return events
    ordered = action in (ORDER, ORDER_ALONE)
    suit = PRINTED_SUIT[before.up_card] if ordered else CALLED_SUIT[action]
    alone = action in GOES_ALONE
    bid = {"round": round_no, "bid": "order" if ordered else "call", "suit": SUITS[suit], "alone": alone}
    events = [Event(EuchreEvent.BID, seat, bid)]
    if alone:
        events.append(_alone(seat, "maker", (seat + 2) & 3))
    if after.up_place == PICKED_UP:  # (a dealer who sits out leaves it where it lies: the ALONE event says so)
        events.append(Event(EuchreEvent.PICK_UP, before.dealer, {"card": TEXTS[before.up_card]}))
    return events


def _scored(after: EuchreState) -> list[Event]:
    result = after.results[-1]
    makers = result.maker & 1
    public = {
        "hand": result.hand_no,
        "makers": makers,
        "maker": result.maker,
        "trump": SUITS[result.trump],
        "alone": None if result.alone == NOBODY else result.alone,
        "defender": None if result.defender == NOBODY else result.defender,
        "tricks": list(result.tricks),
        "team_points": list(result.points),
        "points": [result.points[seat & 1] for seat in range(4)],
        "team_scores": list(after.scores),
        "scores": [after.scores[seat & 1] for seat in range(4)],
        "euchre": result.euchred,
        "march": result.march,
        "loner": result.alone != NOBODY,
    }
    events = [Event(EuchreEvent.HAND_SCORED, None, public)]
    if after.phase == OVER:
        over = {"winners": list(after.winners), "scores": public["scores"], "team_scores": list(after.scores)}
        events.append(Event(EuchreEvent.MATCH_OVER, None, over))
    return events
