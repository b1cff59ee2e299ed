"""The hard bot's reading of a deal with a pack's powers on (game.kuckuck.power_inference): every course of the
deal it walks fits the view, the deal really dealt is always among them, and the worlds it builds look to the seat
exactly like the table (the rules check each one)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game import open_match
from game.core.cards import Card
from game.core.packs import PackCard, pack_cards
from game.kuckuck.determinize import Determinizer
from game.kuckuck.power_inference import Course, PowerPosterior, Untraceable
from game.kuckuck.samples import Sample


def _admits(course: Course, truth: dict[int, Card]) -> bool:
    """The course allows the true cards: its pins hold them and no hidden variable is forbidden its card."""
    if any(truth[var] != card for var, card in course.pins.items()):
        return False
    hands = course.deal.hands
    return all(truth[var] not in hand.forbidden for var, hand in zip(course.free, hands, strict=True))


def _decisions(deck: str, players: int, seed: int, extra: dict[str, Any]) -> Any:
    """(match, the deal order) at every decision of random legal play of one deal (dealer: the last seat)."""
    rng = np.random.default_rng(seed)
    order = [str(text) for text in rng.permutation([card.text for card in pack_cards(deck)])]
    options = {"deck": deck, "deck_powers": True, **extra}
    match = open_match("kuckuck", players, options, seed=seed, dealer=players - 1)
    match.deal(order)
    while match.to_move is not None and match.state.deal_no == 1:
        yield match, order
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])


@pytest.mark.parametrize("extra", [{}, {"dealer_double_draw": True, "tie_rule": "dealer_immune", "speed": 2}])
@pytest.mark.parametrize("deck", ["gnav42", "cucu40", "kille42"])
def test_the_true_deal_is_always_a_course_and_every_world_fits_the_view(deck: str, extra: dict[str, Any]) -> None:
    """Random play of whole deals: at every decision (the dealer's second draw too, after its own shown card went
    under the stock) the walk finds the deal really dealt among its courses."""
    built = failed = decisions = 0
    rng = np.random.default_rng(1)
    for seed in range(24):
        players = (4, 6, 10)[seed % 3]
        for match, order in _decisions(deck, players, seed, extra):
            view = match.view(match.to_move)
            posterior = PowerPosterior(view)
            truth: dict[int, Card] = {seat: PackCard(order[seat]) for seat in range(players)}
            truth.update((players + k, PackCard(text)) for k, text in enumerate(order[players:]))
            assert any(_admits(course, truth) for course in posterior.courses), (seed, view["acted"])
            determinizer = Determinizer(view)
            for _ in range(6):
                try:
                    determinizer.build(posterior.sample(rng))
                    built += 1
                except ValueError:
                    failed += 1
            decisions += 1
    assert decisions > 100
    assert failed <= 0.02 * (built + failed)  # the walk is exact but for rare corners the rules then refuse


def test_a_world_showing_another_card_than_the_table_is_refused() -> None:
    # seat 0 asks seat 1: a skip card (shown), on to seat 2: a penalty card (shown), seat 0 loses a life
    match = open_match("kuckuck", 4, {"deck": "kille42", "deck_powers": True}, seed=1, dealer=3)
    order = ["N5", "KAV", "HSR", "N9"]
    match.deal(order)
    match.act("swap")
    view = match.view(1)
    posterior = PowerPosterior(view)
    sample = posterior.sample(np.random.default_rng(2))
    assert sample.dealt[1] == PackCard("KAV") and sample.dealt[2] == PackCard("HSR")
    determinizer = Determinizer(view)
    determinizer.build(sample)
    wrong = Sample((sample.dealt[0], sample.dealt[1], PackCard("SVN"), sample.dealt[3]), sample.stock, 1.0)
    stock = list(wrong.stock)
    stock[stock.index(PackCard("SVN"))] = PackCard("HSR")  # keep the pack whole
    with pytest.raises(ValueError, match="sample"):
        determinizer.build(Sample(wrong.dealt, tuple(stock), 1.0))


def test_domino_with_powers_is_left_to_the_normal_bot() -> None:
    match = open_match("kuckuck", 4, {"deck": "gnav42", "deck_powers": True, "domino": "A23"}, seed=1)
    with pytest.raises(Untraceable):
        PowerPosterior(match.view(match.to_move))
    assert match.bot_move("hard", seed=1) in match.legal()


def test_the_samples_are_uniform_over_the_deals_that_look_alike() -> None:
    """Against the definition: reshuffle the cards seat 2 never saw, keep the deals whose view is the same (the
    rules decide), and compare how often the seat after the dealer was dealt a card with a power."""
    rest = list(pack_cards("kille42"))
    for text in ("N7", "N3", "N2", "N9"):
        rest.remove(PackCard(text))
    order = ["N7", "N3", "N2", "N9", *(card.text for card in rest)]

    def view_of(cards: list[str]) -> Any:
        match = open_match("kuckuck", 4, {"deck": "kille42", "deck_powers": True}, seed=1, dealer=3)
        match.deal(cards)
        for action in ("swap", "stay"):
            if action not in match.legal() or match.to_move is None:
                return None, None
            match.act(action)
        return (match.view(2), match) if match.to_move == 2 else (None, None)

    view, _ = view_of(order)
    rng = np.random.default_rng(5)
    others = [index for index in range(len(order)) if index != 2]
    kinds = {"KAV", "VAR", "HSR", "SVN", "KUK"}  # skip, penalty and stop cards of Kille
    hits = accepted = 0
    for _ in range(2500):
        shuffled = list(order)
        for index, new in zip(others, rng.permutation(others), strict=True):
            shuffled[index] = order[int(new)]
        seen, _ = view_of(shuffled)
        if seen == view:
            accepted += 1
            hits += sum(shuffled[seat] in kinds for seat in (0, 1, 3))
    posterior = PowerPosterior(view)
    samples = [posterior.sample(rng) for _ in range(3000)]
    sampled = sum(card is not None and card.rank in kinds for sample in samples for card in sample.dealt) / 3000
    assert accepted > 1000
    assert abs(hits / accepted - sampled) < 0.035
