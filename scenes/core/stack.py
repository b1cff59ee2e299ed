"""The scene stack: one base scene (menu, table, results) and the overlays on top of it (pause, dialogs).

`replace` swaps the whole stack for a new base scene; `push` lays an overlay over what is there; `pop` removes the
top. Input goes to the top scene only. Every scene is updated unless a scene above it `freezes_below` (a pause);
scenes are drawn from the highest one that `covers` the screen upwards, and only the top draws its focus ring.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    import pygame


class Layer(Protocol):
    """What the stack asks of a scene (scenes/core/scene.py)."""

    @property
    def freezes_below(self) -> bool: ...
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...
    def uncovered(self) -> None: ...
    def update(self, dt_ms: int) -> None: ...
    def covers(self, size: tuple[int, int]) -> bool: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def draw_overlay(self, surface: pygame.Surface) -> None: ...


Scene = TypeVar("Scene", bound=Layer)


class SceneStack(Generic[Scene]):
    def __init__(self, before_replace: Callable[[], None]) -> None:
        self._scenes: list[Scene] = []
        self._before_replace = before_replace  # the app flushes saves and resets the UI between base scenes

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self._scenes))

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def base(self) -> Scene | None:
        return self._scenes[0] if self._scenes else None

    def replace(self, scene: Scene) -> None:
        """Close every scene and show `scene` alone."""
        while self._scenes:
            self._scenes.pop().exit()
        self._before_replace()
        self._scenes.append(scene)
        scene.enter()

    def push(self, overlay: Scene) -> None:
        self._scenes.append(overlay)
        overlay.enter()

    def pop(self, overlay: Scene | None = None) -> None:
        """Remove the top scene (only if it is `overlay`, when given); the one below is uncovered."""
        if not self._scenes or (overlay is not None and self._scenes[-1] is not overlay) or len(self._scenes) == 1:
            return
        self._scenes.pop().exit()
        self._scenes[-1].uncovered()

    def remove(self, overlay: Scene) -> None:
        """Close `overlay` and everything above it (a dialog that opened another)."""
        if overlay not in self._scenes or overlay is self._scenes[0]:
            return
        while self._scenes and self._scenes[-1] is not overlay:
            self._scenes.pop().exit()
        self.pop(overlay)

    def update(self, dt_ms: int) -> None:
        live = list(self._scenes)
        for index in range(len(live) - 1, -1, -1):
            live[index].update(dt_ms)
            if live[index].freezes_below:
                break

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        start = max((i for i, scene in enumerate(self._scenes) if scene.covers(size)), default=0)
        for scene in self._scenes[start:]:
            scene.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self._scenes:
            self._scenes[-1].draw_overlay(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in list(self._scenes):
            scene.resize(size)
