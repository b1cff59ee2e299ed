"""The results screen's content for a finished Hearts match, from public facts only."""

from __future__ import annotations

from itertools import accumulate

from game.core.reasons import Reason
from game.core.results import FinishedMatch, ResultsSummary, Standing


def summarise(match: FinishedMatch, names: tuple[str, ...]) -> ResultsSummary:
    """Standings by total points, lowest first (seats with equal totals share a place); the running totals after
    every hand; each moon shot as a mark on its hand."""
    view = match.view(None)
    scores = tuple(int(score) for score in view["scores"])
    standings = []
    place = 1
    for total in sorted(set(scores)):
        seats = tuple(seat for seat, score in enumerate(scores) if score == total)
        standings.append(Standing(place, seats, Reason("{points} points", {"points": total})))
        place += len(seats)
    hands = [tuple(points) for points in view["hand_scores"]]
    history = tuple(accumulate(hands, lambda run, hand: tuple(a + b for a, b in zip(run, hand, strict=True))))
    marks = tuple(
        (hand, Reason("{name} shot the moon", {"name": names[seat], "seat": seat})) for hand, seat in view["moon_shots"]
    )
    return ResultsSummary(
        game="hearts",
        names=names,
        winners=tuple(view["winners"]),
        standings=tuple(standings),
        rounds=len(hands),
        scores=scores,
        score_history=history,
        marks=marks,
    )
