"""The mark of a received Harlekin on its holder's seat plate (rules.md §1, Kille with powers: a Harlekin received
from another seat counts below every card): a harlequin's lozenge and the word "received", in the plate's bottom
right corner (or, where the lives leave no room, its top right corner in place of what the seat did), where every
player sees it."""

from __future__ import annotations

import pygame

from game.i18n import trc
from scenes.ui.text import GOLD, render

MOTLEY = ((200, 40, 50), (40, 140, 70), (40, 66, 158), (234, 186, 72))  # the harlequin's red, green, blue, gold
RIM = (26, 27, 36)
TAG_FILL = (62, 24, 30, 240)  # a dark red pill, apart from the plate's green and the mover's gold


def received_word() -> str:
    return trc("seat tag", "received")


def draw_lozenge(surface: pygame.Surface, centre: tuple[float, float], half: float) -> None:
    """A harlequin's lozenge: four diamonds of motley round a point, with a dark rim."""
    x, y = centre
    tall = half * 1.3
    top, right, bottom, left = (x, y - tall), (x + half, y), (x, y + tall), (x - half, y)
    # the midpoints of the four edges cut the lozenge into four smaller ones round the centre
    upper_right, lower_right = (x + half / 2, y - tall / 2), (x + half / 2, y + tall / 2)
    lower_left, upper_left = (x - half / 2, y + tall / 2), (x - half / 2, y - tall / 2)
    quarters = (
        (top, upper_right, (x, y), upper_left),
        (upper_right, right, lower_right, (x, y)),
        ((x, y), lower_right, bottom, lower_left),
        (upper_left, (x, y), lower_left, left),
    )
    for colour, quarter in zip(MOTLEY, quarters, strict=True):
        pygame.draw.polygon(surface, colour, quarter)
    pygame.draw.polygon(surface, RIM, (top, right, bottom, left), max(1, round(half / 4)))


def _parts(height: int) -> tuple[int, float, float, pygame.Surface]:
    pill_h = max(8, round(height * 0.36))
    word = render(received_word(), max(8, round(height * 0.24)), GOLD, bold=True)
    return pill_h, pill_h * 0.32, pill_h * 0.35, word  # the pill's height, the lozenge's half width, the padding


def tag_width(height: int) -> float:
    """How wide the whole tag (lozenge and word) is on a plate `height` px tall."""
    _, half, pad, word = _parts(height)
    return pad + half * 2 + pad * 0.6 + word.get_width() + pad


def draw_received_tag(plate: pygame.Surface, right: float, y: float, word: bool = True) -> pygame.Rect:
    """The tag on `plate`, its right end at `right`, centred on `y`; with `word` False the lozenge alone. Returns
    where it was drawn."""
    pill_h, half, pad, text = _parts(plate.get_height())
    pill = pygame.Rect(0, 0, round(tag_width(plate.get_height()) if word else pad * 2 + half * 2), pill_h)
    pill.midright = (round(right), round(y))
    pygame.draw.rect(plate, TAG_FILL, pill, border_radius=pill_h // 2)
    pygame.draw.rect(plate, GOLD, pill, max(1, pill_h // 10), border_radius=pill_h // 2)
    centre = (pill.left + pad + half, pill.centery)
    draw_lozenge(plate, centre, half)
    if word:
        plate.blit(text, text.get_rect(midleft=(round(centre[0] + half + pad * 0.6), pill.centery)))
    return pill
