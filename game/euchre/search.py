"""The hard Euchre bot: determinized search (game.ai.search) on the engine's in-place step, for every decision.

- Worlds: game.euchre.worlds (sampled within everything the seat knows, weighed by this hand's bids).
- A card: in each world the rest of the hand is solved double dummy (game.euchre.solver) after it: perfect
  information Monte Carlo.
- Everything else: every seat (this one too) plays on as the normal bot (game.euchre.normal) from what that seat
  knows in the world, to the end of the hand: the later bids, the dealer's discard, the answers and all the
  cards. So a bid, going alone, a discard and an answer are judged by playing the hand out. (Solving there would
  overrate making trump: every seat would see through the hidden cards; measured, it lost points.)
- Value: the seat's team's chance of winning the game after the hand (game.euchre.outlook), so that points count
  by what they are worth at the score.
- Candidates: every legal card or answer; in the bidding, passing and making trump in the suits the hand is worth
  something in, alone only where the hand holds a top trump run (the others are never better and cost time).
  The normal bot's choice is always a candidate and listed first, so where the play-outs cannot tell the
  actions apart (the search's ties go to the first), the hard bot plays as the normal bot would.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.ai.agent import forced_action, legal_actions
from game.ai.search import Budget, World, determinized_search
from game.euchre import engine
from game.euchre.bots import NormalBot, normal_choice
from game.euchre.deck import CALLED_SUIT, LAYOUT, PRINTED_SUIT
from game.euchre.knowledge import mask_of
from game.euchre.normal import normal_action
from game.euchre.outlook import team_win_chance
from game.euchre.position import ACTION_INDEX
from game.euchre.solver import Solver
from game.euchre.state import DEAL, DISCARD, OVER, PLAY
from game.euchre.strength import hand_value, top_run, trumps_of
from game.euchre.worlds import Sim, worlds

if TYPE_CHECKING:
    import numpy as np

PLAY_TEXT: Final = tuple(f"play {text}" for text in LAYOUT.texts)
DISCARD_TEXT: Final = tuple(f"discard {text}" for text in LAYOUT.texts)
BID_TEXT: Final = {action: text for text, action in ACTION_INDEX.items() if action >= LAYOUT.size}
PLAY_WORLDS: Final = 64
BID_WORLDS: Final = 80
WORTH_CALLING: Final = 4.0  # a suit worth less than this (game.euchre.strength) is not worth searching


class EuchreSearch:
    """The hard bot's `SearchGame` on `Sim` states (see the module's docstring)."""

    random_policy = False  # the normal bot decides without chance

    def __init__(self) -> None:
        self.solver = Solver()

    def worlds(self, view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
        return worlds(view, rng)

    def branch(self, state: Sim, action: str) -> Sim:
        card_played = state.state.phase == PLAY
        after = self.advance(state.copy(), action)
        after.solve = card_played  # after a card the play-out ends: the solver values the rest
        return after

    def advance(self, state: Sim, action: str) -> Sim:
        engine_state = state.state
        chosen = ACTION_INDEX[action]
        if engine_state.phase == PLAY:
            if engine_state.trick and engine_state.effective[chosen] != engine_state.led:
                state.voids[engine_state.turn] |= engine_state.masks[engine_state.led]
            state.played |= 1 << chosen
        engine.step(engine_state, chosen)
        return state

    def seat_to_play(self, state: Sim) -> int | None:
        phase = state.state.phase
        return None if phase in (DEAL, OVER) or state.solve else state.state.turn

    def policy(self, state: Sim, seat: int, rng: np.random.Generator) -> str:
        engine_state = state.state
        action = normal_action(engine_state, seat, engine.legal_mask(engine_state), state.played, state.voids)
        if action < LAYOUT.size:
            return (DISCARD_TEXT if engine_state.phase == DISCARD else PLAY_TEXT)[action]
        return BID_TEXT[action]

    def end_scores(self, end: Sim) -> tuple[int, int]:
        """The team scores at the end of the hand: as played out, or as solved where the play-out stopped."""
        final = end.state
        return self.solver.scores(final) if final.phase == PLAY else final.scores

    def evaluate(self, start: Sim, end: Sim, seat: int) -> float:
        return team_win_chance(self.end_scores(end), seat & 1, end.state.cfg.target)  # 1 or 0 once it is won


def bid_candidates(view: Mapping[str, Any]) -> list[str]:
    """The bids worth searching: pass (when legal), making trump in a suit the hand is worth something in, and
    alone only with at least the top two trumps of that suit (the up-card counted for the dealer)."""
    legal = legal_actions(view)
    hand = mask_of(view["hand"])
    up_card = LAYOUT.index(view["turned_up"])
    kept = []
    for action in legal:
        chosen = ACTION_INDEX[action]
        if action in ("pass", "redeal"):
            kept.append(action)
            continue
        suit = CALLED_SUIT.get(chosen, PRINTED_SUIT[up_card])
        cards = hand | (1 << up_card if view["seat"] == view["dealer"] and view["phase"] == "order_up" else 0)
        if action.endswith("alone"):
            if top_run(cards, suit) >= 2 or (cards & trumps_of(suit)).bit_count() >= 4:
                kept.append(action)
        elif hand_value(cards, suit) >= WORTH_CALLING or len(legal) <= 3:
            kept.append(action)
    if not any(action not in ("pass", "redeal") for action in kept):  # nothing worth it: still try the best two
        calls = [a for a in legal if not a.endswith("alone") and a not in ("pass", "redeal")]
        kept += sorted(calls, key=lambda a: -hand_value(hand, CALLED_SUIT[ACTION_INDEX[a]]))[:2]
    return [action for action in legal if action in kept]


def hard_budget(view: Mapping[str, Any]) -> Budget:
    if view["phase"] == "play":
        return Budget(PLAY_WORLDS, least=12, step=6)
    return Budget(BID_WORLDS, least=16, step=8)


@dataclass(frozen=True)
class HardBot:
    """Determinized search with normal-bot play-outs; `budget` (default `hard_budget`) bounds a decision's worlds
    (tests pass a small one)."""

    budget: Budget | int | Callable[[Mapping[str, Any]], Budget | int] = hard_budget
    game: EuchreSearch = field(default_factory=EuchreSearch)

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str:
        forced = forced_action(view)
        if forced is not None:
            return forced
        phase = view["phase"]
        candidates = bid_candidates(view) if phase in ("order_up", "name_trump") else legal_actions(view)
        usual = normal_choice(view)
        candidates = [usual, *(action for action in candidates if action != usual)]  # a tie goes to the usual
        if len(candidates) == 1:
            return candidates[0]
        budget = self.budget(view) if callable(self.budget) else self.budget
        result = determinized_search(self.game, view, budget, rng, candidates)
        return result.action if result is not None else NormalBot().choose(view, rng)
