"""The hard bot's reading of a deal: where each dealt card is now, what the course of the deal rules out, and
what the others' choices suggest."""

from __future__ import annotations

import numpy as np

from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.kuckuck.determinize import build_state
from game.kuckuck.inference import posterior_samples, reconstruct
from tests.kuckuck_helpers import play, scripted


def test_reconstruct_follows_swaps_and_pins_what_the_seat_saw() -> None:
    # dealer 4: seats 0..3 act first. 0 swaps with 1, 1 stays, 2 tries 3 (a King: blocked), 3 to move.
    match = scripted(5, ["3C", "9D", "5H", "KS", "7C"], dealer=4)
    play(match, ["swap", "stay", "swap"])
    view = match.view(3)
    history = reconstruct(view)
    assert history.order == [0, 1, 2, 3, 4]
    assert history.at_seat == {0: 1, 1: 0, 2: 2, 3: 3, 4: 4}
    assert history.pins == {3: Card.parse("KS")}
    assert history.decisions == [(0, "swap"), (0, "stay"), (2, "swap")]
    assert history.not_blocker == {1}
    assert history.not_low == set()  # low cards are not shown under these rules: a swap says nothing of them
    seat_one = reconstruct(match.view(1))
    assert seat_one.pins[0] == Card.parse("3C") and seat_one.pins[1] == Card.parse("9D")


def test_a_swap_that_went_through_took_no_king_and_showed_no_low_card() -> None:
    match = scripted(5, ["8C", "9D", "5H", "6S", "7C"], dealer=4, low_card_reveal=True)
    play(match, ["stay", "swap"])  # seat 1 takes seat 2's card: no King there, and neither card was an A, 2 or 3
    view = match.view(3)
    history = reconstruct(view)
    assert history.not_blocker == {2} and history.not_low == {1, 2}
    for sample in posterior_samples(view, 200, np.random.default_rng(3), threshold=6):
        assert sample.dealt[2] is not None and sample.dealt[2].rank != "K"
        for seat in (1, 2):
            card = sample.dealt[seat]
            assert card is not None and ACE_LOW.value(card) > 3


def test_stayers_look_high_and_swappers_low_in_the_posterior() -> None:
    match = scripted(6, ["9C", "9D", "9H", "9S", "8C", "7C"], dealer=5)
    play(match, ["stay", "stay", "stay", "stay"])  # seat 4 to move: four players kept their cards
    samples = posterior_samples(match.view(4), 400, np.random.default_rng(1), threshold=7)
    total = sum(s.weight for s in samples)
    mean = sum(s.weight * sum(ACE_LOW.value(c) for c in s.dealt[:4] if c) / 4 for s in samples) / total
    assert mean > 8.0  # uniform cards would average 7
    for sample in samples:
        assert sample.dealt[4] == Card.parse("8C")


def test_a_dealer_who_drew_reasons_about_the_card_now_in_hand() -> None:
    match = scripted(4, ["9C", "9D", "9H", "2S", "QD", "JC"], dealer=3, dealer_double_draw=True)
    play(match, ["stay", "stay", "stay", "swap"])  # the dealer drew QD for 2S and may draw once more
    view = match.view(3)
    samples = posterior_samples(view, 50, np.random.default_rng(2), threshold=6)
    assert samples
    for sample in samples:
        assert sample.dealt[3] == Card.parse("2S") and sample.stock[0] == Card.parse("QD")
        world = build_state(view, sample)
        assert world.hands[3] == Card.parse("QD") and world.stock[-1] == Card.parse("2S")  # under the stock
        assert Card.parse("QD") not in world.hands[:3]
    assert match.bot_move("hard", seed=1) == "stay"  # a Queen beats every 9 at the table: no second draw
