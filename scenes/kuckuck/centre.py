"""The middle of the Kuckuck table: the stock (with how many cards are left, and a King that blocked the dealer's
draw) and the pot, where every life lost so far lies as a token (a chip in a money game), labelled as the pot
with what it holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, trn
from scenes.cards.sprites import CardSprite
from scenes.kuckuck.sprites import draw_chip, draw_token
from scenes.ui.text import CREAM, GOLD, render

if TYPE_CHECKING:
    from scenes.cards.card_art import CardArt
    from scenes.kuckuck.layout import TableLayout
    from scenes.kuckuck.sprites import KuckuckSprites

MAX_TOKENS = 40  # drawn in the pot; the label says how many there are


def draw_centre(surface: pygame.Surface, layout: TableLayout, sprites: KuckuckSprites, art: CardArt) -> None:
    draw_stock(surface, layout, sprites, art)
    draw_pot(surface, layout, sprites.pot, sprites.money)


def draw_stock(surface: pygame.Surface, layout: TableLayout, sprites: KuckuckSprites, art: CardArt) -> None:
    width = layout.card_width
    stock = art.placeholder(width)
    sx, sy = layout.stock_pos
    surface.blit(stock, stock.get_rect(center=(round(sx), round(sy))))
    depth = min(6, (sprites.stock_count + 9) // 10)
    for i in range(depth):
        CardSprite((sx - i * 1.5, sy - i * 1.5), None).draw(surface, art, width)
    if sprites.stock_count:
        count = render(str(sprites.stock_count), max(label_size(layout), width // 5), CREAM, bold=True)
        surface.blit(count, count.get_rect(midtop=(round(sx), round(sy + layout.card_height * 0.55))))
    for sprite in sprites.laid_aside:
        sprite.draw(surface, art, width)
    if sprites.stock_top is not None:
        sprites.stock_top.draw(surface, art, width)


def label_size(layout: TableLayout) -> int:
    """The size of the words in the middle: readable at any seat count (14 px at 720 lines), a sixth of a card
    where cards are big."""
    return max(round(14 * layout.height / 720), layout.card_width // 6)


def token_size(layout: TableLayout) -> int:
    return max(5, layout.badge_size[1] // 6)


def pot_words(pot: int, money: bool) -> tuple[str, str]:
    """The pot's label: its name, and what it holds ("3 lives lost so far"; in a money game "12 chips")."""
    if money:
        return tr("Pot"), trn("{n} chip", "{n} chips", pot)
    return tr("Pot"), trn("{n} life lost so far", "{n} lives lost so far", pot)


def draw_pot(surface: pygame.Surface, layout: TableLayout, pot: int, money: bool) -> None:
    """The tokens in columns of eight, and under them the label; nothing while the pot is empty."""
    if pot <= 0:
        return
    px, py = layout.pot_pos
    size = token_size(layout)
    token = draw_chip if money else draw_token
    for i in range(min(pot, MAX_TOKENS)):
        column, row = divmod(i, 8)
        token(surface, (px - size + column * size * 1.2, py + size * 3 - row * 4), size)
    name, held = pot_words(pot, money)
    text = label_size(layout)
    top = round(py + size * 4.5)
    heading = render(name, text, GOLD, bold=True)
    amount = render(held, text, CREAM)
    # under the tokens, but never reaching left of the middle of the table, where the stock and its count lie
    x = round(max(px, layout.center[0] + layout.margin + amount.get_width() / 2))
    surface.blit(heading, heading.get_rect(midtop=(x, top)))
    surface.blit(amount, amount.get_rect(midtop=(x, top + heading.get_height())))
