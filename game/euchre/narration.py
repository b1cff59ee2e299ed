"""The events of one Euchre step, told by comparing the state before with the state after (engine.step builds
none, so a search pays nothing for them)."""

from __future__ import annotations

from game.core.events import Event
from game.euchre import events as E
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
    events: list[Event] = [E.DealStart(seat=after.dealer, hand=after.hand_no)]
    events += [E.Dealt(seat=seat, cards=tuple(LAYOUT.texts_of(after.hands[seat]))) for seat in range(4)]
    events.append(E.UpCard(seat=after.dealer, card=TEXTS[after.up_card]))
    return events


def step_events(before: EuchreState, after: EuchreState, action: int) -> list[Event]:
    seat = before.turn
    phase = before.phase
    if phase == PLAY:
        events: list[Event] = [E.Play(seat=seat, card=TEXTS[action])]
        if after.trick_no > before.trick_no:
            record = TrickRecord(*after.tricks[-1])
            won = E.TrickWon(
                seat=record.winner,
                trick=after.trick_no,
                leader=record.leader,
                seats=tuple(record.seats(4, after.sitting_out())),
                cards=tuple(TEXTS[card] for card in record.cards),
                tricks=tuple(after.won),
            )
            events.append(won)
        if len(after.history) > len(before.history):
            events += _scored(after)
        return events
    if phase in (BID1, BID2):
        return _bid(before, after, seat, action)
    if phase == DISCARD:
        return [E.Discard(seat=seat, card=TEXTS[action])]
    if phase == ASK_PARTNER:
        events = [E.PartnerAnswer(seat=seat, answer="alone" if action == ALONE else "support")]
        if action == ALONE:
            events.append(_alone(seat, "maker", after.maker))
        return events
    if phase == ASK_DEFENDERS:
        alone = action == DEFEND_ALONE
        events = [E.DefenceAnswer(seat=seat, answer="defend alone" if alone else "defend")]
        if alone:
            events.append(_alone(seat, "defender", (seat + 2) & 3))
        return events
    return []


def _alone(seat: int, role: str, sits_out: int) -> Event:
    return E.Alone(seat=seat, role=role, sits_out=sits_out)


def _bid(before: EuchreState, after: EuchreState, seat: int, action: int) -> list[Event]:
    round_no = 1 if before.phase == BID1 else 2
    if action == REDEAL:
        return [E.Redeal(seat=seat, hand=before.hand_no, dealer=after.dealer)]
    if action == PASS:
        events: list[Event] = [E.Bid(seat=seat, round=round_no, bid="pass", suit=None, alone=False)]
        if seat == before.dealer and round_no == 1:
            events.append(E.TurnedDown(seat=seat, card=TEXTS[before.up_card]))
        elif seat == before.dealer:
            events.append(E.ThrownIn(seat=seat, hand=before.hand_no, next_dealer=after.dealer))
        return events
    ordered = action in (ORDER, ORDER_ALONE)
    suit = PRINTED_SUIT[before.up_card] if ordered else CALLED_SUIT[action]
    alone = action in GOES_ALONE
    events = [E.Bid(seat=seat, round=round_no, bid="order" if ordered else "call", suit=SUITS[suit], alone=alone)]
    if alone:
        events.append(_alone(seat, "maker", (seat + 2) & 3))
    if after.up_place == PICKED_UP:  # (a dealer who sits out leaves it where it lies: the ALONE event says so)
        events.append(E.PickUp(seat=before.dealer, card=TEXTS[before.up_card]))
    return events


def _scored(after: EuchreState) -> list[Event]:
    result = after.results[-1]
    makers = result.maker & 1
    scored = E.HandScored(
        hand=result.hand_no,
        makers=makers,
        maker=result.maker,
        trump=SUITS[result.trump],
        alone=None if result.alone == NOBODY else result.alone,
        defender=None if result.defender == NOBODY else result.defender,
        tricks=tuple(result.tricks),
        team_points=tuple(result.points),
        points=tuple(result.points[seat & 1] for seat in range(4)),
        team_scores=tuple(after.scores),
        scores=tuple(after.scores[seat & 1] for seat in range(4)),
        euchre=result.euchred,
        march=result.march,
        loner=result.alone != NOBODY,
    )
    events: list[Event] = [scored]
    if after.phase == OVER:
        events.append(E.MatchOver(winners=tuple(after.winners), scores=scored.scores, team_scores=scored.team_scores))
    return events
