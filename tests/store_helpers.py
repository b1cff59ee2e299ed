"""Helpers for the store's tests: real matches (in progress and finished), their seats, a clock to set."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

from game import Match, open_match
from game.lobby import MatchSetup, seats_to_json

START = datetime(2026, 12, 1, 9, 2, 29, tzinfo=UTC)


def in_progress(players: int = 4, moves: int = 7, seed: int = 7) -> Match:
    """A Kuckuck match a few bot moves in, past its first deal."""
    match = open_match("kuckuck", players, rng=np.random.default_rng(seed))
    for _ in range(moves):
        match.act(match.bot_move(seed=seed))
    return match


def finished(players: int = 3, seed: int = 5) -> Match:
    """A Kuckuck match played by bots to its end (one life each keeps it short)."""
    match = open_match("kuckuck", players, {"lives": 1}, rng=np.random.default_rng(seed))
    while not match.over:
        match.act(match.bot_move(seed=seed))
    return match


def seats(players: int, bots: int | None = None) -> list[dict[str, Any]]:
    setup = MatchSetup(players=players, bots=players - 1 if bots is None else bots)
    return seats_to_json(setup.seats())


class Clock:
    """A wall clock the test moves: `now` stays until `advance`."""

    def __init__(self, now: datetime = START) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)
