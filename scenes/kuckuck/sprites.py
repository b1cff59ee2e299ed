"""Kuckuck's own table pieces: seat plates with lives, life tokens flying to the pot, and the sprites of a deal."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from scenes.cards.sprites import TURN_GOLD, CardSprite, Point, Stage
from scenes.kuckuck.received_tag import draw_received_tag, received_word, tag_width
from scenes.ui.text import CREAM, GOLD, render


@dataclass
class SeatPlate:
    """A seat's name plate: name, lives as tokens, dealer button, what they just did, out or not."""

    name: str
    lives: int
    max_lives: int
    human: bool = False
    money: bool = False  # the money game: chips in front of the seat instead of lives
    out: bool = False
    status: str = ""
    active: bool = False
    dimmed: float = 0.0  # 0..1, grows when the seat is eliminated
    colour: tuple[int, int, int] | None = None  # a person's own colour (the menu's Players), else the plain look
    received: bool = False  # holds a Harlekin received from another seat (Kille with powers): tagged for all to see
    _image: tuple[object, pygame.Surface] | None = field(default=None, init=False, repr=False, compare=False)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, clock_ms: int) -> None:
        """The plate as it stands (drawn again only when something on it changes); the mover's border pulses."""
        key = (rect.size, self.name, self.lives, self.max_lives, self.human, self.money, self.out, self.status,
               self.dimmed, self.colour, self.received, received_word() if self.received else "")  # fmt: skip
        if self._image is None or self._image[0] != key:
            self._image = (key, self._render(rect.size))
        surface.blit(self._image[1], rect)
        if self.active:
            shade = 0.85 + 0.15 * math.sin(clock_ms / 180)  # 0.7 .. 1
            border = [round(c * shade) for c in TURN_GOLD]
            radius = _plate_radius(rect.height)
            pygame.draw.rect(surface, border, rect, _border_width(rect.height), border_radius=radius)

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        radius = _plate_radius(height)
        plate = pygame.Surface(size, pygame.SRCALPHA)
        fill = (24, 30, 26, 225) if not self.human else (40, 34, 14, 235)
        pygame.draw.rect(plate, fill, plate.get_rect(), border_radius=radius)
        edge = self.colour or (150, 128, 70)
        pygame.draw.rect(plate, edge, plate.get_rect(), _border_width(height), border_radius=radius)
        ink = self.colour or (GOLD if self.human else CREAM)
        name = render(self.name, max(10, round(height * 0.36)), ink, bold=True)
        plate.blit(name, name.get_rect(midleft=(radius, height * 0.32)))
        lives_end = self._draw_lives(plate)
        status = self.status
        if self.received and not self.out:
            right = width - radius * 0.8
            if right - tag_width(height) >= lives_end:
                draw_received_tag(plate, right, height * 0.72)
            else:  # in place of what the seat did: what it holds now matters more
                fits = right - tag_width(height) >= radius + name.get_width() + radius * 0.5
                draw_received_tag(plate, right, height * 0.32, word=fits)
                status = ""
        if status:
            tag = render(status, max(9, round(height * 0.26)), (220, 230, 220), bold=False)
            plate.blit(tag, tag.get_rect(midright=(width - radius * 0.8, height * 0.32)))
        if self.dimmed > 0:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (40, 40, 40, round(170 * self.dimmed)), veil.get_rect(), border_radius=radius)
            plate.blit(veil, (0, 0))
            if self.out:
                out = render("✕", max(10, round(height * 0.5)), (200, 200, 200), bold=True)
                plate.blit(out, out.get_rect(midright=(width - radius, height * 0.7)))
        return plate

    def _draw_lives(self, plate: pygame.Surface) -> float:
        """The lives (or chips) along the plate's bottom; returns where they end, to the right."""
        height = plate.get_height()
        size = max(4, round(height * 0.13))
        gap = size * 2.6
        x0 = height // 4 + size
        y = height * 0.72
        if self.money:
            return self._draw_chips(plate, (x0, y), size, gap)
        for i in range(self.max_lives):
            centre = (round(x0 + i * gap), round(y))
            if i < self.lives:
                pygame.draw.circle(plate, (200, 40, 50), centre, size)
                pygame.draw.circle(plate, (255, 200, 200), centre, size, max(1, size // 4))
            else:
                pygame.draw.circle(plate, (90, 90, 90), centre, size, max(1, size // 4))
        return x0 + (self.max_lives - 1) * gap + size * 2

    def _draw_chips(self, plate: pygame.Surface, start: Point, size: int, gap: float) -> float:
        """Chips in front of the seat: one per chip up to the buy-in, a chip and a count beyond (the pot won)."""
        x0, y = start
        shown = self.lives if self.lives <= self.max_lives else 1
        for i in range(shown):
            draw_chip(plate, (x0 + i * gap, y), size)
        count = render(str(self.lives) if shown == self.lives else f"× {self.lives}", max(9, size * 2), GOLD, bold=True)
        left = x0 + (max(shown, 1) - 1) * gap + size * 1.8
        plate.blit(count, count.get_rect(midleft=(round(left), round(y))))
        return left + count.get_width() + size


def draw_chip(surface: pygame.Surface, pos: Point, size: int) -> None:
    """A gaming chip: a blue disc with a white notched rim and a gold centre."""
    centre = (round(pos[0]), round(pos[1]))
    pygame.draw.circle(surface, (10, 20, 60), (centre[0] + 1, centre[1] + 2), size)
    pygame.draw.circle(surface, (40, 90, 190), centre, size)
    notch = max(1, size // 3)
    for i in range(6):
        angle = i * math.pi / 3
        x, y = centre[0] + math.cos(angle) * (size - notch / 2), centre[1] + math.sin(angle) * (size - notch / 2)
        pygame.draw.circle(surface, (240, 240, 250), (round(x), round(y)), max(1, notch // 2 + 1))
    pygame.draw.circle(surface, (255, 217, 122), centre, max(1, size // 2))
    pygame.draw.circle(surface, (40, 90, 190), centre, max(1, size // 2), max(1, size // 6))


def _plate_radius(height: int) -> int:
    return max(6, height // 4)


def _border_width(height: int) -> int:
    return max(2, height // 20)


def draw_token(surface: pygame.Surface, pos: Point, size: int) -> None:
    """A red life token (a chip), as it flies to the pot or lies in it."""
    centre = (round(pos[0]), round(pos[1]))
    pygame.draw.circle(surface, (120, 10, 20), (centre[0] + 2, centre[1] + 2), size)
    pygame.draw.circle(surface, (200, 40, 50), centre, size)
    pygame.draw.circle(surface, (255, 215, 215), centre, size, max(1, size // 5))
    pygame.draw.circle(surface, (255, 215, 215), centre, max(2, size // 2), max(1, size // 6))


@dataclass
class FlyingToken:
    pos: Point


@dataclass
class KuckuckSprites:
    """Everything the Kuckuck table draws, per seat and in the middle."""

    cards: dict[int, CardSprite] = field(default_factory=dict)
    plates: list[SeatPlate] = field(default_factory=list)
    stock_count: int = 0
    stock_top: CardSprite | None = None
    laid_aside: list[CardSprite] = field(default_factory=list)  # skip cards the dealer laid aside this deal, face up
    pot: int = 0
    dealer_pos: Point = (0.0, 0.0)
    tokens: list[FlyingToken] = field(default_factory=list)
    money: bool = False  # the money game: the pot holds chips
    stage: Stage = field(default_factory=Stage)
    extra_cards: list[CardSprite] = field(default_factory=list)  # cards in flight to or from the stock
    notice: tuple[int, str] | None = None  # (seat, what another player did to it this deal), for that seat's eyes
