"""Turns Kuckuck events into animations of the table's sprites (the events are already censored)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from game.core.events import Event
from game.i18n import tr, trc, trn
from game.kuckuck import events as K
from scenes.cards.names import card_label
from scenes.cards.sprites import CALLOUT_RISE, LOSER_RED, CardSprite, callout_extent
from scenes.cards.tween import (
    Call,
    Deferred,
    Parallel,
    Sequence,
    Step,
    Timeline,
    Tween,
    Wait,
    ease_out_back,
    ease_out_cubic,
)
from scenes.kuckuck.jack_deal import jack_deal_step
from scenes.kuckuck.layout import TableLayout, rect_inside
from scenes.kuckuck.power_steps import (
    PowerAnimator,
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
from scenes.kuckuck.sprites import FlyingToken, KuckuckSprites
from scenes.kuckuck.story import Narrator
from scenes.kuckuck.words import block_lines, is_money_game, pot_total
from scenes.table.animation import Handler, RunHandler, TableAnimator
from scenes.ui.text import GOLD, render

GLANCE_MS = 300  # a stay's word has popped up and been seen: the next seat may think while it fades
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

    # --- helpers ------------------------------------------------------------------------------------------

    def card_of(self, seat: int, card: str | None) -> str | None:
        """The card `seat` holds after an event that names it `card` (None: hidden), as the viewer sees it: their
        own, or at a demo every seat's."""
        if self.open_card is not None:
            return self.open_card(seat)
        return card if seat == self.viewer and card else None

    def _badge_centre(self, seat: int) -> tuple[float, float]:
        return self.layout.spots[seat].center

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

    # --- one step per event -------------------------------------------------------------------------------

    def _on_jack_deal(self, event: K.JackDeal) -> Step:
        return jack_deal_step(self, event)

    def _on_deal_start(self, event: K.DealStart) -> Step:
        leftovers = list(self.sprites.cards.values())
        for sprite in leftovers:  # the last deal's marks go as its cards are gathered
            sprite.glow, sprite.hint = None, ""
        self.sprites.cards = {}
        self.sprites.extra_cards.extend(leftovers)
        stock = self.layout.stock_pos
        gather = [self.fly(sprite, stock, 380) for sprite in leftovers]
        flips = [self.flip(sprite, None, up=False, ms=200) for sprite in leftovers]

        def reset() -> None:
            self.sprites.extra_cards = [s for s in self.sprites.extra_cards if s not in leftovers]
            self.sprites.stock_top = None
            self.sprites.laid_aside = []
            self.sprites.notice = None
            for plate in self.sprites.plates:
                plate.status = ""
            self.sprites.stock_count = event.stock + len(event.seats)

        return Sequence(Parallel(*flips, *gather), Call(reset))

    def _deal_all(self, deals: list[K.Dealt]) -> Step:
        stagger = max(45, 110 - 4 * len(deals))
        flights: list[Step] = []
        for index, event in enumerate(deals):
            seat = event.seat
            card = self.card_of(seat, event.card)
            sprite = CardSprite(self.layout.stock_pos, card, visible=False)
            self.sprites.cards[seat] = sprite
            angle = self.layout.card_tilt(seat)

            def appear(s: CardSprite = sprite) -> None:
                s.visible = True
                self.sprites.stock_count -= 1

            def tilt(value: float, s: CardSprite = sprite, a: float = angle) -> None:
                s.angle = a * value

            flight: list[Step] = [
                Wait(index * stagger),
                Call(appear),
                Parallel(self.fly(sprite, self.layout.spots[seat].card_pos, 320), Tween(320, tilt, ease_out_cubic)),
            ]
            if card is not None:
                flight.append(self.flip(sprite, card))
            flights.append(Sequence(*flight))
        return Parallel(*flights)

    def _on_stay(self, event: K.Stay) -> Step:
        seat = event.seat
        call = self.passing_callout(tr("Stay"), seat, (210, 230, 210), GLANCE_MS)
        return Parallel(self.status_step(seat, trc("status", "stayed")), call)

    def _on_timeout(self, event: K.Timeout) -> Step:
        """Speed-Kuckuck: too slow. One call beside the seat's plate says it all ("Too slow!" over "−1 life"), as
        the life flies to the pot."""
        seat = event.seat
        lines = (tr("Too slow!"), self.loss_text(event.lost))
        size = round(self.layout.badge_size[1] * 0.55)
        extents = [callout_extent(line, size) for line in lines]
        line_h = render(lines[0], size, LOSER_RED, bold=True).get_height()
        box = (max(w for w, _ in extents), max(h for _, h in extents) + line_h)  # both lines, popped and rising
        x, y = self.layout.callout_spot(seat, box=box)
        calls = [self.callout(line, (x, y + (i - 0.5) * line_h), size, LOSER_RED) for i, line in enumerate(lines)]
        return Parallel(self.status_step(seat, trc("status", "too slow")), *calls, self.life_to_pot(event))

    def _on_swap(self, event: K.Swap) -> Step:
        seat, target = event.seat, event.target
        domino = event.domino  # the second swap of a domino
        mine, theirs = self.sprites.cards[seat], self.sprites.cards[target]
        spots = self.layout.spots
        arc = self.layout.card_width * 0.45

        def settle() -> None:
            self.sprites.cards[seat], self.sprites.cards[target] = theirs, mine
            for sprite, holder, card in ((theirs, seat, event.got), (mine, target, event.gave)):
                if self.open_card is None:  # at a demo each card shows its face wherever it goes
                    sprite.card = card if holder == self.viewer else None
                sprite.flip = 1.0 if sprite.card is not None else 0.0
            if target == self.viewer and event.got and event.gave:  # the target gave the swapper's `got`
                gave, got = card_label(event.got), card_label(event.gave)
                if domino:
                    told = tr("{name} swapped on with you (domino): you gave {gave}, got {card}",
                              name=self.names[seat], gave=gave, card=got)  # fmt: skip
                else:
                    told = tr("{name} swapped with you: you gave {gave}, got {card}", name=self.names[seat],
                              gave=gave, card=got)  # fmt: skip
                self.sprites.notice = (target, told)

        return Sequence(
            self.status_step(seat, trc("status", "swapped on") if domino else trc("status", "swapped")),
            Parallel(
                self.passing_callout(tr("Swap on!") if domino else tr("Swap!"), seat),  # "Domino!" was called
                self.fly(mine, spots[target].card_pos, 560, arc),
                self.fly(theirs, spots[seat].card_pos, 560, arc),
            ),
            Call(settle),
        )

    def _on_domino(self, event: K.Domino) -> Step:
        if not event.swap:
            return Wait(0)
        return self.table_callout(tr("Domino!"), event.seat, big=True)

    def _on_block(self, event: K.Block) -> Step:
        seat, target = event.seat, event.target
        blocker = self.sprites.cards[target]
        requester = self.sprites.cards[seat]
        start = self.layout.spots[seat].card_pos
        towards = self.layout.spots[target].card_pos
        nudge = (start[0] + (towards[0] - start[0]) * 0.25, start[1] + (towards[1] - start[1]) * 0.25)

        def tell() -> None:
            if target == self.viewer:
                told = tr("{name} tried to swap with you: your {card} blocked it", name=self.names[seat],
                          card=card_label(event.card))  # fmt: skip
                self.sprites.notice = (target, told)

        return Sequence(
            self.status_step(seat, trc("status", "blocked")),
            Call(tell),
            self.fly(requester, nudge, 200),
            Parallel(
                self.flip(blocker, event.card),
                self.card_call(block_lines(self.options, event.card), target),
                Sequence(Wait(120), self.fly(requester, start, 260)),
            ),
            Wait(250),
        )

    def _on_low_card_shown(self, event: K.LowCardShown) -> Step:
        return self.table_callout(tr("Low card shown: {card}", card=card_label(event.card)), None, (255, 190, 150))

    def _on_draw(self, event: K.Draw) -> Step:
        return self.from_stock(event.seat, event.card, trc("status", "drew"), tr("Draws from the stock"))

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

    def _on_stock_block(self, event: K.StockBlock) -> Step:
        top = CardSprite(self.layout.stock_pos, None)
        self.sprites.stock_top = top
        return Sequence(
            self.status_step(event.seat, trc("status", "blocked")),
            self.fly(top, self.layout.shown_stock_pos, 220),
            Parallel(
                self.flip(top, event.card),
                self.card_call(block_lines(self.options, event.card), None),
            ),
            Wait(300),
        )

    def _on_showdown(self, event: K.Showdown) -> Step:
        cards = event.cards
        self.shown_cards = cards
        losers = set(event.losers)
        flips: list[Step] = []
        for order, (seat, sprite) in enumerate(sorted(self.sprites.cards.items())):
            flips.append(Sequence(Wait(order * 35), self.flip(sprite, cards[seat], ms=300)))

        def mark() -> None:
            for seat in losers:
                if seat in self.sprites.cards:
                    self.sprites.cards[seat].glow = LOSER_RED

        title = tr("Sudden death!") if event.sudden_death else tr("Showdown")
        return Sequence(Parallel(*flips, self.table_callout(title, None, big=True)), Call(mark), Wait(350))

    def _on_life_lost(self, event: K.LifeLost) -> Step:
        text = self.loss_text(event.lost)
        return Parallel(self.table_callout(text, event.seat, LOSER_RED), self.life_to_pot(event))

    def loss_text(self, lost: int) -> str:
        """ "−1 life", or "−1 chip" in the money game."""
        if is_money_game(self.options):
            return trn("−{n} chip", "−{n} chips", lost)
        return trn("−{n} life", "−{n} lives", lost)

    def life_to_pot(self, event: K.LifeLost | K.Timeout | K.Penalty) -> Step:
        """The seat's plate shows one life less as a token flies from it to the pot."""
        seat = event.seat
        token = FlyingToken(self._badge_centre(seat))
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

    def _on_eliminated(self, event: K.Eliminated) -> Step:
        plate = self.sprites.plates[event.seat]

        def grey(value: float) -> None:
            plate.dimmed = value
            plate.out = True

        return Parallel(Tween(500, grey), self.table_callout(tr("Out!"), event.seat, (200, 200, 200)))

    def _on_sudden_death(self, event: K.SuddenDeath) -> Step:
        names = ", ".join(self.names[s] for s in event.seats)
        return self.banner(tr("Sudden death!"), tr("One card each for {names}", names=names), 1600)

    def _on_dealer(self, event: K.Dealer) -> Step:
        target = self.layout.dealer_spot(event.seat)

        def place(pos: tuple[float, float]) -> None:
            self.sprites.dealer_pos = pos

        return Deferred(lambda: Tween.of(place, self.sprites.dealer_pos, target, 450, ease_out_back))

    def _on_pot_won(self, event: K.PotWon) -> Step:
        """The pot's chips fly to the winner's plate, a few at a time, and the plate counts them in."""
        seat, chips = event.seat, event.chips
        plate = self.sprites.plates[seat]
        total = pot_total(self.options, len(self.names))
        flights: list[Step] = []
        for index in range(min(chips, 12)):
            token = FlyingToken(self.layout.pot_pos)

            def launch(t: FlyingToken = token) -> None:
                self.sprites.tokens.append(t)

            def place(pos: tuple[float, float], t: FlyingToken = token) -> None:
                t.pos = pos

            def land(t: FlyingToken = token) -> None:
                self.sprites.tokens.remove(t)

            flight = Tween.of(place, self.layout.pot_pos, self._badge_centre(seat), 520, ease_out_cubic)
            flights.append(Sequence(Wait(index * 60), Call(launch), flight, Call(land)))

        def empty() -> None:
            self.sprites.pot = 0

        def count_in() -> None:
            plate.lives = total

        text = trn("Takes the pot: {n} chip", "Takes the pot: {n} chips", chips)
        return Sequence(Call(empty), Parallel(*flights, self.table_callout(text, seat, big=True)), Call(count_in))

    def _on_match_over(self, event: K.MatchOver) -> Step:
        name = self.names[event.seat]
        if is_money_game(self.options):
            total = pot_total(self.options, len(self.names))
            sub = trn("and ends with all {n} chip", "and ends with all {n} chips", total)
        else:
            sub = tr("The last player with a life left")
        return self.banner(tr("{name} wins!", name=name), sub, 2200)

    HANDLERS: ClassVar[Mapping[type[Event], Handler]] = {
        K.JackDeal: _on_jack_deal,
        K.DealStart: _on_deal_start,
        K.Stay: _on_stay,
        K.Timeout: _on_timeout,
        K.Swap: _on_swap,
        K.Block: _on_block,
        K.Domino: _on_domino,
        K.LowCardShown: _on_low_card_shown,
        K.Draw: _on_draw,
        K.StockBlock: _on_stock_block,
        K.Penalty: penalty_step,
        K.Stop: stop_step,
        K.Skip: skip_step,
        K.StockSwap: stock_swap_step,
        K.HarlekinSwap: harlekin_swap_step,
        K.FoolShown: fool_shown_step,
        K.LaidAside: laid_aside_step,
        K.DrawFailed: draw_failed_step,
        K.FoolPaid: fool_paid_step,
        K.Showdown: _on_showdown,
        K.LifeLost: _on_life_lost,
        K.Eliminated: _on_eliminated,
        K.SuddenDeath: _on_sudden_death,
        K.Dealer: _on_dealer,
        K.PotWon: _on_pot_won,
        K.MatchOver: _on_match_over,
    }
    RUNS: ClassVar[Mapping[type[Event], RunHandler]] = {K.Dealt: _deal_all}


if TYPE_CHECKING:  # the animator gives the powers' animations all they ask of it
    _POWER_ANIMATOR: type[PowerAnimator] = KuckuckAnimator
