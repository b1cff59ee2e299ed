"""The hard Hearts bot: determinized search (game.ai.search) on the engine's in-place step.

- Worlds. In the play, the cards the seat cannot see are dealt uniformly among the other hands consistent with
  everything it knows (game.hearts.knowledge: hand sizes, voids, what the rules rule out, the cards it passed
  still where it passed them), with game.ai.sampling; the first world is built by `position_from_view`, the others
  are copies of it holding their own cards. While passing, the other hands are dealt from the 39 cards it has not
  seen, and the seats that passed before it pass as the normal bot would.
- Candidates. A card stands for every card of its suit it touches (no unseen card between them, the same points):
  they play alike. While passing, the candidates are the normal bot's pass and the best other sets of its most
  dangerous cards.
- Play-outs. Every seat (this one too) plays on as the normal bot (game.hearts.heuristic), from what that seat
  knows in the world: its hand, the cards played, the voids shown.
- Value. The hand's points for the seat, negated. Once a total is within a moon of the target, in match terms
  instead: winning the match when the hand ends it, else the chance of winning from the totals.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import forced_action, legal_actions
from game.ai.sampling import HiddenDeal, HiddenHand
from game.ai.search import Budget, World, determinized_search
from game.core.cards import Card
from game.hearts import engine
from game.hearts.bots import NormalBot, moon_decision
from game.hearts.cardsets import points_of
from game.hearts.deck import (
    ALL_CARDS,
    JD_BIT,
    LAYOUT,
    MOON_ADD,
    MOON_POINTS,
    MOON_SUBTRACT,
    PASS_SIZE,
    SUIT_MASKS,
    SUIT_OF,
)
from game.hearts.engine import JD_POINTS
from game.hearts.heuristic import moon_choice, play_card
from game.hearts.knowledge import config_of, knowledge, mask_of
from game.hearts.passing import danger, pass_plan, ranked
from game.hearts.position import position_from_view
from game.hearts.state import MOON, NOBODY, OVER, PASS, PLAY, HeartsConfig, HeartsState
from game.tricks.bits import bits

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
CARDS: Final = tuple(LAYOUT.card(index) for index in range(LAYOUT.size))
INDEX_OF: Final = {card: index for index, card in enumerate(CARDS)}

PLAY_WORLDS: Final = 48  # most worlds per play decision
PASS_WORLDS: Final = 24  # most worlds per pass decision
PASS_CANDIDATES: Final = 6  # pass sets compared
PASS_POOL: Final = 6  # the most dangerous cards the other sets are drawn from
MATCH_SCALE: Final = 100.0  # a whole match won, in the units of the points a hand scores
HAND_SPREAD: Final = 9.0  # the spread of the difference of two seats' points over one hand
POINTS_PER_HAND: Final = 6.5  # how far the leader's total climbs per hand, roughly


class Sim:
    """A play-out's state: the engine state, the cards each seat has shown it cannot hold (its voids), and the
    pass each seat has planned this hand (computed once, at its first card)."""

    __slots__ = ("plans", "state", "voids")

    def __init__(self, state: HeartsState, voids: list[int], plans: list[list[int] | None]) -> None:
        self.state = state
        self.voids = voids
        self.plans = plans

    def copy(self) -> Sim:
        return Sim(self.state.clone(), self.voids[:], self.plans[:])


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
    """The hard bot's `SearchGame` on `Sim` states (see the module's docstring)."""

    random_policy = False  # the normal bot decides without chance

    # --- worlds -------------------------------------------------------------------------------------------

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
        if view["phase"] == "pass":
            return self._pass_worlds(view, rng)
        return self._play_worlds(view, rng)

    def _play_worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
        cfg = config_of(view)
        known = knowledge(view, cfg)
        seat = known.seat
        others = [other for other in range(4) if other != seat]
        pool = [CARDS[card] for card in bits(known.unseen & ~sum(known.pinned))]
        hidden = [
            HiddenHand(
                view["hand_sizes"][other],
                tuple(CARDS[card] for card in bits(known.pinned[other])),
                frozenset(CARDS[card] for card in bits(known.forbidden[other] & known.unseen)),
            )
            for other in others
        ]
        deal = HiddenDeal(pool, hidden)
        voids = list(known.voids)
        base: HeartsState | None = None
        while True:
            sample = deal.sample(rng)
            hands = [0, 0, 0, 0]
            hands[seat] = known.hand
            for other, cards in zip(others, sample.hands, strict=True):
                hands[other] = _mask(cards)
            if base is None:
                base = position_from_view(view, hands, cfg)
                state = base
            else:
                state = base.clone()
                state.hands = hands
            yield World(Sim(state, voids[:], [None] * 4))

    def _pass_worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
        cfg = config_of(view)
        seat = view["seat"]
        mine = mask_of(view["hand"]) | mask_of(view["passed"])
        others = [other for other in range(4) if other != seat]
        deal = HiddenDeal([CARDS[card] for card in bits(ALL_CARDS & ~mine)], [HiddenHand(13)] * 3)
        passed = [LAYOUT.index(text) for text in view["passed"]]
        while True:
            sample = deal.sample(rng)
            hands = [0, 0, 0, 0]
            hands[seat] = mine
            for other, cards in zip(others, sample.hands, strict=True):
                hands[other] = _mask(cards)
            sim = Sim(_dealt(view, cfg, hands), [0, 0, 0, 0], [None] * 4)
            state = sim.state
            while state.turn != seat:
                self.advance(sim, self.policy(sim, state.turn, rng))
            for card in passed:
                engine.step(state, card)
            if state.phase != PASS or state.turn != seat:
                raise ValueError("view: the passing replayed on a sampled deal did not come back to this seat")
            yield World(sim)

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
        if match_mode(start.state.scores, start.state.cfg.target):
            return MATCH_SCALE * win_chance(end.state, seat)
        return -float(end.state.history[-1][seat])


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << INDEX_OF[card]
    return mask


def _dealt(view: Mapping[str, Any], cfg: HeartsConfig, hands: list[int]) -> HeartsState:
    """The state of the view's match just after this hand was dealt `hands` (the engine's own deal)."""
    state = HeartsState(cfg, view["dealer"])
    state.hand_no = view["hand_no"] - 1
    state.scores = tuple(view["scores"])
    state.history = tuple(tuple(points) for points in view["hand_scores"])
    state.moons = tuple((hand, shooter) for hand, shooter in view["moon_shots"])
    engine.deal(state, hands)
    return state


# --- candidates -------------------------------------------------------------------------------------------


def play_candidates(view: Mapping[str, Any]) -> list[str]:
    """One legal play per group of touching cards (no unseen card between them, the same points): cards of a
    group play alike, so the search compares only one of each, the lowest."""
    jd = bool(view["options"]["jd_minus_10"])
    legal = [LAYOUT.index(action.partition(" ")[2]) for action in legal_actions(view)]
    hand = mask_of(view["hand"])
    out = ALL_CARDS & ~hand & ~_played(view)
    chosen: list[str] = []
    previous = NOBODY
    for card in legal:  # in suit order, each suit from the 2 up
        between = ((1 << card) - 1) & ~((2 << previous) - 1) if previous != NOBODY else 0
        alike = (
            previous != NOBODY
            and SUIT_OF[card] == SUIT_OF[previous]
            and not out & between
            and points_of(1 << card, jd) == points_of(1 << previous, jd)
        )
        if not alike:
            chosen.append(PLAY_TEXT[card])
        previous = card
    return chosen


def _played(view: Mapping[str, Any]) -> int:
    cards = [card for trick in view["tricks"] for card in trick["cards"]]
    return mask_of(cards + (view["trick"]["cards"] if view["trick"] else []))


def pass_candidates(view: Mapping[str, Any], count: int = PASS_CANDIDATES) -> list[str]:
    """Up to `count` sets of the cards still to pass, as "pass A B C": the normal bot's plan first, then the other
    sets of the most dangerous cards, the most dangerous sets first."""
    cfg = config_of(view)
    hand = mask_of(view["hand"])
    left = PASS_SIZE - len(view["passed"])
    plan = pass_plan(hand, cfg.passable, left, cfg.jd_minus_10)
    pool = list(dict.fromkeys([*plan, *ranked(hand, cfg.passable, left, cfg.jd_minus_10)[:PASS_POOL]]))
    sets = sorted(
        (tuple(sorted(combo)) for combo in combinations(pool, left)),
        key=lambda combo: -sum(danger(card, hand, left, cfg.jd_minus_10) for card in combo),
    )
    ordered = list(dict.fromkeys([tuple(sorted(plan)), *sets]))[:count]
    return ["pass " + " ".join(TEXTS[card] for card in combo) for combo in ordered]


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
        forced = forced_action(view)
        if forced is not None:
            return forced
        phase = view["phase"]
        if phase == "moon":
            return moon_decision(view)
        candidates = pass_candidates(view, self.pass_count) if phase == "pass" else play_candidates(view)
        if len(candidates) > 1:
            budget = self.budget(view) if callable(self.budget) else self.budget
            result = determinized_search(self.game, view, budget, rng, candidates)
            if result is None:
                return NormalBot().choose(view, rng)
            chosen = result.action
        else:
            chosen = candidates[0]
        verb, *cards = chosen.split()
        return f"{verb} {cards[0]}"
