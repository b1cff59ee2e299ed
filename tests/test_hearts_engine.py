"""The fast Hearts API a bot's search uses (game.hearts.engine, game.hearts.position) is the table's rules: the
same legal moves, the same results, cheap independent copies, and a search position rebuilt from a view."""

from __future__ import annotations

import numpy as np
import pytest

from game import open_match
from game.hearts import engine
from game.hearts.deck import LAYOUT, MOON_ADD
from game.hearts.options import HeartsOptions
from game.hearts.position import position_from_view
from game.hearts.rules import HeartsRules, action_text
from game.hearts.state import DEAL, PLAY
from game.tricks.bits import bits
from tests.hearts_helpers import random_step

RULES = HeartsRules()


def test_legal_mask_and_step_are_what_the_table_plays() -> None:
    match = open_match("hearts", 4, options={"target": 60, "moon": "shooters_choice"}, seed=2)
    rng = np.random.default_rng(2)
    fast = match.state.clone()
    while not match.over:
        state = match.state
        if fast.phase == DEAL:  # the table has just dealt: deal the copy the same hands
            engine.deal(fast, state.hands)
        assert [action_text(state, a) for a in bits(engine.legal_mask(fast))] == match.legal()
        action = random_step(match, rng)
        engine.step(fast, RULES.parse(fast, action))
    assert (fast.scores, fast.history, fast.winners) == (match.state.scores, match.state.history, match.state.winners)


def test_deal_accepts_only_a_due_deal_of_four_full_hands() -> None:
    state = engine.new_match(HeartsOptions(), dealer=0)
    with pytest.raises(ValueError, match="four hands"):
        engine.deal(state, [0, 0, 0, 0])
    with pytest.raises(ValueError, match="every card once"):
        engine.deal(state, [(1 << 13) - 1] * 4)
    engine.deal_order(state, list(range(52)))
    assert state.hands[1] == LAYOUT.mask(range(0, 52, 4))
    with pytest.raises(ValueError, match="no deal is due"):
        engine.deal_order(state, list(range(52)))


def test_a_clone_is_independent_and_a_search_reads_points_at_the_end_of_the_hand() -> None:
    match = open_match("hearts", 4, options={"pass_cycle": "none"}, seed=4)
    root = match.state
    assert engine.to_move(root) == next(s for s in range(4) if root.hands[s] & 1)
    rng = np.random.default_rng(4)
    sample = engine.clone(root)
    while not engine.hand_over(sample):
        moves = bits(engine.legal_mask(sample))
        engine.step(sample, moves[int(rng.integers(len(moves)))])
    assert root.trick_no == 0 and all(hand.bit_count() == 13 for hand in root.hands)
    assert sum(engine.hand_points(sample)) == 26
    assert engine.card_points(LAYOUT.mask_of_texts(["QS", "2H", "JD"]), jd_minus_10=True) == 4


def test_a_moon_waits_for_the_shooter_in_the_fast_api_too() -> None:
    state = engine.new_match(HeartsOptions(moon="shooters_choice", pass_cycle="none"), dealer=3)
    engine.deal(state, [LAYOUT.suit_masks[0], LAYOUT.suit_masks[1], LAYOUT.suit_masks[3], LAYOUT.suit_masks[2]])
    while state.phase == PLAY:
        engine.step(state, bits(engine.legal_mask(state))[0])
    assert engine.hand_over(state) and engine.to_move(state) == 0
    engine.step(state, MOON_ADD)
    assert state.history == ((0, 26, 26, 26),) and state.phase == DEAL and state.dealer == 0


@pytest.mark.parametrize("seed", range(4))
def test_a_position_rebuilt_from_a_view_plays_on_exactly_like_the_match(seed: int) -> None:
    options = {"moon": "shooters_choice", "qs_must_drop": True, "jd_minus_10": True}
    match = open_match("hearts", 4, options=options, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(int(rng.integers(12, 60))):
        random_step(match, rng)
    assert match.view(None)["phase"] == "play"  # twelve passes, then at most 48 plays of the first hand
    seat = match.to_move
    assert seat is not None
    position = position_from_view(match.view(seat), match.state.hands)
    real = match.state.clone()
    while not engine.hand_over(real):
        assert engine.legal_mask(position) == engine.legal_mask(real)
        assert engine.to_move(position) == engine.to_move(real)
        move = bits(engine.legal_mask(real))[0]
        engine.step(real, move)
        engine.step(position, move)
    assert engine.hand_points(position) == engine.hand_points(real)


def test_a_position_refuses_hands_that_contradict_the_view() -> None:
    match = open_match("hearts", 4, options={"pass_cycle": "none"}, seed=6)
    seat = match.to_move
    assert seat is not None
    view = match.view(seat)
    hands = list(match.state.hands)
    with pytest.raises(ValueError, match="viewer's hand"):
        position_from_view(view, [hands[(seat + 1) % 4] if s == seat else hands[s] for s in range(4)])
    with pytest.raises(ValueError, match="every card"):
        position_from_view(view, [hands[s] if s != (seat + 1) % 4 else 0 for s in range(4)])
    with pytest.raises(ValueError, match="play or moon"):
        position_from_view({**view, "phase": "pass"}, hands)
