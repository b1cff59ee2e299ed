"""How a hint shows at the table: one line on a dark band under the title bar ("Hint: Duck: …"), and while it is
being worked out, "Thinking…" with its dots counting up."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes.table.hints import TableHints
from scenes.ui.decor import Colour, draw_panel
from scenes.ui.reasons import describe
from scenes.ui.text import CREAM, GOLD, render

DOT_MS = 300  # the thinking dots count up this often
TOP = 0.043  # the band's top, as a share of the window's height: just under the title bar, above the seats
WIDEST = 0.9  # the band's widest, as a share of the window's width


def hint_text(hints: TableHints, clock_ms: int) -> tuple[str, Colour]:
    """The line to show now ("" for none) and its colour: the hint in gold, the thinking in cream."""
    reason = hints.reason
    if reason is not None:
        return tr("Hint: {advice}", advice=describe(reason)), GOLD
    if hints.thinking:
        return tr("Thinking") + "." * (1 + clock_ms // DOT_MS % 3), CREAM
    return "", CREAM


def draw_hint_line(surface: pygame.Surface, text: str, colour: Colour, pixels: int) -> pygame.Rect | None:
    """The hint band with `text` at `pixels` high, centred under the title bar; where it was drawn (None: no text)."""
    if not text:
        return None
    width, height = surface.get_size()
    image = render(text, pixels, colour)
    while image.get_width() > width * WIDEST and pixels > 10:
        pixels -= 1
        image = render(text, pixels, colour)
    band = image.get_rect(midtop=(width // 2, round(height * TOP))).inflate(pixels * 2, pixels // 2)
    draw_panel(surface, band, pixels // 2, alpha=210)
    surface.blit(image, image.get_rect(center=band.center))
    return band
