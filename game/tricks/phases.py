"""A trick game's phases as an IntEnum with one legal/step pair per phase, looked up by the phase.

The engine's `legal_mask(state)` is `LEGAL[state.phase](state)` and its `step(state, action)` is
`STEP[state.phase](state, action)`: no chain of comparisons, and a phase without its pair fails at import.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import IntEnum
from typing import Generic, NamedTuple, Protocol, TypeVar

S = TypeVar("S")
P = TypeVar("P", bound=IntEnum)


class PhasedState(Protocol):
    @property
    def phase(self) -> IntEnum: ...


class PhaseRules(NamedTuple, Generic[S]):
    """What a phase allows (a bitmask of actions) and how one allowed action changes the state, in place."""

    legal: Callable[[S], int]
    step: Callable[[S, int], None]


def no_actions(state: object) -> int:
    """Nobody acts (a deal is due, or the match is over)."""
    return 0


def nobody_acts(state: PhasedState, action: int) -> None:
    raise ValueError(f"nobody can act in phase {state.phase.name.lower()}")


def phase_tables(
    phases: type[P], rules: Mapping[P, PhaseRules[S]]
) -> tuple[tuple[Callable[[S], int], ...], tuple[Callable[[S, int], None], ...]]:
    """(legal by phase, step by phase), tuples indexed by the phase; every phase must have its pair, and the
    phases must number 0, 1, 2, …"""
    if [int(phase) for phase in phases] != list(range(len(phases))):
        raise ValueError(f"{phases.__name__}: the phases must number 0, 1, 2, …")
    missing = [phase.name for phase in phases if phase not in rules]
    if missing:
        raise ValueError(f"{phases.__name__}: no legal/step pair for {', '.join(missing)}")
    ordered = [rules[phase] for phase in phases]
    return tuple(pair.legal for pair in ordered), tuple(pair.step for pair in ordered)
