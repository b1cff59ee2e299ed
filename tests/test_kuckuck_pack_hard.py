"""The hard bot on the packs with powers (issue 21): how it reads the earlier seats' choices, and its effort.

An earlier seat's stay or swap says something about its card only when its card decided it: a seat that knew a
lower card lay in a final hand, or knew its left neighbour's card, chose by that (`choice_likelihood`), so the
worlds are weighed by what each seat saw when it chose (replayed by the rules, `Determinizer.build`'s `watch`).
"""

from __future__ import annotations

from typing import Any

from game import open_match
from game.core.rng import generator
from game.kuckuck.bots.hard import (
    PACK_EFFORT,
    STANDARD_EFFORT,
    SURE,
    HardBot,
    choice_likelihood,
    swap_likelihood,
)
from game.kuckuck.bots.seen import seen_in_state
from game.kuckuck.bots.tuned import normal_threshold
from game.kuckuck.determinize import Determinizer
from game.kuckuck.inference import posterior_for


def _after_a_harlekin_is_taken() -> Any:
    """kille42, 4 seats, dealer 3: seat 0 takes seat 1's Harlekin (received: the lowest card), seat 1 now holds
    the N2 and knows the lowest card lies in a hand no one can change."""
    match = open_match("kuckuck", 4, {"deck": "kille42", "deck_powers": True}, seed=1, dealer=3)
    match.deal(["N2", "HAR", "N7", "N9", "N5", "N11"])
    match.act("swap")
    return match


def test_a_choice_what_the_seat_knew_settles_says_nothing_of_its_card() -> None:
    match = _after_a_harlekin_is_taken()
    seen = seen_in_state(match.state, 1)
    assert seen.mine <= 3 and seen.lowest_final == 0  # the N2, low on the standard scale
    threshold_model = 1.0 - swap_likelihood(seen.mine, normal_threshold(seen))
    assert threshold_model < 0.1  # by its card alone, staying with it is unlikely
    assert choice_likelihood(seen, "stay") == SURE  # but it knew it could not lose
    assert choice_likelihood(seen, "swap") == 1.0 - SURE
    # a seat its card decides: the threshold model
    fresh = open_match("kuckuck", 4, {"deck": "kille42", "deck_powers": True}, seed=1, dealer=3)
    fresh.deal(["N2", "N3", "N7", "N9"])
    first = seen_in_state(fresh.state, 0)
    assert choice_likelihood(first, "swap") == swap_likelihood(first.mine, normal_threshold(first))


def test_the_watch_sees_every_replayed_choice_where_it_was_made() -> None:
    match = _after_a_harlekin_is_taken()
    match.act("stay")  # seat 1 stays (it cannot lose)
    view = match.view(2)
    seen: list[tuple[int | None, str]] = []
    sample = posterior_for(view, 7).sample(generator(3))
    Determinizer(view).build(sample, lambda state, action: seen.append((state.turn, action)))
    assert seen == [(0, "swap"), (1, "stay")]


def _searched_effort(options: dict[str, Any]) -> float:
    bot = HardBot()
    match = open_match("kuckuck", 4, options, seed=1, dealer=3)
    while bot.searched == 0 and not match.over:
        view = match.view(match.to_move)
        match.act(bot.choose(view, generator(0)))
    assert bot.searched > 0
    return bot.search.last_life_cost


def test_the_pack_effort_applies_with_powers_only() -> None:
    assert PACK_EFFORT != STANDARD_EFFORT
    assert _searched_effort({}) == STANDARD_EFFORT.last_life_cost
    assert _searched_effort({"deck": "kille42"}) == STANDARD_EFFORT.last_life_cost
    assert _searched_effort({"deck": "kille42", "deck_powers": True}) == PACK_EFFORT.last_life_cost
