"""The trick in the middle of the table: each card out towards the seat that played it, the winning card glowing
(and the others dimmed) once the trick is complete, and a finished trick waiting to be swept to its winner's pile.

Also the piles of won tricks (small backs, one a trick, squared up) and the others' hands (small backs fanned
beside their plates)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.cards.card_art import CardArt
from scenes.cards.geometry import Point
from scenes.cards.palette import BACK_BLUE
from scenes.cards.sprites import TURN_GOLD, CardSprite
from scenes.tricks.hand_fan import dim_veil

WIN_GOLD = TURN_GOLD  # the winning card glows like the player to move


@dataclass
class TrickCard:
    seat: int
    card: str
    sprite: CardSprite


@dataclass
class TrickArea:
    cards: list[TrickCard] = field(default_factory=list)  # in play order
    winner: int | None = None  # the seat whose card glows (the trick is complete)
    finished: bool = False  # the trick is complete and waits to be swept to the winner's pile
    flying: list[CardSprite] = field(default_factory=list)  # cards on their way somewhere (a sweep, a pass)

    def clear(self) -> None:
        self.cards.clear()
        self.winner = None
        self.finished = False

    def lay(self, trick: Mapping[str, Any] | None, finished: bool, trick_pos: Callable[[int], Point]) -> None:
        """Show exactly `trick` (a view's trick: seats, cards, winner; None: an empty middle), each card at its
        seat's place (`trick_pos(seat)`), keeping the sprites of cards already shown."""
        if trick is None:
            self.clear()
            return
        known = {entry.seat: entry for entry in self.cards}
        entries = []
        for seat, card in zip(trick["seats"], trick["cards"], strict=True):
            entry = known.get(seat)
            if entry is None or entry.card != card:
                entry = TrickCard(seat, card, CardSprite((0.0, 0.0), card, 1.0))
            entry.sprite.pos = trick_pos(seat)
            entry.sprite.card, entry.sprite.flip, entry.sprite.visible = card, 1.0, True
            entries.append(entry)
        self.cards = entries
        self.finished = finished
        self.winner = trick["winner"] if finished else None

    def sprite_of(self, seat: int) -> CardSprite | None:
        return next((entry.sprite for entry in self.cards if entry.seat == seat), None)

    def draw(self, surface: pygame.Surface, art: CardArt, width: int) -> None:
        shadow = art.shadow(width)
        offset = round(width * 0.045)
        for entry in self.cards:
            sprite = entry.sprite
            if not sprite.visible:
                continue
            centre = (round(sprite.pos[0]), round(sprite.pos[1]))
            if self.winner == entry.seat:
                halo = art.highlight(width, WIN_GOLD)
                surface.blit(halo, halo.get_rect(center=centre))
            if 0 < sprite.flip < 1:
                sprite.draw(surface, art, width)  # turning over: squeezed, for a moment
            else:
                _flat(surface, art, width, sprite, shadow, offset)
                if self.winner is not None and entry.seat != self.winner:  # the winner's card stands out
                    veil = dim_veil(width)
                    surface.blit(veil, veil.get_rect(center=centre))
        for sprite in self.flying:
            if not sprite.visible:
                continue
            if 0 < sprite.flip < 1:
                sprite.draw(surface, art, width)
            else:
                _flat(surface, art, width, sprite, shadow, offset)


def _flat(surface: pygame.Surface, art: CardArt, width: int, sprite: CardSprite, shadow: pygame.Surface,
          offset: int) -> None:  # fmt: skip
    """A card lying flat (no lift, no turn): cached images only, never scaled."""
    centre = (round(sprite.pos[0]), round(sprite.pos[1]))
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + offset, centre[1] + offset)))
    face = sprite.card if sprite.flip >= 0.5 else None
    image = art.rotated(face, width, sprite.angle, BACK_BLUE)
    surface.blit(image, image.get_rect(center=centre))


@dataclass
class SmallCards:
    """Card backs at a small size: a seat's hand as a fan, or its won tricks as a squared pile."""

    width: int

    def fan(self, surface: pygame.Surface, art: CardArt, centre: Point, count: int, vertical: bool = False,
            back: pygame.Surface | None = None) -> None:  # fmt: skip
        """`back`: another image of the back (a darkened one, say)."""
        if count <= 0:
            return
        image = back or art.rotated(None, self.width, 90 if vertical else 0, BACK_BLUE)
        step = self.width * 0.22
        span = step * (count - 1)
        for i in range(count):
            along = -span / 2 + i * step
            pos = (centre[0], centre[1] + along) if vertical else (centre[0] + along, centre[1])
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))

    def pile(self, surface: pygame.Surface, art: CardArt, centre: Point, tricks: int) -> None:
        if tricks <= 0:
            return
        image = art.rotated(None, self.width, 90, BACK_BLUE)
        shadow = art.shadow(self.width)
        surface.blit(shadow, shadow.get_rect(center=(round(centre[0] + 3), round(centre[1] + 3))))
        for i in range(min(tricks, 6)):
            surface.blit(image, image.get_rect(center=(round(centre[0] - i), round(centre[1] - i * 1.5))))
