"""The TV's join screen for a table with phone seats: the QR code of the join address, the short address to type,
each phone seat with its name, colour and a connection dot, and how to start. Drawn over the dimmed table until
everyone has joined or the host starts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.i18n import tr
from scenes.phones.qr import QUIET, qr_modules
from scenes.table.phone_table import TablePhones
from scenes.ui.caches import cached
from scenes.ui.decor import Colour, draw_dialog, hint_line
from scenes.ui.legibility import readable_px
from scenes.ui.text import CREAM, GOLD, render

JOINED = (90, 200, 110)
NOT_YET = (120, 120, 120)


@cached(maxsize=4)
def qr_image(url: str, side: int) -> pygame.Surface:
    """The QR code of `url`, dark on white with its quiet border, whole pixels per module, at most `side` wide."""
    rows = qr_modules(url)
    count = len(rows) + 2 * QUIET
    module = max(1, side // count)
    image = pygame.Surface((count * module, count * module))
    image.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                image.fill((0, 0, 0), ((x + QUIET) * module, (y + QUIET) * module, module, module))
    return image


class JoinFacts(NamedTuple):
    """Everything the join screen shows: while none of it changes, the screen is the same picture."""

    url: str
    short_url: str
    failure: str | None
    seats: tuple[tuple[str, Colour | None, bool], ...]  # each phone seat's name, colour, and whether it joined
    start_prompt: str


def draw_join(
    surface: pygame.Surface, phones: TablePhones, colours: Sequence[Colour | None], start_prompt: str
) -> pygame.Rect:
    """The join screen over the whole window; returns the start line's rect (a click on it starts)."""
    joined = phones.bridge.joined()
    seats = tuple((phones.names[seat], colours[seat], seat in joined) for seat in phones.bridge.seats)
    facts = JoinFacts(phones.server.url, phones.server.short_url, phones.failure, seats, start_prompt)
    image, start_rect = join_image(surface.get_size(), facts)
    surface.blit(image, (0, 0))
    return start_rect


@cached(maxsize=2)
def join_image(size: tuple[int, int], facts: JoinFacts) -> tuple[pygame.Surface, pygame.Rect]:
    """The join screen as one see-through picture of the window's size, and where its start line is."""
    width, height = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    image.fill((0, 0, 0, 170))
    box = pygame.Rect(0, 0, round(width * 0.86), round(height * 0.84))
    box.center = (width // 2, height // 2)
    draw_dialog(image, box, max(8, height // 60))
    pad = max(12, height // 30)
    title_px = max(readable_px(size) + 6, height // 18)
    title = render(tr("Join with your phone"), title_px, GOLD, bold=True)
    image.blit(title, title.get_rect(midtop=(box.centerx, box.top + pad)))
    body_top = box.top + pad + title.get_height() + pad
    start_px = max(readable_px(size), height // 34)
    start = hint_line(facts.start_prompt, start_px)
    start_rect = start.get_rect(midbottom=(box.centerx, box.bottom - pad))
    image.blit(start, start_rect)
    side = min(box.width // 2 - 2 * pad, start_rect.top - pad - body_top)
    code = qr_image(facts.url, side)
    image.blit(code, code.get_rect(topleft=(box.left + pad, body_top)))
    left = box.left + 2 * pad + code.get_width()
    _draw_words(image, facts, pygame.Rect(left, body_top, box.right - pad - left, start_rect.top - pad - body_top))
    return image, start_rect.inflate(pad, pad // 2)


def _draw_words(surface: pygame.Surface, facts: JoinFacts, area: pygame.Rect) -> None:
    """How to join, the short address, and the seats with who has joined."""
    height = surface.get_height()
    text_px = max(readable_px(surface.get_size()), height // 34)
    lines = [
        (tr("Scan the code with the phone's camera, or open:"), CREAM, False),
        (facts.short_url, GOLD, True),
    ]
    if facts.failure is not None:
        lines = [(tr("Phones cannot join ({error}).", error=facts.failure), CREAM, False)]
    top = area.top
    for text, colour, bold in lines:
        words = _fitted(text, text_px, colour, bold, area.width)
        surface.blit(words, (area.left, top))
        top += words.get_height() + text_px // 2
    top += text_px
    row_h = min(round(text_px * 1.6), (area.bottom - top) // max(1, len(facts.seats)))
    row_px = max(10, min(text_px, round(row_h * 0.7)))
    for name, seat_colour, joined in facts.seats:
        centre = (area.left + row_h // 2, top + row_h // 2)
        pygame.draw.circle(surface, seat_colour or CREAM, centre, row_h // 3)
        pygame.draw.circle(surface, JOINED if joined else NOT_YET, centre, row_h // 6)
        state = tr("joined") if joined else tr("waiting…")
        label = _fitted(f"{name} · {state}", row_px, CREAM, False, area.width - row_h)
        surface.blit(label, label.get_rect(midleft=(area.left + row_h, centre[1])))
        top += row_h


def _fitted(text: str, pixels: int, colour: Colour, bold: bool, width: int) -> pygame.Surface:
    image = render(text, pixels, colour, bold=bold)
    while image.get_width() > width and pixels > 10:
        pixels -= 1
        image = render(text, pixels, colour, bold=bold)
    return image
