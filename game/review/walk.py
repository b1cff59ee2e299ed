"""A review of one seat's play in a finished (or any) match: step the log and appraise each of that seat's
decisions from its view at that moment, nothing more. A pure function of the log and the seat."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.ai.agent import view_generator
from game.ai.search import Budget
from game.core.safe_json import quoted
from game.replay.steps import ReplayLog
from game.review.games import appraiser_for
from game.review.model import DecisionReview, Review, summarise

Progress = Callable[[int, int], None]  # (log entries done, log entries in all)


def _moves_from(entries: Sequence[Mapping[str, Any]], position: int, seat: int) -> list[str]:
    """The seat's actions in a row from `position` on (no deal and no other seat's action between)."""
    moves = []
    for entry in entries[position:]:
        if "deal" in entry or entry["seat"] != seat:
            break
        moves.append(str(entry["action"]))
    return moves


def review_match(
    log: Mapping[str, Any],
    seat: int,
    budget: Budget | int | None = None,
    progress: Progress | None = None,
    hand: int | None = None,
) -> Review:
    """The review of `seat` in the match of `log` (Match.to_dict's shape, as the archive keeps it). `budget`:
    worlds per decision (None: the hard bot's own); `progress` is told after each log entry. ValueError naming
    `log`, `seat` or `budget` when they are not one. `hand`: only that hand's (deal's) decisions, counting from 1."""
    replay = ReplayLog(log)
    players = replay.data.players
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"seat: expected a seat number 0..{players - 1}, got {quoted(seat)}")
    if budget is not None and not isinstance(budget, Budget) and (type(budget) is not int or budget < 1):
        raise ValueError(f"budget: expected a Budget, a whole number >= 1 or None, got {quoted(budget)}")
    if hand is not None and (type(hand) is not int or hand < 1):
        raise ValueError(f"hand: expected a hand number >= 1 or None, got {quoted(hand)}")
    appraiser = appraiser_for(replay.spec.id, budget)
    entries = replay.entries
    match = replay.match_at(0)
    decisions: list[DecisionReview] = []
    current = 0
    for position, entry in enumerate(entries):
        if "deal" in entry:
            current += 1
            if hand is not None and current > hand:
                break  # the hand asked for is over
        elif entry["seat"] == seat and hand in (None, current):
            view = match.view(seat)
            if len(view["legal"]) > 1:
                found = appraiser.appraise(view, _moves_from(entries, position, seat), view_generator(view))
                if found is not None:
                    decisions.append(
                        DecisionReview(
                            position,
                            current,
                            found.phase,
                            found.shown,
                            found.best,
                            found.cost,
                            found.reason,
                            dict(found.values),
                            found.chance_cost,
                        )
                    )
        replay.advance(match)
        if progress is not None:
            progress(position + 1, len(entries))
    return summarise(replay.spec.id, seat, appraiser.unit, appraiser.tolerance, decisions, replay.deals)
