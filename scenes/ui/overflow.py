"""Text that does not fit the box it was given, told to whoever is watching: "checked from the layout, not by eye".

The fitting layer (`fitted_size`), the drawn buttons and the stepper rows say what room each text had; when a
test is `watching()`, a text drawn wider or taller than its room, or a button drawn outside its surface, becomes
an `Overflow` in the list `watch()` gives. Nobody watches in normal play, and then nothing is measured or kept:
each check returns at once.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass

from scenes.ui.collector import Collector


@dataclass(frozen=True)
class Overflow:
    """`text` needed `drawn` (width, height) pixels where `where` gave it `room` (0: any height)."""

    where: str
    text: str
    drawn: tuple[int, int]
    room: tuple[int, int]

    def __str__(self) -> str:
        return (
            f"{self.where}: {self.text!r} needs {self.drawn[0]}x{self.drawn[1]} px, has {self.room[0]}x{self.room[1]}"
        )


_reports: Collector[Overflow] = Collector("overflows")


def watching() -> bool:
    """True while a test collects overflows (only then is it worth measuring anything)."""
    return _reports.watching()


def check(where: str, text: str, drawn: tuple[int, int], room: tuple[int, int]) -> None:
    """Report `text` if its `drawn` size exceeds `room` (a room height of 0 checks the width alone)."""
    if not _reports.watching():
        return
    width, height = room
    if drawn[0] > width or (height and drawn[1] > height):
        _reports.add(Overflow(where, text, drawn, room))


def check_inside(where: str, text: str, rect: tuple[int, int, int, int], bounds: tuple[int, int]) -> None:
    """Report a box (`rect`: left, top, width, height) that reaches outside a surface of size `bounds`."""
    if not _reports.watching():
        return
    left, top, width, height = rect
    if left < 0 or top < 0 or left + width > bounds[0] or top + height > bounds[1]:
        _reports.add(Overflow(f"{where} outside the surface at ({left}, {top})", text, (width, height), bounds))


def watch() -> AbstractContextManager[list[Overflow]]:
    """Collect the overflows of everything laid out and drawn in the block."""
    return _reports.watch()
