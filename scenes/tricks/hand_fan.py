"""Your hand, fanned along the bottom of a trick table: legal cards lifted, the rest dimmed, a keyboard cursor,
the mouse's hover, cards picked for passing raised high, received cards glowing, a card dragged by the pointer.

The fan only shows and hit-tests; what a click means (play, pick for passing) is the view's to decide. Lifts ease
towards their targets every frame, so a card rises and settles smoothly instead of jumping.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from scenes.cards.card_art import CardArt
from scenes.cards.geometry import Point, card_height
from scenes.cards.palette import BACK_BLUE
from scenes.cards.sprites import TURN_GOLD, CardSprite
from scenes.ui.caches import cached

RECEIVED_BLUE = (120, 200, 255)
PICKED_GOLD = TURN_GOLD  # one glow image fewer to draw
LIFT_EASE_MS = 70.0  # time constant of a card rising or settling
DRAG_THRESHOLD = 8  # pixels the pointer must move before a press becomes a drag


@cached(maxsize=8)
def dim_veil(width: int) -> pygame.Surface:
    """A dark rounded card-shaped veil laid over a card that may not be played."""
    height = card_height(width)
    veil = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 16, 14, 120), veil.get_rect(), border_radius=max(2, round(width * 0.065)))
    return veil


@dataclass
class Drag:
    card: str
    start: tuple[int, int]
    grab: Point  # the pointer's offset from the card's centre when pressed
    pos: tuple[int, int]
    moved: bool = False


@dataclass
class HandFan:
    """The cards of the hand being shown, in display order, with one sprite each."""

    cards: list[str] = field(default_factory=list)
    sprites: dict[str, CardSprite] = field(default_factory=dict)
    legal: frozenset[str] | None = None  # None: not deciding now (nothing lifted or dimmed)
    picked: set[str] = field(default_factory=set)  # chosen for passing
    received: set[str] = field(default_factory=set)  # just arrived from the pass
    cursor: int | None = None  # the keyboard or gamepad cursor's index, when shown
    hover: str | None = None
    picking: bool = False  # passing: every card may be picked, none is dimmed
    face_up: bool = True  # False while nobody may see the hand (a hot-seat hand-over)
    drag: Drag | None = None
    raised: dict[str, float] = field(default_factory=dict)  # the current lift of each card, in pixels

    # --- contents -----------------------------------------------------------------------------------------

    def set_cards(self, cards: list[str], slots: list[Point]) -> None:
        """Show exactly `cards`, each sprite at its slot (reconcile: nothing is moving)."""
        self.cards = list(cards)
        self.sprites = {
            card: self.sprites.get(card) or CardSprite(slot) for card, slot in zip(cards, slots, strict=True)
        }
        for card, slot in zip(cards, slots, strict=True):
            sprite = self.sprites[card]
            sprite.pos, sprite.flip, sprite.card, sprite.visible, sprite.angle = slot, 1.0, card, True, 0.0
        self.raised = {card: self.raised.get(card, 0.0) for card in cards}
        self.picked &= set(cards)
        self.received &= set(cards)
        if self.cursor is not None:
            self.cursor = min(self.cursor, len(cards) - 1) if cards else None
        if self.hover not in self.sprites:
            self.hover = None

    def take(self, card: str) -> CardSprite | None:
        """Remove `card` from the fan (it is being played or passed) and return its sprite, lifted as shown."""
        if card not in self.sprites:
            return None
        index = self.cards.index(card)
        self.cards.remove(card)
        sprite = self.sprites.pop(card)
        lift = self.raised.pop(card, 0.0)
        sprite.pos = (sprite.pos[0], sprite.pos[1] - lift)
        if self.drag is not None and self.drag.card == card:
            sprite.pos = self.drag_pos(self.drag)
            self.drag = None
        self.picked.discard(card)
        self.received.discard(card)
        if self.hover == card:
            self.hover = None
        if self.cursor is not None and self.cards:
            self.cursor = min(self.cursor if self.cursor < index else max(0, self.cursor - 1), len(self.cards) - 1)
        elif not self.cards:
            self.cursor = None
        return sprite

    # --- the look of each card ------------------------------------------------------------------------------

    def is_dimmed(self, card: str) -> bool:
        return self.legal is not None and card not in self.legal

    def target_lift(self, card: str, lift: float) -> float:
        if card in self.picked:
            return lift * 2.1
        focused = self.hover == card or (self.cursor is not None and self.cards[self.cursor] == card)
        if self.legal is None:
            return lift * 0.5 if focused and self.picking else 0.0
        if card not in self.legal:
            return 0.0
        return lift * (1.6 if focused else 1.0)

    def update(self, dt_ms: int, lift: float) -> None:
        blend = 1.0 - math.exp(-max(0, dt_ms) / LIFT_EASE_MS)
        for card in self.cards:
            now = self.raised.get(card, 0.0)
            goal = self.target_lift(card, lift)
            self.raised[card] = goal if abs(goal - now) < 0.5 else now + (goal - now) * blend

    def drawn_pos(self, card: str) -> Point:
        if self.drag is not None and self.drag.card == card and self.drag.moved:
            return self.drag_pos(self.drag)
        x, y = self.sprites[card].pos
        return (x, y - self.raised.get(card, 0.0))

    @staticmethod
    def drag_pos(drag: Drag) -> Point:
        return (drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1])

    # --- pointer ------------------------------------------------------------------------------------------

    def card_at(self, pos: tuple[int, int], width: int) -> str | None:
        """The topmost card under `pos` (cards to the right lie over those to their left)."""
        half_w, half_h = width / 2, card_height(width) / 2
        for card in reversed(self.cards):
            x, y = self.drawn_pos(card)
            # a raised card also answers for the strip it rose from, so the pointer never falls through a gap
            low = self.sprites[card].pos[1] + half_h
            if x - half_w <= pos[0] <= x + half_w and y - half_h <= pos[1] <= max(y + half_h, low):
                return card
        return None

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, art: CardArt, width: int) -> None:
        shadow = art.shadow(width)
        offset = round(width * 0.05)
        dragged = self.drag.card if self.drag is not None and self.drag.moved else None
        cursor_card = self.cards[self.cursor] if self.cursor is not None and self.cards else None
        for card in self.cards:
            if card != dragged:
                self._draw_card(surface, art, width, card, card == cursor_card, shadow, offset)
        if dragged is not None and dragged in self.sprites:
            self._draw_card(surface, art, width, dragged, True, shadow, offset * 2)

    def _draw_card(
        self,
        surface: pygame.Surface,
        art: CardArt,
        width: int,
        card: str,
        cursor: bool,
        shadow: pygame.Surface,
        offset: int,
    ) -> None:
        sprite = self.sprites[card]
        if not sprite.visible:
            return
        x, y = self.drawn_pos(card)
        centre = (round(x), round(y))
        if self.face_up:
            glow = None
            if card in self.picked:
                glow = PICKED_GOLD
            elif cursor:
                glow = TURN_GOLD
            elif card in self.received:
                glow = RECEIVED_BLUE
            if glow is not None:
                halo = art.highlight(width, glow)
                surface.blit(halo, halo.get_rect(center=centre))
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + offset, centre[1] + offset)))
        image = art.face(card, width) if self.face_up and sprite.flip >= 0.5 else art.back(width, BACK_BLUE)
        if 0.0 < sprite.flip < 1.0:
            squeeze = abs(1.0 - 2.0 * sprite.flip)
            image = pygame.transform.scale(image, (max(1, round(image.get_width() * squeeze)), image.get_height()))
        rect = image.get_rect(center=centre)
        surface.blit(image, rect)
        if self.face_up and self.is_dimmed(card):
            surface.blit(dim_veil(width), rect)
