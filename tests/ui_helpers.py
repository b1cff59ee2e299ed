"""Driving the real App headless with synthetic input."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

import pygame

from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.router import Router

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig
    from game.lobby import MatchSetup
    from scenes.core.scene import Host
    from scenes.kuckuck.view import KuckuckView
    from scenes.menu.scene import MenuScene
    from scenes.table.shell import TableScene
    from scenes.ui.focus import FocusRing


def make_app(size: tuple[int, int] = (1280, 720), seed: int = 5, fullscreen: bool | None = False) -> App:
    """`fullscreen` None: as the settings say (a start without --windowed)."""
    return App(AppConfig(fullscreen=fullscreen, size=size, seed=seed), Router)


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
    ]


def release(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def step(app: App | Host, events: list[pygame.event.Event] | None = None, dt: int = 16) -> None:
    """One frame: the given events plus whatever the app posted to the queue (synthetic clicks, UI events)."""
    assert isinstance(app, App)  # a scene's host is the app here
    app.step(dt, [*(events or []), *pygame.event.get()])


def menu_app(size: tuple[int, int] = (1280, 720)) -> tuple[App, MenuScene]:
    """An app showing a fresh menu, one frame drawn."""
    from scenes.menu.scene import MenuScene

    app = make_app(size)
    pygame.event.clear()
    menu = MenuScene(app)
    app.scenes.replace(menu)
    step(app)
    return app, menu


def settle(app: App, frames: int = 4) -> None:
    """A few frames, so synthetic clicks and the UI events they cause are delivered."""
    for _ in range(frames):
        step(app)


def press(app: App, *codes: int) -> None:
    for code in codes:
        step(app, [key(code)])


def press_to(app: App, focus: FocusRing, target: object, code: int, most: int = 12) -> None:
    """Press `code` (an arrow key) until `target` has the focus, as a player walks a row of buttons; the number of
    presses is the row's business, not the test's."""
    for _ in range(most):
        if focus.focused is target:
            return
        press(app, code)
    assert focus.focused is target, f"{target!r} never got the focus"


def mouse_click(app: App, pos: tuple[int, int]) -> None:
    step(app, click(pos))
    step(app, release(pos))
    settle(app)


def resize(app: App, size: tuple[int, int]) -> None:
    """Resize the real window, as the player dragging its edge does, and run the frame that sees the events."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().size = size
    step(app)


def open_table(app: App, setup: MatchSetup, resume: tuple[Match, list[SeatConfig]] | None = None) -> TableScene:
    """Show a table for `setup` (or resuming a match), as the router does, and return it."""
    from scenes.table.shell import TableScene

    app.router.table(setup, resume)
    table = app.scenes.base
    assert isinstance(table, TableScene)
    return table


def kuckuck_view(table: TableScene) -> KuckuckView:
    from scenes.kuckuck.view import KuckuckView

    assert isinstance(table.stage.view, KuckuckView)
    return table.stage.view
