"""A trick game's phases as an IntEnum with one legal/step pair per phase, looked up by the phase.

`phase_dispatch` makes the engine's `legal_mask(state)` and `step(state, action)`: each looks the state's phase
up in a tuple of functions, with no chain of comparisons, and a phase without its pair fails at import.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import IntEnum
from typing import Generic, NamedTuple, Protocol, TypeVar

S = TypeVar("S")
P = TypeVar("P", bound=IntEnum)


class PhasedState(Protocol):
    @property
    def phase(self) -> int: ...  # the int of a phase (an IntEnum member indexes a tuple far slower)
    @property
    def phase_name(self) -> str: ...


PS = TypeVar("PS", bound=PhasedState)


class PhaseRules(NamedTuple, Generic[S]):
    """What a phase allows (a bitmask of actions) and how one allowed action changes the state, in place."""

    legal: Callable[[S], int]
    step: Callable[[S, int], None]


def no_actions(state: object) -> int:
    """Nobody acts (a deal is due, or the match is over)."""
    return 0


def nobody_acts(state: PhasedState, action: int) -> None:
    raise ValueError(f"nobody can act in phase {state.phase_name}")


def phase_dispatch(
    phases: type[P], rules: Mapping[P, PhaseRules[PS]]
) -> tuple[Callable[[PS], int], Callable[[PS, int], None]]:
    """The engine's `legal_mask(state)` and `step(state, action)`, each looking the state's phase up in a tuple
    of the phases' functions. Every phase must have its pair, and the phases must number 0, 1, 2, …"""
    if [int(phase) for phase in phases] != list(range(len(phases))):
        raise ValueError(f"{phases.__name__}: the phases must number 0, 1, 2, …")
    missing = [phase.name for phase in phases if phase not in rules]
    if missing:
        raise ValueError(f"{phases.__name__}: no legal/step pair for {', '.join(missing)}")
    legal_by_phase = tuple(rules[phase].legal for phase in phases)
    step_by_phase = tuple(rules[phase].step for phase in phases)

    def legal_mask(state: PS) -> int:
        """The legal actions of the seat to move, as a bitmask (bit a = action a)."""
        return legal_by_phase[state.phase](state)

    def step(state: PS, action: int) -> None:
        """Apply the legal `action` of the seat to move, in place (it is trusted to be legal)."""
        step_by_phase[state.phase](state, action)

    return legal_mask, step
