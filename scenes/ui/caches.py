"""The screens' caches of fonts, rendered text and images, each made with `cached` so it registers itself here:
`clear_caches()` forgets every one at once. Their surfaces die with pygame.quit(), and a new App, another text size
or another language must not reuse them.

The registry is the one piece of module-level state of the screens, and it only grows while modules load: a cache is
a function's, the state it keeps belongs to no screen (tests/test_architecture.py checks every cache is registered).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Protocol, TypeVar

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Cache(Protocol[T_co]):
    """A cached function: called with hashable arguments like the function it keeps, and emptied by `cache_clear`."""

    def __call__(self, *args: Hashable, **kwargs: Hashable) -> T_co: ...

    def cache_clear(self) -> None: ...


_CLEARS: list[Callable[[], None]] = []  # every registered cache's clear, in the order the modules loaded


def cached(maxsize: int | None) -> Callable[[Callable[..., T]], Cache[T]]:
    """`functools.lru_cache(maxsize)`, registered: `clear_caches()` empties it."""

    def wrap(function: Callable[..., T]) -> Cache[T]:
        wrapped = functools.lru_cache(maxsize=maxsize)(function)
        _CLEARS.append(wrapped.cache_clear)
        return wrapped

    return wrap


def clear_caches() -> None:
    """Forget every cached font, text and image."""
    for clear in _CLEARS:
        clear()


def registered(clear: Callable[[], None]) -> bool:
    """True when `clear` (a cache's `cache_clear`) is among the registered ones."""
    return any(clear == known for known in _CLEARS)
