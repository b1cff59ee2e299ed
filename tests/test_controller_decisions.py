"""A human's decision of several actions (the three cards to pass) is made together or not at all, and one made
ahead of its moment is kept and made the moment the seat is waiting, never lost."""

from __future__ import annotations

import pytest

from game import IllegalAction, open_match
from game.controller import Controller, Pacing
from game.core.seats import BOT, HUMAN, SeatConfig

PACE = Pacing(bot_think_ms=500, after_deal_ms=100, follow_up_ms=100)


def hearts(kinds: list[str], dealer: int) -> Controller:
    match = open_match("hearts", 4, {"pass_cycle": "left"}, seed=3, dealer=dealer)
    return Controller(match, [SeatConfig(kind, f"P{i}") for i, kind in enumerate(kinds)], PACE)


def run(controller: Controller, ms: int) -> None:
    """Time passes; the table shows every event at once."""
    for _ in range(ms // 50):
        controller.update(50)
        controller.take_events()


def test_act_all_applies_every_action_or_none() -> None:
    match = open_match("hearts", 4, {"pass_cycle": "left"}, seed=3, dealer=3)
    hand = match.view(0)["hand"]
    before = match.to_json()
    with pytest.raises(IllegalAction):
        match.act_all([f"pass {hand[0]}", f"pass {hand[1]}", "pass XX"])
    assert match.to_json() == before
    with pytest.raises(IllegalAction):  # a fourth card is seat 1's to pass, not seat 0's
        match.act_all([f"pass {card}" for card in hand[:4]])
    assert match.to_json() == before
    match.act_all([f"pass {card}" for card in hand[:3]])
    assert match.view(0)["passes_made"][0] == 3 and match.to_move == 1


@pytest.mark.parametrize("actions", [[], "pass 2C", [5]])
def test_act_all_refuses_what_is_not_a_list_of_moves(actions: object) -> None:
    match = open_match("hearts", 4, {"pass_cycle": "left"}, seed=3, dealer=3)
    with pytest.raises(IllegalAction):
        match.act_all(actions)  # type: ignore[arg-type]


def test_three_passes_submitted_at_once_all_go() -> None:
    controller = hearts([HUMAN, BOT, BOT, BOT], dealer=3)
    run(controller, 500)
    assert controller.waiting_for_human == 0
    cards = controller.view()["hand"][:3]
    assert controller.submit(*(f"pass {card}" for card in cards)) is None
    assert controller.match.view(0)["passes_made"][0] == 3


def test_a_pass_kept_while_bots_pass_first_is_made_when_the_turn_comes() -> None:
    controller = hearts([HUMAN, BOT, BOT, BOT], dealer=1)  # seats 2 and 3 pass first
    run(controller, 200)
    assert controller.match.to_move == 2 and controller.waiting_for_human is None
    cards = controller.view()["hand"][-3:]
    assert controller.keep(0, *(f"pass {card}" for card in cards)) is None
    run(controller, 5000)
    assert controller.intent is None and not controller.refusals
    log = controller.match.to_dict()["log"]
    assert [entry["action"] for entry in log if entry.get("seat") == 0] == [f"pass {card}" for card in cards]


def test_a_kept_decision_refused_when_its_moment_comes_says_why_and_the_seat_decides_again() -> None:
    controller = hearts([HUMAN, BOT, BOT, BOT], dealer=1)
    run(controller, 200)
    assert controller.keep(0, "pass 2C", "pass 2C", "pass 3C") is None
    run(controller, 5000)
    assert controller.intent is None and len(controller.refusals) == 1
    assert controller.waiting_for_human == 0 and controller.match.view(0)["passes_made"][0] == 0


def test_a_withdrawn_decision_is_never_made_and_a_bot_seat_keeps_nothing() -> None:
    controller = hearts([HUMAN, BOT, BOT, BOT], dealer=1)
    run(controller, 200)
    cards = controller.view()["hand"][:3]
    controller.keep(0, *(f"pass {card}" for card in cards))
    controller.withdraw(0)
    run(controller, 5000)
    assert controller.waiting_for_human == 0 and controller.match.view(0)["passes_made"][0] == 0
    assert controller.keep(1, "pass 2C") is not None
