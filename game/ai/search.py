"""Determinized search: judge each legal action by playing the rest out, many times, in worlds the seat imagines.

From one seat's view, the game builds full states ("worlds") consistent with everything the seat saw, one after
another, each with a weight (how likely that world is given what the others did; 1 when the game does not weigh).
For each world and each legal action the search plays the action and then the rest of the round out under a
play-out policy, with the game's own rules, scores the end from the seat's point of view, and picks the action
with the best weighted mean. A `Budget` caps the worlds and lets the search stop early once one action leads
clearly (by `z` standard errors of the paired difference), so obvious decisions cost a few worlds, close ones more.

- No second copy of the rules: a play-out steps with the game's `GameRules.apply` (`RulesPlayout`), or with a fast
  in-place step that the game's `apply` itself wraps (override `branch` to clone, `advance` to step in place).
- Common random numbers: every action is tried in the same worlds, and in world k the play-out policy draws from
  the same random stream whichever action was tried, so the actions' values differ by the action, not by luck.
- Ties go to the action listed first (the game's legal order, or the `actions` given), so a decision is a pure
  function of the view and the random generator.

The search never sees the true state: worlds are built from the view alone, so a bot on it cannot peek.

A game plugs in by implementing `SearchGame` (usually on top of `RulesPlayout`): `worlds` (sample the hidden
cards, e.g. with game.ai.sampling.HiddenDeal, and build a full state from each sample), `policy` (the play-out
move of any seat) and `evaluate` (the end of a play-out from the seat's point of view). `SearchAgent` turns it
into a bot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from game.ai.agent import forced_action, legal_actions
from game.core.protocol import Agent, GameRules
from game.core.rng import generator
from game.core.safe_json import quoted

if TYPE_CHECKING:
    import numpy as np

S = TypeVar("S")
PLAYOUT_LIMIT = 100_000  # steps; a play-out longer than this is a bug in the game's horizon


@dataclass(frozen=True)
class World(Generic[S]):
    """One full state the seat imagines, and its weight (relative likelihood, >= 0)."""

    state: S
    weight: float = 1.0


class SearchGame(Protocol[S]):
    """What a game gives the search. `S` is the game's full state (or a fast engine's mutable twin of it).
    `random_policy` says whether `policy` draws from its generator (if not, no play-out streams are made)."""

    random_policy: bool

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[S]]:
        """Full states consistent with `view`, the viewer to move in each, one after another for as long as the
        search asks (set up what every world shares once, before the first)."""
        ...

    def branch(self, state: S, action: str) -> S:
        """The state after `action`, leaving `state` (a world, shared by every action) unchanged."""
        ...

    def advance(self, state: S, action: str) -> S:
        """The state after `action` inside a play-out: may change and return `state` itself."""
        ...

    def seat_to_play(self, state: S) -> int | None:
        """The seat whose move the play-out makes next, or None where the play-out ends (the end of the round)."""
        ...

    def policy(self, state: S, seat: int, rng: np.random.Generator) -> str:
        """The play-out move of `seat`: decide as that seat would from what it knows in `state`."""
        ...

    def evaluate(self, start: S, end: S, seat: int) -> float:
        """How good the play-out from `start` to `end` was for `seat` (higher is better)."""
        ...


class RulesPlayout(Generic[S]):
    """`branch`, `advance` and `seat_to_play` from the game's own rules (`apply` never changes its input)."""

    random_policy = True

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules

    def branch(self, state: S, action: str) -> S:
        after: S = self.rules.apply(state, action)[0]
        return after

    def advance(self, state: S, action: str) -> S:
        return self.branch(state, action)

    def seat_to_play(self, state: S) -> int | None:
        return self.rules.to_move(state)


@dataclass(frozen=True)
class Budget:
    """How many worlds a decision may take: at most `worlds`; from `least` on, checked every `step` worlds, the
    search stops early once the leading action beats every other by more than `z` standard errors of their
    paired (same-world) difference. `z=0` turns early stopping off."""

    worlds: int
    least: int = 16
    step: int = 8
    z: float = 3.0

    def __post_init__(self) -> None:
        for name in ("worlds", "least", "step"):
            value = getattr(self, name)
            if type(value) is not int or value < 1:
                raise ValueError(f"{name}: expected a whole number >= 1, got {quoted(value)}")
        if not self.z >= 0:
            raise ValueError(f"z: expected a number >= 0, got {quoted(self.z)}")


@dataclass(frozen=True)
class SearchResult:
    """The chosen action, each action's weighted mean value, and how many worlds (of what total weight) it took."""

    action: str
    values: Mapping[str, float]
    worlds: int
    weight: float


def play_out(game: SearchGame[S], state: S, rng: np.random.Generator, limit: int = PLAYOUT_LIMIT) -> S:
    """Play `state` on under the game's play-out policy until `seat_to_play` says the play-out ends; more than
    `limit` steps is a RuntimeError (a horizon that never comes)."""
    for _ in range(limit):
        seat = game.seat_to_play(state)
        if seat is None:
            return state
        state = game.advance(state, game.policy(state, seat, rng))
    raise RuntimeError(f"a play-out did not end within {limit} steps")


class _Tally:
    """Each action's value in each world so far, with the worlds' weights."""

    def __init__(self, actions: Sequence[str]) -> None:
        self.actions = list(actions)
        self.values: dict[str, list[float]] = {action: [] for action in actions}
        self.weights: list[float] = []

    def mean(self, action: str) -> float:
        return sum(w * v for w, v in zip(self.weights, self.values[action], strict=True)) / sum(self.weights)

    def best(self) -> str:
        means = {action: self.mean(action) for action in self.actions}
        best = self.actions[0]
        for action in self.actions[1:]:  # strictly better only: a tie keeps the action listed first
            if means[action] > means[best]:
                best = action
        return best

    def settled(self, best: str, z: float) -> bool:
        """Whether `best` leads every other action by more than `z` standard errors of the paired difference
        (the self-normalised weighted estimate's standard error), or no world has told them apart at all."""
        total = sum(self.weights)
        for other in self.actions:
            if other == best:
                continue
            diffs = [b - o for b, o in zip(self.values[best], self.values[other], strict=True)]
            if not any(diffs):
                continue  # the same outcome in every world so far: more worlds are unlikely to part them
            lead = sum(w * d for w, d in zip(self.weights, diffs, strict=True)) / total
            spread = sum((w * (d - lead)) ** 2 for w, d in zip(self.weights, diffs, strict=True)) / total**2
            if lead <= 0 or lead * lead <= z * z * spread:
                return False
        return True


def determinized_search(
    game: SearchGame[S],
    view: Mapping[str, Any],
    budget: Budget | int,
    rng: np.random.Generator,
    actions: Sequence[str] | None = None,
) -> SearchResult | None:
    """The best of `actions` (default: the view's legal actions, in order) over the worlds of `budget` (a number:
    exactly that many worlds, no early stop); None when no world of positive weight could be built (the caller
    falls back on a simpler bot)."""
    if not isinstance(budget, Budget):
        if type(budget) is not int or budget < 1:
            raise ValueError(f"budget: expected a Budget or a whole number >= 1, got {quoted(budget)}")
        budget = Budget(budget, z=0.0)
    seat = view.get("seat")
    if type(seat) is not int:
        raise ValueError(f"view: expected the view of a seat, got seat {quoted(seat)}")
    candidates = list(actions) if actions is not None else legal_actions(view)
    if not candidates:
        raise ValueError("actions: expected at least one action to compare")
    tally = _Tally(candidates)
    for built, world in enumerate(game.worlds(view, rng), start=1):
        if world.weight > 0:
            if game.seat_to_play(world.state) != seat:
                raise ValueError(f"worlds: a world has seat {game.seat_to_play(world.state)} to move, not {seat}")
            stream = int(rng.integers(0, 2**63 - 1))  # one play-out stream per world, shared by every action
            for action in candidates:
                policy_rng = generator(stream) if game.random_policy else rng
                end = play_out(game, game.branch(world.state, action), policy_rng)
                tally.values[action].append(game.evaluate(world.state, end, seat))
            tally.weights.append(world.weight)
        if built >= budget.worlds:
            break
        used = len(tally.weights)
        look = budget.z > 0 and used >= budget.least and (used - budget.least) % budget.step == 0
        if look and tally.settled(tally.best(), budget.z):
            break
    if not tally.weights:
        return None
    values = {action: tally.mean(action) for action in candidates}
    return SearchResult(tally.best(), values, len(tally.weights), sum(tally.weights))


@dataclass(frozen=True)
class SearchAgent(Generic[S]):
    """A bot that plays the determinized search's choice: `budget` per decision (a Budget, a number of worlds, or
    a function of the view giving either, e.g. fewer worlds at a big table), and the `fallback` bot when no world
    could be built."""

    game: SearchGame[S]
    budget: Budget | int | Callable[[Mapping[str, Any]], Budget | int]
    fallback: Agent

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        forced = forced_action(view)
        if forced is not None:
            return forced
        budget = self.budget(view) if callable(self.budget) else self.budget
        result = determinized_search(self.game, view, budget, rng)
        return result.action if result is not None else self.fallback.choose(view, rng)
