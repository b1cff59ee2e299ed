"""A person at the Euchre table (tests/person.py): a scripted deal to reach a position at once, and what the person
sees there: the bid buttons and which one has the gold focus ring, the cards they may play (lifted), the note over
the hand, the bubbles of the bids. The outcome is read from the match's log, as a save file would show it.

The deals: the person (seat 0, at the bottom) gets the hand of a test; the bots get weak cards (the black jacks and
the ace of spades lie in the kitty), so they pass both rounds and the dealer, when stuck, names spades.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pygame

from game import open_match
from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.euchre.view import EuchreView
from scenes.routes.router import Router
from scenes.table.shell import human_names
from scenes.ui.drawn_button import DrawnButton
from tests.euchre_helpers import by_place, order_for
from tests.person import Person

ME = 0  # the person's seat; 1 on the left, 2 the partner across, 3 on the right
KITTY = ("JC", "JS", "AS")  # out of the bots' hands
JUNK = ("9C TC 9D TD TS", "QC KC QD KD 9S", "AC TH QH QS KS")  # three hands that pass the 9♥ and name nothing
RED = "JH JD AH KH AD"  # the person's hand: both red bowers
# Dealt from SECOND (Clara on my right bids and leads first), the bots holding LEADS pass both rounds. If I name
# diamonds, Clara leads the 9♣ and I hold two clubs; if I pass twice, Bram names spades, Clara leads the 10♦ and I
# hold two diamonds.
MIXED = "JH JD QC TC 9D"
LEADS = ("TS QD TD TH 9C", "QH 9S AH KH AD", "AC QS KD KS KC")
WEAK = "9C TC 9D TD TS"  # the person's hand against a lone maker
# Dealt from FIRST with `alone=anyone`: I pass, Anke passes, Bram (my partner) orders the 9♥ up and asks me.
PARTNERED = "AD KD QD 9C TC"
PARTNER_ORDERS = ("9S TS QS KS AS", "JH JD AH KH 9D", "QC KC AC TD JC")
PARTNER_KITTY = ("JS", "TH", "QH")
LONE = ("JH JD AH KH QH", "QC KC QD KD 9S", "AC TH AD QS KS")  # the first of them goes alone in hearts
WAIT_S = 15.0  # a bid or a card comes within a few seconds at the default speed

# Where the person sits: the dealer's seat (the bidding starts at the dealer's left)
FIRST, SECOND, DEALER = 3, 2, 0


def places(mine: str, dealer: int, bots: tuple[str, ...] = JUNK) -> tuple[str, ...]:
    """The four hands from the dealer's left round to the dealer, the person's `mine` in its place."""
    hands = list(bots)
    hands.insert((ME - dealer - 1) % 4, mine)
    return tuple(hands)


def euchre_table(
    mine: str = RED,
    dealer: int = FIRST,
    *,
    bots: tuple[str, ...] = JUNK,
    up: str = "9H",
    kitty: tuple[str, ...] = KITTY,
    see_the_deal: bool = False,
    **options: object,
) -> Person:
    """The person alone against three Normal bots, the first hand dealt as scripted, at the default settings. The
    table opens on the dealt cards, as a saved match continues (`see_the_deal`: it deals them first)."""
    setup = MatchSetup(game="euchre", players=4, bots=3, bot_level="normal", options=dict(options))
    match = open_match("euchre", 4, options=dict(options), seed=7, dealer=dealer)
    match.deal(order_for(by_place(places(mine, dealer, bots), dealer), dealer, up, kitty))
    if not see_the_deal:
        match.settle()
    person = Person(App(AppConfig(fullscreen=False, size=(1280, 720), seed=5), Router))
    pygame.event.clear()
    person.app.router.table(setup, (match, setup.seats(human_names(setup, person.app.settings.people))))
    person.watch(0.1)
    return person


# --- what the person sees -------------------------------------------------------------------------------------


def euchre(person: Person) -> EuchreView:
    view = person.table.stage.view
    assert isinstance(view, EuchreView)
    return view


def button(person: Person, action: str) -> DrawnButton:
    """The bid button of `action` ("pass", "order", "call D alone", "defend", …) as shown now."""
    return euchre(person).bidding.by_action[action]


def focused_bid(person: Person) -> str | None:
    """The bid whose button has the focus ring, if one has."""
    view = euchre(person)
    focused = person.table.stage.focus.focused
    shown = not view.hand_input.in_hand
    return next((action for action, b in view.bidding.by_action.items() if shown and b is focused), None)


def bids_shown(person: Person, focused: str) -> bool:
    """The bid buttons are on the screen, the focus ring on `focused`."""
    return bid_buttons_shown(person) and focused_bid(person) == focused


def wait_for_bids(person: Person, focused: str) -> None:
    person.wait_for(lambda: bids_shown(person, focused), f"my bid, the focus on {focused}", WAIT_S)


def bid_buttons_shown(person: Person) -> bool:
    """The bid buttons are on the screen (wherever the focus ring is)."""
    view = euchre(person)
    return bool(view.bidding.buttons) and view.bidding.buttons[0] in view.hand_input.buttons


def click_bid(person: Person, action: str) -> None:
    """Wait for the bid buttons, then click the one of `action`."""
    person.wait_for(lambda: bid_buttons_shown(person), f"the bid buttons, {action} among them", WAIT_S)
    person.click(button(person, action).rect.center)


def my_turn_to_play(person: Person) -> bool:
    """The cards I may play are lifted (the rest dimmed): my turn to play or to discard."""
    fan = euchre(person).sprites.hand
    return fan.legal is not None and fan.face_up


def wait_for_my_cards(person: Person, what: str) -> None:
    person.wait_for(lambda: my_turn_to_play(person), what, WAIT_S)


def hand(person: Person) -> list[str]:
    """My cards as the fan shows them, left to right."""
    return list(euchre(person).sprites.hand.cards)


def cursor_card(person: Person) -> str | None:
    fan = euchre(person).sprites.hand
    return fan.cards[fan.cursor] if fan.cursor is not None else None


def steps_to(person: Person, card: str, left: str = "left", right: str = "right") -> list[str]:
    """The presses that bring the cursor from where it shows now to `card` (the person sees both)."""
    cards = hand(person)
    now = cards.index(cursor_card(person) or cards[0])
    there = cards.index(card)
    return [right] * (there - now) if there >= now else [left] * (now - there)


def cursor_to(person: Person, card: str, press: Callable[..., None], left: str, right: str) -> None:
    """Bring the cursor to `card` with `press` (person.keys or person.buttons): when no cursor shows yet (nothing
    pressed since the table opened), the first press shows it, and the person counts from where it appears."""
    if cursor_card(person) is None:
        press(right)
    press(*steps_to(person, card, left, right))


def bubble(person: Person, seat: int) -> str:
    """The speech bubble of the seat's latest bid, while the bidding lasts."""
    return euchre(person).sprites.bubbles.get(seat, "")


def note(person: Person) -> str:
    """The note over my hand (why a card or a bid was refused), while it shows."""
    shown = euchre(person).note
    return shown.text if shown.shown else ""


def visible_point(person: Person, card: str) -> tuple[int, int]:
    """A point of `card` not covered by the next card, as the person sees it and points at it."""
    view = euchre(person)
    fan, width = view.sprites.hand, view.geometry.card_width
    x, y = fan.drawn_pos(card)
    for dx in range(-width // 2 + 4, width // 2, 4):
        point = (round(x + dx), round(y))
        if fan.card_at(point, width) == card:
            return point
    raise AssertionError(f"{card} cannot be seen in the hand")


def middle(person: Person) -> tuple[int, int]:
    cx, cy = euchre(person).geometry.center
    return (round(cx), round(cy))


# --- what happened (the save's log) ---------------------------------------------------------------------------


def actions_of(person: Person, seat: int = ME) -> list[str]:
    log = json.loads(person.table.match.to_json())["log"]
    return [entry["action"] for entry in log if entry.get("seat") == seat]


def bids_of(person: Person, seat: int = ME) -> list[str]:
    """The seat's bids and answers, in order (no cards)."""
    return [action for action in actions_of(person, seat) if not action.startswith(("play", "discard"))]


def cards_of(person: Person, seat: int = ME, kind: str = "play") -> list[str]:
    return [action.split()[1] for action in actions_of(person, seat) if action.startswith(kind)]


def trump(person: Person) -> str | None:
    return person.table.match.view(None)["trump"]


def phase(person: Person) -> str:
    return str(person.table.match.view(None)["phase"])


def wait_until_played(person: Person, what: str) -> None:
    """Trump is made and play has begun (the bidding and any discard are over)."""
    person.wait_for(lambda: phase(person) == "play", what, WAIT_S)
