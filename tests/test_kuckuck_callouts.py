"""Words called out at a Kuckuck seat ("Kuckuck!", "Stay", "Takes the pot: …") are placed by the room they take
as drawn: never over the title bar, never off the window, at every seat count and window shape; the room a call
is given holds the whole of it over its life (popping up, rising, fading)."""

from __future__ import annotations

import pygame
import pytest

from scenes.cards.sprites import Callout, callout_extent
from scenes.kuckuck.layout import TITLE_BAR, TableLayout
from tests.ui_helpers import make_app

SIZES = [(1920, 1080), (1280, 720), (1024, 768), (800, 600), (2560, 1080)]
CALLS = [("Kuckuck!", True), ("Takes the pot: 60 chips", True), ("Stay", False), ("Draws from the stock", False)]


@pytest.fixture(scope="module", autouse=True)
def fonts() -> None:
    make_app()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_call_never_covers_the_title_bar_nor_leaves_the_window(width: int, height: int) -> None:
    strays = []
    for seats in range(3, 21):
        layout = TableLayout(width, height, seats)
        for text, big in CALLS:
            w, h = callout_extent(text, round(layout.badge_size[1] * (0.9 if big else 0.5)))
            for seat in range(seats):
                x, y = layout.callout_spot(seat, big, (w, h))
                left, top = x - w / 2, y - h / 2
                if top < height * TITLE_BAR - 0.5 or left < -0.5 or left + w > width + 0.5 or top + h > height + 0.5:
                    strays.append((seats, text, seat))
    assert not strays, strays[:5]


@pytest.mark.parametrize(("text", "size"), [("Kuckuck!", 40), ("Stay", 18), ("Takes the pot: 12 chips", 60)])
def test_a_call_stays_within_its_room_over_its_whole_life(text: str, size: int) -> None:
    w, h = callout_extent(text, size)
    room = pygame.Rect(0, 0, round(w), round(h))
    room.center = (300, 200)
    canvas = pygame.Surface((600, 400), pygame.SRCALPHA)
    for step in range(21):
        canvas.fill((0, 0, 0, 0))
        Callout(text, (300, 200), (255, 217, 122), size, step / 20).draw(canvas)
        drawn = canvas.get_bounding_rect()
        assert not drawn.width or room.inflate(2, 2).contains(drawn), (step, drawn, room)  # faded: nothing
