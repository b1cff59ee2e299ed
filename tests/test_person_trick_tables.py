"""What a person sees at the four-seat trick tables, at the default speed in real time: a hand with room to spare
lies spread, every card whole (the last six cards of a Hearts hand; a Euchre hand of five), and the dealer button
shows only where the dealer matters (Euchre), never at the Hearts table, where the 2♣ leads whoever dealt."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.lobby import MatchSetup
from scenes.cards.geometry import Rect, rect_around, rects_overlap
from scenes.cards.sprites import PAPER
from scenes.tricks.trick_view import TrickView
from tests.person import Person
from tests.person_hearts import FOLLOW, at_dealt_table, hand


def trick_view(person: Person) -> TrickView:
    view = person.table.stage.view
    assert isinstance(view, TrickView)
    return view


def cards_in_hand(person: Person) -> list[Rect]:
    """Where each card of my hand is drawn, left to right."""
    view = trick_view(person)
    fan = view.sprites.hand
    return [rect_around(fan.drawn_pos(card), view.geometry.card_size) for card in fan.cards]


def every_card_whole(person: Person) -> None:
    """No card of my hand covers another, each lies in the window, clear of my plate and of the buttons."""
    view = trick_view(person)
    rects = cards_in_hand(person)
    for left, right in itertools.pairwise(rects):
        assert right[0] >= left[0] + left[2], f"{right} covers {left}"
    width, height = person.app.size
    plate = view.geometry.spots[0].plate
    for x, y, w, h in rects:
        assert x >= 0 and x + w <= width and y + h <= height
        assert not rects_overlap((x, y, w, h), plate)
        assert not any(button.rect.colliderect(pygame.Rect(x, y, w, h)) for button in view.shown_buttons)


def is_paper(colour: pygame.Color) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip((colour.r, colour.g, colour.b), PAPER, strict=True))


def dealer_button_seen(person: Person, seat: int) -> bool:
    """Whether the screen shows the round ivory dealer button at `seat`'s plate (its top right corner)."""
    view = trick_view(person)
    screen = person.app.screen
    x, y = (round(v) for v in view.dealer_spot(seat))
    reach = max(3, view.geometry.plate_size[1] // 10)  # half the button's radius
    spots = [(x + dx, y + dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)]
    inside = [spot for spot in spots if screen.get_rect().collidepoint(spot)]
    paper = [spot for spot in inside if is_paper(screen.get_at(spot))]
    return len(paper) >= 0.3 * len(spots)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hearts_six_cards_left_lie_side_by_side(size: tuple[int, int]) -> None:
    with at_dealt_table(FOLLOW, played=28, size=size) as person:  # seven tricks played
        person.wait_for(lambda: len(hand(person)) == 6, "my last six cards")
        person.watch(0.2)
        every_card_whole(person)


def test_hearts_shows_no_dealer_button() -> None:
    with at_dealt_table(FOLLOW, dealer=2) as person:
        person.wait_for(lambda: len(hand(person)) == 13, "my thirteen cards")
        person.watch(0.3)
        assert not any(dealer_button_seen(person, seat) for seat in range(4))


def test_euchre_five_cards_lie_side_by_side_and_the_dealer_button_shows() -> None:
    with Person.at_table(MatchSetup(game="euchre", players=4, bots=3)) as person:
        fan = trick_view(person).sprites.hand
        person.wait_for(lambda: len(fan.cards) == 5 and not person.table.stage.timeline.busy, "my five cards", 20)
        person.watch(0.2)
        every_card_whole(person)
        dealer = person.table.match.dealer
        assert dealer_button_seen(person, dealer)  # the same look finds the button where it belongs
        assert not any(dealer_button_seen(person, seat) for seat in range(4) if seat != dealer)
