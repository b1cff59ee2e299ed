"""Helpers for Kuckuck tests: scripted matches and the cards each seat holds."""

from __future__ import annotations

from collections.abc import Mapping

from game import Match, open_match


def scripted(players: int, order: list[str], dealer: int = 0, **options: object) -> Match:
    match = open_match("kuckuck", players=players, options=dict(options), seed=1, dealer=dealer)
    match.deal(order)
    return match


def hands(match: Match) -> list[str | None]:
    return [card.text if card else None for card in match.state.hands]


def play(match: Match, actions: list[str]) -> None:
    for action in actions:
        match.act(action)


def options_of(**options: object) -> Mapping[str, object]:
    return options
