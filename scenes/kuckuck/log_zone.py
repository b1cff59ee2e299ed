"""Where the move log may lie: the two bottom corners beside the Stay / Swap buttons, below every plate, card and
dealer button that could be above them. Geometry only, no drawing; a test checks the zones against the table at
every size and seat count the game offers."""

from __future__ import annotations

from scenes.cards.geometry import Rect, rects_overlap
from scenes.kuckuck.layout import TableLayout

STRIP_SHARE = 0.22  # of the window's width, at most, for each corner


def obstacles(layout: TableLayout) -> list[Rect]:
    """Everything the log must never cover: every seat's card and plate, and the dealer button at any seat."""
    rects = [layout.card_rect(seat) for seat in range(layout.seats)]
    rects += [layout.badge_rect(seat) for seat in range(layout.seats)]
    radius = layout.dealer_button_radius()
    for seat in range(layout.seats):
        x, y = layout.dealer_spot(seat)
        rects.append((x - radius, y - radius, 2.0 * radius, 2.0 * radius))
    return rects


def log_zones(layout: TableLayout, buttons: Rect) -> tuple[Rect, Rect]:
    """The left and the right corner (x, y, w, h) the log may use, beside `buttons` (the Stay / Swap bar)."""
    margin = layout.margin
    width = min(layout.width * STRIP_SHARE, buttons[0] - 2 * margin)
    blocks = obstacles(layout)
    zones: list[Rect] = []
    for left in (margin, layout.width - margin - width):
        above = [r[1] + r[3] for r in blocks if r[0] < left + width + margin and left - margin < r[0] + r[2]]
        top = max(above, default=layout.area[1]) + margin
        bottom = layout.height - margin
        zones.append((left, top, width, max(0.0, bottom - top)))
    return zones[0], zones[1]


def prompt_width(layout: TableLayout, zones: tuple[Rect, Rect]) -> float:
    """How wide the prompt between the corners may be, so it never runs over the log."""
    left, right = zones
    return right[0] - (left[0] + left[2]) - 2 * layout.margin


def zone_is_clear(layout: TableLayout, zone: Rect, buttons: Rect) -> bool:
    """The zone lies on the screen and over no card, plate, dealer button or button."""
    x, y, w, h = zone
    on_screen = x >= 0 and y >= 0 and x + w <= layout.width and y + h <= layout.height
    return on_screen and not any(rects_overlap(zone, other) for other in (*obstacles(layout), buttons))
