"""A swap request along the table (rules.md §1; the packs' powers, issue 21): `seat` asks `target` for its card.

Without powers the King rules may block it; with powers the requested card's power decides: a block or a penalty
(a life at once) ends it, a stop ends every exchange, a skip card is shown and passes the request on to the next
seat (past the dealer, the requester takes the stock's top card), and any other card, a Harlekin or a fool
included, is swapped. A swap moves what each seat knows with the cards; a Harlekin changing hands is "received".
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event
from game.core.seats import next_seat
from game.kuckuck import events as K
from game.kuckuck.blocking import blocks_swap
from game.kuckuck.packs import (
    BLOCK,
    FOOL,
    HARLEKIN,
    HARLEKIN_KIND,
    PENALTY,
    PUBLIC_FOOL,
    SKIP,
    STOP,
    king,
    power,
    powers_on,
    value,
)
from game.kuckuck.state import KuckuckState, Row, replaced

LOW_REVEAL_MAX = 3  # low_card_reveal: a card of this value or lower is shown when it changes hands
STOCK = -1  # a request that passed the dealer: the requester swapped with the stock's top card


@dataclass(frozen=True)
class Outcome:
    """How a request ended: the card received and the seat swapped with (STOCK: the stock), or neither (blocked,
    a penalty, a request come back); `stopped`: a stop card ended all exchanges."""

    received: Card | None = None
    partner: int | None = None
    stopped: bool = False


def request(state: KuckuckState, seat: int, target: int, domino: bool) -> tuple[KuckuckState, list[Event], Outcome]:
    """`seat` asks `target` for a swap: the state after it (turn and acted unchanged), its events, and how it
    ended. With powers on the requested card's power applies; a skip card passes the request on."""
    options = state.options
    powers = powers_on(options)
    events: list[Event] = []
    while True:
        if target == seat:  # a skip chain came back to the requester: it keeps its card
            return state, events, Outcome()
        theirs = state.hands[target]
        assert theirs is not None
        kind = power(theirs, options) if powers else None
        if kind is None or kind in (HARLEKIN, FOOL):  # no power over the request (powers off: the King rules)
            if powers or not blocks_swap(
                value(theirs, options), options.king_blocks, options.queens_block, king(options)
            ):
                after, swapped = swap_cards(state, seat, target, domino)
                return after, [*events, *swapped], Outcome(theirs, target)
            kind = BLOCK
        shown = state.evolve(face_up=replaced(state.face_up, target, True))
        if kind == BLOCK:
            return shown, [*events, K.Block(seat=seat, target=target, card=theirs.text, domino=domino)], Outcome()
        if kind == PENALTY:
            lost = min(1, state.lives[seat])
            shown = shown.evolve(
                lives=replaced(state.lives, seat, state.lives[seat] - lost),
                lost_now=replaced(state.lost_now, seat, state.lost_now[seat] + lost),
                pot=state.pot + lost,
            )
            fine = K.Penalty(
                seat=seat,
                target=target,
                card=theirs.text,
                domino=domino,
                lost=lost,
                lives=shown.lives[seat],
                pot=shown.pot,
            )
            return shown, [*events, fine], Outcome()
        if kind == STOP:
            stop = K.Stop(seat=seat, target=target, card=theirs.text, domino=domino)
            return shown, [*events, stop], Outcome(stopped=True)
        assert kind == SKIP
        state = shown
        if target == state.dealer:  # past the dealer: the stock's top card
            events.append(K.Skip(seat=seat, target=target, card=theirs.text, domino=domino, to=None))
            return from_stock(state, seat, events, domino)
        onward = next_seat(target, state.in_deal)
        events.append(K.Skip(seat=seat, target=target, card=theirs.text, domino=domino, to=onward))
        target = onward


def swap_cards(state: KuckuckState, seat: int, target: int, domino: bool) -> tuple[KuckuckState, list[Event]]:
    """`seat` and `target` swap their cards: the state after it and its events."""
    mine, theirs = state.hands[seat], state.hands[target]
    assert mine is not None and theirs is not None
    options = state.options
    hands = replaced(replaced(state.hands, seat, theirs), target, mine)
    face_up = replaced(replaced(state.face_up, seat, state.face_up[target]), target, state.face_up[seat])
    knowledge = tuple(
        _after_swap(row, viewer, seat, target, mine, theirs) for viewer, row in enumerate(state.knowledge)
    )
    events: list[Event] = [K.Swap(seat=seat, target=target, domino=domino, got=theirs.text, gave=mine.text)]
    if options.low_card_reveal:
        for card, receiver in ((mine, target), (theirs, seat)):
            if value(card, options) <= LOW_REVEAL_MAX:
                face_up = replaced(face_up, receiver, True)
                events.insert(0, K.LowCardShown(seat=receiver, card=card.text, domino=domino))
    received = state.received
    if powers_on(options):  # a Harlekin changing hands is received (it counts lowest); the swap is face up
        received = replaced(replaced(received, seat, theirs.rank == HARLEKIN_KIND), target, mine.rank == HARLEKIN_KIND)
        if HARLEKIN_KIND in (mine.rank, theirs.rank):
            face_up = replaced(replaced(face_up, seat, True), target, True)
            receivers = tuple(s for s in (seat, target) if received[s])
            events.append(K.HarlekinSwap(seat=seat, target=target, got=theirs.text, gave=mine.text, received=receivers))
    held = replaced(replaced(state.held, seat, (*state.held[seat], theirs)), target, (*state.held[target], mine))
    after = state.evolve(hands=hands, face_up=face_up, knowledge=knowledge, held=held, received=received)
    return after, events


def from_stock(
    state: KuckuckState, seat: int, events: list[Event], domino: bool
) -> tuple[KuckuckState, list[Event], Outcome]:
    """A request passed the dealer: `seat` takes the stock's top card, whatever it is; its own goes under."""
    if not state.stock:  # cannot happen with 20 seats at most, but a seat with nothing to take keeps its card
        return state, events, Outcome()
    top, mine = state.stock[0], state.hands[seat]
    assert mine is not None
    fool = top.rank == PUBLIC_FOOL
    after = state.evolve(
        hands=replaced(state.hands, seat, top),
        stock=(*state.stock[1:], mine),
        knowledge=tuple(replaced(row, seat, None) for row in state.knowledge),
        face_up=replaced(state.face_up, seat, fool),
        received=replaced(state.received, seat, False),
        held=replaced(state.held, seat, (*state.held[seat], top)),
    )
    events = [*events, K.StockSwap(seat=seat, card=top.text, gave=mine.text, domino=domino)]
    if fool:
        events.append(K.FoolShown(seat=seat, card=top.text))
    return after, events, Outcome(top, STOCK)


def _after_swap(row: Row, viewer: int, seat: int, target: int, mine: Card, theirs: Card) -> Row:
    """Knowledge moves with the cards; the two players each know what they handed over."""
    moved = replaced(replaced(row, seat, row[target]), target, row[seat])
    if viewer == seat:
        moved = replaced(moved, target, mine)
    elif viewer == target:
        moved = replaced(moved, seat, theirs)
    return replaced(moved, viewer, None)
