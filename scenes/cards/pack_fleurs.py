"""The Kille numerals (rules.md §1 "Special decks", assets/cards/packs/README.md): the numeral N is N fleurs-de-lis
laid out in rows over the picture panel, as a playing card lays out its pips."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

import pygame

# How many fleurs-de-lis each row holds, top to bottom: the README's grids (columns x rows), with the odd one as a
# row of its own in the middle (5, 7: in the middle of the top half) or in the middle of the middle row (11).
FLEUR_ROWS: Final[Mapping[int, tuple[int, ...]]] = MappingProxyType({
    1: (1,), 2: (1, 1), 3: (1, 1, 1), 4: (2, 2), 5: (2, 1, 2), 6: (2, 2, 2), 7: (2, 1, 2, 2), 8: (2, 2, 2, 2),
    9: (3, 3, 3), 10: (2, 2, 2, 2, 2), 11: (2, 2, 3, 2, 2), 12: (3, 3, 3, 3),
})  # fmt: skip
FLEUR_ASPECT: Final = 1.1  # the fleur's ink in fleur.svg is about 1.1 times as wide as it is tall
FILL: Final = 0.88  # of its cell a fleur-de-lis takes: a gap between neighbours
MIN_FLEUR: Final = 8  # px: a smaller fleur-de-lis no longer reads as one
DIGIT_BELOW: Final = 40  # px card width: under it the numeral is drawn as its digit


def fleur_width(number: int, panel: pygame.Rect) -> int:
    """How wide each of `number`'s fleurs-de-lis is drawn in `panel`: every row fits, every fleur as wide."""
    rows = _rows(number)
    across = max(rows)
    return max(1, round(min(panel.width / across, panel.height / len(rows) * FLEUR_ASPECT) * FILL))


def fleur_centres(number: int, panel: pygame.Rect) -> list[tuple[int, int]]:
    """Where each of `number`'s fleurs-de-lis is centred in `panel`: rows spread evenly down the panel, each row's
    fleurs evenly across it."""
    rows = _rows(number)
    across = max(rows)
    step = panel.width / across
    row_h = panel.height / len(rows)
    centres: list[tuple[int, int]] = []
    for r, count in enumerate(rows):
        y = panel.y + (r + 0.5) * row_h
        # a full row spreads evenly; a shorter one keeps to the outer columns (two) or the middle (one)
        offsets = [(c - (count - 1) / 2) * (step if count == across else step * (across - 1))
                   for c in range(count)]  # fmt: skip
        centres.extend((round(panel.centerx + dx), round(y)) for dx in offsets)
    return centres


def fleur_tile(path: str, width: int) -> pygame.Surface:
    """The fleur-de-lis of `path` (a 400 x 600 box), `width` px wide, cropped to its ink."""
    box_w = max(2, round(width * 400 / 352))  # the ink spans 352 of the box's 400 units
    drawn = pygame.image.load_sized_svg(path, (box_w, round(box_w * 1.5)))
    return drawn.subsurface(drawn.get_bounding_rect()).copy()


def _rows(number: int) -> tuple[int, ...]:
    if number not in FLEUR_ROWS:
        raise ValueError(f"number: a Kille numeral is 1 to 12, got {number!r}")
    return FLEUR_ROWS[number]
