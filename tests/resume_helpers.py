"""Helpers for the resume tests: what kind of action a log entry is, per game, and everything a resumed match must
give back exactly (every seat's view, the spectator's, the table's numbers and the full state)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from game import Match
from game.kuckuck import events as K
from game.kuckuck.rules import KuckuckRules
from game.store.saves import SaveStore


def action_kind(match: Match, action: str) -> str:
    """The kind of `action` for the match before it is applied: Kuckuck stay / swap / draw / domino / timeout,
    Hearts pass / play / moon, Euchre pass / order / call / alone / redeal / partner / discard / play."""
    game = match.spec.id
    if game == "kuckuck":
        state = match.state
        if action in ("stay", "timeout"):
            return action
        if state.turn == state.dealer:
            return "draw"
        return "domino" if KuckuckRules.at_domino(state) else "swap"
    verb = action.split(" ")[0]
    if game == "euchre":
        if action.endswith("alone") or action in ("alone", "support", "defend"):
            return "alone" if "alone" in action else "partner"
        return verb
    return verb


def deal_kinds(match: Match, events_before: int) -> set[str]:
    """The kinds of the deals the last settle made: "deal", and "jack deal" for Kuckuck's first dealer by a Jack."""
    kinds = {"deal"}
    if any(isinstance(event, K.JackDeal) for event in match.history[events_before:]):
        kinds.add("jack deal")
    return kinds


def state_fields(state: Any) -> object:
    """A state as comparable data: objects with slots (the trick games' states have no __eq__) as dicts of their
    slots, containers item by item, numpy arrays as lists, anything else as itself."""
    slots = getattr(type(state), "__slots__", None)
    if slots:
        return {name: state_fields(getattr(state, name)) for name in slots}
    if isinstance(state, list | tuple):
        return [state_fields(item) for item in state]
    if isinstance(state, dict):
        return {key: state_fields(value) for key, value in state.items()}
    if isinstance(state, np.ndarray):
        return state.tolist()
    return state


def table_facts(match: Match) -> dict[str, object]:
    """What the table shows and the rules know of a match, for every seat and for a spectator."""
    return {
        "log": match.to_dict(),
        "views": [dict(match.view(seat)) for seat in [None, *range(match.players)]],
        "to_move": match.to_move,
        "legal": match.legal(),
        "dealer": match.dealer,
        "scores": match.scores,
        "hands": match.hands,
        "over": match.over,
        "winners": match.winners if match.over else None,
        "state": state_fields(match.state),
    }


def resumed(folder: Path, match: Match, seats: list[dict[str, Any]]) -> Match:
    """Save `match` with the real store and load it back with a fresh one (as the next start of the program)."""
    store = SaveStore(folder)
    store.save_soon(match, seats)
    store.flush()
    loaded = SaveStore(folder).load(match.spec.id)
    assert loaded is not None
    return loaded[0]


def random_action(match: Match, rng: np.random.Generator, timeouts: float = 0.0, passes: float = 0.0) -> str:
    """A random legal action (under a time limit, now and then a timeout instead; a Euchre bid passed with the
    chance `passes`, so the bidding also reaches the second round and a redeal)."""
    if timeouts and rng.random() < timeouts:
        return "timeout"
    legal = match.legal()
    if "pass" in legal and rng.random() < passes:
        return "pass"
    return legal[int(rng.integers(len(legal)))]


def differences(before: Mapping[str, object], after: Mapping[str, object]) -> list[str]:
    return [name for name in before if before[name] != after.get(name)]
