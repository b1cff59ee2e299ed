"""Things every table draws and animates: cards, callouts, banners, the dealer button.

Sprites hold only what drawing needs; they are never the source of truth (the match is), and drawing never
changes them (a seat plate only caches its image).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.cards.card_art import CardArt
from scenes.cards.palette import BACK_BLUE, RED
from scenes.cards.palette import GOLD as GILT
from scenes.ui.text import CREAM, GOLD, render

Point = tuple[float, float]
LOSER_RED = (235, 70, 70)
TURN_GOLD = (255, 210, 90)
PAPER = (250, 246, 230)  # the hint tag and the dealer button
INK = (30, 30, 30)
RED_SUITS = ("♥", "♦")
LIFT_GROWTH = 0.12  # a card fully lifted towards the viewer is this much bigger


def lifted_width(width: int) -> int:
    """The width a card of `width` is drawn at when fully lifted: its images exist at this width too, so a lifted
    card is drawn from art of its own size (or scaled down from it), never scaled up."""
    return round(width * (1.0 + LIFT_GROWTH))


@dataclass
class CardSprite:
    """One physical card. `flip` runs 0 (back up) .. 1 (face up); `card` is its face if the viewer knows it."""

    pos: Point
    card: str | None = None
    flip: float = 0.0
    angle: float = 0.0
    lift: float = 0.0  # 0..1: raised towards the viewer (scaled up, stronger shadow)
    glow: tuple[int, int, int] | None = None
    visible: bool = True
    hint: str = ""  # a card the viewer knows lies here face down (they handed it over)

    def draw(self, surface: pygame.Surface, art: CardArt, width: int) -> None:
        if not self.visible:
            return
        shows_face = self.flip >= 0.5 and self.card is not None
        squeeze = abs(1.0 - 2.0 * self.flip) if 0.0 < self.flip < 1.0 else 1.0
        x, y = self.pos
        if self.glow is not None:
            halo = art.highlight(width, self.glow, self.angle)  # the glow turns with its card
            surface.blit(halo, halo.get_rect(center=(round(x), round(y))))
        shadow = art.shadow(width)
        offset = round(width * (0.04 + 0.10 * self.lift))
        surface.blit(shadow, shadow.get_rect(center=(round(x + offset), round(y + offset))))
        # cached images at `width`, or (lifted) at the lifted width and shrunk to the lift of the moment
        drawn = lifted_width(width) if self.lift > 0.0 else width
        image = art.rotated(self.card if shows_face else None, drawn, self.angle, BACK_BLUE)
        shrink = min(1.0, (1.0 + LIFT_GROWTH * self.lift) * width / drawn)  # never scaled up
        size = (max(1, round(image.get_width() * squeeze * shrink)), max(1, round(image.get_height() * shrink)))
        if size != image.get_size():
            image = pygame.transform.smoothscale(image, size)
        rect = image.get_rect(center=(round(x), round(y)))
        surface.blit(image, rect)
        if self.hint and not shows_face:
            ink = RED if self.hint.endswith(RED_SUITS) else INK  # red suits read red, as on the card
            tag = render(self.hint, max(9, width // 4), ink, bold=True, shadow=False)
            box = tag.get_rect(midtop=(rect.centerx, rect.bottom - tag.get_height() // 2)).inflate(10, 4)
            pygame.draw.rect(surface, PAPER, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, GILT, box, 2, border_radius=box.height // 2)
            surface.blit(tag, tag.get_rect(center=box.center))


def draw_dealer_button(surface: pygame.Surface, pos: Point, size: int) -> None:
    centre = (round(pos[0]), round(pos[1]))
    pygame.draw.circle(surface, (30, 30, 30), (centre[0] + 2, centre[1] + 2), size)
    pygame.draw.circle(surface, PAPER, centre, size)
    pygame.draw.circle(surface, GILT, centre, size, max(1, size // 6))
    letter = render("D", max(8, round(size * 1.1)), INK, bold=True, shadow=False, glyph=True)  # a chip, not text
    surface.blit(letter, letter.get_rect(center=centre))


CALLOUT_POP = 1.1  # a callout pops up to this much of its size, then settles
CALLOUT_RISE = 18  # pixels it rises as it fades, from a little below its spot to as far above it


def callout_extent(text: str, size: int) -> tuple[float, float]:
    """The box a callout of `text` at `size` fills over its life, centred on its spot: its widest, popped image,
    and as high as that and its rise."""
    image = render(text, max(8, round(size * CALLOUT_POP)), GOLD, bold=True)
    return (float(image.get_width()), float(image.get_height() + CALLOUT_RISE))


@dataclass
class Callout:
    """A word that pops up over a seat ("Kuckuck!", "Stay", …) and fades away."""

    text: str
    pos: Point
    color: tuple[int, int, int] = GOLD
    size: int = 32
    progress: float = 0.0  # 0..1 over its life

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress
        pop = min(1.0, t / 0.18)
        scale = 0.6 + (CALLOUT_POP - 0.6) * pop - 0.1 * max(0.0, (t - 0.18) / 0.82)
        alpha = 255 if t < 0.7 else max(0, round(255 * (1 - (t - 0.7) / 0.3)))
        image = render(self.text, max(8, round(self.size * scale)), self.color, bold=True)
        image = image.copy()
        image.set_alpha(alpha)
        rise = CALLOUT_RISE * (t - 0.5)
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1] - rise))))


@dataclass
class Banner:
    """A large message across the table centre (sudden death, the winner)."""

    text: str
    sub: str = ""
    alpha: float = 0.0

    def draw(self, surface: pygame.Surface, center: Point, height: int) -> None:
        if self.alpha <= 0:
            return
        title = render(self.text, max(16, height // 12), GOLD, bold=True)
        strip = pygame.Rect(0, 0, surface.get_width(), round(title.get_height() * 2.2))
        strip.center = (round(center[0]), round(center[1]))
        veil = pygame.Surface(strip.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, round(150 * self.alpha)))
        surface.blit(veil, strip)
        title = title.copy()
        title.set_alpha(round(255 * self.alpha))
        surface.blit(title, title.get_rect(center=(strip.centerx, strip.centery - (height // 60 if self.sub else 0))))
        if self.sub:
            sub = render(self.sub, max(10, height // 36), CREAM).copy()
            sub.set_alpha(round(255 * self.alpha))
            surface.blit(sub, sub.get_rect(midtop=(strip.centerx, strip.centery + title.get_height() // 3)))


@dataclass
class Stage:
    """What every table shows over its cards: callouts over seats and one banner across the middle."""

    callouts: list[Callout] = field(default_factory=list)
    banner: Banner | None = None

    def draw(self, surface: pygame.Surface, center: Point) -> None:
        for callout in self.callouts:
            callout.draw(surface)
        if self.banner is not None:
            self.banner.draw(surface, center, surface.get_height())
