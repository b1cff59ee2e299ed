"""A list that only a watching test keeps: the layout checks (overflow.py: texts too big for their box;
button_layout.py: where the drawn buttons landed) each note what they see in one. Nobody watches in normal play,
and then nothing is kept."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

T = TypeVar("T")


class Collector(Generic[T]):
    """Items added while a test is inside `watch()`; outside it, `add` keeps nothing."""

    def __init__(self) -> None:
        self._items: list[T] | None = None

    def watching(self) -> bool:
        return self._items is not None

    def add(self, item: T) -> None:
        if self._items is not None:
            self._items.append(item)

    @contextmanager
    def watch(self) -> Iterator[list[T]]:
        """Collect what is added in the block (a watch inside another collects on its own, then the outer resumes)."""
        items: list[T] = []
        outer, self._items = self._items, items
        try:
            yield items
        finally:
            self._items = outer
