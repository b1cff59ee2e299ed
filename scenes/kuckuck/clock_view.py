"""Speed-Kuckuck's clock on the Kuckuck table: a ring round the acting seat's plate; for a person's own decision
also the seconds left in large figures at their seat and a bar under the Stay / Swap buttons (the figures before
the prompt are the prompt area's). What is drawn is scenes/kuckuck/countdown.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.kuckuck.prompt_area import DISC

if TYPE_CHECKING:
    import pygame_gui

    from game.decision_clock import DecisionClock
    from scenes.kuckuck.countdown import Countdown
    from scenes.kuckuck.layout import TableLayout
    from scenes.table.view import Stage


def own_clock(table: Stage) -> DecisionClock | None:
    """The clock of the decision on the screen, when it is a person's here and now."""
    clock = table.controller.decision_clock
    if clock is None or table.paused or clock.seat != table.controller.waiting_for_human:
        return None
    return clock


def draw_clock(
    surface: pygame.Surface,
    table: Stage,
    countdown: Countdown,
    layout: TableLayout,
    buttons: dict[str, pygame_gui.elements.UIButton],
) -> None:
    """`table`'s clock, drawn by `countdown` at the seats of `layout` and under the Stay and Swap `buttons`."""
    clock = table.controller.decision_clock
    if clock is None or table.paused:
        return
    countdown.draw_ring(surface, pygame.Rect(layout.badge_rect(clock.seat)), clock)
    if own_clock(table) is None:
        return
    bar = countdown_bar(buttons, layout.height)
    if bar is not None:
        countdown.draw_bar(surface, bar, clock)
    centre, figure = seconds_spot(layout, clock.seat)
    countdown.draw_seconds(surface, centre, figure, clock)


def seconds_spot(layout: TableLayout, seat: int) -> tuple[tuple[int, int], int]:
    """Where the seconds left of `seat`'s decision stand at the seat, and how high: beside its plate, over no card
    or plate (at a crowded table just beyond its card), as high as most of a plate."""
    figure = max(16, round(layout.badge_size[1] * 0.8))
    x, y = layout.figure_spot(seat, figure * DISC)
    return (round(x), round(y)), figure


def countdown_bar(buttons: dict[str, pygame_gui.elements.UIButton], height: int) -> pygame.Rect | None:
    """Where the bar of the time left lies: just under the Stay and Swap buttons, as wide as both."""
    stay, swap = buttons.get("stay"), buttons.get("swap")
    if stay is None or swap is None:
        return None
    top = stay.rect.bottom + max(3, height // 160)
    return pygame.Rect(stay.rect.left, top, swap.rect.right - stay.rect.left, max(4, height // 110))
