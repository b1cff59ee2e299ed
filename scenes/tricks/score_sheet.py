"""The score sheet shown after every hand: a row per hand with each seat's points, moon shots marked (and the mark
explained), the running totals at the foot with the leader framed and marked "leads". An overlay on the scene
stack that holds the table still until the player dismisses it (any confirm, a click) or it closes by itself after
a while."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import tr
from scenes.core.scene import Scene
from scenes.ui.actions import Action, InputAction
from scenes.ui.caches import cached
from scenes.ui.decor import panel_body
from scenes.ui.legibility import readable_px
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, plain_buttons, render

if TYPE_CHECKING:
    from scenes.core.scene import Host

MAX_ROWS: Final = 12  # older hands fold into one "earlier hands" line
MOON_MARK: Final = "☾"
LEADER_TINT: Final = (255, 217, 122, 70)
LEADER_RIM: Final = (255, 217, 122)
HUMAN_INK: Final = GOLD
SOFT: Final = (190, 206, 192)


@dataclass(frozen=True)
class SheetData:
    title: str  # "After hand 3"
    subtitle: str  # "Game to 100 · lowest score wins"
    names: Sequence[str]
    hands: Sequence[Sequence[int]]  # each hand's points per seat
    totals: Sequence[int]
    moons: dict[int, int]  # hand number (1-based) -> the shooter
    humans: frozenset[int]
    lower_wins: bool = True
    notes: Sequence[tuple[str, tuple[int, int, int]]] = ()  # lines under the subtitle (what the hand brought)
    mark: str = MOON_MARK  # the sign of a marked hand (`moons`) …
    mark_legend: str = ""  # … and what it means ("" for the moon's)


class ScoreSheetOverlay(Scene):
    freezes_below = True

    def __init__(self, app: Host, data: SheetData, on_close: Callable[[], None], auto_close_ms: int | None) -> None:
        super().__init__(app)
        self.data = data
        self.on_close = on_close
        self.auto_close_ms = auto_close_ms
        self.left_ms = auto_close_ms
        self.image: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.closed = False
        self._drawn_for: tuple[int, int] | None = None  # the window size the image was drawn for

    # --- lifecycle ----------------------------------------------------------------------------------------

    def prepare(self) -> None:
        """Draw the sheet now, ahead of showing it (a table does so a moment before, in a lighter frame)."""
        self.image, self.rect = render_sheet(self.data, self.app.size, self.hint())
        self._drawn_for = self.app.size

    def enter(self) -> None:
        if self.image is None or self._drawn_for != self.app.size:
            self.prepare()

    def resize(self, size: tuple[int, int]) -> None:
        self.prepare()

    def hint(self) -> str:
        keys = plain_buttons(self.app.input.prompt(Action.CONFIRM))
        return tr("{keys} or click: continue", keys=keys)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.scenes.pop(self)
        self.on_close()

    # --- input and time -----------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.CONFIRM, Action.CANCEL, Action.POINT_CLICK, Action.MENU):
            self.close()

    def update(self, dt_ms: int) -> None:
        if self.left_ms is None:
            return
        self.left_ms -= dt_ms
        if self.left_ms <= 0:
            self.close()

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is None:
            return
        surface.blit(shade(surface.get_size()), (0, 0))
        surface.blit(self.image, self.rect)
        if self.left_ms is not None and self.auto_close_ms:
            share = max(0.0, self.left_ms / self.auto_close_ms)
            bar = pygame.Rect(self.rect.left + 24, self.rect.bottom - 10, round((self.rect.width - 48) * share), 3)
            pygame.draw.rect(surface, GOLD, bar, border_radius=2)


@cached(maxsize=1)
def shade(size: tuple[int, int]) -> pygame.Surface:
    """The dimming layer under the sheet, made once per window size (a table makes it as it is laid out: at
    1920x1080 it takes several milliseconds, too many for the frame the sheet opens in)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    return shade


def render_sheet(data: SheetData, size: tuple[int, int], hint: str) -> tuple[pygame.Surface, pygame.Rect]:
    """The sheet drawn once: title, a header of names, a row per hand, the totals; and where it sits."""
    width, height = size
    seats = len(data.names)
    hands = list(enumerate(data.hands, start=1))
    folded = hands[: max(0, len(hands) - MAX_ROWS)]
    shown = hands[len(folded) :]
    row_h = scaled(size, 40, 18)
    pad = scaled(size, 30, 12)
    first_w = scaled(size, 150, 64)
    col_w = scaled(size, 190, 80)
    least = readable_px(size)
    note_px = max(least, scaled(size, 26, 12))
    title_h = scaled(size, 66, 28) + round(note_px * 1.35) * len(data.notes)
    lines = [render(note, note_px, colour, bold=True) for note, colour in data.notes]
    widest = max((line.get_width() for line in lines), default=0)
    sheet_w = min(round(width * 0.94), max(2 * pad + first_w + seats * col_w, widest + 2 * pad))
    col_w = (sheet_w - 2 * pad - first_w) // seats
    rows = len(shown) + (1 if folded else 0)
    sheet_h = 2 * pad + title_h + row_h * (rows + 2) + scaled(size, 90, 38)  # room for "leads" and the hint
    if data.moons:
        sheet_h += scaled(size, 28, 14)  # and for the marks' legend, over the hint
    sheet_h = min(sheet_h, round(height * 0.92))
    image = pygame.Surface((sheet_w, sheet_h), pygame.SRCALPHA)
    image.blit(panel_body(image.get_size(), max(10, row_h // 3), alpha=236), (0, 0))  # no shadow: cheap to draw
    title = render(data.title, scaled(size, 40, 18), GOLD, bold=True)
    image.blit(title, title.get_rect(midtop=(sheet_w // 2, pad // 2)))
    sub = render(data.subtitle, max(least, scaled(size, 21, 11)), SOFT)
    image.blit(sub, sub.get_rect(midtop=(sheet_w // 2, pad // 2 + title.get_height())))
    text_px = max(least, round(row_h * 0.5))
    y = pad // 2 + title.get_height() + sub.get_height() + note_px // 3
    for line in lines:
        image.blit(line, line.get_rect(midtop=(sheet_w // 2, y)))
        y += round(note_px * 1.35)
    y = pad + title_h

    def cell_x(seat: int) -> int:
        return pad + first_w + seat * col_w + col_w // 2

    best = min(data.totals) if data.lower_wins else max(data.totals)
    leaders = [seat for seat, total in enumerate(data.totals) if total == best]
    if not data.hands or len(leaders) == seats:
        leaders = []  # nothing played yet, or all level: nobody leads
    for seat, name in enumerate(data.names):
        ink = HUMAN_INK if seat in data.humans else CREAM
        label = _fitted(name, text_px, ink, col_w - 8)
        image.blit(label, label.get_rect(center=(cell_x(seat), y + row_h // 2)))
    y += row_h
    pygame.draw.line(image, (150, 128, 70), (pad, y), (sheet_w - pad, y), 2)
    if folded:
        earlier = [sum(points[seat] for _, points in folded) for seat in range(seats)]
        _row(image, tr("Hands 1–{last}", last=len(folded)), earlier, {}, y, row_h, pad, first_w, cell_x, text_px, least)
        y += row_h
    for number, points in shown:
        moon = {data.moons[number]} if number in data.moons else set()
        _row(
            image,
            tr("Hand {number}", number=number),
            list(points),
            {seat: data.mark for seat in moon},
            y,
            row_h,
            pad,
            first_w,
            cell_x,
            text_px,
            least,
        )
        y += row_h
    pygame.draw.line(image, (150, 128, 70), (pad, y + 2), (sheet_w - pad, y + 2), 2)
    y += 6
    total_label = render(tr("Total"), text_px, GOLD, bold=True)
    image.blit(total_label, total_label.get_rect(midleft=(pad, y + row_h // 2)))
    for seat, total in enumerate(data.totals):
        if seat in leaders:
            tint = pygame.Surface((col_w - 12, row_h - 4), pygame.SRCALPHA)
            pygame.draw.rect(tint, LEADER_TINT, tint.get_rect(), border_radius=row_h // 3)
            pygame.draw.rect(tint, LEADER_RIM, tint.get_rect(), 2, border_radius=row_h // 3)
            image.blit(tint, tint.get_rect(center=(cell_x(seat), y + row_h // 2)))
            lead = render(tr("leads"), max(least, round(text_px * 0.8)), GOLD, bold=True)
            image.blit(lead, lead.get_rect(midtop=(cell_x(seat), y + row_h + 2)))
        value = render(str(total), round(text_px * 1.1), GOLD, bold=True)
        image.blit(value, value.get_rect(center=(cell_x(seat), y + row_h // 2)))
    hint_image = render(hint, max(least, scaled(size, 20, 11)), SOFT)
    hint_rect = hint_image.get_rect(midbottom=(sheet_w // 2, sheet_h - pad // 2 - 6))
    image.blit(hint_image, hint_rect)
    if data.moons:
        text = data.mark_legend or tr("{mark} shot the moon", mark=MOON_MARK)
        legend = render(text, max(least, scaled(size, 20, 11)), (255, 236, 170))
        image.blit(legend, legend.get_rect(midbottom=(sheet_w // 2, hint_rect.top - 4)))
    rect = image.get_rect(center=(width // 2, height // 2))
    return image, rect


def _row(image: pygame.Surface, label: str, points: list[int], marks: dict[int, str], y: int, row_h: int, pad: int,
         first_w: int, cell_x: Callable[[int], int], text_px: int, least: int) -> None:  # fmt: skip
    name = render(label, max(least, round(text_px * 0.86)), SOFT)
    image.blit(name, name.get_rect(midleft=(pad, y + row_h // 2)))
    for seat, value in enumerate(points):
        mark = marks.get(seat, "")
        ink = (255, 236, 170) if mark else CREAM if value else SOFT
        text = f"{value} {mark}".strip()
        cell = render(text, text_px, ink, bold=bool(mark))
        image.blit(cell, cell.get_rect(center=(cell_x(seat), y + row_h // 2)))


def _fitted(text: str, pixels: int, colour: tuple[int, int, int], room: int) -> pygame.Surface:
    image = render(text, pixels, colour, bold=True)
    while image.get_width() > room and pixels > 9:
        pixels -= 1
        image = render(text, pixels, colour, bold=True)
    return image
