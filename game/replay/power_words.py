"""The powers of a special pack in words, one line per power event, naming the card and what it did: "Bob's
Dragoon: Anna loses a life at once", "Dana's Horse passes the request on to Eve". The move log at the table
(scenes/kuckuck/story.py) and the exported match (export.py) say the same lines.

`you`: the seat read as "you" (the one human at the table; None: every seat by its name). `fool`: the card a fool
holder shows at the showdown, for the FoolPaid line (the event names only the seats)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from game.core.events import Event
from game.i18n import tr, trn
from game.kuckuck import events as K
from game.replay.words import card_text

FOOL_KIND: Final = "NAR"  # the fool's name when the showdown's cards are not known


def _penalty(event: K.Penalty, names: Sequence[str], you: int | None, money: bool) -> str:
    seat, target = event.seat, event.target
    card, owner, name = card_text(event.card), names[target], names[seat]
    if event.lost == 0:  # a seat with nothing left loses nothing more
        if target == you:
            return tr("Your {card}: {name} has nothing left to lose", card=card, name=name)
        if seat == you:
            return tr("{owner}'s {card}: you have nothing left to lose", owner=owner, card=card)
        return tr("{owner}'s {card}: {name} has nothing left to lose", owner=owner, card=card, name=name)
    if money:
        if target == you:
            return tr("Your {card}: {name} pays a chip at once", card=card, name=name)
        if seat == you:
            return tr("{owner}'s {card}: you pay a chip at once", owner=owner, card=card)
        return tr("{owner}'s {card}: {name} pays a chip at once", owner=owner, card=card, name=name)
    if target == you:
        return tr("Your {card}: {name} loses a life at once", card=card, name=name)
    if seat == you:
        return tr("{owner}'s {card}: you lose a life at once", owner=owner, card=card)
    return tr("{owner}'s {card}: {name} loses a life at once", owner=owner, card=card, name=name)


def _stop(event: K.Stop, names: Sequence[str], you: int | None, money: bool) -> str:
    card = card_text(event.card)
    if event.target == you:
        return tr("Your {card} stops all exchanges", card=card)
    return tr("{owner}'s {card} stops all exchanges", owner=names[event.target], card=card)


def _skip(event: K.Skip, names: Sequence[str], you: int | None, money: bool) -> str:
    seat, target, onward = event.seat, event.target, event.to
    card, owner = card_text(event.card), names[target]
    mine = target == you
    if onward is None:  # past the dealer: the stock's top card
        if mine:
            return tr("Your {card} passes the request on to the stock", card=card)
        return tr("{owner}'s {card} passes the request on to the stock", owner=owner, card=card)
    if onward == seat:  # round the table and back: the requester keeps its card
        if mine:
            return tr("Your {card} passes the request back to {name}: no swap", card=card, name=names[seat])
        if seat == you:
            return tr("{owner}'s {card} passes the request back to you: no swap", owner=owner, card=card)
        return tr("{owner}'s {card} passes the request back to {name}: no swap", owner=owner, card=card,
                  name=names[seat])  # fmt: skip
    if mine:
        return tr("Your {card} passes the request on to {other}", card=card, other=names[onward])
    if onward == you:
        return tr("{owner}'s {card} passes the request on to you", owner=owner, card=card)
    return tr("{owner}'s {card} passes the request on to {other}", owner=owner, card=card, other=names[onward])


def _stock_swap(event: K.StockSwap, names: Sequence[str], you: int | None, money: bool) -> str:
    if event.seat == you:
        return tr("The request reaches the stock: you take its top card")
    return tr("The request reaches the stock: {name} takes its top card", name=names[event.seat])


def _harlekin_swap(event: K.HarlekinSwap, names: Sequence[str], you: int | None, money: bool) -> str:
    """Who now holds a received Harlekin (the swap was made face up)."""
    receivers = event.received
    if not receivers:  # a Harlekin that changed hands is always received; a bare face-up swap is said as one
        return tr("{name} and {other} swap face up", name=names[event.seat], other=names[event.target])
    card = card_text(event.got if event.seat in receivers else event.gave)
    if receivers == (you,):
        return tr("You get the {card}: it is now the lowest card", card=card)
    who = tr(" & ").join(names[seat] for seat in receivers)
    return trn("{names} gets the {card}: it is now the lowest card",
               "{names} get the {card}: it is now the lowest card", len(receivers), names=who, card=card)  # fmt: skip


def _fool_shown(event: K.FoolShown, names: Sequence[str], you: int | None, money: bool) -> str:
    card = card_text(event.card)
    if event.seat == you:
        return tr("You hold the {card}", card=card)
    return tr("{name} holds the {card}", name=names[event.seat], card=card)


def _laid_aside(event: K.LaidAside, names: Sequence[str], you: int | None, money: bool) -> str:
    card = card_text(event.card)
    if event.seat == you:
        return tr("You lay a {card} aside", card=card)
    return tr("{name} lays a {card} aside", name=names[event.seat], card=card)


def _draw_failed(event: K.DrawFailed, names: Sequence[str], you: int | None, money: bool) -> str:
    if event.seat == you:
        return tr("The stock ran out: you keep your card")
    return tr("The stock ran out: {name} keeps their card", name=names[event.seat])


LINES: Final[Mapping[type[Event], Callable[[Any, Sequence[str], int | None, bool], str]]] = {
    K.Penalty: _penalty,
    K.Stop: _stop,
    K.Skip: _skip,
    K.StockSwap: _stock_swap,
    K.HarlekinSwap: _harlekin_swap,
    K.FoolShown: _fool_shown,
    K.LaidAside: _laid_aside,
    K.DrawFailed: _draw_failed,
}
POWER_EVENTS: Final[tuple[type[Event], ...]] = (*LINES, K.FoolPaid)


def fool_paid_line(event: K.FoolPaid, names: Sequence[str], you: int | None, fool: str = FOOL_KIND) -> str:
    card = card_text(fool)
    if event.seats == (you,):
        return tr("You pay for the {card}", card=card)
    who = tr(" & ").join(names[seat] for seat in event.seats)
    return trn("{names} pays for the {card}", "{names} pay for the {card}", len(event.seats), names=who, card=card)


def power_line(
    event: Event, names: Sequence[str], you: int | None = None, money: bool = False, fool: str = FOOL_KIND
) -> str | None:
    """The line of a power event (None for any other event); `money`: a money game (a chip, not a life)."""
    if isinstance(event, K.FoolPaid):
        return fool_paid_line(event, names, you, fool)
    line = LINES.get(type(event))
    return line(event, names, you, money) if line is not None else None


def fool_of(shown: Sequence[str | None], seats: Sequence[int]) -> str:
    """The fool's card among the showdown's `shown` cards at `seats` (the first fool holder's)."""
    for seat in seats:
        card = shown[seat] if seat < len(shown) else None
        if card:
            return card
    return FOOL_KIND
