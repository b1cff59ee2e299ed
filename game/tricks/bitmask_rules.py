"""The `GameRules` side that every bitmask trick game (Hearts, Euchre) shares, around its fast engine.

A game's engine runs on integers (cards and actions as bit positions, a state stepped in place); its rules class
adds the text notation and the events at the edge. Everything that is the same for every such game lives here,
once: the deck and the deal, whose turn it is, the legal actions as text, and `apply` (parse, clone, step,
narrate). The game itself says what differs in a `BitmaskGame` and keeps its options, its `parse` (whose refusals
speak the game's language), its view and its scores.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypeVar

from game.core.cards import Card
from game.core.events import Event
from game.tricks.bits import bits
from game.tricks.layout import CardLayout


class TrickState(Protocol):
    """What the shared rules read of a game's state."""

    @property
    def phase(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    def clone(self) -> Self: ...


S = TypeVar("S", bound=TrickState)


class TrickEngine(Protocol[S]):
    """A game's fast engine module (game.hearts.engine, game.euchre.engine)."""

    def new_match(self, options: Any, dealer: int) -> S: ...
    def deal_order(self, state: S, order: Sequence[int]) -> None: ...
    def to_move(self, state: S) -> int | None: ...
    def legal_mask(self, state: S) -> int: ...
    def step(self, state: S, action: int) -> None: ...


@dataclass(frozen=True)
class BitmaskGame(Generic[S]):
    """What one bitmask trick game plugs into the shared rules."""

    engine: TrickEngine[S]
    layout: CardLayout  # the card numbering: card int <-> "QS"
    deck: tuple[Card, ...]  # the cards of one shuffled order
    deal_phase: int  # the phase in which a deal is due
    phase_texts: Callable[[S], Sequence[str] | Mapping[int, str]]  # action int -> text, in the state's phase
    deal_events: Callable[[S], list[Event]]  # what a deal raises (narrated from the state after it)
    step_events: Callable[[S, S, int], list[Event]]  # what an action raises (before, after, action)


class BitmaskTrickRules(Generic[S]):
    """The shared half of a bitmask trick game's `GameRules`; a subclass sets `tricks` and writes `parse`."""

    tricks: BitmaskGame[S]

    def parse(self, state: S, action: str) -> int:
        """The action int of `action` if it is legal now; IllegalAction with the reason otherwise."""
        raise NotImplementedError

    def deck(self, options: object, players: int) -> tuple[Card, ...]:
        return self.tricks.deck

    def initial_state(self, options: object, players: int, dealer: int) -> S:
        return self.tricks.engine.new_match(options, dealer)

    def deck_to_shuffle(self, state: S) -> Sequence[Card] | None:
        return self.tricks.deck if state.phase == self.tricks.deal_phase else None

    def apply_deal(self, state: S, order: Sequence[Card]) -> tuple[S, list[Event]]:
        if state.phase != self.tricks.deal_phase:
            raise ValueError("no deal is due")
        after = state.clone()
        self.tricks.engine.deal_order(after, self.tricks.layout.shuffle_indices(order))
        return after, self.tricks.deal_events(after)

    def to_move(self, state: S) -> int | None:
        return self.tricks.engine.to_move(state)

    def dealer(self, state: S) -> int:
        return state.dealer

    def legal(self, state: S) -> list[str]:
        mask = self.tricks.engine.legal_mask(state)
        if not mask:
            return []
        texts = self.tricks.phase_texts(state)
        return [texts[action] for action in bits(mask)]

    def apply(self, state: S, action: str) -> tuple[S, list[Event]]:
        """A new state after `action` and the events it caused; `state` is left as it was."""
        chosen = self.parse(state, action)
        after = state.clone()
        self.tricks.engine.step(after, chosen)
        return after, self.tricks.step_events(state, after, chosen)
