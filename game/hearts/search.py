"""The hard Hearts bot: determinized search (game.ai.search) on the engine's in-place step.

- Worlds: game.hearts.worlds (sampled within everything the seat knows, weighed by the others' plays so far).
- Candidates: game.hearts.candidates (one card of each group that plays alike; a few pass sets).
- Play-outs: every seat (this one too) plays on as the normal bot (game.hearts.heuristic, game.hearts.passing),
  from what that seat knows in the world: its hand, the cards played, the voids shown.
- Value: the hand's points for the seat, negated. Once a total is within a moon of the target, the match comes
  first: the chance of winning it (exact when the hand ends it, else estimated from the totals), worth
  `MATCH_SCALE` points, plus the hand's points as before (they still decide where the chance does not move).
- The moon choice is the normal bot's (it sees everything that matters: the scores).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import forced_action
from game.ai.search import Budget, World, determinized_search
from game.core.safe_json import quoted
from game.hearts import engine
from game.hearts.bots import NormalBot, moon_decision
from game.hearts.candidates import PASS_CANDIDATES, pass_candidates, play_candidates
from game.hearts.deck import JD_BIT, LAYOUT, MOON_ADD, MOON_POINTS, MOON_SUBTRACT, PASS_SIZE, SUIT_MASKS, SUIT_OF
from game.hearts.engine import JD_POINTS
from game.hearts.heuristic import moon_choice, play_card
from game.hearts.inference import SURPRISE
from game.hearts.passing import pass_plan
from game.hearts.state import MOON, NOBODY, OVER, PASS, PLAY, HeartsState
from game.hearts.worlds import Sim, pass_worlds, play_worlds

if TYPE_CHECKING:
    import numpy as np

TEXTS: Final = LAYOUT.texts
PLAY_TEXT: Final = tuple(f"play {text}" for text in TEXTS)
PASS_TEXT: Final = tuple(f"pass {text}" for text in TEXTS)
MOON_TEXT: Final = {MOON_ADD: "moon add", MOON_SUBTRACT: "moon subtract"}
ACTION_OF: Final = {
    **{text: card for card, text in enumerate(PLAY_TEXT)},
    **{text: card for card, text in enumerate(PASS_TEXT)},
    **{text: action for action, text in MOON_TEXT.items()},
}

PLAY_WORLDS: Final = 144  # most worlds per play decision
BATCH: Final = 32  # samples weighed together …
KEEP: Final = 8  # … and drawn from, in proportion to their weights
PASS_WORLDS: Final = 96  # most worlds per pass decision
MATCH_SCALE: Final = 100.0  # a whole match won, in the units of the points a hand scores
HAND_SPREAD: Final = 9.0  # the spread of the difference of two seats' points over one hand
POINTS_PER_HAND: Final = 6.5  # how far the leader's total climbs per hand, roughly


def match_mode(scores: tuple[int, ...], target: int) -> bool:
    """Whether this hand can end the match (a total within a moon of the target): then the value is the match."""
    return max(scores) + MOON_POINTS >= target


def win_chance(state: HeartsState, seat: int) -> float:
    """The seat's chance of winning the match from `state` just after a hand was scored: exact when the match is
    over (a shared win counts its share), else a normal approximation on the gaps to each other total over the
    hands likely left."""
    if state.phase == OVER:
        return 1 / len(state.winners) if seat in state.winners else 0.0
    scores = state.scores
    hands_left = max(1.0, (state.cfg.target - max(scores)) / POINTS_PER_HAND)
    spread = HAND_SPREAD * math.sqrt(hands_left)
    chance = 1.0
    for other, total in enumerate(scores):
        if other != seat:
            chance *= 0.5 * (1 + math.erf((total - scores[seat]) / (spread * math.sqrt(2))))
    return chance


class HeartsSearch:
    """The hard bot's `SearchGame` on `Sim` states (see the module's docstring). In the play, worlds come in
    batches of `batch` samples weighed with `surprise` (game.hearts.inference; 1: every sample counts alike) and
    drawn from `keep` times."""

    random_policy = False  # the normal bot decides without chance

    def __init__(self, surprise: float = SURPRISE, batch: int = BATCH, keep: int = KEEP) -> None:
        if not 0 < surprise <= 1:
            raise ValueError(f"surprise: expected a share in (0, 1], got {quoted(surprise)}")
        for name, value in (("batch", batch), ("keep", keep)):
            if type(value) is not int or value < 1:
                raise ValueError(f"{name}: expected a whole number >= 1, got {quoted(value)}")
        self.surprise = surprise
        self.batch = batch
        self.keep = keep

    # --- worlds -------------------------------------------------------------------------------------------

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
        if view["phase"] == "pass":
            return pass_worlds(view, rng)
        return play_worlds(view, rng, self.surprise, self.batch, self.keep)

    # --- moves --------------------------------------------------------------------------------------------

    def branch(self, state: Sim, action: str) -> Sim:
        sim = state.copy()
        if sim.state.phase == PASS:
            for text in action.split()[1:]:
                engine.step(sim.state, LAYOUT.index(text))
            return sim
        return self.advance(sim, action)

    def advance(self, state: Sim, action: str) -> Sim:
        engine_state = state.state
        card = ACTION_OF[action]
        if engine_state.phase == PLAY and engine_state.trick and SUIT_OF[card] != engine_state.led:
            state.voids[engine_state.turn] |= SUIT_MASKS[engine_state.led]
        engine.step(engine_state, card)
        return state

    def seat_to_play(self, state: Sim) -> int | None:
        turn = state.state.turn
        return None if turn == NOBODY else turn

    def policy(self, state: Sim, seat: int, rng: np.random.Generator) -> str:
        engine_state = state.state
        phase = engine_state.phase
        if phase == PLAY:
            hand = engine_state.hands[seat]
            return PLAY_TEXT[play_card(engine_state, seat, hand, engine.legal_mask(engine_state), state.voids)]
        cfg = engine_state.cfg
        if phase == PASS:
            plan = state.plans[seat]
            if plan is None:
                plan = state.plans[seat] = pass_plan(engine_state.hands[seat], cfg.passable, PASS_SIZE, cfg.jd_minus_10)
            return PASS_TEXT[plan[engine_state.passed[seat].bit_count()]]
        if phase == MOON:
            jd = [JD_POINTS if cfg.jd_minus_10 and taken & JD_BIT else 0 for taken in engine_state.taken]
            return MOON_TEXT[moon_choice(engine_state.scores, seat, cfg.target, cfg.share, jd)]
        raise ValueError(f"state: nobody plays in phase {engine_state.phase_name}")

    def evaluate(self, start: Sim, end: Sim, seat: int) -> float:
        points = -float(end.state.history[-1][seat])
        if match_mode(start.state.scores, start.state.cfg.target):
            return MATCH_SCALE * win_chance(end.state, seat) + points
        return points


# --- the bot ------------------------------------------------------------------------------------------------


def hard_budget(view: Mapping[str, Any]) -> Budget:
    """Worlds per hard decision: fewer while passing (a whole hand to play out per world); fewer still when the
    answer is clear early."""
    if view["phase"] == "pass":
        return Budget(PASS_WORLDS, least=12, step=6)
    return Budget(PLAY_WORLDS, least=16, step=8)


@dataclass(frozen=True)
class HardBot:
    """Determinized search with normal-bot play-outs; `budget` (default `hard_budget`) bounds the worlds of a
    decision (tests pass a small one), `pass_count` the pass sets compared."""

    budget: Budget | int | Callable[[Mapping[str, Any]], Budget | int] = hard_budget
    pass_count: int = PASS_CANDIDATES
    game: HeartsSearch = field(default_factory=HeartsSearch)

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        verb, *cards = self.plan(view, rng).split()
        return f"{verb} {cards[0]}" if cards else verb

    def plan(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        """The whole decision: a pass as all the cards still to pass ("pass 2C QS AH"), else the move itself
        (`choose` makes its first action)."""
        forced = forced_action(view)
        if forced is not None:
            return forced
        phase = view["phase"]
        if phase == "moon":
            return moon_decision(view)
        candidates = pass_candidates(view, self.pass_count) if phase == "pass" else play_candidates(view)
        if len(candidates) == 1:
            return candidates[0]
        budget = self.budget(view) if callable(self.budget) else self.budget
        result = determinized_search(self.game, view, budget, rng, candidates)
        return result.action if result is not None else NormalBot().choose(view, rng)
