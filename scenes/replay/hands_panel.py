"""Every seat's hidden cards, on a panel at the side of a replayed table (when the player shows them)."""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.replay.words import card_text
from scenes.ui.decor import draw_panel
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, font, render

RED_SUITS = ("♥", "♦")
RED = (236, 120, 110)


def draw_hands(surface: pygame.Surface, top: int, names: list[str], hands: list[list[str]]) -> pygame.Rect:
    """The panel at the top left, from `top` down; its rect."""
    size = surface.get_size()
    width, height = size
    pad = scaled(size, 14, 6)
    panel_w = round(width * 0.3)
    rows = [(name, [card_text(c) for c in held]) for name, held in zip(names, hands, strict=True) if held]
    line_h = min(scaled(size, 34, 16), max(12, (height - top - 3 * pad) // max(1, len(rows) + 1)))
    texts = [f"{name}:  {'  '.join(cards)}" for name, cards in rows]  # as wide as drawn: gaps of a third of a size
    least = readable_px(size)
    widest = max((font(least, bold=True).size(text)[0] for text in texts), default=0)
    panel_w = max(panel_w, widest + 2 * pad)  # a readable size before a narrow panel
    pixels = fitted_size(texts or ["-"], panel_w - 2 * pad, max(least, round(line_h * 0.72)), bold=True, minimum=least)
    panel = pygame.Rect(pad, top + pad, panel_w, (len(rows) + 1) * line_h + 2 * pad)
    draw_panel(surface, panel, scaled(size, 12, 5), alpha=215)
    heading = render(tr("Every hand"), pixels, GOLD, bold=True)
    surface.blit(heading, (panel.left + pad, panel.top + pad))
    y = panel.top + pad + line_h
    for name, cards in rows:
        x = panel.left + pad
        label = render(f"{name}:", pixels, CREAM, bold=True)
        surface.blit(label, (x, y))
        x += label.get_width() + pixels // 2
        for card in cards:
            image = render(card, pixels, RED if card[-1] in RED_SUITS else CREAM, bold=True)
            surface.blit(image, (x, y))
            x += image.get_width() + pixels // 3
        y += line_h
    return panel
