"""Reviews of Hearts play (game.review): from the seat's view only, a known blunder named first, bad arguments."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from game import Match
from game.replay.steps import ReplayLog
from game.review.walk import review_match
from tests.hearts_helpers import dealt
from tests.review_helpers import cut_log, swap_hidden

HAND0 = ["QS", "4S", "7S", "2C", "9C", "KC", "3D", "8D", "JD", "2H", "5H", "9H", "KH"]


def _first_hand(match: Match, seat_zero: Any = None) -> dict[str, Any]:
    """Play the first hand out (seat 0 by `seat_zero` where it returns a move, the rest as the normal bot)."""
    while match.view(0)["hand_no"] == 1:
        view = match.view(match.to_move)
        move = seat_zero(view) if seat_zero is not None and match.to_move == 0 else None
        match.act(move or match.bot_move("normal"))
    return match.to_dict()


def _keeps_and_takes_the_queen(view: Mapping[str, Any]) -> str | None:
    """Seat 0 keeps the Q♠ (passes its high non-spades) and plays it into the first spade trick it can take."""
    if view["phase"] == "pass":
        return next(f"pass {card}" for card in ("KC", "JD", "KH") if f"pass {card}" in view["legal"])
    trick = view["trick"]
    spade_trick = bool(trick) and trick["cards"][0].endswith("S")
    if "play QS" in view["legal"] and spade_trick and not {"KS", "AS"} & set(trick["cards"]):
        return "play QS"
    return None


def test_a_review_names_the_queen_kept_and_taken_first() -> None:
    log = _first_hand(dealt({0: HAND0}, pass_cycle="left,right,across,none"), _keeps_and_takes_the_queen)
    took = [i for i, entry in enumerate(log["log"]) if entry.get("action") == "play QS"]
    assert [log["log"][i]["seat"] for i in took] == [0]
    assert ReplayLog(log).match_at(len(log["log"])).view(0)["hand_scores"][0][0] >= 13  # it did take it
    review = review_match(log, 0)
    worst = review.costliest[0]
    assert (worst.position, worst.made, worst.phase) == (took[0], "play QS", "play")
    assert worst.best != "play QS" and worst.cost > 5
    assert "Q♠" in worst.reason.message and worst.reason.params["card"] in ("4S", "7S")
    assert review.accuracy is not None and review.accuracy < 100
    assert review.hands[0].decisions == len(review.decisions) and review.unit == "points"
    passes = [d for d in review.decisions if d.phase == "pass"]
    assert [d.made for d in passes] == ["pass KC JD KH"]  # the three cards, one decision


def test_a_review_sees_only_the_seats_view() -> None:
    match = dealt({}, pass_cycle="left,right,across,none")
    log = _first_hand(match)
    cut = 32  # mid-hand (12 passes, 4 tricks, 3 cards): the others still hold cards the seat has not seen
    original = cut_log(log, cut)
    swapped = swap_hidden(log, cut, 0, lambda card: card not in ("2C", "QS") and not card.endswith("H"))
    assert swapped["log"][0]["deal"] != original["log"][0]["deal"]
    others = [ReplayLog(x).match_at(cut).view(s)["hand"] for x in (original, swapped) for s in (1, 2, 3)]
    assert others[:3] != others[3:]  # the others' hands differ ...
    first, second = review_match(original, 0), review_match(swapped, 0)
    assert len(first.decisions) >= 5
    assert first == second  # ... and no figure of the review does


def test_a_review_of_a_whole_match_is_a_function_of_the_match_and_seat() -> None:
    match = dealt({}, pass_cycle="left,right,across,none")
    log = _first_hand(match)
    first, second = review_match(log, 2, budget=8), review_match(log, 2, budget=8)
    assert first == second and first.seat == 2
    assert all(d.cost >= 0 and d.best in d.values for d in first.decisions)
    assert [d.cost for d in first.costliest] == sorted((d.cost for d in first.costliest), reverse=True)


@pytest.mark.parametrize(
    ("log", "seat", "budget", "named"),
    [
        ({"game": "hearts"}, 0, None, "log"),
        (None, 4, None, "seat"),
        (None, "0", None, "seat"),
        (None, 0, 0, "budget"),
        (None, 0, "many", "budget"),
    ],
)
def test_bad_arguments_are_named(log: Any, seat: Any, budget: Any, named: str) -> None:
    good = dealt({}).to_dict()
    with pytest.raises(ValueError, match=f"^{named}: "):
        review_match(good if log is None else log, seat, budget)
