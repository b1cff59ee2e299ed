"""Property tests over random legal play: conservation, who loses, lives, the end, and replay."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import Match, load_match, open_match
from game.core.decks import STANDARD_52
from game.kuckuck import events as K
from game.kuckuck.state import Phase
from tests.kuckuck_helpers import bot_choice, play_to_end, random_play

OPTION_VALUES = {
    "lives": st.integers(1, 4),
    "king_blocks": st.booleans(),
    "queens_block": st.booleans(),
    "dealer_stock_king": st.sampled_from(["blocked", "keep"]),
    "dealer_double_draw": st.booleans(),
    "low_card_reveal": st.booleans(),
    "tie_rule": st.sampled_from(["all_lose", "dealer_immune"]),
    "ace_of_spades_double": st.booleans(),
    "final_tie": st.sampled_from(["sudden_death_high_wins", "sudden_death_low_out"]),
    "dealer_rotation": st.sampled_from(["clockwise", "fixed"]),
    "money_game": st.booleans(),
    "speed": st.sampled_from(["off", 2]),  # random play runs out of time now and then when it is on
}
options_strategy = st.fixed_dictionaries({}, optional=OPTION_VALUES)
PROPERTY_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY_SETTINGS
@given(players=st.integers(3, 20), options=options_strategy, seed=st.integers(0, 2**32))
def test_random_play_keeps_every_invariant(players: int, options: dict[str, object], seed: int) -> None:
    match = open_match("kuckuck", players=players, options=options, seed=seed)
    deck = Counter(STANDARD_52.cards(match.options.packs(players)))
    seen_events = 0

    def check(m: Match) -> None:
        nonlocal seen_events
        state = m.state
        assert all(life >= 0 for life in state.lives)
        assert sum(state.lives) + state.pot == players * m.options.lives, "no life (chip) appears or vanishes"
        if state.phase is Phase.TURN:
            held = [c for c in state.hands if c is not None]
            assert Counter(held) + Counter(state.stock) == deck
            assert len(held) == sum(state.in_deal)
        new_events = m.history[seen_events:]
        seen_events = len(m.history)
        for event in new_events:
            if isinstance(event, K.Showdown) and not event.sudden_death:
                cards = event.cards
                ranks = {s: "A23456789TJQK".index(c[0]) for s, c in enumerate(cards) if c}
                low = min(ranks.values())
                lowest = [s for s, r in ranks.items() if r == low]
                losers = list(event.losers)
                if m.options.tie_rule == "dealer_immune" and len(lowest) > 1:
                    lowest = [s for s in lowest if s != event_dealer(m, event)]
                assert sorted(losers) == sorted(lowest)

    random_play(match, np.random.default_rng(seed), check)
    assert match.over
    assert len(match.winners) == 1
    winner = match.winners[0]
    eliminated = [s for group in match.state.eliminated for s in group]
    assert sorted([*eliminated, winner]) == list(range(players))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 12),
    buy_in=st.integers(1, 5),
    options=st.fixed_dictionaries({}, optional={k: OPTION_VALUES[k] for k in ("ace_of_spades_double", "speed")}),
    seed=st.integers(0, 2**32),
)
def test_the_money_game_keeps_every_chip_and_the_winner_takes_them_all(
    players: int, buy_in: int, options: dict[str, object], seed: int
) -> None:
    match = open_match("kuckuck", players, {**options, "lives": buy_in, "money_game": True}, seed=seed)

    def check(m: Match) -> None:
        chips = m.scores
        assert all(c >= 0 for c in chips) and sum(chips) + m.view(None)["pot"] == players * buy_in

    random_play(match, np.random.default_rng(seed), check)
    winner = match.winners[0]
    assert match.scores == [players * buy_in if seat == winner else 0 for seat in range(players)]
    (won,) = [e for e in match.history if isinstance(e, K.PotWon)]
    assert won.seat == winner and won.chips == sum(map(sum, match.hands)), "the pot is every chip lost"


def event_dealer(match: Match, showdown: object) -> int:
    """The dealer of the deal a showdown event belongs to: the DEAL_START before it in the history."""
    index = match.history.index(showdown)  # type: ignore[arg-type]
    starts = [e for e in match.history[:index] if isinstance(e, K.DealStart)]
    return starts[-1].seat


@settings(max_examples=15, deadline=None)
@given(players=st.integers(3, 12), options=options_strategy, seed=st.integers(0, 2**32))
def test_json_round_trip_is_equal_at_every_step(players: int, options: dict[str, object], seed: int) -> None:
    match = open_match("kuckuck", players=players, options=options, seed=seed)

    def check(m: Match) -> None:
        restored = load_match(m.to_json())
        assert restored.state == m.state
        assert restored.to_json() == m.to_json()

    check(match)
    random_play(match, np.random.default_rng(seed), check)


def test_a_restored_match_continues_with_the_same_shuffles() -> None:
    original = open_match("kuckuck", players=5, seed=11)
    original.act("stay")
    restored = load_match(original.to_json())
    rng_a, rng_b = np.random.default_rng(1), np.random.default_rng(1)
    random_play(original, rng_a)
    random_play(restored, rng_b)
    assert original.to_json() == restored.to_json()
    assert original.winners == restored.winners


def test_same_seed_same_match_and_bots_are_deterministic() -> None:
    def run(seed: int) -> str:
        match = open_match("kuckuck", players=7, seed=seed)
        play_to_end(match, bot_choice(["normal"] * 7))
        return match.to_json()

    assert run(5) == run(5)
    assert run(5) != run(6)


def test_corrupt_saves_raise_clear_value_errors() -> None:
    match = open_match("kuckuck", players=4, seed=2)
    match.act("swap")
    good = match.to_json()
    for text, message in [
        ("{not json", "not valid JSON"),
        ("[]", "JSON object"),
        (good.replace('"format": 2', '"format": 9'), "unknown format"),
        (good.replace('"action": "swap"', '"action": "jump"'), "stay or swap"),
        (good.replace('"players": 4', '"players": 40'), "players"),
        (good.replace('"game": "kuckuck"', '"game": "poker"'), "poker"),
    ]:
        try:
            load_match(text)
        except ValueError as error:
            assert message in str(error)
        else:
            raise AssertionError(f"accepted a corrupt save ({message})")


def test_evolving_a_state_copies_it_with_the_changes_and_refuses_unknown_fields() -> None:
    match = open_match("kuckuck", players=4, seed=3)
    state = match.state
    moved = state.evolve(turn=2, draws=1)
    assert (moved.turn, moved.draws, state.draws) == (2, 1, 0) and moved.hands == state.hands
    with pytest.raises(TypeError, match="turns"):
        state.evolve(turns=1)
