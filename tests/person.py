"""A person at the real program, for tests that play like a person (../shared/design.md, invariant 13).

What the person intends is fixed in advance (pick these three cards, press P once; play this card), played at the
default animation speed with real elapsed time through pygame's own event queue, and the test asserts what the
person expects (exactly those three cards went, to the right seat, once). The person waits only as a person
waits, for something to show on the screen (`wait_for`), never for the table to ask for the next input:

    person = Person.at_table(MatchSetup(game="hearts", players=4, bots=3), seed=seed_with_dealer(...))
    person.wait_for(lambda: person.prompt().startswith("Pick 3"), "the table asks for three cards")
    person.keys("right", "return", "right", "return", "right", "return", "p")
    person.watch(2.0)

Keys, clicks and gamepad presses take a person's time: a key is held 60 ms and the next comes 120 ms later.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

import pygame

from game import open_match
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.router import Router
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

if TYPE_CHECKING:
    from game.lobby import MatchSetup
    from scenes.table.shell import TableScene

FRAME_MS = 1000 / 60
HOLD_S = 0.06  # how long a key, a mouse button or a pad button is held down
BETWEEN_S = 0.12  # between one input of a person and the next
WAIT_S = 30.0  # the longest a person waits for something to show, by default


def seed_with_dealer(game: str, players: int, dealer: int, options: dict[str, object] | None = None) -> int:
    """The first seed whose match opens with `dealer` dealing (the seat to the dealer's left decides first)."""
    for seed in range(1, 10_000):
        if open_match(game, players, dict(options or {}), seed=seed).dealer == dealer:
            return seed
    raise AssertionError(f"no seed deals from seat {dealer}")


class Person:
    """One person at one running App: real frames at 60 per second, their inputs through pygame's event queue."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._last = time.perf_counter()
        self.pad: VirtualGamepad | None = None
        self.frames = 0
        self.worst_frame_ms = 0.0

    @classmethod
    def start(cls, size: tuple[int, int] = (1280, 720), seed: int = 5) -> Person:
        """The program as it starts for a newcomer: the menu, default settings (a private data folder)."""
        person = cls(App(AppConfig(fullscreen=False, size=size, seed=seed), Router))
        pygame.event.clear()
        person.app.router.menu()
        person.watch(0.3)
        return person

    @classmethod
    def at_table(cls, setup: MatchSetup, seed: int = 5, size: tuple[int, int] = (1280, 720)) -> Person:
        """A new table for `setup`, as Start in the menu opens it, at the default settings."""
        person = cls(App(AppConfig(fullscreen=False, size=size, seed=seed), Router))
        pygame.event.clear()
        person.app.router.table(setup)
        person.watch(0.1)
        return person

    # --- time -------------------------------------------------------------------------------------------------

    def frame(self) -> None:
        """One frame of the program's own loop: the time since the last, whatever pygame's queue holds."""
        now = time.perf_counter()
        wait = FRAME_MS / 1000 - (now - self._last)
        if wait > 0:
            time.sleep(wait)
            now = time.perf_counter()
        dt = min(round((now - self._last) * 1000), 100)  # as App.run caps a frame
        self._last = now
        started = time.perf_counter()
        self.app.step(dt, pygame.event.get())
        self.worst_frame_ms = max(self.worst_frame_ms, (time.perf_counter() - started) * 1000)
        self.frames += 1

    def watch(self, seconds: float) -> None:
        """Look at the screen for `seconds` of real time, doing nothing."""
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.frame()

    def wait_for(self, shown: Callable[[], bool], what: str, seconds: float = WAIT_S) -> None:
        """Watch until `shown()` holds (something a person sees on the screen), at most `seconds`."""
        end = time.perf_counter() + seconds
        while not shown():
            if time.perf_counter() > end:
                raise AssertionError(f"after {seconds:.0f} s the screen never showed: {what}")
            self.frame()

    # --- what the person sees ---------------------------------------------------------------------------------

    @property
    def table(self) -> TableScene:
        from scenes.table.shell import TableScene

        base = self.app.scenes.base
        assert isinstance(base, TableScene), f"not at a table but at {type(base).__name__}"
        return base

    def prompt(self) -> str:
        """The line the table shows above the player's controls."""
        table = self.table
        return table.stage.view.prompt(table.controller.view())

    def top_scene(self) -> str:
        return type(self.app.scenes.top).__name__

    # --- keyboard ---------------------------------------------------------------------------------------------

    def keys(self, *names: str) -> None:
        """Press and release each key in turn, at a person's pace ("right", "return", "p", "escape", …)."""
        for name in names:
            code = pygame.key.key_code(name)
            text = name if len(name) == 1 else "\r" if name == "return" else ""
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0))
            if text.isprintable() and text:
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
            self.watch(HOLD_S)
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=text, scancode=0))
            self.watch(BETWEEN_S)

    def type_text(self, text: str) -> None:
        """Type `text` as a person does, one key per character."""
        for char in text:
            self.keys(char if char != " " else "space")

    # --- mouse ------------------------------------------------------------------------------------------------

    def move(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False))
        self.watch(BETWEEN_S / 2)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Move the pointer to `pos`, press and release the button there."""
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))
        self.watch(HOLD_S)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False))
        self.watch(BETWEEN_S)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
        """Press at `start`, move in a few steps to `end`, release there."""
        self.move(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
        self.watch(HOLD_S)
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0),
                                                 touch=False))  # fmt: skip
            self.watch(0.02)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
        self.watch(BETWEEN_S)

    # --- gamepad ----------------------------------------------------------------------------------------------

    def plug_pad(self) -> VirtualGamepad:
        """A gamepad plugged in (SDL's virtual controller: real device and button events)."""
        import pytest

        reason = unavailable_reason()
        if reason:
            pytest.skip(reason)
        self.pad = VirtualGamepad()
        self.pad.plug()
        self.watch(0.2)
        return self.pad

    def buttons(self, *names: str) -> None:
        """Press and release each pad button in turn ("a", "dpright", "y", …), at a person's pace."""
        assert self.pad is not None, "plug_pad() first"
        for name in names:
            self.pad.press(name)
            self.watch(HOLD_S)
            self.pad.release(name)
            self.watch(BETWEEN_S)

    # --- the end ----------------------------------------------------------------------------------------------

    def close(self) -> None:
        if self.pad is not None and self.pad.plugged:
            self.pad.unplug()
        self.app.shutdown()

    def __enter__(self) -> Person:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()
