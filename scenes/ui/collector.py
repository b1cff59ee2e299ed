"""A list that only a watching test keeps: the layout checks (overflow.py: texts too big for their box;
button_layout.py: where the drawn buttons landed) each note what they see in one. Nobody watches in normal play,
and then nothing is kept."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Generic, TypeVar

T = TypeVar("T")


class Collector(Generic[T]):
    """Items added while a test is inside `watch()`; outside it, `add` keeps nothing. What is being collected
    lives in a `contextvars.ContextVar` (as the look and the language do, scenes/ui/look.py), not in the
    collector, which never changes once made."""

    def __init__(self, name: str) -> None:
        self._items: ContextVar[list[T] | None] = ContextVar(name, default=None)

    def watching(self) -> bool:
        return self._items.get() is not None

    def add(self, item: T) -> None:
        items = self._items.get()
        if items is not None:
            items.append(item)

    @contextmanager
    def watch(self) -> Iterator[list[T]]:
        """Collect what is added in the block (a watch inside another collects on its own, then the outer resumes)."""
        items: list[T] = []
        token = self._items.set(items)
        try:
            yield items
        finally:
            self._items.reset(token)
