"""A person at a Hearts table dealt as a test wants it (tests/hearts_helpers.py builds the deal), and what that
person sees there: the prompt, the note over the hand, the cards in the middle, the buttons shown.

The table opens on the dealt hand at once (a resumed match shows no deal animation), at the default animation
speed, so a test reaches the decision it is about in a second or two."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace

import pygame

from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.hearts.view import HeartsView
from scenes.routes.router import Router
from tests.hearts_helpers import dealt, spread
from tests.person import Person

# Seat 1 leads the 2♣, seats 2 and 3 follow in clubs and you play last: the A♣ takes the trick and you lead the
# second, hearts not yet broken. Your hand shows as 5♠ 4♠ 3♠ 2♠ 5♥ 4♥ 3♥ 2♥ A♣ K♣ 4♦ 3♦ 2♦.
FOLLOW = {
    0: spread("AC KC 2D 3D 4D 2H 3H 4H 5H 2S 3S 4S 5S"),
    1: spread("2C 3C 4C 5C"),
    2: spread("6C 7C 8C"),
    3: spread("9C TC JC QC"),
}

TRICK_WAIT_S = 15.0  # the longest a person waits for the bots to play a trick (three bots at the default pace)


def at_dealt_table(
    hands: Mapping[int, Sequence[str]],
    dealer: int = 3,
    auto_play: bool = True,
    size: tuple[int, int] = (1280, 720),
    played: int = 0,
    **options: object,
) -> Person:
    """You in seat 0 and three bots, the first hand dealt as `hands` says (no passing unless `pass_cycle` is
    given) and its first `played` cards already played (as the bots would play them). `auto_play`: the setting
    that plays a forced card for you (on by default, as it ships)."""
    app = App(AppConfig(fullscreen=False, size=size, seed=5), Router)
    pygame.event.clear()
    if not auto_play:
        app.remember_settings(replace(app.settings, auto_play=False))
    options = {"pass_cycle": "none", **options}
    match = dealt(hands, dealer, **options)
    for _ in range(played):
        match.act(match.bot_move(seed=1))
    setup = MatchSetup(game="hearts", players=4, bots=3, options=options)
    app.router.table(setup, (match, setup.seats(["You"])))
    person = Person(app)
    person.watch(0.1)
    return person


def hearts(person: Person) -> HeartsView:
    view = person.table.stage.view
    assert isinstance(view, HeartsView)
    return view


def plays_of(person: Person, seat: int = 0) -> list[str]:
    """What `seat` has done this match, from the match's own log."""
    log = json.loads(person.table.match.to_json())["log"]
    return [entry["action"] for entry in log if entry.get("seat") == seat]


def note(person: Person) -> str:
    """The note shown over the hand now ("" when none)."""
    shown = hearts(person).note
    return shown.text if shown.shown else ""


def in_the_middle(person: Person) -> list[str]:
    """The cards lying in the trick in the middle of the table."""
    return [card.card for card in hearts(person).sprites.trick.cards]


def hand(person: Person) -> list[str]:
    """My cards as the hand shows them, left to right."""
    return list(hearts(person).sprites.hand.cards)


def buttons_shown(person: Person) -> list[str]:
    """The names of the table's buttons on the screen now."""
    view = hearts(person)
    return [name for name, button in view.buttons.items() if button in view.shown_buttons]


def card_point(person: Person, card: str) -> tuple[int, int]:
    """A point on the visible part of `card` in my hand (its upper half: the card to its right may cover the
    rest)."""
    view = hearts(person)
    x, y = view.sprites.hand.drawn_pos(card)
    return round(x - view.geometry.card_width * 0.3), round(y - view.geometry.card_height * 0.3)


def middle_of_table(person: Person) -> tuple[int, int]:
    x, y = hearts(person).geometry.center
    return round(x), round(y)


def wait_for_turn(person: Person, prompt: str) -> None:
    """Watch until the prompt over my hand begins with `prompt` ("Your turn", "Your lead")."""
    person.wait_for(lambda: person.prompt().startswith(prompt), f"the prompt {prompt!r}", TRICK_WAIT_S)


def wait_for_claim_button(person: Person) -> None:
    person.wait_for(lambda: "claim" in buttons_shown(person), "the Claim button", TRICK_WAIT_S)
