"""Table layout: every seat count on every common window shape fits, in clockwise order, without overlaps."""

from __future__ import annotations

import pytest

from scenes.cards.geometry import CARD_ASPECT, rects_overlap
from scenes.kuckuck.layout import TableLayout, rect_in_oval

SIZES = [(1920, 1080), (1280, 800), (1024, 768), (800, 600)]
SEAT_COUNTS = range(3, 21)
CASES = [(w, h, n) for w, h in SIZES for n in SEAT_COUNTS]


def inside_screen(rect: tuple[float, float, float, float], width: int, height: int) -> bool:
    x, y, w, h = rect
    return x >= 0 and y >= 0 and x + w <= width and y + h <= height


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_spots_cards_and_badges_are_inside_the_screen(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    assert len(layout.spots) == seats
    for seat, spot in enumerate(layout.spots):
        assert 0 <= spot.center[0] <= width and 0 <= spot.center[1] <= height
        assert inside_screen(layout.card_rect(seat), width, height)
        assert inside_screen(layout.badge_rect(seat), width, height)


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_no_two_cards_or_badges_overlap(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    cards = [layout.card_rect(s) for s in range(seats)]
    badges = [layout.badge_rect(s) for s in range(seats)]
    for i in range(seats):
        for j in range(i + 1, seats):
            assert not rects_overlap(cards[i], cards[j]), (i, j)
            assert not rects_overlap(badges[i], badges[j]), (i, j)
        for j in range(seats):
            assert not rects_overlap(cards[i], badges[j]), (i, j)


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_cards_lie_on_the_table_clear_of_stock_and_pot(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    middle = [
        (x - layout.card_width / 2, y - layout.card_height / 2, *layout.card_size)
        for x, y in (layout.stock_pos, layout.pot_pos)
    ]
    assert not rects_overlap(middle[0], middle[1])
    for seat in range(seats):
        card = layout.card_rect(seat)
        assert rect_in_oval(card, layout.table_rect)
        assert not any(rects_overlap(card, m) for m in middle)


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_human_seat_is_bottom_centre(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    human = layout.spots[0]
    assert human.center[0] == pytest.approx(width / 2, abs=0.5)
    assert human.angle_deg == pytest.approx(90.0, abs=0.5)
    assert all(human.center[1] >= s.center[1] for s in layout.spots)
    assert human.card_pos[1] < human.center[1]


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_seats_go_clockwise_from_the_human(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    turned = [(s.angle_deg - layout.spots[0].angle_deg) % 360.0 for s in layout.spots]
    assert turned == sorted(turned) and len(set(turned)) == seats
    # Seat 1 is on the left half of the screen (clockwise from the bottom goes left first).
    assert layout.spots[1].center[0] < width / 2


@pytest.mark.parametrize("human", [None, 0, 2, 4])
def test_human_seat_choice_rotates_the_table(human: int | None) -> None:
    layout = TableLayout(1920, 1080, 5, human_seat=human)
    bottom = 0 if human is None else human
    assert layout.spots[bottom].angle_deg == pytest.approx(90.0, abs=0.5)
    assert layout.spots[(bottom + 1) % 5].center[0] < 960


def test_table_leaves_room_for_title_and_control_bars() -> None:
    layout = TableLayout(1920, 1080, 6)
    _x, y, _w, h = layout.table_rect
    assert y > 1080 * 0.06
    assert y + h < 1080 * 0.82
    assert all(layout.badge_rect(s)[1] + layout.badge_size[1] <= 1080 * 0.82 for s in range(6))


def test_cards_shrink_with_seats_and_scale_with_window() -> None:
    assert TableLayout(1920, 1080, 20).card_width < TableLayout(1920, 1080, 4).card_width
    assert TableLayout(800, 600, 6).card_width < TableLayout(1920, 1080, 6).card_width
    layout = TableLayout(1280, 800, 8)
    assert layout.card_height == round(layout.card_width * CARD_ASPECT)


def test_angles_point_from_centre_to_seat() -> None:
    layout = TableLayout(1600, 1000, 8)  # eight seats at equal arc length: every other one on an axis of the oval
    cx, cy = layout.center
    bottom, left, top, right = (layout.spots[seat] for seat in (0, 2, 4, 6))
    for spot, degrees in ((bottom, 90.0), (left, 180.0), (top, 270.0), (right, 0.0)):
        assert (spot.angle_deg - degrees + 180.0) % 360.0 - 180.0 == pytest.approx(0.0, abs=1e-6)
    assert bottom.center[1] > cy > top.center[1]
    assert left.center[0] < cx < right.center[0]
    assert top.center[0] == pytest.approx(cx) and left.center[1] == pytest.approx(cy)


@pytest.mark.parametrize("bad", [(2, 0), (21, 0), (5, 5), (5, -1)])
def test_rejects_bad_arguments(bad: tuple[int, int]) -> None:
    with pytest.raises(ValueError):
        TableLayout(1920, 1080, bad[0], human_seat=bad[1])


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_the_dealer_button_never_lies_under_a_card(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    radius = layout.dealer_button_radius()
    cards = [layout.card_rect(s) for s in range(seats)]
    for dealer in range(seats):
        x, y = layout.dealer_spot(dealer)
        button = (x - radius, y - radius, 2 * radius, 2 * radius)
        assert inside_screen(button, width, height), dealer
        covering = [seat for seat, card in enumerate(cards) if rects_overlap(button, card)]
        assert not covering, f"the button of dealer {dealer} lies under the card of seat {covering}"


def segment_hits_rect(start: tuple[float, float], end: tuple[float, float], rect: tuple[float, ...]) -> bool:
    """Whether the segment passes through the rectangle (sampled finely: the rects are tens of pixels)."""
    x, y, w, h = rect
    for i in range(101):
        px, py = start[0] + (end[0] - start[0]) * i / 100, start[1] + (end[1] - start[1]) * i / 100
        if x < px < x + w and y < py < y + h:
            return True
    return False


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_each_cards_tether_to_its_plate_crosses_no_other_seats_card_or_plate(
    width: int, height: int, seats: int
) -> None:
    layout = TableLayout(width, height, seats)
    for seat, spot in enumerate(layout.spots):
        for other in range(seats):
            if other != seat:
                assert not segment_hits_rect(spot.center, spot.card_pos, layout.card_rect(other)), (seat, other)
                assert not segment_hits_rect(spot.center, spot.card_pos, layout.badge_rect(other)), (seat, other)


@pytest.mark.parametrize(("width", "height", "seats"), CASES)
def test_a_seats_callout_lies_on_the_screen_and_over_no_card_or_plate(width: int, height: int, seats: int) -> None:
    layout = TableLayout(width, height, seats)
    obstacles = [layout.card_rect(s) for s in range(seats)] + [layout.badge_rect(s) for s in range(seats)]
    box_w, box_h = layout.callout_box()
    crowded = []
    for seat in range(seats):
        x, y = layout.callout_spot(seat)
        box = (x - box_w / 2, y - box_h / 2, box_w, box_h)
        assert inside_screen(box, width, height), seat
        if any(rects_overlap(box, other) for other in obstacles):
            crowded.append(seat)
    assert not crowded, f"callouts over a card or plate at seats {crowded}"


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 5, 6])
def test_your_callout_stays_off_the_status_lines_under_the_table(width: int, height: int, seats: int) -> None:
    """ "Too slow!" or "−1 life" at your seat (the bottom) sits beside your plate, not over the lines that say
    what happened to you and the buttons below the play area."""
    layout = TableLayout(width, height, seats)
    _, top, _, area_h = layout.area
    for box in (layout.callout_box(), layout.callout_box(big=True)):
        _, y = layout.callout_spot(0, box=box)
        assert y + box[1] / 2 <= top + area_h + 0.5, (seats, box)
