"""Drawing the Hearts table, back to front: the felt, the others' hands and everyone's piles, the plates, the
dealer button, cards waiting to be passed, the trick, the last-trick peek, your hand, cards being dealt, the
status card, the buttons, callouts and banners, and the prompt. Drawing changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import current_language
from scenes.cards.card_art import BACK_BLUE
from scenes.cards.sprites import draw_dealer_button
from scenes.hearts.hud import status_card
from scenes.tricks.layout import BOTTOM, PLACES
from scenes.tricks.trick_area import SmallCards
from scenes.ui.backdrop import table as table_backdrop
from scenes.ui.text import CREAM, render

if TYPE_CHECKING:
    from scenes.hearts.view import HeartsView
    from scenes.table.view import View


def draw_table(hearts: HeartsView, surface: pygame.Surface) -> None:
    geometry = hearts.geometry
    sprites = hearts.sprites
    art = hearts.art
    surface.blit(table_backdrop(surface.get_size(), geometry.table_rect), (0, 0))
    small = SmallCards(geometry.small_width)
    width = geometry.card_width
    clock = hearts.table.clock_ms
    for place in range(PLACES):
        seat = hearts.seat_at(place)
        spot = geometry.spots[place]
        small.pile(surface, art, spot.pile_pos, sprites.piles[seat])
        if place != BOTTOM:
            small.fan(surface, art, spot.hand_pos, sprites.hand_sizes[seat])
    for place in range(PLACES):
        seat = hearts.seat_at(place)
        sprites.plates[seat].draw(surface, pygame.Rect(*(round(v) for v in geometry.spots[place].plate)), clock)
    draw_dealer_button(surface, sprites.dealer_pos, max(8, geometry.plate_size[1] // 5))
    for pile in sprites.passing.values():
        for sprite in pile:
            sprite.draw(surface, art, width)
    sprites.trick.draw(surface, art, width)
    sprites.peek.draw(surface, art, width, geometry.trick_zone())
    _draw_bottom_hand(hearts, surface)
    for sprite in sprites.dealing:
        if sprite.visible:
            back = art.back(width, BACK_BLUE)
            surface.blit(back, back.get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1]))))
    view = hearts.view_now
    card = status_card(surface.get_height(), view["pass_direction"], sprites.hearts_broken, int(view["target"]),
                       current_language())  # fmt: skip
    surface.blit(card, card.get_rect(topright=(round(surface.get_width() - geometry.margin),
                                               round(surface.get_height() * 0.065))))  # fmt: skip
    for button in hearts.hand_input.buttons:
        button.draw(surface)
    sprites.stage.draw(surface, geometry.center)
    _draw_prompt(hearts, surface, view)


def _draw_bottom_hand(hearts: HeartsView, surface: pygame.Surface) -> None:
    fan = hearts.sprites.hand
    width = hearts.geometry.card_width
    if fan.cards:
        fan.draw(surface, hearts.art, width)
        return
    count = hearts.sprites.hand_sizes[hearts.bottom]  # nobody's hand to show: its backs
    back = hearts.art.back(width, BACK_BLUE)
    shadow = hearts.art.shadow(width)
    for x, y in hearts.geometry.hand_slots(count):
        surface.blit(shadow, shadow.get_rect(center=(round(x + width * 0.05), round(y + width * 0.05))))
        surface.blit(back, back.get_rect(center=(round(x), round(y))))


def _draw_prompt(hearts: HeartsView, surface: pygame.Surface, view: View) -> None:
    text = hearts.prompt(view)
    if not text:
        return
    geometry = hearts.geometry
    size = max(14, surface.get_height() // 42)
    image = render(text, size, CREAM, bold=True)
    y = geometry.hand_y - geometry.card_height / 2 - geometry.lift * 2.3
    pass_button = hearts.buttons.get("pass")
    if pass_button is not None and pass_button in hearts.hand_input.buttons:
        y = pass_button.rect.top - size * 0.6
    surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, round(y))))
