"""An OpenSpiel state kept in lockstep with one of our matches, a hand at a time, for the OpenSpiel seats.

The tournament calls, for every move: `check(seat)` (both games list the same legal moves), the chosen action
(ours: `Match.bot_move`; an OpenSpiel seat's: `choose(seat)`), `Match.act`, then `follow(seat, action)`, which
applies the action to OpenSpiel's state, checks the points of a finished hand, and deals OpenSpiel the next hand
of our match (its cards read off our full state: the tournament is the referee, and no bot sees it)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from game.core.match import Match
from game.tournament.openspiel.levels import is_openspiel, make_bot


class LockstepError(RuntimeError):
    """Our match and OpenSpiel's state disagree: the rules differ somewhere, and the run cannot go on."""


class Twin(ABC):
    """OpenSpiel's state of the hand our match is playing, and the OpenSpiel bots of its chairs."""

    GAME: ClassVar[str]  # OpenSpiel's name of the game
    NEEDS: ClassVar[dict[str, object]]  # house rules OpenSpiel's game plays by, which our match must play too

    def __init__(self, pyspiel: Any, match: Match, levels: Sequence[str], seeds: Sequence[int]) -> None:
        self.pyspiel = pyspiel
        self.match = match
        self.levels = tuple(levels)
        self.seeds = tuple(seeds)
        self.game = pyspiel.load_game(self.GAME, self.parameters())
        self.state: Any = None  # OpenSpiel's state of the current hand
        self.hand = -1  # our hand number that `state` plays
        self.scored = len(match.hands)  # scored hands of our match that OpenSpiel has checked
        self._bots: dict[tuple[int, int], Any] = {}
        self.sync()

    # --- what a game's twin supplies ------------------------------------------------------------------------

    @abstractmethod
    def parameters(self) -> dict[str, Any]:
        """OpenSpiel's game parameters for our match's options."""

    @abstractmethod
    def hand_number(self) -> int | None:
        """Our hand being played now, or None while no hand is under way (a deal due, the match over)."""

    @abstractmethod
    def new_hand(self) -> None:
        """Start `state` on our match's new hand: its chance outcomes, dealt as ours was."""

    @abstractmethod
    def ours_legal(self, seat: int) -> set[str] | None:
        """Our legal moves of `seat` in OpenSpiel's words (None: a decision with no counterpart to compare)."""

    @abstractmethod
    def theirs_legal(self) -> set[str]:
        """OpenSpiel's legal moves now, in the same words."""

    @abstractmethod
    def choose(self, seat: int) -> str:
        """The move of the OpenSpiel bot in `seat`, in our notation."""

    @abstractmethod
    def apply(self, seat: int, action: str) -> None:
        """Apply our `action` of `seat` to OpenSpiel's state."""

    @abstractmethod
    def check_points(self, points: Sequence[int]) -> None:
        """OpenSpiel's hand is over: its score must agree with ours (`points`, our row of `Match.hands`)."""

    # --- the lockstep --------------------------------------------------------------------------------------

    def check(self, seat: int) -> None:
        """Before `seat` moves: both games offer the same moves."""
        ours = self.ours_legal(seat)
        if ours is not None and ours != (theirs := self.theirs_legal()):
            self.fail(f"seat {seat} may play {sorted(ours)} here, OpenSpiel's player {sorted(theirs)}")

    def follow(self, seat: int, action: str) -> None:
        """After our match applied `action` of `seat`."""
        self.apply(seat, action)
        hands = self.match.hands
        if len(hands) > self.scored:
            if not self.state.is_terminal():
                self.fail(f"our hand ended after {action!r} of seat {seat}, OpenSpiel's goes on")
            self.check_points(hands[self.scored])
            self.scored = len(hands)
        self.sync()

    def sync(self) -> None:
        """Deal OpenSpiel our match's next hand once it has been dealt."""
        number = self.hand_number()
        if number is not None and number != self.hand:
            self.hand = number
            self.state = self.game.new_initial_state()
            self.new_hand()

    def play(self, action: int, what: str) -> None:
        """Apply OpenSpiel's `action` to `state`, first checking that OpenSpiel allows it."""
        if action not in self.state.legal_actions():
            self.fail(f"OpenSpiel does not allow {what} here")
        self.state.apply_action(action)

    def bot(self, seat: int, player: int) -> Any:
        """The OpenSpiel bot of `seat`'s chair, playing OpenSpiel's `player` (a search made on a relabelled copy
        may seat it elsewhere)."""
        key = (seat, player)
        if key not in self._bots:
            if not is_openspiel(self.levels[seat]):
                raise ValueError(f"seat {seat} plays {self.levels[seat]}, not an OpenSpiel level")
            self._bots[key] = make_bot(self.pyspiel, self.levels[seat], player, self.seeds[seat] + player)
        return self._bots[key]

    def fail(self, what: str) -> None:
        raise LockstepError(f"lockstep with OpenSpiel's {self.GAME} broke in our hand {self.hand}: {what}")
