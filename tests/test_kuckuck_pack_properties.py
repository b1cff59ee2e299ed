"""Random legal play over every cuckoo pack, with and without powers: what must always hold (issue 21)."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from game import Match, open_match
from game.kuckuck import events as K
from game.kuckuck.state import Phase
from tests.kuckuck_helpers import random_play

CASES = [
    {"deck": deck, "deck_powers": powers, **extra}
    for deck in ("gnav42", "cucu40", "kille42")
    for powers in (False, True)
    for extra in ({}, {"domino": "A23", "low_card_reveal": True, "dealer_double_draw": True, "speed": 1})
] + [{"deck": "kille42", "deck_powers": True, "kuku_lowest": True, "domino": "A", "tie_rule": "dealer_immune"}]


def check(match: Match) -> None:
    state = match.state
    deck = Counter(card.text for card in match.rules.deck(match.options, match.players))
    if state.phase is Phase.TURN:  # every card is in a hand, the stock or laid aside
        cards = [c.text for c in state.hands if c is not None] + [c.text for c in (*state.stock, *state.laid_aside)]
        assert Counter(cards) == deck
        if not match.options.deck_powers:
            assert state.laid_aside == () and not any(state.received)
        for seat, received in enumerate(state.received):
            assert not received or ((card := state.hands[seat]) is not None and card.text == "HAR")
    lost = sum(sum(deal) for deal in match.hands)  # the deals played out, plus what this deal took at once
    lost += sum(state.lost_now) if state.phase is Phase.TURN else 0
    assert lost == state.pot == match.players * match.options.lives - sum(match.scores) or match.over
    assert all(life >= 0 for life in match.scores)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("options", CASES)
def test_random_play_keeps_the_pack_and_the_lives(options: dict[str, object], seed: int) -> None:
    players = 3 + 7 * (seed - 1)
    match = open_match("kuckuck", players, {**options, "lives": 2}, seed=seed)
    random_play(match, np.random.default_rng(seed), check)
    assert match.over and len(match.winners) == 1
    powers = [e for e in match.history if isinstance(e, (K.Penalty, K.Stop, K.Skip, K.LaidAside, K.HarlekinSwap))]
    assert bool(powers) <= bool(options["deck_powers"])
