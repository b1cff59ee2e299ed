"""The results screen's content for a finished Euchre match, from public facts only."""

from __future__ import annotations

from itertools import accumulate
from typing import Any

from game.core.reasons import Reason
from game.core.results import FinishedMatch, ResultsSummary, Standing


def summarise(match: FinishedMatch, names: tuple[str, ...]) -> ResultsSummary:
    """Standings by team, the higher total first (both partners share a place; teams with equal totals share
    one too), a note per team with its points; the running totals after every scored hand; a mark on each
    hand that was a march, a euchre or a lone hand."""
    view = match.view(None)
    team_scores = [int(score) for score in view["team_scores"]]
    teams = [tuple(team) for team in view["teams"]]
    standings = []
    place = 1
    for total in sorted(set(team_scores), reverse=True):
        tied = [team for team, score in zip(teams, team_scores, strict=True) if score == total]
        for team in tied:
            standings.append(Standing(place, team, Reason("{points} points", {"points": total})))
        place += len(tied)
    hands = [tuple(points) for points in view["hand_scores"]]
    history = tuple(accumulate(hands, lambda run, hand: tuple(a + b for a, b in zip(run, hand, strict=True))))
    marks = tuple(
        (number, reason)
        for number, result in enumerate(view["results"], start=1)
        if (reason := _mark(result, names)) is not None
    )
    return ResultsSummary(
        game="euchre",
        names=names,
        winners=tuple(view["winners"]),
        standings=tuple(standings),
        rounds=len(hands),
        scores=tuple(int(score) for score in view["scores"]),
        score_history=history,
        marks=marks,
    )


def _mark(result: dict[str, Any], names: tuple[str, ...]) -> Reason | None:
    """What made the hand notable, naming who did it (`seat`: the player the results chart marks)."""
    maker = result["maker"]
    alone = result["alone"]
    if alone is not None:
        params = {"name": names[alone], "seat": alone}
        if result["march"]:
            return Reason("{name} went alone and took all five tricks", params)
        if result["euchre"]:
            return Reason("{name} went alone and was euchred", params)
        return Reason("{name} went alone and made it", params)
    pair = {"first": names[maker], "second": names[(maker + 2) % 4], "seat": maker}
    if result["march"]:
        return Reason("{first} and {second} took all five tricks", pair)
    if result["euchre"]:
        return Reason("{first} and {second} were euchred", pair)
    return None
