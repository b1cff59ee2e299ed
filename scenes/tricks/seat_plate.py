"""A seat's name plate at a trick table: the name and total score on top; below, what the seat has taken this
hand (small heart and queen chips for Hearts, or tricks for Euchre) and the hand's points. The player to move has
a pulsing gold border. The image is drawn again only when something on it changes."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.i18n import tr
from scenes.cards.sprites import TURN_GOLD
from scenes.ui.text import CREAM, GOLD, render

HEART_RED = (222, 52, 64)
CHIP_IVORY = (250, 246, 232)
SOFT = (196, 210, 198)


@dataclass
class TrickPlate:
    name: str
    human: bool = False
    total: int = 0
    hand_points: int = 0
    hearts: int = 0  # penalty hearts taken this hand
    queen: bool = False  # the Q♠ taken this hand
    jack: bool = False  # the J♦ taken this hand (Omnibus)
    tricks: int = 0
    status: str = ""  # what the seat is doing ("passing…", "passed")
    active: bool = False
    show_points: bool = True  # Hearts shows the hand's points; a game scored by tricks may not
    _image: tuple[object, pygame.Surface] | None = field(default=None, init=False, repr=False, compare=False)

    def key(self, size: tuple[int, int]) -> tuple[object, ...]:
        return (size, self.name, self.human, self.total, self.hand_points, self.hearts, self.queen, self.jack,
                self.tricks, self.status, self.show_points)  # fmt: skip

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, clock_ms: int) -> None:
        key = self.key(rect.size)
        if self._image is None or self._image[0] != key:
            self._image = (key, self._render(rect.size))
        surface.blit(self._image[1], rect)
        if self.active:
            shade = 0.8 + 0.2 * math.sin(clock_ms / 170)
            border = [round(c * shade) for c in TURN_GOLD]
            width, radius = max(2, rect.height // 18), _radius(rect.height) + 2
            pygame.draw.rect(surface, border, rect.inflate(4, 4), width, border_radius=radius)

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        radius = _radius(height)
        plate = pygame.Surface(size, pygame.SRCALPHA)
        fill = (40, 34, 14, 238) if self.human else (20, 28, 24, 230)
        pygame.draw.rect(plate, fill, plate.get_rect(), border_radius=radius)
        pygame.draw.rect(plate, (150, 128, 70), plate.get_rect(), max(2, height // 24), border_radius=radius)
        pad = max(6, round(height * 0.16))
        top = height * 0.30
        name_px = max(10, round(height * 0.27))
        total = render(str(self.total), max(11, round(height * 0.33)), GOLD, bold=True)
        plate.blit(total, total.get_rect(midright=(width - pad, top)))
        room = width - 2 * pad - total.get_width() - pad // 2
        name = _fit(self.name, name_px, GOLD if self.human else CREAM, room)
        plate.blit(name, name.get_rect(midleft=(pad, top)))
        pygame.draw.line(plate, (110, 96, 56), (pad, height * 0.56), (width - pad, height * 0.56), 1)
        low = height * 0.77
        chip = max(6, round(height * 0.2))
        x = pad
        if self.status and not (self.hearts or self.queen or self.jack):
            tag = render(self.status, max(9, round(height * 0.25)), SOFT)
            x = plate.blit(tag, tag.get_rect(midleft=(x, low))).right  # "this hand" only where it fits after it
        else:
            if self.hearts:
                x = _chip(plate, (x, low), chip, "♥", HEART_RED, f"{self.hearts}")
            if self.queen:
                x = _chip(plate, (x, low), chip, "Q♠", (26, 27, 36), "")
            if self.jack:
                x = _chip(plate, (x, low), chip, "J♦", HEART_RED, "")
        value = f"+{self.hand_points}" if self.hand_points > 0 else str(self.hand_points)
        if not self.show_points:
            value = str(self.tricks)
        points = render(value, max(9, round(height * 0.25)), CREAM if self.hand_points else SOFT, bold=True)
        right = points.get_rect(midright=(width - pad, low))
        plate.blit(points, right)
        word = tr("this hand") if self.show_points else tr("tricks")
        label = render(word, max(8, round(height * 0.25)), SOFT)
        if label.get_width() + pad < right.left - x:
            plate.blit(label, label.get_rect(midright=(right.left - pad // 2, low)))
        return plate


def _fit(text: str, pixels: int, colour: tuple[int, int, int], room: int) -> pygame.Surface:
    image = render(text, pixels, colour, bold=True)
    while image.get_width() > room and pixels > 9:
        pixels -= 1
        image = render(text, pixels, colour, bold=True)
    return image


def _chip(plate: pygame.Surface, pos: tuple[float, float], size: int, symbol: str, ink: tuple[int, int, int],
          count: str) -> int:  # fmt: skip
    """A small ivory tag with a suit symbol (and a count after it); returns the x after it."""
    glyph = render(symbol, size, ink, bold=True, shadow=False)
    label = render(count, size, CREAM, bold=True) if count else None
    box = pygame.Rect(0, 0, glyph.get_width() + size // 2, round(size * 1.25))
    box.midleft = (round(pos[0]), round(pos[1]))
    pygame.draw.rect(plate, CHIP_IVORY, box, border_radius=max(2, box.height // 4))
    plate.blit(glyph, glyph.get_rect(center=box.center))
    x = box.right + max(2, size // 5)
    if label is not None:
        plate.blit(label, label.get_rect(midleft=(x, box.centery)))
        x += label.get_width()
    return x + max(3, size // 2)


def _radius(height: int) -> int:
    return max(6, height // 4)
