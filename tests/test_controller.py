"""Controller timing with scripted dt: bot pacing, waiting for the scene, holds, humans, hand-over; the seats it
drives, as a save stores them."""

from __future__ import annotations

from typing import Any

import pytest

from game.controller import Controller, Pacing
from game.core.events import Event
from game.core.seats import BOT, HUMAN, SeatConfig
from game.kuckuck import events as K
from game.lobby import seats_from_json, seats_to_json
from tests.kuckuck_helpers import scripted

PACE = Pacing(bot_think_ms=500, reveal_hold_ms=2000, after_deal_ms=100)


def make(kinds: list[str], order: list[str] | None = None, dealer: int = 3) -> Controller:
    seats = [SeatConfig(kind, f"P{i}") for i, kind in enumerate(kinds)]
    return Controller(scripted(len(kinds), order or [], dealer=dealer), seats, PACE)


def kinds_of(controller: Controller) -> list[type[Event]]:
    return [type(event) for event in controller.take_events()]


def test_deal_comes_out_first_then_bots_wait_their_think_time() -> None:
    controller = make([BOT, BOT, BOT, BOT])
    controller.update(16)
    assert kinds_of(controller)[:2] == [K.DealStart, K.Dealt]
    controller.update(100)  # the after-deal pause
    controller.update(499)
    assert controller.take_events() == []
    controller.update(1)
    assert kinds_of(controller) in ([K.Stay], [K.Swap], [K.Block])


def test_nothing_new_happens_until_the_scene_has_taken_the_last_events() -> None:
    controller = make([BOT, BOT, BOT, BOT])
    controller.update(16)
    for _ in range(20):
        controller.update(1000)
    assert [type(e) for e in controller.take_events()].count(K.DealStart) == 1


def test_nothing_advances_while_the_scene_animates() -> None:
    controller = make([BOT, BOT, BOT, BOT])
    controller.update(16)
    controller.take_events()
    controller.scene_busy = True
    for _ in range(100):
        controller.update(100)
    assert controller.take_events() == []
    controller.scene_busy = False
    controller.update(100)
    controller.update(500)
    assert len(controller.take_events()) == 1


def test_human_turn_waits_forever_and_accepts_a_legal_choice_only() -> None:
    controller = make([HUMAN, BOT, BOT, BOT], ["2C", "9D", "8H", "5S"])
    controller.update(16)
    controller.update(100)
    controller.take_events()
    for _ in range(50):
        controller.update(1000)
    assert controller.waiting_for_human == 0
    assert controller.submit("fold") is not None
    assert controller.submit("swap") is None
    assert kinds_of(controller) == [K.Swap]
    assert controller.waiting_for_human is None
    assert controller.submit("stay") is not None  # not the human's turn any more


def test_showdown_holds_before_the_next_deal() -> None:
    controller = make([BOT, BOT, BOT, BOT])
    shown = False
    for _ in range(200):
        controller.update(500)
        kinds = kinds_of(controller)
        if K.Showdown in kinds:
            shown = True
            break
    assert shown
    deal_no = controller.view()["deal_no"]
    controller.update(1999)
    assert controller.take_events() == []
    view = controller.view()  # the table keeps showing the reveal: the next deal has not happened yet
    assert view["phase"] == "deal" and view["deal_no"] == deal_no and any(view["last_cards"])
    controller.update(1)
    controller.update(1)
    assert kinds_of(controller)[0] is K.DealStart


def test_hot_seat_hands_over_between_humans() -> None:
    controller = make([HUMAN, HUMAN, BOT, BOT], ["2C", "9D", "8H", "5S"])
    controller.update(16)
    controller.take_events()
    controller.update(100)
    assert controller.viewer == 0 and controller.waiting_for_human == 0
    assert controller.submit("stay") is None
    controller.update(16)
    assert controller.handover_to is None  # the stay is shown first
    controller.take_events()
    controller.update(16)
    assert controller.handover_to == 1 and controller.waiting_for_human is None
    controller.confirm_handover()
    assert controller.waiting_for_human == 1 and controller.viewer == 1


def test_a_bot_only_match_runs_to_the_end() -> None:
    controller = make([BOT] * 6, dealer=0)
    for _ in range(100_000):
        controller.update(250)
        controller.take_events()
        if controller.over:
            break
    assert controller.over and len(controller.match.winners) == 1


def test_a_resumed_match_shows_only_what_happens_next() -> None:
    from game import load_match

    first = make([BOT, BOT, BOT, BOT])
    for _ in range(400):
        first.update(500)
        first.take_events()
    resumed = Controller(load_match(first.match.to_json()), first.seats, PACE)
    resumed.update(16)
    assert len(resumed.take_events()) < 12  # at most the next deal, never the whole history


def test_saved_seats_load_back() -> None:
    seats = [SeatConfig(HUMAN, "Ann"), SeatConfig(BOT, "Bram", "hard"), SeatConfig(BOT, "Clara", "easy")]
    assert seats_from_json(seats_to_json(seats)) == seats


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"kind": "bot", "name": "Bram", "level": "ultra"}, "ultra"),
        ({"kind": "bot", "name": "Bram", "level": None}, "null"),
        ({"kind": "robot", "name": "Bram", "level": "easy"}, "robot"),
        ({"name": "Bram"}, "kind"),
    ],
)
def test_a_saved_seat_with_an_unknown_kind_or_level_is_refused(entry: dict[str, Any], message: str) -> None:
    """A bad seat fails on loading with a clear message, not later at the bot's first turn."""
    raw: list[dict[str, Any]] = [{"kind": "human", "name": "Ann", "level": "normal"}, entry]
    with pytest.raises(ValueError, match=f"seat 1 .*{message}"):
        seats_from_json(raw)


def test_a_bot_passing_its_second_and_third_card_does_not_think_again() -> None:
    """Passing three cards is one decision: only the first of them takes a bot's thinking time."""
    from game import open_match

    match = open_match("hearts", players=4, seed=3, dealer=3)
    controller = Controller(match, [SeatConfig(BOT, f"B{i}", "easy") for i in range(4)], PACE)
    controller.update(16)
    controller.take_events()
    think, follow = PACE.scaled(PACE.bot_think_ms), PACE.scaled(PACE.follow_up_ms)
    assert follow < think
    elapsed = 0
    while len(match.view(None)["passes_made"]) and match.view(None)["passes_made"][0] < 3:
        controller.update(10)
        controller.take_events()
        elapsed += 10
    assert elapsed <= PACE.after_deal_ms + think + 2 * follow + 30  # the deal's pause, then one thought, not three


def test_a_phone_seat_is_saved_and_a_bad_phone_value_refused() -> None:
    seats = [SeatConfig(HUMAN, "Ann"), SeatConfig(HUMAN, "Ben", phone=True), SeatConfig(BOT, "Clara")]
    saved = seats_to_json(seats)
    assert "phone" not in saved[0] and saved[1]["phone"] is True  # files without phones stay as they were
    assert seats_from_json(saved) == seats
    for bad in ("yes", None):
        with pytest.raises(ValueError, match="seat 1 phone"):
            seats_from_json([saved[0], {**saved[1], "phone": bad}])
    with pytest.raises(ValueError, match="seat 2 phone"):
        seats_from_json([*saved[:2], {**saved[2], "phone": True}])  # a bot holds no phone


def phone_table() -> Controller:
    """Ann at the screen (seat 0), Ben on a phone (seat 1), two bots; Ben decides first."""
    seats = [SeatConfig(HUMAN, "Ann"), SeatConfig(HUMAN, "Ben", phone=True)]
    seats += [SeatConfig(BOT, "Clara"), SeatConfig(BOT, "Dirk")]
    return Controller(scripted(4, ["3S", "9H", "KD", "5C"], dealer=0), seats, PACE)


def test_a_phone_seat_decides_by_its_phone_never_at_the_screen() -> None:
    controller = phone_table()
    assert controller.screen_seats == [0] and controller.phone_seats == [1] and not controller.is_show
    controller.update(0)
    controller.take_events()  # the deal, shown
    controller.update(PACE.after_deal_ms)
    assert controller.match.to_move == 1
    assert controller.waiting_for_phone == 1 and controller.waiting_for_human is None
    assert controller.handover_to is None and controller.viewer == 0  # the screen stays Ann's
    assert controller.submit("stay") is not None  # the screen cannot decide for Ben
    assert controller.submit_for(0, "stay") is not None  # nor another seat's phone
    assert controller.submit_for(1, "stay") is None
    assert controller.handover_to is None and controller.viewer == 0


def test_a_bot_stands_in_for_an_away_phone_until_it_is_back() -> None:
    controller = phone_table()
    controller.update(0)
    controller.take_events()
    controller.stand_ins.add(1)
    controller.update(PACE.after_deal_ms)
    assert controller.waiting_for_phone is None  # nobody waits for a phone that is away
    for _ in range(3):
        controller.update(PACE.bot_think_ms)
    assert controller.match.to_move != 1, "the stand-in bot decided for Ben"
    assert [event for event in controller.take_events() if getattr(event, "seat", None) == 1]
