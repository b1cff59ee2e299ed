"""The hard bot's imagined worlds and play-outs: built and played by the real rules, from the seat's view alone.

A world is a full state the seat cannot tell from the table (it sees in it exactly what it sees at the table);
a play-out is the rules' own `apply` with the normal bot deciding for every later seat, so it ends where the
real deal ends, with the rules' own result.
"""

from __future__ import annotations

from collections import Counter
from itertools import islice
from typing import Any

import numpy as np
import pytest

from game import Match, load_match, open_match
from game.ai.search import play_out
from game.kuckuck.bots.hard import KuckuckSearch
from game.kuckuck.bots.thresholds import normal_choice, normal_move
from game.kuckuck.bots.tuned import keep_threshold
from game.kuckuck.determinize import Determinizer, before_the_deal, worlds
from game.kuckuck.inference import Posterior
from game.kuckuck.rules import KuckuckRules
from game.kuckuck.samples import Sample
from game.kuckuck.state import KuckuckState, Phase
from tests.kuckuck_helpers import play, random_play, scripted

RULES = KuckuckRules()

OPTIONS: list[dict[str, Any]] = [
    {"dealer_double_draw": True},
    {"dealer_double_draw": True, "dealer_stock_king": "keep", "low_card_reveal": True},
    {"dealer_double_draw": True, "queens_block": True, "tie_rule": "dealer_immune", "domino": "A23"},
    {"king_blocks": False, "dealer_double_draw": True, "lives": 1, "ace_of_spades_double": True},
    {"speed": 2, "money_game": True, "dealer_double_draw": True, "lives": 2, "domino": "A"},
    {"domino": "A23", "low_card_reveal": True, "queens_block": True},
]


def decision_points(players: int, options: dict[str, Any], seed: int, count: int = 16) -> list[KuckuckState]:
    """The true state at `count` decisions spread over random matches (every seventh log entry where a seat is to
    move, from as many matches as it takes), so later deals, eliminations and earlier showdowns come up too."""
    points: list[KuckuckState] = []

    def keep(m: Match) -> None:
        if m.to_move is not None and m.actions_taken % 7 == 0 and len(points) < count:
            points.append(m.state)

    while len(points) < count:
        random_play(
            open_match("kuckuck", players=players, options=options, seed=seed), np.random.default_rng(seed), keep
        )
        seed += 1000
    return points


def view_of(state: KuckuckState) -> Any:
    assert state.turn is not None
    return RULES.view(state, state.turn)


def imagined(view: dict[str, Any] | Any, count: int, seed: int = 0) -> list[KuckuckState]:
    rng = np.random.default_rng(seed)
    return [world.state for world in islice(worlds(view, rng, keep_threshold(sum(view["in_deal"]))), count)]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("players", [3, 5, 9, 16])
def test_every_world_looks_to_the_seat_exactly_like_the_table(options: dict[str, Any], players: int) -> None:
    for number, state in enumerate(decision_points(players, options, seed=players)):
        view = view_of(state)
        for world in imagined(view, 4, seed=number):
            assert RULES.view(world, state.turn) == view
            deck = Counter(RULES.deck(world.options, players))
            assert Counter(c for c in world.hands if c) + Counter(world.stock) == deck


def test_worlds_vary_what_the_seat_cannot_know() -> None:
    match = scripted(6, dealer=5)  # seat 0 acts first: it knows its own card and nothing else
    view = match.view(0)
    states = imagined(view, 200)
    assert {s.hands[0] for s in states} == {match.state.hands[0]}
    assert len({s.hands[1] for s in states}) > 25  # the left neighbour's card could be almost any other
    assert len({s.stock[0] for s in states}) > 25


def test_later_worlds_are_dealt_exactly_as_apply_deal_deals_them() -> None:
    for number, state in enumerate(decision_points(9, OPTIONS[1], seed=3, count=12)):
        view = view_of(state)
        posterior = Posterior(view, keep_threshold(sum(view["in_deal"])))
        determinizer = Determinizer(view)
        rng = np.random.default_rng(number)
        for _ in range(4):
            sample = posterior.sample(rng)
            order = [sample.dealt[s] for s in determinizer.order]
            expected, _ = RULES.apply_deal(before_the_deal(view), [*(c for c in order if c), *sample.stock])
            assert determinizer.deal(sample) == expected


def test_a_world_that_the_table_contradicts_is_refused() -> None:
    match = scripted(4, ["9C", "9D", "8H", "2S"], dealer=3)
    play(match, ["swap"])  # seat 0 took seat 1's card: it was no King
    view = match.view(1)
    sample = Posterior(view, 6).sample(np.random.default_rng(1))
    stock = list(sample.stock)
    king = next(i for i, card in enumerate(stock) if card.rank == "K")
    dealt = list(sample.dealt)
    seat_one = dealt[1]
    assert seat_one is not None
    dealt[1], stock[king] = stock[king], seat_one  # as if seat 1 had been dealt a King
    lie = Sample(tuple(dealt), tuple(stock), sample.weight)
    with pytest.raises(ValueError, match="sample: replayed on its cards the deal went"):
        Determinizer(view).build(lie)


@pytest.mark.parametrize("options", OPTIONS)
def test_the_play_out_policy_decides_like_the_normal_bot_from_that_seats_view(options: dict[str, Any]) -> None:
    for number, state in enumerate(decision_points(7, options, seed=11, count=24)):
        assert state.turn is not None
        for world in [state, *imagined(view_of(state), 2, seed=number)]:
            assert normal_move(world, state.turn) == normal_choice(RULES.view(world, state.turn))


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("players", [3, 6, 14])
def test_a_play_out_ends_at_the_showdown_with_the_rules_own_result(options: dict[str, Any], players: int) -> None:
    """The real thing to compare with: a Match, the normal bot of the shared API moving for every later seat."""
    game = KuckuckSearch()
    rng = np.random.default_rng(0)
    match = open_match("kuckuck", players=players, options=options, seed=players)
    match.auto_deal = False  # keep each showdown in view until the test deals on
    checked = 0
    while not match.over and checked < 12:
        match.settle()
        state = match.state
        for action in match.legal():
            end = play_out(game, game.branch(state, action), rng)
            real = load_match(match.to_dict())
            real.auto_deal = False
            real.act(action)
            while real.state.phase is Phase.TURN:
                real.act(real.bot_move("normal"))
            assert end == real.state
            checked += 1
        match.act(match.legal()[int(rng.integers(len(match.legal())))])
    assert checked >= 12
