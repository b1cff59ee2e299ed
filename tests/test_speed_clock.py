"""Speed-Kuckuck in the controller, with a scripted clock: the time a decision has runs only while it is shown
(never during an animation, a hold or a hand-over), a person too slow is timed out, bots answer in time."""

from __future__ import annotations

import numpy as np
import pytest

from game.controller import Controller, Pacing
from game.core.events import Event
from game.core.seats import BOT, HUMAN, SeatConfig
from game.decision_clock import MARGIN_MS, DecisionClock, reaction_ms
from game.kuckuck import events as K
from tests.kuckuck_helpers import hands, scripted

PACE = Pacing(bot_think_ms=500, reveal_hold_ms=2000, after_deal_ms=100)
ORDER = ["2C", "9D", "KH", "5S", "7C"]  # dealer 3: seat 0 decides first, holding 2♣


def make(kinds: list[str], speed: int | str = 2, order: list[str] | None = None, **options: object) -> Controller:
    seats = [SeatConfig(kind, f"P{i}", "easy") for i, kind in enumerate(kinds)]
    match = scripted(len(kinds), order or ORDER, dealer=3, speed=speed, **options)
    return Controller(match, seats, PACE, rng=np.random.default_rng(7))


def kinds_of(controller: Controller) -> list[type[Event]]:
    return [type(event) for event in controller.take_events()]


def shown_to_you(controller: Controller) -> DecisionClock:
    """Deal, wait out the after-deal hold, and show seat 0 its decision: its clock starts full."""
    controller.update(16)
    assert kinds_of(controller)[:2] == [K.DealStart, K.Dealt]
    controller.update(100)
    controller.update(16)  # the decision is on the screen from this frame: none of its time has gone yet
    clock = controller.decision_clock
    assert controller.waiting_for_human == 0 and clock is not None
    assert (clock.seat, clock.limit_ms, clock.left_ms) == (0, 2000, 2000)
    return clock


def test_deciding_one_millisecond_before_the_limit_costs_nothing() -> None:
    controller = make([HUMAN, BOT, BOT, BOT])
    shown_to_you(controller)
    controller.update(1999)
    assert controller.take_events() == [] and controller.waiting_for_human == 0
    assert controller.submit("swap") is None
    assert kinds_of(controller) == [K.Swap]
    assert controller.match.scores == [3, 3, 3, 3]
    assert controller.decision_clock is None  # the decision is made: no clock shows


def test_at_the_limit_you_are_timed_out_lose_a_life_and_keep_your_card() -> None:
    controller = make([HUMAN, BOT, BOT, BOT])
    shown_to_you(controller)
    controller.update(1999)
    controller.update(1)
    (timeout,) = controller.take_events()
    assert timeout == K.Timeout(seat=0, lost=1, lives=2, pot=1)
    assert controller.match.scores == [2, 3, 3, 3]
    assert hands(controller.match)[0] == "2C"  # a stay: the card is kept
    assert controller.match.to_move == 1 and controller.waiting_for_human is None
    assert controller.submit("swap") is not None  # too late


def test_animations_and_holds_do_not_count() -> None:
    controller = make([HUMAN, BOT, BOT, BOT])
    controller.update(16)
    controller.take_events()
    controller.scene_busy = True  # the deal is still flying
    for _ in range(20):
        controller.update(1000)
    assert controller.decision_clock is None
    controller.scene_busy = False
    controller.update(99)  # the after-deal hold, all but its last millisecond
    assert controller.decision_clock is None
    controller.update(1)
    controller.update(16)
    clock = controller.decision_clock
    assert clock is not None and clock.left_ms == 2000
    controller.update(1500)
    controller.scene_busy = True  # something is shown again (a resize, a late animation): the clock stands still
    controller.update(5000)
    assert controller.take_events() == []
    controller.scene_busy = False
    controller.update(499)
    assert clock.left_ms == 1 and controller.take_events() == []
    controller.update(1)
    assert kinds_of(controller) == [K.Timeout]


def test_hand_over_time_does_not_count() -> None:
    controller = make([HUMAN, HUMAN, BOT, BOT])
    shown_to_you(controller)
    assert controller.submit("stay") is None
    controller.take_events()
    controller.update(16)
    assert controller.handover_to == 1
    for _ in range(10):
        controller.update(10_000)  # the screen is passed round the table slowly
    assert controller.decision_clock is None and controller.take_events() == []
    controller.confirm_handover()
    controller.update(16)
    clock = controller.decision_clock
    assert clock is not None and (clock.seat, clock.left_ms) == (1, 2000)
    controller.update(1999)
    assert controller.submit("stay") is None
    assert controller.match.scores == [3, 3, 3, 3]


def test_a_second_decision_in_a_row_gets_a_fresh_clock() -> None:
    # the dealer (seat 3, a person) may draw twice: the second draw is a decision of its own
    controller = make([BOT, BOT, BOT, HUMAN], order=["9C", "9D", "9H", "2S", "3C", "QD"], dealer_double_draw=True)
    for _ in range(200):
        if controller.waiting_for_human == 3 and controller.decision_clock is not None:
            break
        controller.take_events()
        controller.update(50)
    clock = controller.decision_clock
    assert clock is not None and clock.seat == 3
    controller.update(1900)
    assert controller.submit("swap") is None  # draws the 3♣ …
    controller.take_events()
    controller.update(16)
    again = controller.decision_clock
    assert controller.waiting_for_human == 3 and again is not None  # … and may draw once more
    assert again is not clock and again.left_ms == 2000


def test_bots_answer_after_a_reaction_time_never_over_the_limit() -> None:
    controller = make([BOT, BOT, BOT, BOT], speed=1)
    answers: list[int] = []
    for _ in range(4000):
        if controller.match.over:
            break
        clock = controller.decision_clock
        controller.update(10)
        if clock is not None and controller.outbox:
            answers.append(clock.elapsed_ms)
        controller.take_events()
    assert len(answers) > 20
    assert K.Timeout not in {type(event) for event in controller.match.history}
    assert all(0 < answer <= 1000 - MARGIN_MS + 10 for answer in answers)  # within one 10 ms frame
    assert len(set(answers)) > 5  # drawn per decision, not one fixed delay


@pytest.mark.parametrize("limit", [1000, 2000, 5000])
def test_an_easy_bot_sometimes_runs_close_to_the_limit_normal_and_hard_are_quicker(limit: int) -> None:
    rng = np.random.default_rng(1)
    draws = {level: [reaction_ms(rng, level, limit) for _ in range(600)] for level in ("easy", "normal", "hard")}
    for times in draws.values():
        assert all(0 < time <= limit - MARGIN_MS for time in times)
    assert max(draws["easy"]) > 0.85 * (limit - MARGIN_MS)
    mean = {level: sum(times) / len(times) for level, times in draws.items()}
    assert mean["hard"] < mean["normal"] < mean["easy"]


def test_without_a_limit_nothing_is_timed() -> None:
    controller = make([HUMAN, BOT, BOT, BOT], speed="off")
    controller.update(16)
    controller.take_events()
    controller.update(100)
    for _ in range(30):
        controller.update(1000)
    assert controller.decision_clock is None and controller.waiting_for_human == 0
    assert controller.take_events() == []


def test_a_clock_refuses_bad_times() -> None:
    with pytest.raises(ValueError, match="limit_ms"):
        DecisionClock(0, 0, 0)
    with pytest.raises(ValueError, match="dt_ms"):
        DecisionClock(0, 0, 1000).run(-1)
    with pytest.raises(ValueError, match="limit_ms"):
        reaction_ms(np.random.default_rng(0), "easy", 0)
