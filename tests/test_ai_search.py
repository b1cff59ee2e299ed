"""The determinized search on a toy game whose values are known: it picks the best weighted action, compares
actions on common random numbers, breaks ties by order, stops early only on a clear answer, and checks its
inputs."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pytest

from game.ai.agent import build_agent, forced_action, legal_actions
from game.ai.search import Budget, SearchAgent, World, determinized_search, play_out


@dataclass(frozen=True)
class Toy:
    hidden: int
    moves: tuple[str, ...] = ()


@dataclass
class ToyGame:
    """Seat 0 picks an action; seat 1 then makes two random moves; seat 0 scores PAYOFF[action][hidden] plus a
    little for every random "x" (the same in a world whatever seat 0 did, under common random numbers)."""

    payoff: Mapping[str, tuple[float, ...]]
    hidden: list[tuple[int, float]]  # the worlds, cycled: (hidden value, weight)
    turn_at_start: int = 0
    endless: bool = False
    built: int = 0
    random_policy: bool = True
    states_seen: list[Toy] = field(default_factory=list)

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Toy]]:
        while True:
            hidden, weight = self.hidden[self.built % len(self.hidden)]
            self.built += 1
            yield World(Toy(hidden, () if self.turn_at_start == 0 else ("?",)), weight)

    def branch(self, state: Toy, action: str) -> Toy:
        return Toy(state.hidden, (*state.moves, action))

    def advance(self, state: Toy, action: str) -> Toy:
        return self.branch(state, action)

    def seat_to_play(self, state: Toy) -> int | None:
        if self.endless:
            return 1
        return 0 if not state.moves else 1 if len(state.moves) < 3 else None

    def policy(self, state: Toy, seat: int, rng: np.random.Generator) -> str:
        return "x" if rng.random() < 0.5 else "y"

    def evaluate(self, start: Toy, end: Toy, seat: int) -> float:
        return self.payoff[end.moves[0]][start.hidden] + 0.125 * end.moves.count("x")


VIEW = {"seat": 0, "legal": ["a", "b"]}


def test_the_best_weighted_action_wins_and_values_are_weighted_means() -> None:
    game = ToyGame({"a": (1.0, 0.0), "b": (0.0, 2.0)}, [(0, 3.0), (1, 1.0)])
    result = determinized_search(game, VIEW, 40, np.random.default_rng(1))
    assert result is not None and result.action == "a" and result.worlds == 40 and result.weight == 80.0
    assert result.values["a"] - result.values["b"] == pytest.approx(0.75 - 0.5)  # the same noise in both
    heavier_b = ToyGame({"a": (1.0, 0.0), "b": (0.0, 2.0)}, [(0, 1.0), (1, 1.0)])
    assert determinized_search(heavier_b, VIEW, 40, np.random.default_rng(1)).action == "b"  # type: ignore[union-attr]


def test_actions_are_compared_on_common_random_numbers_and_ties_go_to_the_first() -> None:
    game = ToyGame({"a": (1.0, 0.0), "a2": (1.0, 0.0)}, [(0, 1.0), (1, 1.0)])
    for order in (["a", "a2"], ["a2", "a"]):
        result = determinized_search(game, {"seat": 0, "legal": order}, 30, np.random.default_rng(3))
        assert result is not None and result.values["a"] == result.values["a2"]  # exactly: same worlds, same luck
        assert result.action == order[0]


def test_the_same_view_and_generator_give_the_same_decision() -> None:
    def decide() -> object:
        game = ToyGame({"a": (1.0, 0.0, 0.0), "b": (0.0, 0.7, 0.6)}, [(0, 1.0), (1, 1.0), (2, 1.0)])
        return determinized_search(game, VIEW, 25, np.random.default_rng(9))

    assert decide() == decide()


def test_worlds_of_no_weight_are_skipped_and_none_means_no_answer() -> None:
    game = ToyGame({"a": (1.0, 0.0), "b": (0.0, 2.0)}, [(0, 0.0), (1, 1.0)])
    result = determinized_search(game, VIEW, 10, np.random.default_rng(1))
    assert result is not None and result.action == "b" and result.worlds == 5 and game.built == 10
    impossible = ToyGame({"a": (1.0,), "b": (0.0,)}, [(0, 0.0)])
    assert determinized_search(impossible, VIEW, 10, np.random.default_rng(1)) is None


def test_the_search_stops_early_only_when_the_answer_is_clear() -> None:
    clear = ToyGame({"a": (1.0, 1.0), "b": (0.0, 0.2)}, [(0, 1.0), (1, 1.0)])
    assert determinized_search(clear, VIEW, Budget(200, least=8), np.random.default_rng(1)).worlds == 8  # type: ignore[union-attr]
    alike = ToyGame({"a": (1.0, 0.0), "b": (1.0, 0.0)}, [(0, 1.0), (1, 1.0)])
    assert determinized_search(alike, VIEW, Budget(200, least=8), np.random.default_rng(1)).worlds == 8  # type: ignore[union-attr]
    close = ToyGame({"a": (1.0, 0.0), "b": (0.0, 0.9)}, [(0, 1.0), (1, 1.0)])
    assert determinized_search(close, VIEW, Budget(200, least=8), np.random.default_rng(1)).worlds == 200  # type: ignore[union-attr]
    assert determinized_search(clear, VIEW, Budget(200, z=0), np.random.default_rng(1)).worlds == 200  # type: ignore[union-attr]


def test_bad_input_is_refused_naming_it() -> None:
    game = ToyGame({"a": (1.0,), "b": (0.0,)}, [(0, 1.0)])
    with pytest.raises(ValueError, match="budget"):
        determinized_search(game, VIEW, 0, np.random.default_rng(1))
    with pytest.raises(ValueError, match="worlds: expected a whole number"):
        Budget(0)
    with pytest.raises(ValueError, match="z: expected"):
        Budget(10, z=-1)
    with pytest.raises(ValueError, match="view: expected the view of a seat"):
        determinized_search(game, {"seat": None, "legal": ["a"]}, 5, np.random.default_rng(1))
    with pytest.raises(ValueError, match="view: the seat has no legal action"):
        determinized_search(game, {"seat": 0, "legal": []}, 5, np.random.default_rng(1))
    wrong_turn = ToyGame({"a": (1.0,), "b": (0.0,)}, [(0, 1.0)], turn_at_start=1)
    with pytest.raises(ValueError, match="worlds: a world has seat 1 to move, not 0"):
        determinized_search(wrong_turn, VIEW, 5, np.random.default_rng(1))


def test_a_play_out_that_never_ends_is_an_error_not_a_hang() -> None:
    game = ToyGame({"a": (1.0,)}, [(0, 1.0)], endless=True)
    with pytest.raises(RuntimeError, match="did not end"):
        play_out(game, Toy(0, ("a",)), np.random.default_rng(1), limit=500)


@dataclass
class Fixed:
    action: str

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        return self.action


def test_the_search_agent_skips_forced_moves_and_falls_back_without_worlds() -> None:
    game = ToyGame({"a": (1.0, 0.0), "b": (0.0, 2.0)}, [(0, 1.0), (1, 3.0)])
    agent = SearchAgent(game, 20, Fixed("a"))
    assert agent.choose({"seat": 0, "legal": ["a"]}, np.random.default_rng(1)) == "a" and game.built == 0
    assert agent.choose(VIEW, np.random.default_rng(1)) == "b"
    nothing = SearchAgent(ToyGame({"a": (1.0,), "b": (0.0,)}, [(0, 0.0)]), lambda view: 4, Fixed("a"))
    assert nothing.choose(VIEW, np.random.default_rng(1)) == "a"


def test_agent_helpers_read_the_view_and_name_bad_levels() -> None:
    assert legal_actions({"legal": ["stay", "swap"]}) == ["stay", "swap"]
    assert forced_action({"legal": ["stay"]}) == "stay" and forced_action({"legal": ["stay", "swap"]}) is None
    fixed = Fixed("a")
    assert build_agent({"normal": lambda: fixed}, "normal") is fixed
    with pytest.raises(ValueError, match="level: expected one of normal, got 'expert'"):
        build_agent({"normal": lambda: fixed}, "expert")
