"""What a game module provides so the shared `Match` can drive it (OpenSpiel-style state protocol)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from game.core.cards import Card
from game.core.events import Event, Hold

if TYPE_CHECKING:
    import numpy as np

JSON = dict[str, Any]


class Agent(Protocol):
    """A bot: picks one legal action from a seat's observation only. The game's description builds its bots
    (`GameSpec.load_agent`); the rules know none."""

    def choose(self, view: Mapping[str, Any], rng: np.random.Generator) -> str: ...


class GameRules(Protocol):
    """Pure rules of one game. States are immutable; `apply` returns a new state plus events."""

    game_id: str

    @property
    def event_types(self) -> tuple[type[Event], ...]:
        """Every kind of event this game raises, one class each (the table must animate each)."""
        ...

    def make_options(self, players: int, options: Mapping[str, object]) -> Any: ...
    def options_json(self, options: Any) -> JSON: ...
    def deck(self, options: Any, players: int) -> Sequence[Card]:
        """Every card one shuffled order of this match holds (what `Match.deal` checks an order against)."""
        ...

    def initial_state(self, options: Any, players: int, dealer: int) -> Any: ...

    def deck_to_shuffle(self, state: Any) -> Sequence[Card] | None:
        """The cards a pending chance node (a deal) needs shuffled, or None when no chance is pending."""
        ...

    def apply_deal(self, state: Any, order: Sequence[Card]) -> tuple[Any, list[Event]]: ...
    def to_move(self, state: Any) -> int | None: ...
    def legal(self, state: Any) -> list[str]: ...
    def apply(self, state: Any, action: str) -> tuple[Any, list[Event]]: ...
    def view(self, state: Any, seat: int | None) -> Mapping[str, Any]: ...
    def dealer(self, state: Any) -> int: ...
    def scores(self, state: Any) -> list[int]: ...
    def hands(self, state: Any) -> list[list[int]]: ...
    def winners(self, state: Any) -> list[int]: ...
    def hold_after(self, event: Event) -> Hold | None:
        """The pause the table should make after `event`, if any."""
        ...
