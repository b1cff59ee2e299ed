"""Where things sit at a four-seat trick table, no drawing: the oval, the four seats (you at the bottom, then
left, across, right: clockwise as seen), the trick in the middle, your hand along the bottom, the piles of won
tricks, and the control corner.

Places are numbered from the seat at the bottom: place 0 bottom, 1 left, 2 top (across), 3 right. Seat numbers
increase clockwise, so the seat on your left is the next one in play order.
"""

from __future__ import annotations

from dataclasses import dataclass

from scenes.cards.geometry import Point, Rect, card_height

PLACES = 4
BOTTOM, LEFT, TOP, RIGHT = range(PLACES)
TITLE_BAR = 0.065  # of the height, kept free for the title line
TRICK_REACH = (1.3, 0.64)  # a trick card's offset from the centre, in card widths (left, right) and heights
ARC_DROP = 0.05  # how much lower the ends of your hand sit than its middle, in card widths
WHOLE_STEP = 1.08  # the hand's cards lie side by side, a narrow gap between them, while the hand has room


@dataclass(frozen=True)
class PlaceSpot:
    """One place at the table: its name plate, its cards in the trick, its pile of won tricks."""

    plate: Rect
    trick_pos: Point  # centre of the card it plays to the trick
    pile_pos: Point  # centre of its pile of won tricks
    hand_pos: Point  # where its hand is (the fan of backs; for the bottom, the middle of the fan)
    pass_pos: Point  # where its passed cards wait for the exchange


def table_scale(size: tuple[int, int]) -> float:
    """1.0 for a 1600x1000 table; the smaller of the two ratios."""
    return min(size[0] / 1600, size[1] / 1000)


class TrickTableLayout:
    """Geometry of a `width` x `height` table. `window`: the window's size when the table takes only part of it (a
    replay): the seat plates, and the words on them, are sized by the window so they stay as readable."""

    def __init__(self, width: int, height: int, window: tuple[int, int] | None = None) -> None:
        if width < 200 or height < 150:
            raise ValueError(f"size must be at least 200x150, got {width}x{height}")
        self.width = width
        self.height = height
        self.scale = table_scale((width, height))
        s = self.scale
        words = max(s, table_scale(window)) if window is not None else s
        self.margin = max(6.0, 18 * s)
        self.card_width = max(24, round(min(118 * s, width * 0.066)))
        self.small_width = max(14, round(self.card_width * 0.42))  # the backs of the others' hands, the piles
        self.plate_size = (max(120, round(250 * words)), max(44, round(82 * words)))
        ch = self.card_height
        # your hand: a row along the bottom, room above it for lifted cards
        self.lift = round(ch * 0.16)
        self.hand_y = height - self.margin - ch / 2 - self.card_width * ARC_DROP  # the arc's ends sit lower
        self.hand_width = min(width * 0.56, self.card_width * 7.6)
        top = height * TITLE_BAR + self.margin
        bottom = self.hand_y - ch / 2 - self.lift - self.margin * 0.5
        table_w = min(width * 0.80, (bottom - top) * 2.3)
        self.table_rect: Rect = ((width - table_w) / 2, top, table_w, bottom - top)
        x, y, w, _h = self.table_rect
        cx, cy = self.center
        pw, ph = self.plate_size
        sw, sh = self.small_width, card_height(self.small_width)
        gap = self.margin
        bottom_plate = (max(gap, cx - self.hand_width / 2 - pw - 2.2 * gap), height - gap - ph - ch * 0.18, pw, ph)
        left_plate = (max(gap, x - pw * 0.35), cy - ph / 2 - sh * 0.35, pw, ph)
        right_plate = (min(width - gap - pw, x + w - pw * 0.65), cy - ph / 2 - sh * 0.35, pw, ph)
        top_plate = (cx - pw / 2, y - ph * 0.10, pw, ph)
        plates = (bottom_plate, left_plate, top_plate, right_plate)
        dx, dy = self.card_width * TRICK_REACH[0], ch * TRICK_REACH[1]  # each card well out towards its seat
        tricks = ((cx, cy + dy), (cx - dx, cy), (cx, cy - dy), (cx + dx, cy))
        hands: list[Point] = [(cx, self.hand_y)]
        piles: list[Point] = []
        for place in (LEFT, TOP, RIGHT):
            px, py, _, _ = plates[place]
            hands.append((px + pw / 2, py + ph + sh * 0.36))
        for place, (px, py, _, _) in enumerate(plates):
            if place == BOTTOM:
                piles.append((px + pw / 2, py - sh * 0.62))
            elif place == TOP:
                piles.append((px + pw + sw * 0.9, py + ph / 2))
            elif place == LEFT:
                piles.append((px + pw / 2, py - sh * 0.55))
            else:
                piles.append((px + pw / 2, py - sh * 0.55))
        passes = [
            (hx + (tx - hx) * 0.7, hy + (ty - hy) * 0.7) for (tx, ty), (hx, hy) in zip(tricks, hands, strict=True)
        ]
        passes[BOTTOM] = (cx, tricks[BOTTOM][1] + ch * 0.55)
        self.spots = tuple(PlaceSpot(plates[p], tricks[p], piles[p], hands[p], passes[p]) for p in range(PLACES))
        # the control corner, bottom right: up to three buttons in a column
        self.button_size = (max(96, round(230 * s)), max(30, round(56 * s)))
        self.buttons_right = width - gap
        self.buttons_bottom = height - gap

    @property
    def card_height(self) -> int:
        return card_height(self.card_width)

    @property
    def card_size(self) -> tuple[int, int]:
        return (self.card_width, self.card_height)

    @property
    def center(self) -> Point:
        x, y, w, h = self.table_rect
        return (x + w / 2, y + h / 2)

    def plate_center(self, place: int) -> Point:
        x, y, w, h = self.spots[place].plate
        return (x + w / 2, y + h / 2)

    def trick_zone(self) -> Rect:
        """The middle of the table, where a dragged card is played."""
        cx, cy = self.center
        w = self.card_width * (2 * TRICK_REACH[0] + 1.2)
        h = self.card_height * (2 * TRICK_REACH[1] + 1.12)
        return (cx - w / 2, cy - h / 2, w, h)

    def hand_slots(self, count: int) -> list[Point]:
        """Centres of `count` cards in your hand, left to right, a gentle arc: side by side, every card whole,
        while they fit in the hand's width (a Euchre hand, the last cards of a Hearts hand), else overlapping
        evenly across the whole width."""
        if count <= 0:
            return []
        cw = self.card_width
        step = min(cw * WHOLE_STEP, (self.hand_width - cw) / (count - 1)) if count > 1 else 0.0
        span = step * (count - 1)
        cx = self.width / 2
        slots = []
        for i in range(count):
            t = (i - (count - 1) / 2) / 6.5  # -1 .. 1 for a full hand
            slots.append((cx - span / 2 + i * step, self.hand_y + cw * ARC_DROP * t * t))
        return slots

    def button_rect(self, index: int) -> Rect:
        """The index-th button of the control corner, counted upwards from the bottom."""
        w, h = self.button_size
        gap = self.margin * 0.6
        return (self.buttons_right - w, self.buttons_bottom - h - index * (h + gap), w, h)

    def pass_button_rect(self) -> Rect:
        """The Pass button, centred above your hand."""
        w, h = self.button_size[0] * 1.25, self.button_size[1] * 1.1
        top = self.hand_y - self.card_height / 2 - self.lift * 2.2 - h - self.margin
        return (self.width / 2 - w / 2, top, w, h)
