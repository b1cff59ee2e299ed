"""The Hearts table's status card in the top right corner: where this hand's cards are passed, whether hearts are
broken, and the score that ends the game. Drawn once per state."""

from __future__ import annotations

import pygame

from game.i18n import tr, trc
from scenes.tricks.pass_picker import direction_label
from scenes.ui.caches import cached
from scenes.ui.text import CREAM, render

HEART_ON = (232, 60, 72)
HEART_OFF = (120, 130, 124)
SOFT = (190, 206, 192)


@cached(maxsize=8)
def status_card(height: int, direction: str, broken: bool, target: int, language: str) -> pygame.Surface:
    """`language` only keys the cache, so a change of language draws the card again."""
    px = max(11, height // 46)
    lines = [
        (tr("Passing"), direction_label(direction), CREAM),
        (trc("hearts hud", "Hearts"), tr("broken") if broken else tr("not broken"), HEART_ON if broken else SOFT),
        (tr("Game to"), str(target), CREAM),
    ]
    labels = [render(label, px, SOFT) for label, _, _ in lines]
    values = [render(value, px, colour, bold=True) for _, value, colour in lines]
    pad = px
    row = round(px * 1.55)
    label_w = max(image.get_width() for image in labels)
    both = [render(word, px, CREAM, bold=True).get_width() for word in (tr("broken"), tr("not broken"))]
    value_w = max(*both, *(image.get_width() for image in values))  # as wide broken or not: the card never jumps
    icon = round(px * 1.2)
    width = pad * 3 + label_w + value_w + icon
    card = pygame.Surface((width, pad * 2 + row * len(lines)), pygame.SRCALPHA)
    radius = max(6, px // 2)
    pygame.draw.rect(card, (12, 24, 18, 200), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, (150, 128, 70), card.get_rect(), 1, border_radius=radius)
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        y = pad + row * i + row // 2
        card.blit(label, label.get_rect(midleft=(pad, y)))
        card.blit(value, value.get_rect(midleft=(pad * 2 + label_w + (icon if i == 1 else 0), y)))
    heart = render("♥", round(px * 1.2), HEART_ON if broken else HEART_OFF, bold=True)
    card.blit(heart, heart.get_rect(midleft=(pad * 2 + label_w - 2, pad + row + row // 2)))
    return card
