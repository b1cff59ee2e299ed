"""Time-based tweens: easing, `Tween`, `Wait`, `Call`, `Sequence`, `Parallel` and the `Timeline` that runs them.

Time is integer milliseconds fed through `update(dt_ms)`. Every step returns the milliseconds it did not need,
so a `Sequence` hands leftover time to its next step within the same frame. `finish()` fast-forwards a step:
final values are applied and pending `Call`s fire, in order. Values are pushed through setter callables, never
through attribute-name strings.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TypeVar, overload

Ease = Callable[[float], float]
Point = tuple[float, float]
S = TypeVar("S", bound="Step")


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_out_back(t: float) -> float:
    """Overshoots slightly past 1 before settling: a card that lands with a little snap."""
    c1 = 1.70158
    c3 = c1 + 1.0
    return 1.0 + c3 * (t - 1.0) ** 3 + c1 * (t - 1.0) ** 2


def lerp(a: float, b: float, t: float) -> float:
    """Exact at both ends (t=0 gives a, t=1 gives b), unlike a + (b - a) * t."""
    return a * (1.0 - t) + b * t


class Step(ABC):
    """One piece of an animation. `update` returns the part of `dt_ms` it did not consume."""

    @property
    @abstractmethod
    def done(self) -> bool: ...

    @abstractmethod
    def update(self, dt_ms: int) -> int: ...

    @abstractmethod
    def finish(self) -> None:
        """Jump to the end: apply final values, fire pending calls."""


class Tween(Step):
    """Calls `on_value` with the eased value between `start` and `end`; the last call is exactly `end`."""

    def __init__(
        self,
        duration_ms: int,
        on_value: Callable[[float], None],
        ease: Ease = linear,
        start: float = 0.0,
        end: float = 1.0,
    ) -> None:
        if duration_ms < 0:
            raise ValueError(f"duration_ms must be >= 0, got {duration_ms}")
        self.duration_ms = duration_ms
        self.on_value = on_value
        self.ease = ease
        self.start = start
        self.end = end
        self.elapsed_ms = 0
        self._done = False

    @overload
    @classmethod
    def of(
        cls, setter: Callable[[float], None], a: float, b: float, duration_ms: int, ease: Ease = linear
    ) -> Tween: ...

    @overload
    @classmethod
    def of(
        cls, setter: Callable[[Point], None], a: Point, b: Point, duration_ms: int, ease: Ease = linear
    ) -> Tween: ...

    @classmethod
    def of(
        cls,
        setter: Callable[[float], None] | Callable[[Point], None],
        a: float | Point,
        b: float | Point,
        duration_ms: int,
        ease: Ease = linear,
    ) -> Tween:
        """Tween a float or an (x, y) point from `a` to `b`; points interpolate component-wise."""
        if isinstance(a, tuple) and isinstance(b, tuple):
            pa, pb = a, b
            set_point: Callable[[Point], None] = setter  # type: ignore[assignment]
            return cls(duration_ms, lambda t: set_point((lerp(pa[0], pb[0], t), lerp(pa[1], pb[1], t))), ease)
        if isinstance(a, tuple) or isinstance(b, tuple):
            raise TypeError("Tween.of needs two floats or two points")
        set_float: Callable[[float], None] = setter  # type: ignore[assignment]
        return cls(duration_ms, set_float, ease, float(a), float(b))

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt_ms: int) -> int:
        if self._done:
            return dt_ms
        self.elapsed_ms += dt_ms
        if self.elapsed_ms >= self.duration_ms:
            leftover = self.elapsed_ms - self.duration_ms
            self.finish()
            return leftover
        self.on_value(lerp(self.start, self.end, self.ease(self.elapsed_ms / self.duration_ms)))
        return 0

    def finish(self) -> None:
        if self._done:
            return
        self._done = True
        self.elapsed_ms = self.duration_ms
        self.on_value(self.end)


class Wait(Step):
    """Does nothing for `ms` milliseconds."""

    def __init__(self, ms: int) -> None:
        if ms < 0:
            raise ValueError(f"ms must be >= 0, got {ms}")
        self.ms = ms
        self.elapsed_ms = 0

    @property
    def done(self) -> bool:
        return self.elapsed_ms >= self.ms

    def update(self, dt_ms: int) -> int:
        before = self.elapsed_ms
        self.elapsed_ms = min(self.ms, before + dt_ms)
        return dt_ms - (self.elapsed_ms - before)

    def finish(self) -> None:
        self.elapsed_ms = self.ms


class Call(Step):
    """Runs `fn` once and takes no time."""

    def __init__(self, fn: Callable[[], object]) -> None:
        self.fn = fn
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt_ms: int) -> int:
        self.finish()
        return dt_ms

    def finish(self) -> None:
        if not self._done:
            self._done = True
            self.fn()


class Sequence(Step):
    """Runs steps one after another; time a step does not need flows into the next one."""

    def __init__(self, *steps: Step) -> None:
        self.steps = list(steps)
        self.index = 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def update(self, dt_ms: int) -> int:
        while self.index < len(self.steps):
            step = self.steps[self.index]
            dt_ms = step.update(dt_ms)
            if not step.done:
                return 0
            self.index += 1
        return dt_ms

    def finish(self) -> None:
        while self.index < len(self.steps):
            self.steps[self.index].finish()
            self.index += 1


class Deferred(Step):
    """Builds its step only when it starts, so the step reads positions and values as they are then, not as
    they were when the whole animation was planned (an earlier step may have moved or flipped something)."""

    def __init__(self, make: Callable[[], Step]) -> None:
        self.make = make
        self._step: Step | None = None

    def _started(self) -> Step:
        if self._step is None:
            self._step = self.make()
        return self._step

    @property
    def done(self) -> bool:
        return self._step is not None and self._step.done

    def update(self, dt_ms: int) -> int:
        return self._started().update(dt_ms)

    def finish(self) -> None:
        self._started().finish()


class Parallel(Step):
    """Runs steps together; done when the longest is, and returns what the longest left over."""

    def __init__(self, *steps: Step) -> None:
        self.steps = list(steps)

    @property
    def done(self) -> bool:
        return all(step.done for step in self.steps)

    def update(self, dt_ms: int) -> int:
        leftover = dt_ms
        for step in self.steps:
            if not step.done:
                leftover = min(leftover, step.update(dt_ms))
        return leftover if self.done else 0

    def finish(self) -> None:
        for step in self.steps:
            step.finish()


class Timeline:
    """Runs independent animations side by side, scaled by `speed` (2.0 = twice as fast, inf = instant)."""

    _FAST_FORWARD_ROUNDS = 1000  # guards against calls that keep adding animations forever

    def __init__(self, speed: float = 1.0) -> None:
        self._running: list[Step] = []
        self._speed = 1.0
        self._carry = 0.0  # fraction of a millisecond left over by speed scaling
        self.speed = speed

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        if not value > 0:
            raise ValueError(f"speed must be > 0, got {value}")
        self._speed = value
        self._carry = 0.0

    @property
    def busy(self) -> bool:
        return any(not step.done for step in self._running)

    def add(self, step: S) -> S:
        """Start `step` (it first advances on the next `update`) and return it."""
        self._running.append(step)
        return step

    def update(self, dt_ms: int) -> None:
        if math.isinf(self._speed):
            self.fast_forward()
            return
        scaled = dt_ms * self._speed + self._carry
        whole = int(scaled)
        self._carry = scaled - whole
        # Steps added by a Call during this update start on the next one.
        for step in list(self._running):
            if not step.done:
                step.update(whole)
        self._running = [step for step in self._running if not step.done]

    def fast_forward(self) -> None:
        """Finish everything, including animations that finishing adds."""
        for _ in range(self._FAST_FORWARD_ROUNDS):
            if not self._running:
                return
            pending, self._running = self._running, []
            for step in pending:
                step.finish()
        self._running.clear()
