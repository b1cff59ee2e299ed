"""The double-dummy solver (game.euchre.solver) against plain minimax over the engine's own moves, on positions
from random deals played on by normal bots: at the start of a trick and inside one, with and without a lone
hand, one solver reused across positions (its memory of proven positions must not leak between hands)."""

from __future__ import annotations

import numpy as np
import pytest

from game.euchre import engine
from game.euchre.deck import CALL, CALL_ALONE, MASKS, ORDER, ORDER_ALONE, POWER
from game.euchre.engine import hand_points
from game.euchre.normal import normal_action
from game.euchre.options import EuchreOptions
from game.euchre.solver import Solver
from game.euchre.state import PLAY, EuchreState
from game.tricks.bits import bits

ALONE_BID = {ORDER: ORDER_ALONE, **dict(zip(CALL, CALL_ALONE, strict=True))}


def successors(state: EuchreState) -> list[tuple[int, EuchreState]]:
    """Each legal card with the state after it."""
    result = []
    for card in bits(engine.legal_mask(state)):
        after = state.clone()
        engine.step(after, card)
        result.append((card, after))
    return result


def test_the_solver_remembers_one_hand_at_a_time_and_no_more_than_its_capacity() -> None:
    first, second = position(1, 0, 0, False), position(4, 0, 0, False)
    assert first is not None and second is not None
    assert (first.trump, first.maker & 1) != (second.trump, second.maker & 1)
    alone = Solver()
    alone.makers_tricks(second)
    solver = Solver()
    solver.makers_tricks(first)
    solver.makers_tricks(second)
    assert solver.table == alone.table  # nothing of the first hand is kept
    small = Solver(capacity=len(alone.table) - 1)
    small.makers_tricks(second)
    small.reaches(second, 4)  # the next solve finds the memory full and starts afresh
    assert len(small.table) < len(alone.table)


def minimax_tricks(state: EuchreState) -> int:
    """The makers' final tricks under perfect play, by trying every legal card everywhere (no pruning)."""
    makers = state.maker & 1
    if state.phase != PLAY:
        return state.results[-1].tricks[makers]
    values = [minimax_tricks(after) for _, after in successors(state)]
    return max(values) if state.turn & 1 == makers else min(values)


def position(seed: int, tricks_played: int, cards_in_trick: int, alone: bool) -> EuchreState | None:
    """A hand from a random deal, bid and played on by normal bots (trump made alone if `alone`) to the point
    asked for; None where the deal was passed out."""
    rng = np.random.default_rng(seed)
    state = engine.new_match(EuchreOptions(), 0)
    engine.deal_order(state, [int(card) for card in rng.permutation(24)])
    voids = [0, 0, 0, 0]
    while state.phase != PLAY:
        if state.turn < 0:
            return None
        legal = engine.legal_mask(state)
        action = normal_action(state, state.turn, legal, 0, voids)
        if alone and action in ALONE_BID and legal >> ALONE_BID[action] & 1:
            action = ALONE_BID[action]  # the same bid, alone
        engine.step(state, action)
    while state.trick_no < tricks_played or len(state.trick) < cards_in_trick:
        engine.step(state, normal_action(state, state.turn, engine.legal_mask(state), 0, voids))
    return state


def solved_class(tricks: int) -> int:
    return 2 if tricks < 3 else 3 if tricks < 5 else 5


@pytest.mark.parametrize("alone", [False, True])
@pytest.mark.parametrize("cards_in_trick", [0, 1, 2])
def test_the_solver_agrees_with_minimax_on_every_score_that_matters(cards_in_trick: int, alone: bool) -> None:
    solver = Solver()
    checked = 0
    for seed in range(40):
        state = position(seed, 2, cards_in_trick, alone)
        if state is None or (alone and state.alone < 0):
            continue
        truth = minimax_tricks(state)
        assert solver.makers_tricks(state) == solved_class(truth), seed
        for tricks in range(6):
            assert solver.reaches(state, tricks) == (truth >= tricks), (seed, tricks)
        checked += 1
    assert checked >= 15


def test_a_whole_hand_solves_as_a_march_when_the_leader_holds_the_five_top_trumps() -> None:
    state = position(3, 0, 0, False)
    assert state is not None
    trump = state.trump
    trumps = sorted(bits(MASKS[trump][trump]), key=lambda card: -POWER[trump][trump][card])
    others = [card for card in range(24) if card not in trumps[:5]]
    leader = state.maker
    state.hands = [0, 0, 0, 0]
    state.hands[leader] = sum(1 << card for card in trumps[:5])
    for place, seat in enumerate(s for s in range(4) if s != leader):
        state.hands[seat] = sum(1 << card for card in others[place * 5 : place * 5 + 5])
    state.turn = leader
    assert Solver().makers_tricks(state) == 5
    state.hands[leader], state.hands[leader ^ 1] = state.hands[leader ^ 1], state.hands[leader]
    assert Solver().makers_tricks(state) == 2  # the defenders hold them: a euchre


def test_a_solved_hand_scores_1_made_2_a_march_4_alone_and_2_or_4_a_euchre() -> None:
    state = position(1, 0, 0, False)
    assert state is not None
    makers = state.maker & 1
    assert hand_points(state, 3)[makers] == hand_points(state, 4)[makers] == 1
    assert hand_points(state, 5)[makers] == 2
    assert hand_points(state, 2) == hand_points(state, 0) and hand_points(state, 2)[makers ^ 1] == 2
    state.alone = state.maker
    assert hand_points(state, 5)[makers] == 4
    state.defender = (state.maker + 1) & 3
    assert hand_points(state, 2)[makers ^ 1] == 4


@pytest.mark.parametrize("alone", [False, True])
def test_a_solve_ends_with_the_scores_the_engine_gives_the_hand_played_perfectly(alone: bool) -> None:
    checked = 0
    for seed in range(12):
        state = position(seed, 2, 0, alone)
        if state is None or (alone and state.alone < 0):
            continue
        predicted = Solver().scores(state)
        makers = state.maker & 1
        while state.phase == PLAY:  # each seat plays a card that keeps the minimax value
            best = max if state.turn & 1 == makers else min
            card, _ = best(successors(state), key=lambda option: minimax_tricks(option[1]))
            engine.step(state, card)
        assert predicted == state.scores, seed
        checked += 1
    assert checked >= 5
