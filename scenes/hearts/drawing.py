"""Drawing the Hearts table, back to front: the felt, the others' hands and everyone's piles, the plates (no
dealer button: in Hearts the 2♣ leads, whoever dealt), cards waiting to be passed, the arrow to their receiver,
the trick, the last-trick peek, your hand, cards being dealt, the status card, the buttons, callouts and banners,
the prompt (with the cards you were passed) and the note over your hand. Drawing changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import current_language, tr
from scenes.cards.palette import BACK_BLUE
from scenes.hearts.hud import status_card
from scenes.hearts.prompt import received_line
from scenes.tricks.hand_fan import RECEIVED_BLUE
from scenes.tricks.layout import TITLE_BAR
from scenes.tricks.pass_arrow import ANGLES, pass_arrow
from scenes.tricks.seats_drawing import draw_dealing, draw_seats
from scenes.tricks.view_parts import DrawnTrickTable
from scenes.ui.backdrop import table as table_backdrop
from scenes.ui.legibility import readable_at_height
from scenes.ui.text import CREAM, render

if TYPE_CHECKING:
    from scenes.hearts.sprites import HeartsSprites
    from scenes.table.view import View
    from scenes.ui.drawn_button import DrawnButton


class DrawnTable(DrawnTrickTable, Protocol):
    """What drawing reads of the Hearts table (it changes nothing), beside every trick table's parts."""

    @property
    def sprites(self) -> HeartsSprites: ...

    @property
    def buttons(self) -> dict[str, DrawnButton]: ...


def draw_table(hearts: DrawnTable, surface: pygame.Surface) -> None:
    geometry = hearts.geometry
    sprites = hearts.sprites
    art = hearts.art
    surface.blit(table_backdrop(surface.get_size(), geometry.table_rect), (0, 0))
    width = geometry.card_width
    draw_seats(hearts, surface, art, {}, dealer=False)
    view = hearts.view_now
    _draw_pass_arrow(hearts, surface, view)
    for pile in sprites.passing.values():
        for sprite in pile:
            sprite.draw(surface, art, width)
    sprites.trick.draw(surface, art, width)
    sprites.peek.draw(surface, art, width, geometry.trick_zone())
    _draw_bottom_hand(hearts, surface)
    draw_dealing(hearts, surface, art)
    card, where = status(hearts, surface.get_size())
    surface.blit(card, where)
    for button in hearts.shown_buttons:
        button.draw(surface)
    sprites.stage.draw(surface, geometry.center)
    _draw_prompt(hearts, surface, view)
    _draw_note(hearts, surface)


def status(hearts: DrawnTable, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """The status card (passing, hearts broken, the target) and where it sits: the top right, under the title."""
    view = hearts.view_now
    card = status_card(size[1], view["pass_direction"], hearts.sprites.hearts_broken, int(view["target"]),
                       current_language())  # fmt: skip
    return card, card.get_rect(topright=(round(size[0] - hearts.geometry.margin), round(size[1] * TITLE_BAR)))


def _draw_bottom_hand(hearts: DrawnTable, surface: pygame.Surface) -> None:
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


def _draw_pass_arrow(hearts: DrawnTable, surface: pygame.Surface, view: View) -> None:
    """While you pick the cards to pass: an arrow at the middle pointing at their receiver, naming them."""
    if not hearts.sprites.hand.picking or view["pass_to"] is None or view["pass_direction"] not in ANGLES:
        return
    if hearts.sprites.dealing:
        return  # the cards are still flying out of the middle
    image = arrow_for(hearts, view["pass_direction"], view["pass_to"])
    cx, cy = hearts.geometry.center
    if view["pass_direction"] == "across":  # below the middle, clear of the cards passed from the top
        cy += hearts.geometry.card_height * 0.32
    surface.blit(image, image.get_rect(center=(round(cx), round(cy))))


def arrow_for(hearts: DrawnTable, direction: str, receiver: int) -> pygame.Surface:
    width = hearts.geometry.card_width
    label_px = max(width // 5, readable_at_height(hearts.text_height))  # as readable as the window asks
    return pass_arrow(direction, width, tr("to {name}", name=hearts.names[receiver]), label_px)


def _draw_prompt(hearts: DrawnTable, surface: pygame.Surface, view: View) -> None:
    """The prompt line above your hand, and above it the cards you were passed; neither while a note shows."""
    if hearts.note.shown:
        return
    text = hearts.prompt(view)
    geometry = hearts.geometry
    size = max(14, surface.get_height() // 42)
    y = geometry.hand_y - geometry.card_height / 2 - geometry.lift * 2.3
    pass_button = hearts.buttons.get("pass")
    if pass_button is not None and pass_button in hearts.shown_buttons:
        y = pass_button.rect.top - size * 0.6
    middle = surface.get_width() // 2
    if text:
        image = render(text, size, CREAM, bold=True)
        rect = image.get_rect(midbottom=(middle, round(y)))
        surface.blit(image, rect)
        y = rect.top - size * 0.15
    received = received_line(hearts.sprites.hand, hearts.names, view)
    if received:
        line = render(received, max(12, size * 5 // 6), RECEIVED_BLUE, bold=True)
        surface.blit(line, line.get_rect(midbottom=(middle, round(y))))


def _draw_note(hearts: DrawnTable, surface: pygame.Surface) -> None:
    """The note over the hand: above the card it is about (or the middle of the hand), clear of lifted cards."""
    note, fan, geometry = hearts.note, hearts.sprites.hand, hearts.geometry
    if not note.shown:
        return
    tip = (surface.get_width() / 2, geometry.hand_y - geometry.card_height / 2 - geometry.lift * 1.7)
    pass_button = hearts.buttons.get("pass")
    if note.card is not None and note.card in fan.sprites:
        tip = (fan.drawn_pos(note.card)[0], tip[1])
    elif pass_button is not None and pass_button in hearts.shown_buttons:
        tip = (pass_button.rect.centerx, pass_button.rect.top - 2)  # about passing: at the Pass button
    note.draw(surface, tip, max(13, surface.get_height() // 46))
