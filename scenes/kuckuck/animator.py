"""The Kuckuck table's animator: each event (already censored) looked up in its table of steps and shown, then
told in the move log; and the moves those steps share (callouts beside a seat or over the middle, a card's call,
a plate's status, a card from the stock, a life flying to the pot). The steps live by what they show: the deal
(deal_steps), the exchanges (exchange_steps), the special pack's powers (power_steps), the Jack deal (jack_deal)
and the round's end (showdown_steps)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from game.core.events import Event
from game.i18n import trn
from game.kuckuck import events as K
from scenes.cards.sprites import CALLOUT_RISE, CardSprite, callout_extent
from scenes.cards.tween import Call, Parallel, Sequence, Step, Timeline, Tween, Wait, ease_out_cubic
from scenes.kuckuck.deal_steps import deal_all_step, deal_start_step, dealer_step
from scenes.kuckuck.exchange_steps import (
    block_step,
    domino_step,
    draw_step,
    low_card_shown_step,
    stay_step,
    stock_block_step,
    swap_step,
    timeout_step,
)
from scenes.kuckuck.jack_deal import jack_deal_step
from scenes.kuckuck.layout import TableLayout, rect_inside
from scenes.kuckuck.power_steps import (
    draw_failed_step,
    fool_paid_step,
    fool_shown_step,
    harlekin_swap_step,
    laid_aside_step,
    penalty_step,
    skip_step,
    stock_swap_step,
    stop_step,
)
from scenes.kuckuck.showdown_steps import (
    eliminated_step,
    life_lost_step,
    match_over_step,
    pot_won_step,
    showdown_step,
    sudden_death_step,
)
from scenes.kuckuck.sprites import FlyingToken, KuckuckSprites
from scenes.kuckuck.story import Narrator
from scenes.kuckuck.words import is_money_game
from scenes.table.animation import Handler, RunHandler, TableAnimator
from scenes.ui.text import GOLD

if TYPE_CHECKING:
    from scenes.kuckuck.step_animator import StepAnimator

CALL_MS = 1500  # a traditional call and its meaning stay up long enough to read both
MEANING_SCALE = 0.6  # the meaning under a call, this much of the call's size


class KuckuckAnimator(TableAnimator):
    """Builds one animation step per event; the table runs them one after another. A word the table need not
    wait for ("Stay", "Swap!") fades on the `fading` timeline, which the view runs beside the table's and which
    keeps nobody waiting: at a table of 20 the round goes on while the last seat's "Stay" fades."""

    def __init__(
        self,
        sprites: KuckuckSprites,
        layout: TableLayout,
        names: list[str],
        viewer: int | None,
        options: Mapping[str, Any] | None = None,
        narrator: Narrator | None = None,
    ) -> None:
        super().__init__(sprites.stage)
        self.sprites = sprites
        self.layout = layout
        self.names = names
        self.viewer = viewer
        self.options: Mapping[str, Any] = options or {}
        self.narrator = narrator or Narrator(names, None, self.options)
        self.fading = Timeline()
        self.open_card: Callable[[int], str | None] | None = None  # a demo: every seat's card, shown face up
        self.shown_cards: tuple[str | None, ...] = ()  # the last showdown's cards, as its step was built (the fools)

    def play(self, events: list[Event]) -> Step:
        """Each event's animation, then its line in the move log: the log never runs ahead of the table."""
        steps: list[Step] = []
        index = 0
        while index < len(events):
            end = index + 1
            if type(events[index]) in self.RUNS:
                while end < len(events) and type(events[end]) is type(events[index]):
                    end += 1
            chunk = events[index:end]
            steps += [super().play(chunk), *(self._log(event) for event in chunk)]
            index = end
        return Sequence(*steps)

    def _log(self, event: Event) -> Step:
        viewer = self.viewer

        def tell() -> None:
            self.narrator.tell(event, viewer)

        return Call(tell)

    # --- the moves the steps share -------------------------------------------------------------------------

    def card_of(self, seat: int, card: str | None) -> str | None:
        """The card `seat` holds after an event that names it `card` (None: hidden), as the viewer sees it: their
        own, or at a demo every seat's."""
        if self.open_card is not None:
            return self.open_card(seat)
        return card if seat == self.viewer and card else None

    def table_callout(self, text: str, seat: int | None, color: tuple[int, int, int] = GOLD, big: bool = False) -> Step:
        size = round(self.layout.badge_size[1] * (0.9 if big else 0.5))
        if seat is None:  # a call to the whole table, over its middle
            centre = self.layout.center
            pos = (centre[0], centre[1] - self.layout.badge_size[1] * (0.9 if big else 0.8))
        else:  # beside the seat, as big as it is drawn
            pos = self.layout.callout_spot(seat, big, callout_extent(text, size))
        return self.callout(text, pos, size, color)

    def passing_callout(self, text: str, seat: int, color: tuple[int, int, int] = GOLD, hold_ms: int = 0) -> Step:
        """A callout the table holds for `hold_ms` only (0: not at all); it fades on its own meanwhile."""
        call = self.table_callout(text, seat, color)
        return Parallel(Call(lambda: self.fading.add(call)), Wait(hold_ms))

    def seat_callout(self, text: str, seat: int | None, big: bool = False) -> Step:
        """A gold word called out beside a seat's plate (None: over the middle of the table)."""
        return self.table_callout(text, seat, big=big)

    def card_call(self, lines: tuple[str, ...], seat: int | None, nth: int = 0) -> Step:
        """A card's call beside `seat` (None, or no room there: over the middle of the table, the `nth` of calls
        made at once one under the other): the traditional words big, their meaning under them smaller, both up for
        CALL_MS; a single line (a card without a call) as any big call."""
        if len(lines) == 1:
            return self.table_callout(lines[0], seat, big=True)
        size = round(self.layout.badge_size[1] * 0.9)
        sizes = (size, max(8, round(size * MEANING_SCALE)))
        extents = [callout_extent(line, px) for line, px in zip(lines, sizes, strict=True)]
        heights = [h - CALLOUT_RISE for _, h in extents]  # each line popped up to its fullest
        box = (max(w for w, _ in extents), sum(heights) + CALLOUT_RISE)
        centre = self.layout.center
        x, y = centre[0], centre[1] - self.layout.badge_size[1] * 0.9 + nth * box[1]  # over the middle of the table
        if seat is not None:  # beside the seat, if it fits in the play area (a crowded table: over the middle)
            spot = self.layout.callout_spot(seat, box=box)
            if rect_inside((spot[0] - box[0] / 2, spot[1] - box[1] / 2, *box), self.layout.area):
                x, y = spot
        top = y - sum(heights) / 2
        spots = ((x, top + heights[0] / 2), (x, top + heights[0] + heights[1] / 2))
        return Parallel(*(self.callout(line, spot, px, GOLD, CALL_MS)
                          for line, spot, px in zip(lines, spots, sizes, strict=True)))  # fmt: skip

    def status_step(self, seat: int, text: str) -> Step:
        """What a seat just did, written on its plate when the animation gets there."""

        def write() -> None:
            self.sprites.plates[seat].status = text

        return Call(write)

    def from_stock(self, seat: int, card: str | None, status: str, callout: str) -> Step:
        """The seat's card goes face down onto the stock and the stock's top card comes to the seat (turned up
        when the viewer may see it), under `status` on its plate and `callout` beside it."""
        old = self.sprites.cards[seat]
        taken = self.card_of(seat, card)
        new = CardSprite(self.layout.stock_pos, taken)
        self.sprites.cards[seat] = new
        self.sprites.extra_cards.append(old)

        def done() -> None:
            self.sprites.extra_cards.remove(old)

        steps: list[Step] = [
            self.status_step(seat, status),
            Parallel(
                self.fly(new, self.layout.spots[seat].card_pos, 520, self.layout.card_width * 0.3),
                self.fly(old, self.layout.stock_pos, 520),
                self.flip(old, None, up=False, ms=200),
            ),
            Call(done),
        ]
        if taken is not None:
            steps.append(self.flip(new, taken))
        return Parallel(self.passing_callout(callout, seat), Sequence(*steps))

    def loss_text(self, lost: int) -> str:
        """ "−1 life", or "−1 chip" in the money game."""
        if is_money_game(self.options):
            return trn("−{n} chip", "−{n} chips", lost)
        return trn("−{n} life", "−{n} lives", lost)

    def life_to_pot(self, event: K.LifeLost | K.Timeout | K.Penalty) -> Step:
        """The seat's plate shows one life less as a token flies from it to the pot."""
        seat = event.seat
        token = FlyingToken(self.layout.spots[seat].center)
        plate = self.sprites.plates[seat]
        lives, lost = event.lives, event.lost

        def launch() -> None:
            plate.lives = lives
            self.sprites.tokens.append(token)

        def place(pos: tuple[float, float]) -> None:
            token.pos = pos

        def land() -> None:
            self.sprites.tokens.remove(token)
            self.sprites.pot += lost

        return Sequence(Call(launch), Tween.of(place, token.pos, self.layout.pot_pos, 620, ease_out_cubic), Call(land))

    HANDLERS: ClassVar[Mapping[type[Event], Handler]] = {
        K.JackDeal: jack_deal_step,
        K.DealStart: deal_start_step,
        K.Stay: stay_step,
        K.Timeout: timeout_step,
        K.Swap: swap_step,
        K.Block: block_step,
        K.Domino: domino_step,
        K.LowCardShown: low_card_shown_step,
        K.Draw: draw_step,
        K.StockBlock: stock_block_step,
        K.Penalty: penalty_step,
        K.Stop: stop_step,
        K.Skip: skip_step,
        K.StockSwap: stock_swap_step,
        K.HarlekinSwap: harlekin_swap_step,
        K.FoolShown: fool_shown_step,
        K.LaidAside: laid_aside_step,
        K.DrawFailed: draw_failed_step,
        K.FoolPaid: fool_paid_step,
        K.Showdown: showdown_step,
        K.LifeLost: life_lost_step,
        K.Eliminated: eliminated_step,
        K.SuddenDeath: sudden_death_step,
        K.Dealer: dealer_step,
        K.PotWon: pot_won_step,
        K.MatchOver: match_over_step,
    }
    RUNS: ClassVar[Mapping[type[Event], RunHandler]] = {K.Dealt: deal_all_step}


if TYPE_CHECKING:  # the animator gives the round's steps (the powers' among them) all they ask of it
    _STEP_ANIMATOR: type[StepAnimator] = KuckuckAnimator
