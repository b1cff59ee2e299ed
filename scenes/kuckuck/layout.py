"""Table geometry, no drawing: seats around an oval table, where each seat's card lies, and how big things are.

Screen coordinates (y grows downwards). The human seat sits at the bottom centre and seat numbers increase
clockwise as seen on screen: bottom, left side, top, right side. Seats are spread at equal arc length along the
oval's rim; sizes shrink until no two name plates or cards touch and every card lies on the felt.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from scenes.cards.geometry import CARD_ASPECT, Point, Rect, card_height, rect_around, rects_overlap

TITLE_BAR = 0.06  # fractions of the window height kept free for the title and control bars
CONTROL_BAR = 0.18
MIN_SEATS = 3
MAX_SEATS = 20
_MAX_TABLE_ASPECT = 2.2  # wider ovals look like corridors
_SAMPLES = 720  # rim samples for the arc-length parametrisation


@dataclass(frozen=True)
class SeatSpot:
    """One seat: its name plate centre, its direction from the table centre, and where its card lies."""

    center: Point
    angle_deg: float  # screen angle from +x towards +y (clockwise as seen); 90 is straight down
    card_pos: Point  # centre of this seat's card on the felt


def rect_in_oval(rect: Rect, oval: Rect) -> bool:
    cx, cy = oval[0] + oval[2] / 2, oval[1] + oval[3] / 2
    a, b = oval[2] / 2, oval[3] / 2
    corners = [(rect[0] + dx, rect[1] + dy) for dx in (0, rect[2]) for dy in (0, rect[3])]
    return all(((x - cx) / a) ** 2 + ((y - cy) / b) ** 2 <= 1.0 for x, y in corners)


def rim_angles(a: float, b: float, count: int, start_deg: float = 90.0) -> list[float]:
    """Parametric angles (radians) of `count` points at equal arc length on an ellipse, the first at start."""
    start = math.radians(start_deg)
    ts = [start + 2 * math.pi * i / _SAMPLES for i in range(_SAMPLES + 1)]
    lengths = [0.0]
    for t0, t1 in itertools.pairwise(ts):
        seg = math.hypot(a * (math.cos(t1) - math.cos(t0)), b * (math.sin(t1) - math.sin(t0)))
        lengths.append(lengths[-1] + seg)
    total = lengths[-1]
    angles: list[float] = []
    j = 0
    for i in range(count):
        target = total * i / count
        while lengths[j + 1] < target:
            j += 1
        span = lengths[j + 1] - lengths[j]
        frac = (target - lengths[j]) / span if span else 0.0
        angles.append(ts[j] + frac * (ts[j + 1] - ts[j]))
    return angles


class TableLayout:
    """Where everything sits for `seats` players at a `width` x `height` table. `window`: the window's size when
    the table takes only part of it (a replay): the name plates, and the words on them, are sized by the window."""

    def __init__(
        self, width: int, height: int, seats: int, human_seat: int | None = 0, window: tuple[int, int] | None = None
    ) -> None:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"seats must be {MIN_SEATS}..{MAX_SEATS}, got {seats}")
        if human_seat is not None and not 0 <= human_seat < seats:
            raise ValueError(f"human_seat must be in 0..{seats - 1}, got {human_seat}")
        self.width = width
        self.height = height
        self.seats = seats
        self.human_seat = human_seat
        self.scale = min(width / 1600, height / 1080)
        self.words = max(self.scale, min(window[0] / 1600, window[1] / 1080)) if window is not None else self.scale
        self.area: Rect = (0.0, height * TITLE_BAR, float(width), height * (1 - TITLE_BAR - CONTROL_BAR))
        self.margin = max(4.0, 12 * self.scale)
        self.badge_size = self._fit_badges()
        self.table_rect = self._table_rect(self.badge_size)
        self._seat_points = self._rim_points(self.table_rect)
        self.card_width = self._fit_cards()
        self.spots = self._spots(self.card_width)
        cx, cy = self.center
        self.stock_pos: Point = (cx - 0.75 * self.card_width, cy)
        self.shown_stock_pos: Point = (
            self.stock_pos[0],
            cy - 0.25 * self.card_height,
        )  # a blocking King, lifted off the stock
        self.pot_pos: Point = (cx + 0.75 * self.card_width, cy)
        self.laid_aside_origin: Point = (self.stock_pos[0] - 1.15 * self.card_width, cy)
        self._callout_spots: dict[tuple[int, bool, tuple[float, float] | None], Point] = {}  # worked out once

    def laid_aside_pos(self, index: int) -> Point:
        """Where the dealer's `index`th laid-aside card lies: left of the stock, fanned further left."""
        x, y = self.laid_aside_origin
        return (x - index * 0.3 * self.card_width, y)

    @property
    def center(self) -> Point:
        x, y, w, h = self.table_rect
        return (x + w / 2, y + h / 2)

    @property
    def card_height(self) -> int:
        return card_height(self.card_width)

    @property
    def card_size(self) -> tuple[int, int]:
        return (self.card_width, self.card_height)

    def card_rect(self, seat: int) -> Rect:
        return rect_around(self.spots[seat].card_pos, self.card_size)

    def badge_rect(self, seat: int) -> Rect:
        return rect_around(self.spots[seat].center, self.badge_size)

    def callout_spot(self, seat: int, big: bool = False, box: tuple[float, float] | None = None) -> Point:
        """Where a word called out at a seat ("Stay", "−1 life", "Kuckuck!") is centred: beside its plate, on the
        first side (above, below, outward, inward; then the corners, then a little farther out) where the call's box
        (`box`: as big as it is drawn, else the usual one) lies in the play area (not over the title bar, nor the
        status lines and buttons below) and over no card or plate; at a crowded table the first such spot anywhere
        below the title bar, else the one there over the least of the cards and plates. Never over the title bar,
        never off the window."""
        key = (seat, big, box)
        if key not in self._callout_spots:
            self._callout_spots[key] = self._callout_spot(seat, big, box)
        return self._callout_spots[key]

    def _callout_spot(self, seat: int, big: bool, box: tuple[float, float] | None) -> Point:
        (x, y), (card_x, _) = self.spots[seat].center, self.spots[seat].card_pos
        w, h = self.badge_size
        box_w, box_h = box or self.callout_box(big)
        outward = -1 if card_x > x else 1  # away from the card, sideways
        candidates = [
            (x, y - h / 2 - box_h / 2),
            (x, y + h / 2 + box_h / 2),
            (x + outward * (w / 2 + box_w / 2), y),
            (x - outward * (w / 2 + box_w / 2), y),
        ]
        # a crowded table: the corners beside the plate, then a little farther out, each side and corner
        reach_x, reach_y = w / 2 + box_w / 2, h / 2 + box_h / 2
        for far in (1.0, 1.5):
            sides = [(0, -1), (0, 1), (outward, 0), (-outward, 0)] if far > 1 else []
            for dx, dy in [(outward, -1), (outward, 1), (-outward, -1), (-outward, 1), *sides]:
                candidates.append((x + dx * reach_x * far, y + dy * reach_y * far))
        candidates.append(self.beyond_card(seat, (box_w, box_h)))  # just past the seat's card, towards the middle
        obstacles = [self.card_rect(s) for s in range(self.seats)] + [self.badge_rect(s) for s in range(self.seats)]
        stage = self.stage

        def around(spot: Point) -> Rect:
            return (spot[0] - box_w / 2, spot[1] - box_h / 2, box_w, box_h)

        def free(spot: Point, bounds: Rect) -> bool:
            return rect_inside(around(spot), bounds) and not any(rects_overlap(around(spot), o) for o in obstacles)

        def covered(spot: Point) -> float:
            return sum(overlap_area(around(spot), other) for other in obstacles)

        reach = 2 * (w + box_w)
        step = max(4.0, min(box_w, box_h) / 3, reach / 16)
        near = [other for other in obstacles if rects_overlap(other, (x - reach, y - reach, 2 * reach, 2 * reach))]
        grid = [(x + i * step, y + j * step) for i in range(-int(reach / step), int(reach / step) + 1)
                for j in range(-int(reach / step), int(reach / step) + 1)]  # fmt: skip
        grid.sort(key=lambda spot: math.hypot(spot[0] - x, spot[1] - y))

        def nearest_free(bounds: Rect) -> Point | None:
            """The free spot nearest the plate on a grid round it, inside `bounds`."""
            for spot in grid:
                rect = around(spot)
                if rect_inside(rect, bounds) and not any(rects_overlap(rect, other) for other in near):
                    return spot
            return None

        # spots past the stage's edges moved just inside them: the usual spots in the play area, then anywhere below
        # the title bar (over the lines under the table); else the free spot nearest the plate, in the same order
        spots = [move_inside(spot, (box_w, box_h), stage) for spot in candidates]
        for bounds in (self.area, stage):
            spot = next((spot for spot in spots if free(spot, bounds)), None)
            if spot is not None:
                return spot
        for bounds in (self.area, stage):
            spot = nearest_free(bounds)
            if spot is not None:
                return spot
        return min(spots, key=covered)  # the first of the least covered: nothing is free at some tables

    def figure_spot(self, seat: int, side: float) -> Point:
        """Where a square figure of `side` at a seat (the seconds left to decide) is centred: beside the seat's plate
        in the play area over no card or plate, as a callout would be; where there is no such room (a crowded
        table), just beyond the seat's card towards the middle of the table."""
        spot = self.callout_spot(seat, box=(side, side))
        box = (spot[0] - side / 2, spot[1] - side / 2, side, side)
        things = [self.card_rect(s) for s in range(self.seats)] + [self.badge_rect(s) for s in range(self.seats)]
        if rect_inside(box, self.area) and not any(rects_overlap(box, thing) for thing in things):
            return spot
        return self.beyond_card(seat, (side, side))

    def beyond_card(self, seat: int, box: tuple[float, float]) -> Point:
        """The centre of a box of `box`'s size just past the seat's card, on the way to the middle of the table."""
        (x, y), (cx, cy) = self.spots[seat].card_pos, self.center
        distance = math.hypot(cx - x, cy - y) or 1.0
        ux, uy = (cx - x) / distance, (cy - y) / distance
        half_w, half_h = (self.card_width + box[0]) / 2, (self.card_height + box[1]) / 2
        reach = min(half_w / abs(ux) if ux else math.inf, half_h / abs(uy) if uy else math.inf)
        along = reach + self.margin
        return (x + ux * along, y + uy * along)

    @property
    def stage(self) -> Rect:
        """The window below the title bar: where anything the table draws may go."""
        top = self.height * TITLE_BAR
        return (0.0, top, float(self.width), self.height - top)

    def callout_box(self, big: bool = False) -> tuple[float, float]:
        """The room a seat's callout takes: a short word at half a plate's height (a big one: nearly a plate's)."""
        w, h = self.badge_size
        return (w * 1.2, h * 1.0) if big else (w * 0.8, h * 0.6)

    def card_tilt(self, seat: int) -> float:
        """How far a seat's card lies turned (degrees, counter-clockwise), leaning with the rim."""
        return (self.spots[seat].angle_deg - 90) * -0.08

    def dealer_spot(self, seat: int) -> Point:
        """The centre of the dealer button, where it lies on the screen and on no card: beside a corner of the
        seat's plate (the one farthest from its card), else inside the plate's empty bottom-right corner."""
        spot = self.spots[seat]
        w, h = self.badge_size
        r = self.dealer_button_radius()
        (x, y), (card_x, card_y) = spot.center, spot.card_pos
        outside = [(x + dx * (w * 0.5 + h * 0.05), y + dy * h * 0.5) for dx in (1, -1) for dy in (-1, 1)]
        outside.sort(key=lambda corner: -((corner[0] - card_x) ** 2 + (corner[1] - card_y) ** 2))
        inside = [(x + w * 0.5 - r * 1.2, y + h * 0.5), (x - w * 0.5 + r * 1.2, y + h * 0.5)]
        cards = [self.card_rect(other) for other in range(self.seats)]

        def free(corner: Point) -> bool:
            cx, cy = corner
            on_screen = cx - r >= 0 and cy - r >= 0 and cx + r <= self.width and cy + r <= self.height
            button = (cx - r, cy - r, 2.0 * r, 2.0 * r)
            return on_screen and not any(rects_overlap(button, card) for card in cards)

        return next((corner for corner in (*outside, *inside) if free(corner)), outside[0])

    def dealer_button_radius(self) -> int:
        return max(8, self.badge_size[1] // 4)

    # -- fitting ---------------------------------------------------------------------------------------------

    def _table_rect(self, badge: tuple[int, int]) -> Rect:
        ax, ay, aw, ah = self.area
        w = aw - badge[0] - 2 * self.margin
        h = ah - badge[1] - 2 * self.margin
        w = min(w, h * _MAX_TABLE_ASPECT)
        return (ax + (aw - w) / 2, ay + (ah - h) / 2, w, h)

    def _rim_points(self, oval: Rect) -> list[Point]:
        """Seat centres on the rim, in seat order (the human seat, or seat 0, at the bottom)."""
        x, y, w, h = oval
        a, b = w / 2, h / 2
        cx, cy = x + a, y + b
        bottom = self.human_seat or 0
        angles = rim_angles(a, b, self.seats)
        points: list[Point] = [(0.0, 0.0)] * self.seats
        for i, t in enumerate(angles):
            points[(bottom + i) % self.seats] = (cx + a * math.cos(t), cy + b * math.sin(t))
        return points

    def _fit_badges(self) -> tuple[int, int]:
        base_w, base_h = 200 * self.words, 60 * self.words
        size = (round(base_w), round(base_h))
        for step in range(100):
            f = 1.0 - step * 0.01
            size = (max(24, round(base_w * f)), max(12, round(base_h * f)))
            rects = [rect_around(p, size) for p in self._rim_points(self._table_rect(size))]
            if not _any_overlap(rects, self.margin / 2):
                break
        return size

    def _card_center(self, seat: Point, card_w: float) -> Point:
        """On the line from the seat to the table centre, just clear of the seat's name plate."""
        cx, cy = self.center
        dx, dy = cx - seat[0], cy - seat[1]
        dist = math.hypot(dx, dy)
        ux, uy = dx / dist, dy / dist
        half_x = (self.badge_size[0] + card_w) / 2
        half_y = (self.badge_size[1] + card_w * CARD_ASPECT) / 2
        along = min(half_x / abs(ux) if ux else math.inf, half_y / abs(uy) if uy else math.inf)
        along += self.margin
        return (seat[0] + ux * along, seat[1] + uy * along)

    def _cards_fit(self, card_w: int) -> bool:
        size = (card_w, card_height(card_w))
        cards = [rect_around(self._card_center(p, card_w), size) for p in self._seat_points]
        cx, cy = self.center
        middle = [rect_around((cx + dx * card_w, cy), size) for dx in (-0.75, 0.75)]
        badges = [rect_around(p, self.badge_size) for p in self._seat_points]
        gap = max(2.0, card_w * 0.06)
        if _any_overlap(cards, gap):
            return False
        return all(
            rect_in_oval(card, self.table_rect)
            and not any(rects_overlap(card, other, gap) for other in middle + badges)
            for card in cards
        )

    def _fit_cards(self) -> int:
        largest = max(16, round(120 * self.scale))
        for card_w in range(largest, 15, -1):
            if self._cards_fit(card_w):
                return card_w
        return 16

    def _spots(self, card_w: int) -> list[SeatSpot]:
        cx, cy = self.center
        spots = []
        for p in self._seat_points:
            angle = math.degrees(math.atan2(p[1] - cy, p[0] - cx)) % 360.0
            spots.append(SeatSpot(center=p, angle_deg=angle, card_pos=self._card_center(p, card_w)))
        return spots


def rect_inside(rect: Rect, bounds: Rect) -> bool:
    return (rect[0] >= bounds[0] and rect[1] >= bounds[1] and rect[0] + rect[2] <= bounds[0] + bounds[2]
            and rect[1] + rect[3] <= bounds[1] + bounds[3])  # fmt: skip


def move_inside(centre: Point, size: tuple[float, float], bounds: Rect) -> Point:
    """The centre of a box of `size` at `centre`, moved the least that puts the box inside `bounds` (centred in
    them along an axis where it is bigger)."""
    (x, y), (w, h) = centre, size
    left, top, width, height = bounds

    def along(value: float, start: float, room: float, extent: float) -> float:
        if extent >= room:
            return start + room / 2
        return min(max(value, start + extent / 2), start + room - extent / 2)

    return (along(x, left, width, w), along(y, top, height, h))


def overlap_area(a: Rect, b: Rect) -> float:
    across = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    down = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, across) * max(0.0, down)


def _any_overlap(rects: list[Rect], gap: float) -> bool:
    return any(rects_overlap(r, s, gap) for i, r in enumerate(rects) for s in rects[i + 1 :])
