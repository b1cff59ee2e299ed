"""Kuckuck at twenty seats, played like a newcomer at 1280×720 by keyboard: twelve bots decide before them (one
of them blocked by a King at the top of the table, called out with "Kuckuck!"). While they wait, the table says
how to skip the animation, and their first turn comes without padding; no call out at any seat ever covers the
title bar or leaves the window. They stay (S), press F while the next bot's move is shown (it is over at once),
and at the showdown the lowest card loses a life."""

from __future__ import annotations

import pygame

from game.kuckuck import events as K
from scenes.kuckuck.layout import TITLE_BAR
from tests.person_kuckuck import (
    YOU,
    at_kuckuck,
    check_my_turn,
    kuckuck,
    lives,
    lowest_lose,
    my_card,
    my_turn,
    stayed,
    words_drawn,
)

SEED = 234  # seat 7 deals; seat 8 asks seat 9 (at the top) to swap first, and its King blocks; I decide 13th
SIZE = (1280, 720)
FIRST_TURN_MS = 12_500  # the deal, twelve bots and one King's block (about 17 s before the padding went)


def test_a_newcomer_at_twenty_seats_is_told_how_to_skip_and_no_call_covers_the_title_bar() -> None:
    with at_kuckuck(20, SEED, size=SIZE) as person:
        table, view = person.table, kuckuck(person)
        width, height = SIZE
        canvas = pygame.Surface(SIZE, pygame.SRCALPHA)
        drawn: list[tuple[str, pygame.Rect]] = []  # every call out as drawn, where it lay on the screen

        def look() -> None:
            for call in view.sprites.stage.callouts:
                canvas.fill((0, 0, 0, 0))
                call.draw(canvas)
                drawn.append((call.text, canvas.get_bounding_rect()))

        def my_turn_yet() -> bool:
            look()
            return my_turn(person)

        words: list[tuple[str, int]] = []
        start = table.stage.clock_ms
        with words_drawn(words):
            person.wait_for(my_turn_yet, "my first turn", 40)
        waited = table.stage.clock_ms - start

        blocks = [event for event in table.match.history if isinstance(event, K.Block)]
        assert blocks and view.geometry.spots[blocks[0].target].center[1] < height * 0.2, "a top seat"
        assert any(text == "Kuckuck!" for text, _ in drawn)
        strays = [(text, rect) for text, rect in drawn if rect.width and (
            rect.top < height * TITLE_BAR or rect.left < 0 or rect.right > width or rect.bottom > height)]  # fmt: skip
        assert not strays, f"calls over the title bar or off the window: {strays[:3]}"
        assert "F: skip the animation" in {text for text, _ in words}, "while I wait, how to skip is said"
        assert waited <= FIRST_TURN_MS, f"my first turn came after {waited / 1000:.1f} s"

        check_my_turn(person, dealing=False)
        mine, before = my_card(person), lives(person)
        assert mine is not None
        person.keys("s")
        stayed(person, mine)
        person.wait_for(lambda: table.stage.timeline.busy, "the next seat's move shown")
        person.keys("f")
        assert not table.stage.timeline.busy, "F skipped the move's animation at once"
        lowest_lose(person, 1, before)
        assert table.match.view(YOU)["last_cards"][YOU] == mine
