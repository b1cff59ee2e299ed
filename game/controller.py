"""Drives a match in time for any table scene: bot pacing, the holds the game asks for, human turns. Pygame-free.

Time arrives only through `update(dt_ms)` in integer milliseconds. The controller never advances while the scene
reports that it is still animating (`scene_busy`), so the player always sees what happened before what follows.
Which events call for a pause (a reveal, a finished trick) is the game's to say (`hold_after`); how long each
pause lasts is the controller's `Pacing`. With a time limit per decision (Speed-Kuckuck), each decision gets a
`DecisionClock` (game/decision_clock.py) that runs only while the decision is shown; a human who lets it run out
is timed out, and bots answer after a human-like reaction time instead of their usual think time. The clock of the
decision on the table can be saved (`clock_state`) and handed to the controller of the resumed match
(`resumed_clock`): the decision then has exactly the time it had left.

A human's decision is one or more actions of their seat (a card to play; the three cards to pass), applied
together or not at all. One made while the table is still showing the last move, or ahead of a turn the table
lets the player prepare (their cards to pass while others pass first), is kept as an `Intent` and made the
moment the seat is waiting; a refusal then is kept in `refusals` for the table to show.

A person may play on their own phone (`SeatConfig.phone`): the screen never shows that seat's cards nor hands the
screen to them; their decisions arrive through `submit_for`, and while their phone is away a bot may stand in for
them (`stand_ins`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.core.errors import IllegalAction
from game.core.events import Event, Hold
from game.core.match import Match
from game.core.reasons import Reason
from game.core.seats import SeatConfig
from game.decision_clock import ClockState, DecisionClock, decision_limit_ms, reaction_ms

NOT_YOUR_TURN = Reason("It is not your turn.")


@dataclass(frozen=True)
class Intent:
    """A human's decision waiting for the moment it can be made: `actions` of `seat`, all or none."""

    seat: int
    actions: tuple[str, ...]


TIMEOUT = "timeout"  # the rules' action for a decision that ran out of time: a stay that costs a life
STAND_IN_LEVEL = "normal"  # the bot that plays for a person whose phone is away


@dataclass(frozen=True)
class Pacing:
    """How long the table lingers so a person can follow; `speed` > 1 plays faster."""

    bot_think_ms: int = 850
    reveal_hold_ms: int = 2400
    after_deal_ms: int = 250
    trick_hold_ms: int = 900
    hand_hold_ms: int = 1200
    forced_move_ms: int = 350  # a human's only legal move, played for them (auto-play)
    follow_up_ms: int = 180  # a bot moving again at once (its second and third card to pass): no new thinking
    speed: float = 1.0

    def scaled(self, ms: int) -> int:
        return max(0, round(ms / self.speed))

    def hold_ms(self, hold: Hold) -> int:
        unscaled = {
            Hold.DEAL: self.after_deal_ms,
            Hold.REVEAL: self.reveal_hold_ms,
            Hold.TRICK: self.trick_hold_ms,
            Hold.HAND: self.hand_hold_ms,
        }[hold]
        return self.scaled(unscaled)


@dataclass
class Controller:
    match: Match
    seats: list[SeatConfig]
    pacing: Pacing = field(default_factory=Pacing)
    auto_play_forced: bool = False  # play a human's only legal move for them
    scene_busy: bool = False
    outbox: list[Event] = field(default_factory=list)
    _seen: int = 0
    _wait_ms: int = 0
    _think_ms: int = 0
    _last_mover: int | None = None  # the bot that made the last move
    _last_viewer: int | None = None
    _view: Mapping[str, Any] = field(default_factory=dict)
    _view_key: tuple[int | None, int] | None = None
    handover_to: int | None = None
    rng: np.random.Generator = field(default_factory=lambda: np.random.default_rng(0))  # bots' reaction times
    _clock: DecisionClock | None = None
    resumed_clock: ClockState | None = None  # a saved match's clock, carried into its decision's first clock
    intent: Intent | None = None  # a human's decision made ahead of the moment it can be applied
    refusals: list[Reason] = field(default_factory=list)  # why a kept intent was refused when its moment came
    spectator: int | None = None  # at a table of bots only (a demo): the seat whose cards the table shows
    stand_ins: set[int] = field(default_factory=set)  # phone seats a bot plays for now (their phone is away)

    def __post_init__(self) -> None:
        if len(self.seats) != self.match.players:
            raise ValueError(f"seats: expected {self.match.players} seat configs, got {len(self.seats)}")
        humans = self.screen_seats
        self._last_viewer = humans[0] if humans else self.spectator
        self.match.auto_deal = False  # the next deal waits until the table has shown the last one (a deal the match
        # made by itself is taken back and made again, the same cards, when the table is ready: it is shown dealt)
        self._seen = len(self.match.history)  # a resumed match shows its present, not its whole past

    # --- who is who ---------------------------------------------------------------------------------------

    @property
    def screen_seats(self) -> list[int]:
        """The people who decide at this screen: the table shows their cards, one at a time."""
        return [seat for seat, config in enumerate(self.seats) if config.on_screen]

    @property
    def is_show(self) -> bool:
        """No person at the table, at the screen or on a phone (the menu's demo): only bots play."""
        return not any(config.is_human for config in self.seats)

    @property
    def phone_seats(self) -> list[int]:
        """The people who hold their cards on their own phones."""
        return [seat for seat, config in enumerate(self.seats) if config.phone]

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the table shows: the human deciding now, else the last human who did."""
        return self._last_viewer

    @property
    def over(self) -> bool:
        return self.match.over and not self.outbox and self._wait_ms <= 0

    @property
    def waiting_for_human(self) -> int | None:
        """The person at the screen who must decide now (after any hand-over), or None. Not before the table has
        taken and shown the events of the last move (`outbox`): they are shown to nobody's eyes in particular yet."""
        seat = self._deciding()
        return seat if seat is not None and self.seats[seat].on_screen else None

    @property
    def waiting_for_phone(self) -> int | None:
        """The phone seat that must decide now (no bot standing in for it), or None; as `waiting_for_human`."""
        seat = self._deciding()
        return seat if seat is not None and self.seats[seat].phone and seat not in self.stand_ins else None

    def _deciding(self) -> int | None:
        if self.scene_busy or self._wait_ms > 0 or self.handover_to is not None or self.outbox or self.match.over:
            return None
        seat = self.match.to_move
        if seat is None:
            return None
        if self.limit_ms is not None and not self._timing(seat):
            return None  # with a time limit a decision shows when its clock starts (on the next update)
        return seat

    def _timing(self, seat: int) -> bool:
        """The clock runs for `seat`'s decision now."""
        clock = self._clock
        return clock is not None and clock.seat == seat and clock.decision == len(self.match.history)

    def view(self) -> Mapping[str, Any]:
        """The viewer's observation, rebuilt only when the match or the viewer changed (the table asks every
        frame). Every change of the match adds events to its history, so its length tells."""
        key = (self.viewer, len(self.match.history))
        if self._view_key != key:
            self._view, self._view_key = self.match.view(self.viewer), key
        return self._view

    @property
    def limit_ms(self) -> int | None:
        """The time a decision may take (Speed-Kuckuck), or None without a limit."""
        return decision_limit_ms(self.match.options)

    @property
    def decision_clock(self) -> DecisionClock | None:
        """The clock of the decision on the screen now (a human's or a bot's), or None: no limit, or no decision
        shown (an animation, a hold, a hand-over, a decision just made)."""
        seat = self.match.to_move
        if seat is None or not self._timing(seat):
            return None
        if self.scene_busy or self._wait_ms > 0 or self.handover_to is not None or self.outbox:
            return None
        return self._clock

    def clock_state(self) -> ClockState | None:
        """The clock of the decision up now, for a save (also while the table is paused); None when no clock runs
        for it yet (it is carried over as it was resumed, if it was)."""
        seat = self.match.to_move
        clock = self._clock
        if seat is None or clock is None or not self._timing(seat):
            return self._carried(seat) if seat is not None else None
        return ClockState(seat, self.match.actions_taken, clock.elapsed_ms, clock.answer_ms)

    def _carried(self, seat: int) -> ClockState | None:
        """The resumed clock, if it belongs to `seat`'s decision now."""
        carried = self.resumed_clock
        if carried is None or carried.seat != seat or carried.at != self.match.actions_taken:
            return None
        return carried

    def _new_clock(self, seat: int, limit: int, answer_ms: int | None) -> DecisionClock:
        """A clock for `seat`'s decision now: a resumed one goes on from where it was saved."""
        carried = self._carried(seat)
        self.resumed_clock = None
        decision = len(self.match.history)
        if carried is None:
            return DecisionClock(seat, decision, limit, answer_ms=answer_ms)
        answer = carried.answer_ms if answer_ms is not None and carried.answer_ms is not None else answer_ms
        return DecisionClock(seat, decision, limit, answer_ms=answer, elapsed_ms=carried.elapsed_ms)

    # --- time ---------------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        if self.scene_busy or self.handover_to is not None or self.outbox:
            return  # the table shows what happened before anything new happens
        if self._wait_ms > 0:
            self._wait_ms -= dt_ms
            return
        if self.match.over:
            self._collect()
            return
        self.match.settle()
        seat = self.match.to_move
        if self._collect():
            return  # let the scene show the new deal first
        if seat is None:
            return
        config = self.seats[seat]
        if config.phone and seat not in self.stand_ins:
            if not self._auto_play(dt_ms):
                self._time_human(seat, dt_ms)
            return
        if config.on_screen:
            if seat != self._last_viewer:
                self._think_ms = 0
                self._last_viewer = seat
                if len(self.screen_seats) > 1:
                    self.handover_to = seat
                    return
            if self._apply_intent(seat):
                return
            if not self._auto_play(dt_ms):
                self._time_human(seat, dt_ms)
            return
        level = STAND_IN_LEVEL if config.phone else config.level
        if self._bot_ready(seat, level, dt_ms):
            self._think_ms = 0
            self.match.act(self.match.bot_move(level))
            self._last_mover = seat
            self._collect()

    def _bot_ready(self, seat: int, level: str, dt_ms: int) -> bool:
        """A bot answers after its think time, or with a time limit after its reaction time for this decision."""
        limit = self.limit_ms
        if limit is not None:
            clock = self._clock_for(seat, limit, level)
            clock.run(dt_ms)
            return clock.answered
        self._think_ms += dt_ms
        think = self.pacing.follow_up_ms if seat == self._last_mover else self.pacing.bot_think_ms
        return self._think_ms >= self.pacing.scaled(think)

    def _time_human(self, seat: int, dt_ms: int) -> None:
        """Run the human's clock (from the frame after the decision first shows); at the limit, time them out."""
        limit = self.limit_ms
        if limit is None:
            return
        clock = self._clock
        if clock is None or not self._timing(seat):
            self._clock = self._new_clock(seat, limit, None)
            return  # this frame's time went on what came before (an animation, a hand-over): it starts now
        clock.run(dt_ms)
        if clock.expired:
            self._clock = None
            self._last_mover = seat
            self.match.act(TIMEOUT)
            self._collect()

    def _clock_for(self, seat: int, limit: int, level: str) -> DecisionClock:
        """The bot's clock for the decision it faces now, with a reaction time drawn when the decision is new."""
        clock = self._clock
        if clock is None or not self._timing(seat):
            reaction = reaction_ms(self.rng, level, limit)
            answer = min(reaction, self.pacing.scaled(reaction))  # a faster table (fast forward) answers sooner
            clock = self._clock = self._new_clock(seat, limit, answer)
        return clock

    def _auto_play(self, dt_ms: int) -> bool:
        """With auto-play on, a human's only legal move is made for them after a short beat; True when it is
        (or will be) played for them. Against the clock it always is: a move without a choice is never timed."""
        legal = self.match.legal() if self.auto_play_forced or self.limit_ms is not None else []
        if len(legal) != 1:
            self._think_ms = 0
            return False
        self._think_ms += dt_ms
        if self._think_ms >= self.pacing.scaled(self.pacing.forced_move_ms):
            self._think_ms = 0
            self._last_mover = self.match.to_move
            self.match.act(legal[0])
            self._collect()
        return True

    def confirm_handover(self) -> None:
        """The next human has taken the screen: their card may be shown now."""
        self.handover_to = None

    def submit(self, *actions: str) -> Reason | None:
        """A decision of the person at the screen, one or more actions of the seat waiting, applied together or not
        at all. Returns None when applied, or the (untranslated) reason it was refused."""
        seat = self.waiting_for_human
        return NOT_YOUR_TURN if seat is None else self._apply(seat, actions)

    def submit_for(self, seat: int, *actions: str) -> Reason | None:
        """A decision sent from `seat`'s phone, as `submit`: refused unless that phone seat is the one waiting."""
        if self.waiting_for_phone != seat or not actions:
            return NOT_YOUR_TURN
        return self._apply(seat, actions)

    def _apply(self, seat: int, actions: tuple[str, ...]) -> Reason | None:
        try:
            self.match.act_all(actions)
        except IllegalAction as error:
            return error.reason
        self._think_ms = 0
        self._clock = None
        self._last_mover = seat
        self._collect()
        return None

    def keep(self, seat: int, *actions: str) -> Reason | None:
        """A decision of human `seat` made ahead of its moment (the table still shows the last move, or others
        pass before them): kept, and made the moment `seat` is waiting (`submit` then, reasons to `refusals`).
        A later one replaces it. None when kept; the reason when it can never be made (not a human's seat, the
        match over)."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].on_screen or self.match.over or not actions:
            return NOT_YOUR_TURN
        self.intent = Intent(seat, actions)
        return None

    def withdraw(self, seat: int) -> None:
        """`seat` changed their mind before their kept decision was made."""
        if self.intent is not None and self.intent.seat == seat:
            self.intent = None

    def _apply_intent(self, seat: int) -> bool:
        """Make the kept decision of `seat` now that it is waiting; True when one was kept (made or refused)."""
        intent = self.intent
        if intent is None or intent.seat != seat or self.waiting_for_human != seat:
            return False
        self.intent = None
        refusal = self.submit(*intent.actions)
        if refusal is not None:
            self.refusals.append(refusal)
        return True

    def take_events(self) -> list[Event]:
        events, self.outbox = self.outbox, []
        return events

    def _collect(self) -> bool:
        """Move new match events to the outbox and start any hold they call for. True if there were any."""
        new = self.match.history[self._seen :]
        self._seen = len(self.match.history)
        if not new:
            return False
        self.outbox.extend(new)
        hold = self.match.hold_after(new)
        if hold is not None:
            self._wait_ms = self.pacing.hold_ms(hold)
            self._last_mover = None  # after a pause, the next move is thought about afresh
        return True
