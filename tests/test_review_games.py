"""Reviews of Euchre and Kuckuck play (game.review): from the seat's view only, in the game's unit, repeatable."""

from __future__ import annotations

from typing import Any

from game import open_match
from game.review.walk import review_match
from tests.review_helpers import cut_log, swap_hidden


def _played(game: str, players: int, seed: int, hands: int | None = None) -> dict[str, Any]:
    """A match of normal bots (only its first `hands` hands, if given)."""
    match = open_match(game, players, seed=seed)
    while not match.over and (hands is None or match.view(0)["hand_no"] <= hands):
        match.act(match.bot_move("normal"))
    return match.to_dict()


def test_a_euchre_review_sees_only_the_seats_view() -> None:
    log = _played("euchre", 4, seed=11, hands=1)
    first_play = next(i for i, entry in enumerate(log["log"]) if entry.get("action", "").startswith("play"))
    cut = first_play + 6  # mid-hand: the others still hold cards the seat has not seen
    swapped = swap_hidden(log, cut, 1, lambda card: not card.startswith("J"))
    assert swapped["log"][0] != cut_log(log, cut)["log"][0]
    first, second = review_match(cut_log(log, cut), 1), review_match(swapped, 1)
    assert first.decisions and first == second


def test_a_euchre_review_counts_points_and_the_chance_of_the_game() -> None:
    log = _played("euchre", 4, seed=5)
    review = review_match(log, 0, budget=12)
    assert review.unit == "points" and len(review.hands) >= 5 and review.accuracy is not None
    assert {d.phase for d in review.decisions} >= {"play"}
    assert all(d.chance_cost is not None and 0 <= d.chance_cost <= 1 for d in review.decisions)
    assert all(d.made in d.values and d.cost == max(d.values.values()) - d.values[d.made] for d in review.decisions)
    assert review == review_match(log, 0, budget=12)


def test_a_kuckuck_review_counts_lives() -> None:
    log = _played("kuckuck", 5, seed=3)
    review = review_match(log, 2)
    assert review.unit == "lives" and review.decisions
    assert {d.made for d in review.decisions} <= {"stay", "swap"}
    assert all(d.cost >= 0 and d.chance_cost is None for d in review.decisions)
    assert review == review_match(log, 2)
