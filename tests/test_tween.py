"""Tween layer: values over time, easing endpoints, leftover time, fast-forward, busy flag, speed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scenes.cards.tween import (
    Call,
    Parallel,
    Sequence,
    Timeline,
    Tween,
    Wait,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    linear,
)

EASINGS = [linear, ease_in_out_cubic, ease_out_back, ease_out_cubic]


@pytest.mark.parametrize("ease", EASINGS)
def test_easing_endpoints_are_exact(ease: Callable[[float], float]) -> None:
    assert ease(0.0) == pytest.approx(0.0, abs=1e-12)
    assert ease(1.0) == 1.0


def test_easing_shapes() -> None:
    assert ease_out_cubic(0.5) == pytest.approx(0.875)
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert max(ease_out_back(i / 100) for i in range(101)) > 1.0


def test_tween_values_at_given_times() -> None:
    seen: list[float] = []
    tween = Tween(100, seen.append, start=10.0, end=20.0)
    assert tween.update(25) == 0
    assert tween.update(25) == 0
    assert seen == pytest.approx([12.5, 15.0])
    assert not tween.done
    assert tween.update(70) == 20
    assert tween.done
    assert seen[-1] == 20.0


def test_tween_ends_exactly_on_end_value() -> None:
    seen: list[float] = []
    tween = Tween(90, seen.append, ease_out_back, start=0.1, end=0.7)
    for _ in range(10):
        tween.update(7)
    tween.update(100)
    assert seen[-1] == 0.7


def test_tween_of_points_interpolates_componentwise() -> None:
    seen: list[tuple[float, float]] = []
    tween = Tween.of(seen.append, (0.0, 100.0), (200.0, 0.0), 200)
    tween.update(50)
    assert seen[-1] == pytest.approx((50.0, 75.0))
    tween.update(150)
    assert seen[-1] == (200.0, 0.0)


def test_tween_of_floats_with_easing() -> None:
    seen: list[float] = []
    tween = Tween.of(seen.append, 0.0, 10.0, 100, ease_out_cubic)
    tween.update(50)
    assert seen[-1] == pytest.approx(8.75)


def test_zero_duration_tween_completes_at_once() -> None:
    seen: list[float] = []
    assert Tween(0, seen.append).update(16) == 16
    assert seen == [1.0]


def test_wait_returns_leftover() -> None:
    wait = Wait(30)
    assert wait.update(20) == 0
    assert wait.update(20) == 10
    assert wait.done
    assert wait.update(5) == 5


def test_sequence_carries_leftover_into_next_step() -> None:
    seen: list[float] = []
    seq = Sequence(Wait(40), Tween(100, seen.append, start=0.0, end=100.0))
    assert seq.update(50) == 0
    assert seen == pytest.approx([10.0])
    assert seq.update(95) == 5
    assert seq.done
    assert seen[-1] == 100.0


def test_sequence_runs_calls_in_the_same_frame() -> None:
    log: list[str] = []
    seq = Sequence(Wait(10), Call(lambda: log.append("a")), Call(lambda: log.append("b")), Wait(10))
    seq.update(12)
    assert log == ["a", "b"]
    assert not seq.done


def test_parallel_finishes_at_the_longest() -> None:
    short: list[float] = []
    long: list[float] = []
    par = Parallel(Tween(50, short.append), Tween(120, long.append))
    assert par.update(60) == 0
    assert short[-1] == 1.0
    assert not par.done
    assert par.update(70) == 10
    assert par.done
    assert long[-1] == 1.0


def test_fast_forward_fires_all_calls_in_order() -> None:
    log: list[object] = []
    timeline = Timeline()
    timeline.add(
        Sequence(
            Call(lambda: log.append(1)),
            Tween(500, lambda v: log.append(("v", v))),
            Parallel(Call(lambda: log.append(2)), Sequence(Wait(300), Call(lambda: log.append(3)))),
            Call(lambda: log.append(4)),
        )
    )
    timeline.fast_forward()
    assert log == [1, ("v", 1.0), 2, 3, 4]
    assert not timeline.busy


def test_fast_forward_finishes_animations_added_by_calls() -> None:
    log: list[str] = []
    timeline = Timeline()
    timeline.add(Call(lambda: timeline.add(Sequence(Wait(1000), Call(lambda: log.append("later"))))))
    timeline.fast_forward()
    assert log == ["later"]
    assert not timeline.busy


def test_busy_flag() -> None:
    timeline = Timeline()
    assert not timeline.busy
    timeline.add(Wait(100))
    assert timeline.busy
    timeline.update(60)
    assert timeline.busy
    timeline.update(60)
    assert not timeline.busy


def test_speed_multiplier() -> None:
    seen: list[float] = []
    timeline = Timeline(speed=2.0)
    timeline.add(Tween(100, seen.append))
    timeline.update(25)
    assert seen[-1] == pytest.approx(0.5)
    timeline.update(25)
    assert not timeline.busy
    assert seen[-1] == 1.0


def test_fractional_speed_keeps_sub_millisecond_time() -> None:
    timeline = Timeline(speed=0.5)
    wait = timeline.add(Wait(10))
    for _ in range(19):
        timeline.update(1)
    assert timeline.busy
    timeline.update(1)
    assert wait.done
    assert not timeline.busy


def test_infinite_speed_is_instant() -> None:
    log: list[str] = []
    timeline = Timeline(speed=float("inf"))
    timeline.add(Sequence(Wait(5000), Call(lambda: log.append("x"))))
    timeline.update(1)
    assert log == ["x"]


def test_speed_must_be_positive() -> None:
    with pytest.raises(ValueError):
        Timeline(speed=0.0)


@given(st.lists(st.integers(min_value=0, max_value=400), min_size=1, max_size=30))
def test_sequence_total_time_is_the_sum_of_its_steps(frames: list[int]) -> None:
    seq = Sequence(Wait(120), Tween(300, lambda _v: None), Wait(80))
    consumed = 0
    for dt in frames:
        leftover = seq.update(dt)
        consumed += dt - leftover
    assert consumed == min(sum(frames), 500)
    assert seq.done == (sum(frames) >= 500)


def test_deferred_reads_values_when_it_starts_not_when_planned() -> None:
    from scenes.cards.tween import Deferred

    box = {"x": 0.0}

    def set_x(value: float) -> None:
        box["x"] = value

    plan = Sequence(Call(lambda: set_x(5.0)), Deferred(lambda: Tween.of(set_x, box["x"], 10.0, 100)))
    plan.update(50)
    assert box["x"] == pytest.approx(7.5)  # from 5 (where it was at the start), not from 0
    plan.finish()
    assert box["x"] == 10.0 and plan.done
