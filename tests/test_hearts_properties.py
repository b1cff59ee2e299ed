"""Properties of random legal Hearts play (hypothesis): 13 tricks and 26 points a hand (or what the moon rule and
the J♦ make of them), every card exactly once somewhere, `apply` leaves its input alone, and a saved match
replays to the same views at every step."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import Match, load_match, open_match
from game.hearts.rules import HeartsRules
from game.hearts.state import HeartsState
from tests.hearts_helpers import ALL_TEXTS, random_step

SEATS = (0, 1, 2, 3, None)
OPTION_SETS: list[dict[str, object]] = [
    {},
    {"jd_minus_10": True, "moon": "subtract_26_from_self", "pass_cycle": "left,right,across"},
    {"moon": "shooters_choice", "qs_must_drop": True, "no_pass_qs_2c": True, "jd_minus_10": True},
    {"first_trick_no_points": False, "must_break_hearts": False, "qs_breaks_hearts": True, "pass_cycle": "none"},
    {"hearts_instead_of_qs": True, "any_club_first_lead": True, "pass_cycle": "across", "end_tie": "share"},
]
PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(state: HeartsState) -> tuple[Any, ...]:
    return tuple(
        tuple(value) if isinstance(value, list) else value
        for value in (getattr(state, name) for name in HeartsState.__slots__)
    )


def cards_everywhere(match: Match) -> Counter[str]:
    """Every card as the views show it: in a hand, passed and on its way, or played to a trick."""
    seen: Counter[str] = Counter()
    public = match.view(None)
    for seat in range(4):
        view = match.view(seat)
        seen.update(view["hand"])
        if view["phase"] == "pass":
            seen.update(view["passed"])
    for trick in public["tricks"]:
        seen.update(trick["cards"])
    if public["trick"]:
        seen.update(public["trick"]["cards"])
    return seen


def expected_total(match: Match, moon_choice: str | None) -> int:
    """What the four scores of a finished hand add up to."""
    omnibus = -10 if match.options.jd_minus_10 else 0
    if not match.view(None)["moon_shots"] or match.view(None)["moon_shots"][-1][0] != match.view(None)["hand_no"]:
        return 26 + omnibus
    rule = {"add": "add_26_to_others", "subtract": "subtract_26_from_self"}.get(moon_choice or "", match.options.moon)
    return (78 if rule == "add_26_to_others" else -26) + omnibus


@PROPERTY
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_hands_have_13_tricks_and_their_points_and_keep_every_card(seed: int, options: dict[str, object]) -> None:
    match = open_match("hearts", 4, options={**options, "target": 200}, seed=seed)
    match.auto_deal = False  # keep each finished hand in view until the next deal
    rng = np.random.default_rng(seed)
    for _ in range(2):
        match.settle()
        moon_choice = None
        hands = len(match.hands)
        while len(match.hands) == hands:
            assert cards_everywhere(match) == Counter(ALL_TEXTS)
            action = random_step(match, rng)
            if action.startswith("moon "):
                moon_choice = action.split()[1]
        view = match.view(None)
        assert len(view["tricks"]) == 13 and view["trick"] is None
        assert sum(view["hand_sizes"]) == 0
        assert sum(match.hands[-1]) == expected_total(match, moon_choice)
        points = view["points_taken"]
        assert sum(points) == (16 if match.options.jd_minus_10 else 26)


@PROPERTY
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_apply_never_changes_the_state_it_is_given(seed: int, options: dict[str, object]) -> None:
    rules = HeartsRules()
    match = open_match("hearts", 4, options=options, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(70):
        state = match.state
        before = snapshot(state)
        legal = rules.legal(state)
        after, _ = rules.apply(state, legal[int(rng.integers(len(legal)))])
        assert snapshot(state) == before
        assert after is not state and after.hands is not state.hands
        random_step(match, rng)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_a_saved_match_replays_to_the_same_views_at_every_step(seed: int, options: dict[str, object]) -> None:
    match = open_match("hearts", 4, options=options, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(75):  # a whole hand and the start of the next
        copy = load_match(match.to_json())
        assert [copy.view(seat) for seat in SEATS] == [match.view(seat) for seat in SEATS]
        assert (copy.legal(), copy.scores, copy.hands, copy.to_move) == (
            match.legal(),
            match.scores,
            match.hands,
            match.to_move,
        )
        random_step(match, rng)
