"""Properties of random legal Euchre play (hypothesis): five tricks in every played hand with one card per seat
that plays, every card exactly once somewhere (hands, kitty, up-card, discard, tricks), `apply` leaves its input
alone, a saved match replays to the same views, and a search's position built from a view plays on exactly like
the real state."""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import load_match, open_match
from game.euchre import engine
from game.euchre import events as E
from game.euchre.deck import ALL_CARDS, LAYOUT
from game.euchre.position import position_from_view
from game.euchre.rules import EuchreRules
from game.euchre.state import DEAL, NOBODY, OVER, PICKED_UP, EuchreState
from tests.euchre_helpers import random_step

SEATS = (0, 1, 2, 3, None)
OPTION_SETS: list[dict[str, object]] = [
    {},
    {"alone": "anyone", "lone_defender": True},
    {"stick_the_dealer": False, "farmers_hand": True, "dealer_may_discard_upcard": False},
    {"canadian_loner": True, "lone_defender": True, "target": 11},
    {"alone": "anyone", "farmers_hand": True, "stick_the_dealer": False, "canadian_loner": True, "target": 5},
]
PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(state: EuchreState) -> tuple[Any, ...]:
    return tuple(
        tuple(value) if isinstance(value, list) else value
        for value in (getattr(state, name) for name in EuchreState.__slots__)
    )


def conserved(state: EuchreState) -> bool:
    """Every card exactly once: in a hand, the kitty, the up-card where it lies, the discard, or a trick."""
    places = [*state.hands, state.kitty]
    if state.up_place != PICKED_UP:
        places.append(1 << state.up_card)
    if state.discard != NOBODY:
        places.append(1 << state.discard)
    places += [LAYOUT.mask(cards) for _, cards, _ in state.tricks]
    places.append(LAYOUT.mask(state.trick))
    union = 0
    for mask in places:
        if union & mask:
            return False
        union |= mask
    return union == ALL_CARDS and sum(mask.bit_count() for mask in places) == LAYOUT.size


@PROPERTY
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_played_hands_have_five_full_tricks_and_keep_every_card(seed: int, options: dict[str, object]) -> None:
    match = open_match("euchre", 4, options=options, seed=seed)
    match.auto_deal = False  # keep each finished hand in view until the next deal
    rng = np.random.default_rng(seed)
    scored = 0
    while not match.over and scored < 4:
        match.settle()
        hands = len(match.hands)
        while len(match.hands) == hands and match.to_move is not None:
            assert conserved(match.state)
            random_step(match, rng)
        if len(match.hands) == hands:  # thrown in or redealt
            continue
        scored += 1
        view = match.view(None)
        playing = 4 - len(view["sitting_out"])
        assert len(view["tricks"]) == 5 and view["trick"] is None and sum(view["tricks_won"]) == 5
        assert all(len(trick["cards"]) == playing for trick in view["tricks"])
        assert sum(view["hand_sizes"]) == 5 * (4 - playing)  # only the seats sitting out still hold cards
        row = match.hands[-1]
        assert row[0] == row[2] and row[1] == row[3] and (row[0] == 0) != (row[1] == 0)
        assert conserved(match.state)


@PROPERTY
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_apply_never_mutates_its_input(seed: int, options: dict[str, object]) -> None:
    rules = EuchreRules()
    match = open_match("euchre", 4, options=options, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(60):
        if match.over:
            break
        state = match.state
        before = snapshot(state)
        legal = match.legal()
        after, _ = rules.apply(state, legal[int(rng.integers(len(legal)))])
        assert snapshot(state) == before and after is not state
        random_step(match, rng)


@PROPERTY
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS))
def test_a_saved_match_replays_to_the_same_views(seed: int, options: dict[str, object]) -> None:
    match = open_match("euchre", 4, options={**options, "target": 5}, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(int(rng.integers(1, 120))):
        if match.over:
            break
        random_step(match, rng)
    copy = load_match(match.to_json())
    assert [copy.view(seat) for seat in SEATS] == [match.view(seat) for seat in SEATS]
    assert (copy.legal(), copy.scores, copy.hands, copy.winners) == (match.legal(), match.scores, match.hands,
                                                                      match.winners)  # fmt: skip


def playout(state: EuchreState, rng: np.random.Generator) -> list[int]:
    """Random legal actions on the fast engine to the end of the hand (or the match); the actions taken."""
    taken = []
    hands = len(state.history)
    while state.phase not in (DEAL, OVER) and len(state.history) == hands:
        mask = engine.legal_mask(state)
        options = [action for action in range(40) if mask >> action & 1]
        action = options[int(rng.integers(len(options)))]
        engine.step(state, action)
        taken.append(action)
    return taken


@PROPERTY
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTION_SETS), moves=st.integers(0, 30))
def test_a_position_from_a_view_plays_on_like_the_real_state(seed: int, options: dict[str, object], moves: int) -> None:
    match = open_match("euchre", 4, options=options, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if match.over:
            return
        random_step(match, rng)
    if match.over:
        return
    real = match.state
    seat = match.to_move
    position = position_from_view(match.view(seat), real.hands)
    assert engine.legal_mask(position) == engine.legal_mask(real)
    unseen_discard = 1 << real.discard if real.discard != NOBODY and seat != real.dealer else 0
    assert position.kitty == real.kitty | unseen_discard  # another seat's view cannot tell the discard from the kitty
    twin = real.clone()
    actions = playout(position, np.random.default_rng(seed + 1))
    for action in actions:
        assert engine.legal_mask(twin) >> action & 1
        engine.step(twin, action)
    assert (position.scores, position.history, position.won, position.tricks, position.dealer, position.phase) == (
        twin.scores,
        twin.history,
        twin.won,
        twin.tricks,
        twin.dealer,
        twin.phase,
    )


def test_every_scored_hand_raises_one_hand_scored_event_with_the_rows_points() -> None:
    match = open_match("euchre", 4, options={"target": 5, "lone_defender": True}, seed=12)
    rng = np.random.default_rng(12)
    while not match.over:
        random_step(match, rng)
    scored = [event for event in match.history if isinstance(event, E.HandScored)]
    assert [list(event.points) for event in scored] == match.hands
    assert list(scored[-1].scores) == match.scores
    assert isinstance(match.history[-1], E.MatchOver)
