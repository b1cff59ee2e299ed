"""What a person sees at the four-seat trick tables, at the default speed in real time: the dealer button shows
only where the dealer matters, never at the Hearts table, where the 2♣ leads whoever dealt."""

from __future__ import annotations

import pygame

from scenes.cards.sprites import PAPER
from scenes.tricks.trick_view import TrickView
from tests.person import Person
from tests.person_hearts import FOLLOW, at_dealt_table, hand


def trick_view(person: Person) -> TrickView:
    view = person.table.view
    assert isinstance(view, TrickView)
    return view


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


def test_hearts_shows_no_dealer_button() -> None:
    with at_dealt_table(FOLLOW, dealer=2) as person:
        person.wait_for(lambda: len(hand(person)) == 13, "my thirteen cards")
        person.watch(0.3)
        assert not any(dealer_button_seen(person, seat) for seat in range(4))
