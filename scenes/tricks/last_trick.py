"""A peek at the previous trick: its four cards laid where they were played, the winner's card glowing, and a
caption saying who took it, over a dark pane that covers the middle of the table until the peek is put away."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.cards.card_art import CardArt
from scenes.cards.geometry import Point, Rect
from scenes.tricks.trick_area import WIN_GOLD
from scenes.ui.caches import cached
from scenes.ui.text import CREAM, GOLD, render


@cached(maxsize=4)
def _pane(size: tuple[int, int]) -> pygame.Surface:
    pane = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(8, size[1] // 14)
    pygame.draw.rect(pane, (8, 18, 14, 214), pane.get_rect(), border_radius=radius)
    pygame.draw.rect(pane, (190, 152, 62), pane.get_rect(), 2, border_radius=radius)
    return pane


@dataclass
class LastTrickPeek:
    shown: bool = False
    cards: list[tuple[Point, str]] = field(default_factory=list)  # where each card lies, and the card
    winner_index: int | None = None
    caption: str = ""

    def set(self, cards: list[tuple[Point, str]], winner_index: int | None, caption: str) -> None:
        self.cards, self.winner_index, self.caption = cards, winner_index, caption

    def remember(self, seats: list[int], cards: list[str], winner: int, caption: str,
                 trick_pos: Callable[[int], Point]) -> None:  # fmt: skip
        """Show this trick when peeked at: each card where its seat plays, the winner's glowing."""
        laid = [(trick_pos(seat), card) for seat, card in zip(seats, cards, strict=True)]
        self.set(laid, seats.index(winner) if winner in seats else None, caption)

    def draw(self, surface: pygame.Surface, art: CardArt, width: int, zone: Rect) -> None:
        if not self.shown:
            return
        x, y, w, h = zone
        title = render(self.caption, max(11, width // 6), GOLD, bold=True)
        band = title.get_height() + max(4, width // 14)
        rect = pygame.Rect(round(x), round(y) - band, round(w), round(h) + band)
        surface.blit(_pane(rect.size), rect)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + max(4, width // 20))))
        if not self.cards:
            none = render(self.caption, max(11, width // 6), CREAM)
            surface.blit(none, none.get_rect(center=rect.center))
            return
        for index, (pos, card) in enumerate(self.cards):
            centre = (round(pos[0]), round(pos[1]))
            if index == self.winner_index:
                halo = art.highlight(width, WIN_GOLD)
                surface.blit(halo, halo.get_rect(center=centre))
            face = art.face(card, width)
            surface.blit(face, face.get_rect(center=centre))
