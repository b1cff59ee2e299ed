"""A person at a Kuckuck table dealt from one of the cuckoo family's packs (rules.md §1 "Special decks"), for the
tests that play like a person with the packs' powers (tests/test_person_kuckuck_powers_*.py).

The first deal is fixed in advance (a queued order through `Match.deal`): the person (seat 0, at the bottom) gets
the card of the test and sits first, after bots or deals; every other seat gets a high plain card, which the
normal bot keeps, so what the person meets never depends on a bot's choice. The person presses Swap once (by
keyboard, mouse or gamepad) at the default speed, and the test asserts what a person expects to see: the card a
power acts with turned face up for everyone, a life gone from the plate at once, the request passing on, the
round ending before the dealer acts, the card they hold afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

import pygame

from game import open_match
from game.core.events import Event
from game.kuckuck import events as K
from game.kuckuck.pack_calls import call
from game.lobby import MatchSetup
from scenes.cards.sprites import CardSprite
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.router import Router
from scenes.table.shell import human_names
from tests.person import Person
from tests.person_kuckuck import YOU, check_not_my_turn, held, kuckuck, lives, my_turn, status

# High plain cards of each pack, two of a kind: a normal bot holding one keeps it.
KEEPERS: Mapping[str, tuple[str, ...]] = {
    "gnav42": ("N12", "N12", "N11", "N11", "N10", "N10"),
    "cucu40": ("N10", "N10", "N9", "N9", "N8", "N8"),
    "kille42": ("N12", "N12", "N11", "N11", "N10", "N10"),
}
KEYBOARD, MOUSE, GAMEPAD = "keyboard", "mouse", "gamepad"
# Where I sit (players, the dealer's seat): first, the dealer on my right; after bots, seats 3 and 4 deciding
# before me and my left neighbour before the dealer (seat 2); or dealing.
FIRST, AFTER_BOTS, DEALING = (4, 3), (5, 2), (4, 0)
WAIT_S = 30.0  # the longest a person waits for their turn at the default speed
SEE_S = 8.0  # the longest a person waits for one move to show on the table


def order_for(players: int, dealer: int, hands: Mapping[int, str], stock: tuple[str, ...] = ()) -> list[str]:
    """The order of a deal (the first card to the dealer's left, the dealer's last, then the stock, top first)
    that gives each seat its card in `hands` and puts `stock` on top of the stock."""
    seats = [(dealer + 1 + index) % players for index in range(players)]
    missing = [seat for seat in seats if seat not in hands]
    if missing:
        raise ValueError(f"hands: no card for seats {missing}")
    return [hands[seat] for seat in seats] + list(stock)


def with_keepers(deck: str, players: int, hands: Mapping[int, str]) -> dict[int, str]:
    """`hands`, every seat without a card given a high plain card of the pack (at most two of a kind)."""
    full = dict(hands)
    for seat in range(players):
        if seat not in full:
            full[seat] = next(card for card in KEEPERS[deck] if list(full.values()).count(card) < 2)
    return full


def pack_table(
    deck: str,
    seating: tuple[int, int],
    hands: Mapping[int, str],
    stock: tuple[str, ...] = (),
    powers: bool = True,
    **options: object,
) -> Person:
    """The person against normal bots at a table of `deck` (its powers on unless `powers` is False), the first
    deal fixed: `hands` by seat (the others keep high plain cards), `stock` on top of the stock. The table deals
    the cards as it deals any deal, at the default settings, 1280x720. `seating`: (players, the dealer's seat)."""
    players, dealer = seating
    rules: dict[str, object] = {"deck": deck, "deck_powers": powers, **options}
    setup = MatchSetup(players=players, bots=players - 1, bot_level="normal", options=rules)
    match = open_match("kuckuck", players, dict(rules), seed=7, dealer=dealer)
    match.deal(order_for(players, dealer, with_keepers(deck, players, hands), stock))
    person = Person(App(AppConfig(fullscreen=False, size=(1280, 720), seed=5), Router))
    pygame.event.clear()
    person.app.router.table(setup, (match, setup.seats(human_names(setup, person.app.settings.people))))
    person.watch(0.1)
    return person


# --- the person's inputs --------------------------------------------------------------------------------------


def press_swap(person: Person, how: str, button: str = "y") -> None:
    """Swap (the dealer: Draw), pressed once: W, a click on the button, or the pad's Ⓨ (or `button`)."""
    if how == KEYBOARD:
        person.keys("w")
    elif how == MOUSE:
        person.click(kuckuck(person).buttons["swap"].rect.center)
    elif how == GAMEPAD:
        person.buttons(button)
    else:
        raise ValueError(f"how: expected keyboard, mouse or gamepad, got {how!r}")


# --- what the person sees -------------------------------------------------------------------------------------


def card_sprite(person: Person, seat: int) -> CardSprite | None:
    return kuckuck(person).sprites.cards.get(seat)


def face_up(person: Person, seat: int) -> str | None:
    """The card lying face up at `seat` on the screen (None: face down, or no card there)."""
    sprite = card_sprite(person, seat)
    return sprite.card if sprite is not None and sprite.flip >= 0.5 else None


def shown_to_all(person: Person, seat: int, deal: int = 1) -> str | None:
    """The card of `seat` that every seat's view shows (None: some seat does not see it). Once the deal is over
    (a stop card ends it at once), the card the power showed as every seat's log tells it."""
    match = person.table.match
    if match.view(None)["phase"] != "turn":
        powers = (K.Block, K.Penalty, K.Stop, K.Skip)
        told = [e for e in deal_events(person, deal) if isinstance(e, powers) and e.target == seat]
        seen = {getattr(told[-1].seen_by(viewer), "card", None) for viewer in range(match.players)} if told else set()
    else:
        seen = {match.view(viewer)["cards"][seat] for viewer in range(match.players)}
    return seen.pop() if len(seen) == 1 else None


def deal_events(person: Person, deal: int = 1) -> list[Event]:
    """The events of deal `deal` so far, from its DealStart on (the match's log)."""
    history = person.table.match.history
    starts = [index for index, event in enumerate(history) if isinstance(event, K.DealStart)]
    if len(starts) < deal:
        return []
    end = starts[deal] if len(starts) > deal else len(history)
    return list(history[starts[deal - 1] : end])


def showdown_of(person: Person, deal: int = 1) -> K.Showdown | None:
    return next((event for event in deal_events(person, deal) if isinstance(event, K.Showdown)), None)


def calls_for(kind: str, plain: str) -> set[str]:
    """What the table may call out when `kind`'s power fires: the plain word, or the pack's traditional call or
    its meaning in the player's language."""
    return {plain, *(call(kind) or ())}


def called(calls: list[str], kind: str, plain: str) -> bool:
    """One of the calls seen says what `kind`'s power does (a callout may hold the call and its meaning)."""
    return any(word in text for text in calls for word in calls_for(kind, plain))


@contextmanager
def callouts_seen(person: Person, into: list[str]) -> Iterator[None]:
    """While open, the text of every callout the table pops up goes into `into`, once each."""
    stage = kuckuck(person).sprites.stage
    seen: set[int] = set()
    original = person.frame

    def frame() -> None:
        original()
        for callout in stage.callouts:
            if id(callout) not in seen:
                seen.add(id(callout))
                into.append(callout.text)

    person.frame = frame  # type: ignore[method-assign]
    try:
        yield
    finally:
        person.frame = original  # type: ignore[method-assign]


def received_marked(person: Person, seat: int) -> bool:
    """`seat`'s plate carries the received Harlekin's tag (it counts below every card)."""
    return kuckuck(person).sprites.plates[seat].received


def words_for_me(person: Person) -> list[str]:
    """The lines of the move log as I may read them, and the notice over my prompt."""
    view = kuckuck(person)
    viewer = view.viewer()
    return [entry.shown_to(viewer) for entry in view.narrator.entries] + [view.notice()]


def name(person: Person, seat: int) -> str:
    return person.table.stage.names[seat]


# --- what the person expects ----------------------------------------------------------------------------------


def told(person: Person, line: str, seconds: float = SEE_S) -> None:
    """A line of the move log (or the notice over my prompt) says `line` (it may say more: what I gave and got)."""
    person.wait_for(lambda: any(line in text for text in words_for_me(person)), f"the words {line!r}", seconds)


def my_turn_with(person: Person, mine: str) -> list[int]:
    """Wait for my turn: I still hold the card I was dealt, face up at my seat; every seat's lives on the plates."""
    person.wait_for(lambda: my_turn(person), "my turn", WAIT_S)
    assert face_up(person, YOU) == mine and held(person, YOU) == mine, (face_up(person, YOU), held(person, YOU))
    return lives(person)


def turned_up(person: Person, seat: int, kind: str, calls: list[str], plain: str) -> None:
    """`seat`'s card is turned face up on the table and called out; every seat's view shows it."""
    person.wait_for(lambda: face_up(person, seat) == kind, f"the {kind} of seat {seat} turned face up", SEE_S)
    person.wait_for(lambda: called(calls, kind, plain), f"the call of the {kind}", SEE_S)
    assert shown_to_all(person, seat) == kind, "a card a power acts with is shown to the whole table"


def lost_at_once(person: Person, seat: int, before: list[int]) -> None:
    """`seat` loses a life on its plate at once, the deal still under way (no showdown yet); nobody else does."""
    expected = [count - (index == seat) for index, count in enumerate(before)]
    person.wait_for(lambda: lives(person) == expected, f"a life gone from seat {seat}'s plate", SEE_S)
    assert showdown_of(person) is None, "the life goes at once, before the showdown"
    assert person.table.match.scores == expected


def kept(person: Person, mine: str) -> None:
    """I keep my card, face up at my seat, and nothing asks me any more."""
    assert face_up(person, YOU) == mine and held(person, YOU) == mine, (face_up(person, YOU), held(person, YOU))
    check_not_my_turn(person)


def holding(person: Person, card: str, what: str) -> None:
    """The card `card` comes to my seat face up, and the match says I hold it; nothing asks me any more."""
    person.wait_for(lambda: face_up(person, YOU) == card, what, SEE_S)
    assert held(person, YOU) == card
    check_not_my_turn(person)


def after_showdown(person: Person, expected: list[int], deal: int = 1) -> K.Showdown:
    """The showdown of `deal` comes and the plates show `expected` lives once it is played."""
    person.wait_for(lambda: showdown_of(person, deal) is not None, f"the showdown of deal {deal}", WAIT_S)
    person.wait_for(lambda: lives(person) == expected, f"the lives {expected} on the plates", 15)
    shown = showdown_of(person, deal)
    assert shown is not None
    return shown


def never_acted(person: Person, seats: list[int], deal: int = 1) -> None:
    """None of `seats` made a move in `deal` (their plates say nothing): the exchanges ended before them."""
    moves = (K.Stay, K.Swap, K.Block, K.Draw, K.Penalty, K.Stop, K.Skip, K.StockSwap, K.LaidAside, K.DrawFailed)
    events = deal_events(person, deal)
    movers = {event.seat for event in events if isinstance(event, moves)}
    assert not movers & set(seats), (movers, [type(event).__name__ for event in events])
    assert all(status(person, seat) == "" for seat in seats), [status(person, seat) for seat in seats]
