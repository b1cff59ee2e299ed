"""Helpers for the replay tests: real bot matches of every game, finished and archived."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import numpy as np

from game import Match, open_match
from game.core.seats import BOT, HUMAN, SeatConfig
from game.lobby import seats_to_json
from game.store.archive import ArchiveEntry, ArchiveStore
from tests.store_helpers import Clock

TABLES = (("kuckuck", 4, {"lives": 2}), ("hearts", 4, {"target": 50}), ("euchre", 4, {"target": 5}))


def played(game: str, players: int, options: Mapping[str, object], seed: int = 11) -> Match:
    """A match of `game` played by the normal bots to its end."""
    match = open_match(game, players, options, rng=np.random.default_rng(seed))
    while not match.over:
        match.act(match.bot_move(seed=seed))
    return match


def table_seats(players: int) -> list[SeatConfig]:
    """You in seat 0, bots beside you."""
    return [SeatConfig(HUMAN, "You")] + [SeatConfig(BOT, f"Bot {seat}") for seat in range(1, players)]


def archive_all(folder: Path, seed: int = 11) -> tuple[ArchiveStore, list[ArchiveEntry]]:
    """An archive in `folder` with one finished match of each game, a minute apart in the order of TABLES."""
    clock = Clock()
    store = ArchiveStore(folder, clock=clock)
    entries = []
    for game, players, options in TABLES:
        entries.append(store.add(played(game, players, options, seed), seats_to_json(table_seats(players))))
        clock.advance(60)
    return store, entries
