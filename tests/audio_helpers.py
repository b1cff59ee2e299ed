"""A sink that records what the sound layer plays, instead of a mock of pygame."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scenes.audio.sounds import Sounds
from scenes.audio.synth import Wave


@dataclass
class RecordingSink:
    """Keeps every wave loaded and every sound played, in order; `live` as a real device would be. `watch`, if
    given, is asked at each sound what the table shows then (kept in `seen`, one entry per sound)."""

    rate: int = 22050
    live: bool = True
    loaded: dict[str, Wave] = field(default_factory=dict)
    played: list[tuple[str, float]] = field(default_factory=list)
    closed: bool = False
    stops: int = 0
    watch: Callable[[str], Any] | None = None
    seen: list[Any] = field(default_factory=list)

    def load(self, name: str, wave: Wave) -> None:
        self.loaded[name] = wave

    def play(self, name: str, gain: float) -> None:
        self.played.append((name, gain))
        if self.watch is not None:
            self.seen.append(self.watch(name))

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        self.closed = True

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]


def recording_sounds(
    volume: int = 100, muted: bool = False, watch: Callable[[str], Any] | None = None
) -> tuple[Sounds, RecordingSink]:
    sink = RecordingSink(watch=watch)
    return Sounds(lambda: sink, volume, muted), sink
