"""The title screen's two small fans of cards beside the panel. They are laid onto the menu's background one a
frame, so the first frame shows at once and no frame draws them all."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Final

from scenes.ui.scale import scaled

if TYPE_CHECKING:
    import pygame

    from scenes.cards.card_art import CardArt

FAN_LEFT: Final = ("AS", "2H", "3C")  # the cards nobody wants to hold …
FAN_RIGHT: Final = ("KD", "KS", "KH")  # … and the ones that call "Kuckuck!"
MIN_CARD_WIDTH: Final = 48  # narrower than this, there is no room for the fans


class CardFans:
    def __init__(self) -> None:
        self._art: CardArt | None = None  # loaded with the first card
        self.due: deque[tuple[str, int, float, tuple[int, int]]] = deque()  # (card, width, angle, centre) to lay

    def plan(self, size: tuple[int, int], panel: pygame.Rect) -> None:
        """Where the cards go for this window size and panel (none when the sides are too narrow)."""
        self.due = deque()
        width = size[0]
        side = (width - panel.width) // 2
        card_w = min(round(side * 0.42), scaled(size, 150, 20))
        if card_w < MIN_CARD_WIDTH:
            return
        for cards, cx, tilt in ((FAN_LEFT, side // 2, 1), (FAN_RIGHT, width - side // 2, -1)):
            cy = panel.centery - round(card_w * 0.15)
            for i, card in enumerate(cards):
                offset = i - (len(cards) - 1) / 2
                angle = tilt * 8 - offset * 16  # counter-clockwise degrees
                pivot = (cx + offset * card_w * 0.42, cy + abs(offset) * card_w * 0.12)
                self.due.append((card, card_w, angle, (round(pivot[0]), round(pivot[1]))))

    def lay_next(self, background: pygame.Surface) -> None:
        """Lay the next card (with its shadow) onto `background`."""
        if not self.due:
            return
        if self._art is None:
            from scenes.cards.card_art import CardArt

            self._art = CardArt()
        card, card_w, angle, (x, y) = self.due.popleft()
        shadow, image = self._art.shadow(card_w), self._art.rotated(card, card_w, angle)
        background.blit(shadow, shadow.get_rect(center=(x + 6, y + 10)))
        background.blit(image, image.get_rect(center=(x, y)))
