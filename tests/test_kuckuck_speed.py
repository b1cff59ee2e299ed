"""Speed-Kuckuck in the engine: `timeout` counts as stay and costs one life at once; it is never a legal choice."""

from __future__ import annotations

import numpy as np
import pytest

from game import IllegalAction, Match, load_match, open_match
from game.core.events import Event
from game.kuckuck import events as K
from game.kuckuck.state import Phase
from tests.kuckuck_helpers import hands, play, scripted

# Four players, dealer 3: cards go to seats 0, 1, 2, then the dealer 3; the next card is the stock's top.


def test_the_limit_is_off_or_one_to_five_seconds() -> None:
    assert open_match("kuckuck", 4, seed=1).options.speed_ms is None
    for given in (2, "2"):
        options = open_match("kuckuck", 4, {"speed": given}, seed=1).options
        assert (options.speed, options.speed_ms) == ("2", 2000)
    for bad in (0, 6, "fast", True):
        with pytest.raises(ValueError, match="speed"):
            open_match("kuckuck", 4, {"speed": bad}, seed=1)


def test_with_speed_off_a_timeout_is_refused_with_a_reason_and_changes_nothing() -> None:
    match = scripted(4, ["2C", "9D", "KH", "5S", "7C"], dealer=3)
    before = match.to_json()
    with pytest.raises(IllegalAction) as error:
        match.act("timeout")
    assert "Speed-Kuckuck is off" in str(error.value)
    assert match.to_json() == before and match.scores == [3, 3, 3, 3]


def test_a_timeout_counts_as_stay_and_costs_a_life_at_once() -> None:
    match = scripted(4, ["2C", "9D", "KH", "5S", "7C"], dealer=3, speed=2)
    assert "timeout" not in match.legal()
    events = match.act("timeout")
    assert events == [K.Timeout(seat=0, lost=1, lives=2, pot=1)]
    assert match.scores == [2, 3, 3, 3], "the life is gone at once, before the showdown"
    assert hands(match) == ["2C", "9D", "KH", "5S"], "the slow seat kept its card"
    assert match.to_move == 1
    view = match.view(2)
    assert view["acted"][0] == "stay" and view["timed_out"] == [True, False, False, False]
    play(match, ["stay", "stay", "stay"])  # seat 0's 2C is lowest: one more life
    assert match.scores == [1, 3, 3, 3]
    assert match.hands == [[2, 0, 0, 0]], "the deal's entry counts the timeout and the showdown"
    assert match.view(1)["timed_out"] == [False] * 4, "the next deal starts afresh"


def test_a_dealer_who_times_out_keeps_their_card_and_the_showdown_follows() -> None:
    match = scripted(4, ["9C", "9D", "5H", "4H", "7C"], dealer=3, speed=1)
    play(match, ["stay", "stay", "stay"])
    events = match.act("timeout")
    assert [type(e) for e in events][:2] == [K.Timeout, K.Showdown]
    assert match.state.last_cards[3] is not None and match.state.last_cards[3].text == "4H"
    assert match.scores == [3, 3, 3, 1], "the timeout and the lowest card"


def test_a_dealer_who_times_out_after_a_first_draw_keeps_the_drawn_card() -> None:
    match = scripted(4, ["9C", "9D", "5H", "4H", "2C", "8D"], dealer=3, speed=3, dealer_double_draw=True)
    play(match, ["stay", "stay", "stay", "swap"])  # the dealer draws 2C and may draw again
    assert match.to_move == 3
    match.auto_deal = False  # keep the finished deal in view
    match.act("timeout")
    last = match.state.last_cards[3]
    assert last is not None and last.text == "2C"
    assert match.view(0)["acted"][3] == "draw"
    assert match.scores == [3, 3, 3, 1]


def test_a_seat_a_timeout_leaves_at_zero_shows_its_card_loses_nothing_more_and_is_out() -> None:
    match = scripted(4, ["AC", "9D", "5H", "4H", "8C"], dealer=3, speed=2, lives=1)
    match.act("timeout")  # seat 0, on its last life, keeps the AC
    assert match.scores == [0, 1, 1, 1]
    events = play_events(match, ["stay", "stay", "stay"])
    showdown = next(e for e in events if isinstance(e, K.Showdown))
    assert showdown.cards[0] == "AC" and showdown.losers == (0,)
    assert not [e for e in events if isinstance(e, K.LifeLost)], "nobody else pays for the lowest card"
    assert [e.seat for e in events if isinstance(e, K.Eliminated)] == [0]
    assert match.scores == [0, 1, 1, 1] and match.hands == [[1, 0, 0, 0]]
    assert match.view(None)["alive"] == [False, True, True, True]


def test_when_every_seat_ends_the_deal_at_zero_the_final_tie_rule_decides() -> None:
    match = scripted(3, ["9C", "TD", "2H", "4S"], dealer=2, speed=5, lives=1)
    play(match, ["timeout", "timeout", "stay"])  # seats 0 and 1 time out, the dealer's 2H is lowest
    assert match.scores == [0, 0, 0]
    assert match.state.phase is Phase.SUDDEN_DEATH or match.over
    assert match.over and len(match.winners) == 1, "sudden death among all three picks one winner"
    assert match.hands == [[1, 1, 1]]


def test_a_timeout_is_accepted_at_every_decision_and_never_listed(seed: int = 3) -> None:
    match = open_match("kuckuck", 5, {"speed": 2, "lives": 2, "dealer_double_draw": True}, seed=seed)
    rng = np.random.default_rng(seed)
    timeouts = 0
    while not match.over:
        legal = match.legal()
        assert "timeout" not in legal
        if rng.random() < 0.2:
            match.act("timeout")
            timeouts += 1
        else:
            match.act(legal[int(rng.integers(len(legal)))])
        assert all(life >= 0 for life in match.scores)
        assert load_match(match.to_json()).to_json() == match.to_json()
    assert timeouts > 0
    total = sum(sum(deal) for deal in match.hands)
    assert total == 5 * 2 - match.scores[match.winners[0]], "every life lost is in some deal's entry"


def play_events(match: Match, actions: list[str]) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += match.act(action)
    return events
