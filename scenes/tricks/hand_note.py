"""A short note over your hand, where you are looking: why a card was refused ("You must follow hearts."), or
what to do first ("Pick 3 cards to pass first."). A bubble pointing at the card it is about (or at the middle of
the hand), shown for a few seconds, fading at the end; the next note replaces it, and the game moving on (a card
played for you, say) takes it away."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.cards.geometry import Point
from scenes.ui.caches import cached
from scenes.ui.text import render

NOTE_MS = 2600
FADE_MS = 400
INK = (255, 240, 200)
FILL = (52, 16, 18, 236)
RIM = (232, 92, 92)


@cached(maxsize=8)
def bubble(text: str, pixels: int) -> pygame.Surface:
    """The note's image: a rounded dark-red box with a pointer at the bottom middle."""
    label = render(text, pixels, INK, bold=True)
    pad_x, pad_y, tip = pixels, pixels // 2, max(6, pixels // 2)
    width, height = label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y
    image = pygame.Surface((width, height + tip), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, width, height)
    radius = max(6, height // 3)
    middle = width // 2
    pointer = [(middle - tip, height - 2), (middle + tip, height - 2), (middle, height + tip - 1)]
    pygame.draw.rect(image, FILL, box, border_radius=radius)
    pygame.draw.polygon(image, FILL, pointer)
    pygame.draw.rect(image, RIM, box, 2, border_radius=radius)
    pygame.draw.lines(image, RIM, False, [pointer[0], pointer[2], pointer[1]], 2)
    pygame.draw.line(image, FILL, (pointer[0][0] + 2, height - 2), (pointer[1][0] - 2, height - 2), 3)
    image.blit(label, label.get_rect(center=box.center))
    return image


@dataclass
class HandNote:
    text: str = ""
    card: str | None = None  # the card it points at (None: the middle of the hand)
    left_ms: int = 0
    moment: object = None  # what the game looked like when it was shown (None: it lasts its time; see `outdated`)

    @property
    def shown(self) -> bool:
        return self.left_ms > 0 and bool(self.text)

    def show(self, text: str, card: str | None = None, moment: object = None) -> None:
        self.text, self.card, self.left_ms, self.moment = text, card, NOTE_MS, moment

    def outdated(self, moment: object) -> None:
        """The game is at `moment` now: a note about another moment goes."""
        if self.shown and self.moment is not None and moment != self.moment:
            self.hide()

    def hide(self) -> None:
        self.left_ms = 0

    def update(self, dt_ms: int) -> None:
        self.left_ms = max(0, self.left_ms - dt_ms)

    def draw(self, surface: pygame.Surface, tip: Point, pixels: int) -> None:
        """Drawn with its pointer's tip at `tip` (just above the card), kept inside the window."""
        if not self.shown:
            return
        image = bubble(self.text, pixels)
        rect = image.get_rect(midbottom=(round(tip[0]), round(tip[1])))
        rect.clamp_ip(surface.get_rect())
        if self.left_ms < FADE_MS:
            image = image.copy()
            image.set_alpha(round(255 * self.left_ms / FADE_MS))
        surface.blit(image, rect)
