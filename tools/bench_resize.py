"""Resize figures of `make bench`: a window (and a fullscreen window) grown to 8000×8000 on the busiest screens (the
menu, the rules, a 20-seat Kuckuck table), timed frame by frame from the one that sees the change. The screens lay
out and draw at most 4K's pixels (scenes/core/window.py), so the first frame pays one layout at that size plus SDL
making the scaled window anew (its first flip scales to all 64 million pixels in software), and the next ones are
ordinary frames of a 4K-sized surface scaled to the window."""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable

from tools.bench_common import Figures
from tools.bench_frames import FRAME_DT_MS, temporary_home

HUGE = (8000, 8000)
FRAMES_AFTER = 4  # timed after the change: the first pays the layout, the rest show what is left


def resize_bench(screens: int = 3) -> Figures:
    """The first `screens` of the menu, the rules and a 20-seat table, each windowed and fullscreen.
    `resize_8000_first_ms`: the slowest first frame after the change over the screens and both window kinds;
        `resize_8000_next_ms`: the slowest of the frames after it; `resize_8000_layouts`: the most layouts one change
        cost (1 when it settles at once; a fullscreen window is made anew, which may add one)."""
    first: list[float] = []
    after: list[float] = []
    layouts: list[int] = []
    for fullscreen in (False, True):
        for screen in SCREENS[:screens]:
            times, count = _time_resize(screen, fullscreen)
            first.append(times[0])
            after.append(max(times[1:]))
            layouts.append(count)
    return {"resize_8000_first_ms": max(first), "resize_8000_next_ms": max(after), "resize_8000_layouts": max(layouts)}


def _menu(app: object) -> None:
    app.router.menu()  # type: ignore[attr-defined]


def _rules(app: object) -> None:
    from scenes.menu.scene import MenuScene

    app.router.menu()  # type: ignore[attr-defined]
    menu = app.scenes.base  # type: ignore[attr-defined]
    assert isinstance(menu, MenuScene)
    menu.doors.open_rules()


def _kuckuck_table(app: object) -> None:
    from game.lobby import MatchSetup

    app.router.table(MatchSetup(players=20, bots=20))  # type: ignore[attr-defined]


SCREENS: tuple[Callable[[object], None], ...] = (_menu, _rules, _kuckuck_table)


def _time_resize(show: Callable[[object], None], fullscreen: bool) -> tuple[list[float], int]:
    import pygame

    from scenes.core.app import App
    from scenes.core.config import AppConfig
    from scenes.routes.router import Router

    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=(1280, 720), seed=3), Router)
        try:
            show(app)
            for _ in range(30):
                app.step(FRAME_DT_MS, pygame.event.get())
            app.fullscreen = fullscreen  # the dummy driver cannot grow a fullscreen window: take its path
            count = 0
            resize = app.scenes.resize

            def counted(size: tuple[int, int]) -> None:
                nonlocal count
                count += 1
                resize(size)

            app.scenes.resize = counted  # type: ignore[method-assign]
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().size = HUGE
            times = []
            for _ in range(FRAMES_AFTER):
                start = time.perf_counter()
                app.step(FRAME_DT_MS, pygame.event.get())
                times.append((time.perf_counter() - start) * 1000)
            return times, count
        finally:
            app.shutdown()
