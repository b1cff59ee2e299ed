"""The hard bot's play-outs follow the real rules: the same dealer draws, blocks and losers as the engine."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game import Match, open_match
from game.core.cards import Card
from game.kuckuck.bots import normal_choice
from game.kuckuck.events import KuckuckEvent as EventKind
from game.kuckuck.rollout import play_out
from game.kuckuck.rules import KuckuckRules
from game.kuckuck.state import KuckuckState, Phase
from tests.kuckuck_helpers import play, random_play, scripted

RULES = KuckuckRules()


def cards(*texts: str) -> list[Card]:
    return [Card.parse(text) for text in texts]


def test_a_dealer_who_drew_once_draws_no_more() -> None:
    match = scripted(4, ["9C", "9D", "8H", "2S", "3C"], dealer=3, dealer_double_draw=True)
    play(match, ["stay", "stay", "stay", "swap"])  # the dealer drew 3C and may draw once more
    view = match.view(3)
    assert view["draws"] == 1 and view["legal"] == ["stay", "swap"]
    # The second draw brings 4D, the lowest card: a third draw (JH) would be against the rules.
    assert play_out(view, [*cards("9C", "9D", "8H", "3C")], cards("4D", "JH"), 3, "swap") == 1.0


def test_a_blocked_stock_king_ends_the_dealers_turn() -> None:
    match = scripted(4, ["9C", "9D", "8H", "2S"], dealer=3, dealer_double_draw=True)
    play(match, ["stay", "stay", "stay"])
    view = match.view(3)
    # KH on the stock blocks the draw: the dealer keeps 2S and may not draw JD instead.
    assert play_out(view, [*cards("9C", "9D", "8H", "2S")], cards("KH", "JD"), 3, "swap") == 1.0


def engine_loss(state: KuckuckState, action: str) -> float:
    """What the real rules give: `action` now, then every later seat plays the normal bot."""
    me = state.turn
    assert me is not None
    lives = state.lives[me]
    state, events = RULES.apply(state, action)
    while state.phase is Phase.TURN and state.turn is not None:
        state, more = RULES.apply(state, normal_choice(RULES.view(state, state.turn)))
        events += more
    showdown = next(e for e in events if e.kind is EventKind.SHOWDOWN)
    if me not in showdown.public["losers"]:
        return 0.0
    return 3.0 if lives == 1 else 1.0


OPTIONS: list[dict[str, Any]] = [
    {"dealer_double_draw": True},
    {"dealer_double_draw": True, "dealer_stock_king": "keep", "low_card_reveal": True},
    {"dealer_double_draw": True, "queens_block": True, "tie_rule": "dealer_immune"},
    {"king_blocks": False, "dealer_double_draw": True, "lives": 1},
]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("players", [3, 5, 9, 16])
def test_play_outs_on_the_true_cards_match_the_engine(options: dict[str, Any], players: int) -> None:
    match = open_match("kuckuck", players=players, options=options, seed=players)
    checked = 0

    def compare(m: Match) -> None:
        nonlocal checked
        state = m.state
        if state.phase is not Phase.TURN or state.turn is None:
            return
        view = m.view(state.turn)
        for action in view["legal"]:
            expected = engine_loss(state, action)
            assert play_out(view, list(state.hands), list(state.stock), state.turn, action) == expected, (
                f"seat {state.turn} {action}: {[c.text if c else None for c in state.hands]}, {view['acted']}"
            )
            checked += 1

    random_play(match, np.random.default_rng(players), compare)
    assert checked > 5
