"""Drawing the Euchre table, back to front: the felt, the others' hands (a sitting-out partner's face down and
dimmed) and the piles of won tricks, the plates, the dealer button, the kitty and the up-card, the trick, the
last-trick peek, your hand, cards being dealt, the two boards, the bids' bubbles, the buttons, callouts and
banners, the prompt and the note over your hand. Drawing changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import current_language
from scenes.cards.palette import BACK_BLUE
from scenes.euchre import hud
from scenes.euchre.words import team_name
from scenes.tricks.bid_bubble import bubble, bubble_rect
from scenes.tricks.layout import TITLE_BAR
from scenes.tricks.seats_drawing import draw_dealing, draw_seats
from scenes.tricks.view_parts import DrawnTrickTable
from scenes.ui.backdrop import table as table_backdrop
from scenes.ui.caches import cached
from scenes.ui.text import CREAM, render

if TYPE_CHECKING:
    from scenes.cards.geometry import Point
    from scenes.euchre.bidding import BiddingControls
    from scenes.euchre.sprites import EuchreSprites
    from scenes.table.view import View

SITTING_OUT_VEIL = 150  # how dark a sitting-out partner's backs are (0: not at all, 255: black)


@cached(maxsize=8)
def dimmed(image: pygame.Surface) -> pygame.Surface:
    """A darkened copy of a card back (a sitting-out partner's cards): opaque, so overlapping backs stay clean."""
    copy = image.copy()
    veil = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    radius = max(2, round(image.get_width() * 0.065))
    pygame.draw.rect(veil, (6, 12, 10, SITTING_OUT_VEIL), veil.get_rect(), border_radius=radius)
    copy.blit(veil, (0, 0))
    return copy


class DrawnTable(DrawnTrickTable, Protocol):
    """What drawing reads of the Euchre table (it changes nothing), beside every trick table's parts: the
    kitty, the bids, the boards."""

    @property
    def sprites(self) -> EuchreSprites: ...

    @property
    def bidding(self) -> BiddingControls: ...

    @property
    def scores_shown(self) -> list[int]: ...

    @property
    def pass_word(self) -> str: ...

    def kitty_spot(self) -> Point: ...

    def place_of(self, seat: int) -> int: ...

    def contract(self, view: View) -> hud.Contract: ...


def draw_table(euchre: DrawnTable, surface: pygame.Surface) -> None:
    geometry = euchre.geometry
    sprites = euchre.sprites
    art = euchre.art
    surface.blit(table_backdrop(surface.get_size(), geometry.table_rect), (0, 0))
    width = geometry.card_width
    out = sprites.sitting_out
    backs = {out: dimmed(art.rotated(None, geometry.small_width, 0, BACK_BLUE))} if out is not None else {}
    draw_seats(euchre, surface, art, backs)
    _draw_kitty(euchre, surface)
    sprites.trick.draw(surface, art, width)
    sprites.peek.draw(surface, art, width, geometry.trick_zone())
    _draw_bottom_hand(euchre, surface)
    draw_dealing(euchre, surface, art)
    _draw_boards(euchre, surface)
    _draw_bubbles(euchre, surface)
    for button in euchre.shown_buttons:
        button.draw(surface)
    sprites.stage.draw(surface, geometry.center)
    _draw_prompt(euchre, surface)
    _draw_note(euchre, surface)


def _draw_kitty(euchre: DrawnTable, surface: pygame.Surface) -> None:
    """The kitty (squared backs) and the up-card on it; the dealer's discard on its way."""
    sprites, art, geometry = euchre.sprites, euchre.art, euchre.geometry
    bidding = sprites.kitty_pos == euchre.kitty_spot()
    width = geometry.card_width if bidding else geometry.small_width
    if sprites.kitty:
        back = art.back(width, BACK_BLUE)
        shadow = art.shadow(width)
        x, y = sprites.kitty_pos
        surface.blit(shadow, shadow.get_rect(center=(round(x + 3), round(y + 3))))
        for i in range(sprites.kitty):
            surface.blit(back, back.get_rect(center=(round(x - i), round(y - i * 1.5))))
    if sprites.up_card is not None:
        sprites.up_card.draw(surface, art, geometry.card_width)
    if sprites.discard is not None:
        sprites.discard.draw(surface, art, geometry.card_width)


def _draw_bottom_hand(euchre: DrawnTable, surface: pygame.Surface) -> None:
    """Your hand; nobody's hand to show (a hand-over) or yours laid down (your partner plays alone): its backs,
    dimmed when you sit out."""
    fan = euchre.sprites.hand
    width = euchre.geometry.card_width
    out = euchre.sprites.sitting_out == euchre.bottom
    if fan.cards and not out:
        fan.draw(surface, euchre.art, width)
        return
    count = len(fan.cards) or euchre.sprites.hand_sizes[euchre.bottom]
    back = euchre.art.back(width, BACK_BLUE)
    if out:
        back = dimmed(back)
    shadow = euchre.art.shadow(width)
    for x, y in euchre.geometry.hand_slots(count):
        if not out:
            surface.blit(shadow, shadow.get_rect(center=(round(x + width * 0.05), round(y + width * 0.05))))
        surface.blit(back, back.get_rect(center=(round(x), round(y))))


def _draw_boards(euchre: DrawnTable, surface: pygame.Surface) -> None:
    view = euchre.view_now
    geometry = euchre.geometry
    height = euchre.text_height
    language = current_language()
    makers = view["makers"]
    bottom_team = euchre.bottom & 1
    scores = euchre.scores_shown
    teams = tuple(
        hud.TeamLine(
            team_name(euchre.names, team),
            scores[team],
            euchre.sprites.team_tricks[team],
            makers == team,
            team == bottom_team,
        )
        for team in (bottom_team, 1 - bottom_team)
    )
    board = hud.scoreboard(height, (teams[0], teams[1]), int(view["target"]), language)
    top = round(surface.get_height() * TITLE_BAR)
    surface.blit(board, (round(geometry.margin), top))
    card = hud.contract_card(height, euchre.contract(view), language)
    surface.blit(card, card.get_rect(topright=(round(surface.get_width() - geometry.margin), top)))


def _draw_bubbles(euchre: DrawnTable, surface: pygame.Surface) -> None:
    geometry = euchre.geometry
    px = max(13, surface.get_height() // 40)
    bounds = surface.get_rect()
    for seat, text in euchre.sprites.bubbles.items():
        place = euchre.place_of(seat)
        image = bubble(text, px, place, text == euchre.pass_word)
        surface.blit(image, bubble_rect(image, geometry.spots[place].plate, place, bounds))


def _draw_prompt(euchre: DrawnTable, surface: pygame.Surface) -> None:
    """The prompt line above your hand (above the bidding buttons when they show); not while a note shows."""
    if euchre.note.shown:
        return
    text = euchre.prompt(euchre.view_now)
    if not text:
        return
    geometry = euchre.geometry
    size = max(14, surface.get_height() // 42)
    y = geometry.hand_y - geometry.card_height / 2 - geometry.lift * 2.3
    top = euchre.bidding.top()
    if top is not None and euchre.bidding.buttons and euchre.bidding.buttons[0] in euchre.shown_buttons:
        y = top - size * 0.6
    image = render(text, size, CREAM, bold=True)
    surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, round(y))))


def _draw_note(euchre: DrawnTable, surface: pygame.Surface) -> None:
    """The note over the hand: above the card it is about (or the middle of the hand), clear of lifted cards."""
    note, fan, geometry = euchre.note, euchre.sprites.hand, euchre.geometry
    if not note.shown:
        return
    tip = (surface.get_width() / 2, geometry.hand_y - geometry.card_height / 2 - geometry.lift * 1.7)
    if note.card is not None and note.card in fan.sprites:
        tip = (fan.drawn_pos(note.card)[0], tip[1])
    note.draw(surface, tip, max(13, surface.get_height() // 46))
