"""The trick games' shared machinery: a state's clone derived from its slots (so a new field cannot be left out
of it), phases with one legal/step pair each, and the one rules adapter Hearts and Euchre both use."""

from __future__ import annotations

import ast
import inspect
from enum import IntEnum
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game import open_match
from game.euchre import engine as euchre_engine
from game.euchre.rules import EuchreRules
from game.euchre.state import EuchreState
from game.hearts import engine as hearts_engine
from game.hearts.rules import HeartsRules
from game.hearts.state import HeartsState
from game.tricks.bitmask_rules import BitmaskTrickRules
from game.tricks.phases import PhaseRules, no_actions, nobody_acts, phase_dispatch
from game.tricks.slots import SlotState, copy_suffix, slot_names

ROOT = Path(__file__).resolve().parent.parent
STATES: dict[str, type[SlotState]] = {"hearts": HeartsState, "euchre": EuchreState}


def mid_hand(game: str, plays: int) -> Any:
    """The full state of a match `plays` actions into its first hand."""
    match = open_match(game, 4, seed=11)
    for _ in range(plays):
        match.act(match.legal()[0])
    return match.state


@pytest.mark.parametrize("game", STATES)
@pytest.mark.parametrize("plays", [0, 5, 14])
def test_a_clone_copies_every_slot(game: str, plays: int) -> None:
    state = mid_hand(game, plays)
    copy = state.clone()
    assert type(copy) is STATES[game]
    for name in slot_names(STATES[game]):
        original = getattr(state, name)
        assert getattr(copy, name) == original, name
        if isinstance(original, list):
            assert getattr(copy, name) is not original, f"{name}: a list must be copied, not shared"
        else:
            assert getattr(copy, name) is original, f"{name}: an immutable value is shared"


@pytest.mark.parametrize("game", STATES)
def test_stepping_a_clone_leaves_the_original_alone(game: str) -> None:
    state = mid_hand(game, 14)
    before = {name: repr(getattr(state, name)) for name in slot_names(STATES[game])}
    copy = state.clone()
    engine = hearts_engine if game == "hearts" else euchre_engine
    while copy.turn >= 0:
        mask = engine.legal_mask(copy)
        engine.step(copy, (mask & -mask).bit_length() - 1)
    assert {name: repr(getattr(state, name)) for name in slot_names(STATES[game])} == before


def test_a_new_slot_is_cloned_without_being_listed_anywhere() -> None:
    class Grown(SlotState):
        __slots__ = ("counts", "names", "turn")
        counts: list[int]
        names: tuple[str, ...]
        turn: int

    grown = Grown()
    grown.counts, grown.names, grown.turn = [1, 2], ("a",), 3
    copy = grown.clone()
    assert (copy.counts, copy.names, copy.turn) == ([1, 2], ("a",), 3)
    assert copy.counts is not grown.counts


def test_a_slot_says_how_it_is_copied() -> None:
    assert copy_suffix("list[int]") == "[:]"
    assert copy_suffix("dict[str, int]") == copy_suffix("np.ndarray") == ".copy()"
    assert copy_suffix("tuple[tuple[int, ...], ...]") == copy_suffix("HeartsConfig") == ""
    for unclonable in ("tuple[list[int], ...]", "list[int] | None"):
        with pytest.raises(TypeError):
            copy_suffix(unclonable)
    with pytest.raises(TypeError, match="annotation"):

        class Unannotated(SlotState):
            __slots__ = ("hands",)


def test_no_state_hand_writes_its_clone() -> None:
    """Every game state of a trick game derives its clone from its slots."""
    for path in sorted(ROOT.glob("game/*/state.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                assert node.name != "clone", f"{path.relative_to(ROOT)}: clone is derived (game.tricks.slots)"
    assert issubclass(HeartsState, SlotState) and issubclass(EuchreState, SlotState)


class Light(IntEnum):
    OFF = 0
    ON = 1


def test_every_phase_has_its_legal_and_step_pair() -> None:
    with pytest.raises(ValueError, match="ON"):
        phase_dispatch(Light, {Light.OFF: PhaseRules(no_actions, nobody_acts)})
    legal_mask, step = phase_dispatch(Light, {phase: PhaseRules(no_actions, nobody_acts) for phase in Light})
    lamp = SimpleNamespace(phase=int(Light.ON), phase_name="on")
    assert legal_mask(lamp) == 0
    with pytest.raises(ValueError, match="nobody can act in phase on"):
        step(lamp, 0)


@pytest.mark.parametrize("engine", [hearts_engine, euchre_engine])
def test_the_engines_look_the_phase_up_instead_of_testing_it(engine: Any) -> None:
    assert engine.legal_mask.__module__ == engine.step.__module__ == "game.tricks.phases"
    source = inspect.getsource(engine)
    assert "def legal_mask" not in source and "def step(" not in source


@pytest.mark.parametrize("rules", [HeartsRules, EuchreRules])
def test_hearts_and_euchre_share_one_rules_adapter(rules: type) -> None:
    assert issubclass(rules, BitmaskTrickRules)
    shared = {"deck", "initial_state", "deck_to_shuffle", "apply_deal", "to_move", "dealer", "legal", "apply"}
    assert not shared & set(vars(rules)), "these live once, in game.tricks.bitmask_rules"
