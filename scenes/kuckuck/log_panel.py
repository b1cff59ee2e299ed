"""The move log on the Kuckuck table: the last few moves of the deal in the bottom-left corner, or the whole deal
over both bottom corners when opened (Tab, a click on the log, or the gamepad's LB). The corners come from
log_zone.py, so the log never lies over a card, a plate or a button; the lines from story.py."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

import pygame

from game.i18n import tr, trn
from scenes.cards.geometry import Rect
from scenes.ui.decor import panel_body
from scenes.ui.text import CREAM, GOLD, font, render
from scenes.ui.wrap import wrap

COLLAPSED_LINES: Final = 4
MIN_PIXELS: Final = 10
LINE_COLOUR: Final = (222, 230, 216)
NEWEST_COLOUR: Final = CREAM
HINT_COLOUR: Final = (178, 200, 184)


@dataclass(frozen=True)
class Box:
    """One drawn part of the log: where it lies and its rows (text, colour)."""

    rect: pygame.Rect
    rows: tuple[tuple[str, tuple[int, int, int]], ...]
    pixels: int
    header: str = ""
    hint: str = ""


@dataclass
class LogPanel:
    expanded: bool = False
    boxes: list[Box] = field(default_factory=list)  # as last drawn, for clicks and tests
    _images: dict[tuple[object, ...], pygame.Surface] = field(default_factory=dict)
    _planned: tuple[tuple[object, ...], list[Box]] | None = None  # the last plan and what it was made for

    def toggle(self) -> None:
        self.expanded = not self.expanded

    def hit(self, pos: tuple[int, int]) -> bool:
        return any(box.rect.collidepoint(pos) for box in self.boxes)

    def plan(self, zones: tuple[Rect, Rect], lines: list[str], base_px: int, hint: str) -> list[Box]:
        """The boxes for `lines` (oldest first) in `zones` (left, right)."""
        left, right = (pygame.Rect(round(z[0]), round(z[1]), round(z[2]), round(z[3])) for z in zones)
        if left.height <= 0 or left.width <= 0:
            return []
        if not self.expanded:
            return [self._collapsed(left, lines, base_px, hint)]
        return self._expanded(left, right, lines, base_px, hint)

    def _pad(self, pixels: int) -> int:
        return max(4, pixels // 2)

    def _collapsed(self, zone: pygame.Rect, lines: list[str], pixels: int, hint: str) -> Box:
        pad = self._pad(pixels)
        inner = zone.width - 2 * pad
        rows: list[tuple[str, tuple[int, int, int]]] = []
        for index, line in enumerate(lines[-COLLAPSED_LINES:]):
            newest = index == len(lines[-COLLAPSED_LINES:]) - 1
            rows += [(part, NEWEST_COLOUR if newest else LINE_COLOUR) for part in wrap(line, pixels, inner)]
        line_h = font(pixels).get_linesize()
        room = max(0, (zone.height - 2 * pad) // line_h - 1)  # one row for the header
        rows = rows[-room:] if room else []
        height = min(zone.height, 2 * pad + line_h * (len(rows) + 1))
        rect = pygame.Rect(zone.left, zone.bottom - height, zone.width, height)
        return Box(rect, tuple(rows), pixels, tr("Moves"), hint)

    def _expanded(self, left: pygame.Rect, right: pygame.Rect, lines: list[str], base_px: int, hint: str) -> list[Box]:
        """Both corners, the older moves on the left; the text shrinks until the whole deal fits, and only then
        are the oldest moves left out (the header says how many)."""
        for pixels in range(base_px, MIN_PIXELS - 1, -1):
            boxes = self._columns(left, right, lines, pixels, hint, drop=False)
            if boxes is not None:
                return boxes
        boxes = self._columns(left, right, lines, MIN_PIXELS, hint, drop=True)
        assert boxes is not None
        return boxes

    def _columns(
        self, left: pygame.Rect, right: pygame.Rect, lines: list[str], pixels: int, hint: str, drop: bool
    ) -> list[Box] | None:
        pad = self._pad(pixels)
        line_h = font(pixels).get_linesize()
        per_box = [max(0, (zone.height - 2 * pad) // line_h - 1) for zone in (left, right)]
        wrapped = [wrap(line, pixels, left.width - 2 * pad) for line in lines]
        dropped = 0
        while sum(len(parts) for parts in wrapped[dropped:]) > sum(per_box):
            if not drop:
                return None
            dropped += 1
        rows = [(part, NEWEST_COLOUR if i == len(wrapped) - 1 else LINE_COLOUR)
                for i, parts in enumerate(wrapped) if i >= dropped for part in parts]  # fmt: skip
        header = tr("This deal's moves")
        if dropped:
            header = trn("{header} · {n} earlier not shown", "{header} · {n} earlier not shown", dropped,
                         header=header)  # fmt: skip
        first, rest = rows[: per_box[0]], rows[per_box[0] :]

        def fitted(zone: pygame.Rect, count: int) -> pygame.Rect:  # as tall as its rows, on the zone's bottom
            height = min(zone.height, 2 * pad + line_h * (count + 1))
            return pygame.Rect(zone.left, zone.bottom - height, zone.width, height)

        boxes = [Box(fitted(left, len(first)), tuple(first), pixels, header, hint)]
        if rest:
            boxes.append(Box(fitted(right, len(rest)), tuple(rest), pixels, tr("… continued")))
        return boxes

    def draw(
        self, surface: pygame.Surface, zones: tuple[Rect, Rect], lines: list[str], hint: str, text_height: int
    ) -> None:
        """`text_height`: the window's height, which the words are sized by."""
        pixels = max(MIN_PIXELS + 1, text_height // 50)
        key = (zones, tuple(lines), pixels, hint, self.expanded)
        if self._planned is None or self._planned[0] != key:  # wrapping measures every word: once per change
            self._planned = (key, self.plan(zones, lines, pixels, hint))
        self.boxes = self._planned[1]
        for box in self.boxes:
            drawn = (tuple(box.rect), box.rows, box.pixels, box.header, box.hint)
            image = self._images.get(drawn)
            if image is None:
                image = self._render(box)
                if len(self._images) > 16:
                    self._images.clear()
                self._images[drawn] = image
            surface.blit(image, box.rect)

    def _render(self, box: Box) -> pygame.Surface:
        pixels = box.pixels
        pad = self._pad(pixels)
        image = panel_body(box.rect.size, max(6, pixels // 2), alpha=170)
        line_h = font(pixels).get_linesize()
        header = render(box.header, pixels, GOLD, bold=True)
        image.blit(header, (pad, pad))
        if box.hint:
            hint = render(box.hint, pixels, HINT_COLOUR)
            if header.get_width() + hint.get_width() + 3 * pad <= box.rect.width:
                image.blit(hint, hint.get_rect(topright=(box.rect.width - pad, pad + 1)))
        for row, (text, colour) in enumerate(box.rows):
            image.blit(render(text, pixels, colour), (pad, pad + line_h * (row + 1)))
        return image
