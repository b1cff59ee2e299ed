"""Speed-Kuckuck at the table, headless: the countdown stands still while the game is paused or minimised, ticks
in the last two seconds, is drawn round the plate and under the buttons, and "Too slow!" is called beside the
plate, over no card or plate."""

from __future__ import annotations

import pygame
import pytest

from game import open_match
from game.kuckuck import events as K
from game.lobby import MatchSetup
from scenes.cards.geometry import rects_overlap
from scenes.cards.sprites import LOSER_RED, TURN_GOLD
from scenes.core.app import App
from scenes.kuckuck.layout import TableLayout
from scenes.table.shell import TableScene
from scenes.ui.text import render
from tests.test_ui_table import table_waiting_for_you
from tests.ui_helpers import key, kuckuck_view, make_app, step


def speed_table(speed: int, players: int = 4) -> tuple[App, TableScene]:
    app = make_app()
    setup = MatchSetup(players=players, bots=players - 1, options={"speed": speed})
    match = open_match("kuckuck", players=players, options={"speed": speed}, seed=1, dealer=players - 1)
    match.deal([*["2C", "9D", "8H", "5S"][: players - 1], "4D"])  # you (seat 0) decide first, holding 2♣
    table = table_waiting_for_you(app, match, setup)
    return app, table


def left_ms(table: TableScene) -> int:
    clock = table.controller.decision_clock
    assert clock is not None and clock.seat == 0
    return clock.left_ms


@pytest.mark.parametrize("pause", ["escape", "minimise"])
def test_paused_or_minimised_time_does_not_count(pause: str) -> None:
    app, table = speed_table(2)
    before = left_ms(table)
    event = key(pygame.K_ESCAPE) if pause == "escape" else pygame.event.Event(pygame.WINDOWMINIMIZED)
    step(app, [event])
    assert table.paused
    for _ in range(100):  # five seconds away from the table
        step(app, dt=50)
    assert table.controller.decision_clock is not None and table.controller.decision_clock.left_ms == before
    assert K.Timeout not in {type(event) for event in table.match.history}
    back = [pygame.event.Event(pygame.WINDOWRESTORED)] if pause == "minimise" else []
    step(app, [*back, key(pygame.K_ESCAPE)], dt=16)
    assert not table.paused and left_ms(table) == before - 16


def test_the_last_two_seconds_tick_and_then_you_are_too_slow() -> None:
    app, table = speed_table(3)
    countdown = kuckuck_view(table).countdown
    seen: list[tuple[int, list[tuple[int, int]]]] = []
    while table.controller.decision_clock is not None:
        seen.append((left_ms(table), list(countdown.ticks)))
        step(app, dt=50)
    ticks_at = {left: ticks for left, ticks in seen}
    assert seen[0] == (3000, []) and ticks_at[2050] == []
    assert ticks_at[2000] == [(0, 2)]  # as the second-to-last second begins …
    assert ticks_at[1050] == [(0, 2)] and ticks_at[1000] == [(0, 2), (0, 1)]  # … and the last one
    assert ticks_at[50] == [(0, 2), (0, 1)]
    assert [type(e) for e in table.match.history[-1:]] == [K.Timeout]
    assert table.match.scores[0] == 2
    step(app)
    calls = {callout.text: callout.pos for callout in kuckuck_view(table).sprites.stage.callouts}
    assert calls["Too slow!"][1] < calls["−1 life"][1]  # one call in two lines, the penalty below
    assert calls["Too slow!"][0] == calls["−1 life"][0]


def test_the_countdown_is_drawn_round_your_plate_and_under_the_buttons_turning_red_at_the_end() -> None:
    app, table = speed_table(2)
    view = kuckuck_view(table)
    bar = view.countdown_bar()
    assert bar is not None
    plate = pygame.Rect(view.geometry.badge_rect(0))
    buttons = [button.rect for button in view.buttons.values()]
    assert not any(bar.colliderect(button) for button in buttons) and bar.bottom <= app.screen.get_height()
    width = max(3, plate.height // 12)
    ring_top = (plate.centerx + 2, plate.top - width - 1)  # just right of the ring's start, at the top centre

    def colours() -> tuple[tuple[int, ...], tuple[int, ...]]:
        screen = app.screen
        return tuple(screen.get_at((bar.left + 3, bar.centery)))[:3], tuple(screen.get_at(ring_top))[:3]

    step(app, dt=50)
    assert colours() == (TURN_GOLD, TURN_GOLD)
    while left_ms(table) > 1000:
        step(app, dt=50)
    assert colours() == (LOSER_RED, LOSER_RED)


@pytest.mark.parametrize("players", [6, 20])
def test_too_slow_is_called_beside_the_plate_over_no_card_or_plate(players: int) -> None:
    make_app()  # fonts
    layout = TableLayout(1280, 720, players, 0)
    size = round(layout.badge_size[1] * 0.55)
    images = [render(line, size, LOSER_RED, bold=True) for line in ("Too slow!", "−1 life")]
    box = (max(image.get_width() for image in images) * 1.1, max(image.get_height() for image in images) * 2.3)
    things = [layout.card_rect(s) for s in range(players)] + [layout.badge_rect(s) for s in range(players)]
    for seat in range(players):
        x, y = layout.callout_spot(seat, box=box)
        call = (x - box[0] / 2, y - box[1] / 2, box[0], box[1])
        assert not any(rects_overlap(call, thing) for thing in things), seat
        assert call[0] >= 0 and call[1] >= 0 and call[0] + call[2] <= 1280 and call[1] + call[3] <= 720
