"""Drawing the seats of a four-seat trick table: each seat's pile of won tricks, the others' hands as small backs,
the name plates, and the dealer button (where the dealer matters); and the cards being dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.cards.palette import BACK_BLUE
from scenes.cards.sprites import draw_dealer_button
from scenes.tricks.layout import BOTTOM, PLACES
from scenes.tricks.trick_area import SmallCards

if TYPE_CHECKING:
    from scenes.cards.card_art import CardArt
    from scenes.tricks.layout import TrickTableLayout
    from scenes.tricks.sprites import TrickSprites


class SeatedTable(Protocol):
    """What drawing the seats reads of a trick table."""

    @property
    def geometry(self) -> TrickTableLayout: ...

    @property
    def sprites(self) -> TrickSprites: ...

    @property
    def clock_ms(self) -> int: ...

    def seat_at(self, place: int) -> int: ...


def draw_seats(
    view: SeatedTable, surface: pygame.Surface, art: CardArt, backs: dict[int, pygame.Surface], dealer: bool = True
) -> None:
    """`backs`: another image for the small backs of these seats' hands (a sitting-out partner's, darkened);
    `dealer`: whether the dealer button shows (not in a game where who deals changes nothing, like Hearts)."""
    geometry, sprites = view.geometry, view.sprites
    small = SmallCards(geometry.small_width)
    for place in range(PLACES):
        seat = view.seat_at(place)
        spot = geometry.spots[place]
        small.pile(surface, art, spot.pile_pos, sprites.piles[seat])
        if place != BOTTOM:
            small.fan(surface, art, spot.hand_pos, sprites.hand_sizes[seat], back=backs.get(seat))
    clock = view.clock_ms
    for place in range(PLACES):
        seat = view.seat_at(place)
        sprites.plates[seat].draw(surface, pygame.Rect(*(round(v) for v in geometry.spots[place].plate)), clock)
    if dealer:
        draw_dealer_button(surface, sprites.dealer_pos, max(8, geometry.plate_size[1] // 5))


def draw_dealing(view: SeatedTable, surface: pygame.Surface, art: CardArt) -> None:
    """The cards in flight from the deck, face down."""
    width = view.geometry.card_width
    for sprite in view.sprites.dealing:
        if sprite.visible:
            back = art.back(width, BACK_BLUE)
            surface.blit(back, back.get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1]))))
