"""Helpers for Kuckuck tests: scripted matches, the cards each seat holds, and playing a match to its end."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from game import Match, open_match

Chooser = Callable[[Match], str]
Check = Callable[[Match], None]


def scripted(players: int, order: Sequence[str] = (), dealer: int = 0, **options: object) -> Match:
    """A match whose first deal starts with `order` (the rest comes from the seed)."""
    match = open_match("kuckuck", players=players, options=dict(options), seed=1, dealer=dealer)
    if order:
        match.deal(order)
    return match


def hands(match: Match) -> list[str | None]:
    return [card.text if card else None for card in match.state.hands]


def play(match: Match, actions: list[str]) -> None:
    for action in actions:
        match.act(action)


def play_to_end(match: Match, choose: Chooser, check: Check | None = None, limit: int = 10_000) -> None:
    """Act `choose(match)` until the match is over, calling `check(match)` after every action."""
    for _ in range(limit):
        if match.over:
            return
        match.act(choose(match))
        if check is not None:
            check(match)
    raise AssertionError("match did not end")


TIMEOUT_RATE = 0.1  # how often random play runs out of time when Speed-Kuckuck is on


def random_choice(rng: np.random.Generator) -> Chooser:
    """A uniformly random legal action; with Speed-Kuckuck on, now and then a timeout instead."""

    def choose(match: Match) -> str:
        if match.options.speed_ms is not None and rng.random() < TIMEOUT_RATE:
            return "timeout"
        legal = match.legal()
        return legal[int(rng.integers(len(legal)))]

    return choose


def bot_choice(levels: Sequence[str]) -> Chooser:
    """The built-in bot of each seat's level (`levels[seat]`), checked to choose a legal action."""

    def choose(match: Match) -> str:
        seat = match.to_move
        assert seat is not None
        action = match.bot_move(levels[seat])
        assert action in match.legal()
        return action

    return choose


def random_play(match: Match, rng: np.random.Generator, check: Check | None = None) -> None:
    """Play random legal actions to the end, calling `check(match)` after every action."""
    play_to_end(match, random_choice(rng), check)
