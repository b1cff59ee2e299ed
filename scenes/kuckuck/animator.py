"""Turns Kuckuck events into animations of the table's sprites (the events are already censored)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from game.i18n import tr, trc, trn
from game.kuckuck.events import KuckuckEvent as K
from scenes.cards.names import card_label
from scenes.cards.sprites import LOSER_RED, CardSprite
from scenes.cards.tween import (
    Call,
    Deferred,
    Parallel,
    Sequence,
    Step,
    Tween,
    Wait,
    ease_out_back,
    ease_out_cubic,
)
from scenes.kuckuck.layout import TableLayout
from scenes.kuckuck.sprites import FlyingToken, KuckuckSprites
from scenes.table.animation import Handler, RunHandler, Seen, TableAnimator
from scenes.ui.text import GOLD


class KuckuckAnimator(TableAnimator):
    """Builds one animation step per event; the table runs them one after another."""

    def __init__(self, sprites: KuckuckSprites, layout: TableLayout, names: list[str], viewer: int | None) -> None:
        super().__init__(sprites.stage)
        self.sprites = sprites
        self.layout = layout
        self.names = names
        self.viewer = viewer

    # --- helpers ------------------------------------------------------------------------------------------

    def _badge_centre(self, seat: int) -> tuple[float, float]:
        return self.layout.spots[seat].center

    def _callout(self, text: str, seat: int | None, color: tuple[int, int, int] = GOLD, big: bool = False) -> Step:
        if seat is None:  # a call to the whole table, over its middle
            centre = self.layout.center
            pos = (centre[0], centre[1] - self.layout.badge_size[1] * (0.9 if big else 0.8))
        else:
            pos = self.layout.callout_spot(seat, big)
        size = round(self.layout.badge_size[1] * (0.9 if big else 0.5))
        return self.callout(text, pos, size, color)

    def _status(self, seat: int, text: str) -> Step:
        """What a seat just did, written on its plate when the animation gets there."""

        def write() -> None:
            self.sprites.plates[seat].status = text

        return Call(write)

    # --- one step per event -------------------------------------------------------------------------------

    def _on_jack_deal(self, event: Seen) -> Step:
        dealer = int(event["dealer"])
        return self._callout(tr("{name} gets the first Jack and deals", name=self.names[dealer]), dealer, big=True)

    def _on_deal_start(self, event: Seen) -> Step:
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
            self.sprites.notice = None
            for plate in self.sprites.plates:
                plate.status = ""
            self.sprites.stock_count = int(event["stock"]) + len(event["seats"])

        return Sequence(Parallel(*flips, *gather), Call(reset))

    def _deal_all(self, deals: list[Seen]) -> Step:
        stagger = max(45, 110 - 4 * len(deals))
        flights: list[Step] = []
        for index, event in enumerate(deals):
            seat = int(event["seat"])
            sprite = CardSprite(self.layout.stock_pos, event.get("card"), visible=False)
            self.sprites.cards[seat] = sprite
            angle = self.layout.card_tilt(seat)

            def appear(s: CardSprite = sprite) -> None:
                s.visible = True
                self.sprites.stock_count -= 1

            def tilt(value: float, s: CardSprite = sprite, a: float = angle) -> None:
                s.angle = a * value

            own = seat == self.viewer and event.get("card") is not None
            flight: list[Step] = [
                Wait(index * stagger),
                Call(appear),
                Parallel(self.fly(sprite, self.layout.spots[seat].card_pos, 320), Tween(320, tilt, ease_out_cubic)),
            ]
            if own:
                flight.append(self.flip(sprite, event.get("card")))
            flights.append(Sequence(*flight))
        return Parallel(*flights)

    def _on_stay(self, event: Seen) -> Step:
        seat = int(event["seat"])
        return Parallel(self._status(seat, trc("status", "stayed")), self._callout(tr("Stay"), seat, (210, 230, 210)))

    def _on_timeout(self, event: Seen) -> Step:
        seat = int(event["seat"])
        too_slow = Parallel(
            self._status(seat, trc("status", "too slow")), self._callout(tr("Too slow!"), seat, LOSER_RED)
        )
        return Sequence(too_slow, self._on_life_lost(event))

    def _on_swap(self, event: Seen) -> Step:
        seat, target = int(event["seat"]), int(event["target"])
        mine, theirs = self.sprites.cards[seat], self.sprites.cards[target]
        spots = self.layout.spots
        arc = self.layout.card_width * 0.45

        def settle() -> None:
            self.sprites.cards[seat], self.sprites.cards[target] = theirs, mine
            for sprite, holder in ((theirs, seat), (mine, target)):
                sprite.card = event.get("card") if holder == self.viewer else None
                sprite.flip = 1.0 if sprite.card is not None else 0.0
            if target == self.viewer and event.get("card") and event.get("gave"):
                told = tr("{name} swapped with you: you gave {gave}, got {card}", name=self.names[seat],
                          gave=card_label(str(event["gave"])), card=card_label(str(event["card"])))  # fmt: skip
                self.sprites.notice = (target, told)

        return Sequence(
            self._status(seat, trc("status", "swapped")),
            Parallel(
                self._callout(tr("Swap!"), seat),
                self.fly(mine, spots[target].card_pos, 560, arc),
                self.fly(theirs, spots[seat].card_pos, 560, arc),
            ),
            Call(settle),
        )

    def _on_domino(self, event: Seen) -> Step:
        if not event.get("swap"):
            return Wait(0)
        return self._callout(tr("Domino!"), int(event["seat"]), big=True)

    def _on_block(self, event: Seen) -> Step:
        seat, target = int(event["seat"]), int(event["target"])
        blocker = self.sprites.cards[target]
        requester = self.sprites.cards[seat]
        start = self.layout.spots[seat].card_pos
        towards = self.layout.spots[target].card_pos
        nudge = (start[0] + (towards[0] - start[0]) * 0.25, start[1] + (towards[1] - start[1]) * 0.25)

        def tell() -> None:
            if target == self.viewer:
                told = tr("{name} tried to swap with you: your {card} blocked it", name=self.names[seat],
                          card=card_label(str(event["card"])))  # fmt: skip
                self.sprites.notice = (target, told)

        return Sequence(
            self._status(seat, trc("status", "blocked")),
            Call(tell),
            self.fly(requester, nudge, 200),
            Parallel(
                self.flip(blocker, str(event["card"])),
                self._callout(tr("Kuckuck!"), target, big=True),
                Sequence(Wait(120), self.fly(requester, start, 260)),
            ),
            Wait(250),
        )

    def _on_low_card_shown(self, event: Seen) -> Step:
        return self._callout(tr("Low card shown: {card}", card=card_label(str(event["card"]))), None, (255, 190, 150))

    def _on_draw(self, event: Seen) -> Step:
        dealer = int(event["seat"])
        old = self.sprites.cards[dealer]
        new = CardSprite(self.layout.stock_pos, event.get("card"))
        self.sprites.cards[dealer] = new
        self.sprites.extra_cards.append(old)
        home = self.layout.spots[dealer].card_pos

        def done() -> None:
            self.sprites.extra_cards.remove(old)

        steps: list[Step] = [
            self._status(dealer, trc("status", "drew")),
            Parallel(
                self.fly(new, home, 520, self.layout.card_width * 0.3),
                self.fly(old, self.layout.stock_pos, 520),
                self.flip(old, None, up=False, ms=200),
            ),
            Call(done),
        ]
        if dealer == self.viewer and event.get("card"):
            steps.append(self.flip(new, str(event["card"])))
        return Parallel(self._callout(tr("Draws from the stock"), dealer), Sequence(*steps))

    def _on_stock_block(self, event: Seen) -> Step:
        top = CardSprite(self.layout.stock_pos, None)
        self.sprites.stock_top = top
        return Sequence(
            self._status(int(event["seat"]), trc("status", "blocked")),
            self.fly(top, self.layout.shown_stock_pos, 220),
            Parallel(self.flip(top, str(event["card"])), self._callout(tr("Kuckuck!"), None, big=True)),
            Wait(300),
        )

    def _on_showdown(self, event: Seen) -> Step:
        cards: list[str | None] = list(event["cards"])
        losers = set(event.get("losers", []))
        flips: list[Step] = []
        for order, (seat, sprite) in enumerate(sorted(self.sprites.cards.items())):
            flips.append(Sequence(Wait(order * 35), self.flip(sprite, cards[seat], ms=300)))

        def mark() -> None:
            for seat in losers:
                if seat in self.sprites.cards:
                    self.sprites.cards[seat].glow = LOSER_RED

        title = tr("Sudden death!") if event.get("sudden_death") else tr("Showdown")
        return Sequence(Parallel(*flips, self._callout(title, None, big=True)), Call(mark), Wait(350))

    def _on_life_lost(self, event: Seen) -> Step:
        seat = int(event["seat"])
        token = FlyingToken(self._badge_centre(seat))
        plate = self.sprites.plates[seat]
        lives = int(event["lives"])
        lost = int(event["lost"])

        def launch() -> None:
            plate.lives = lives
            self.sprites.tokens.append(token)

        def place(pos: tuple[float, float]) -> None:
            token.pos = pos

        def land() -> None:
            self.sprites.tokens.remove(token)
            self.sprites.pot += lost

        text = trn("−{n} life", "−{n} lives", lost)
        return Parallel(
            self._callout(text, seat, LOSER_RED),
            Sequence(Call(launch), Tween.of(place, token.pos, self.layout.pot_pos, 620, ease_out_cubic), Call(land)),
        )

    def _on_eliminated(self, event: Seen) -> Step:
        plate = self.sprites.plates[int(event["seat"])]

        def grey(value: float) -> None:
            plate.dimmed = value
            plate.out = True

        return Parallel(Tween(500, grey), self._callout(tr("Out!"), int(event["seat"]), (200, 200, 200)))

    def _on_sudden_death(self, event: Seen) -> Step:
        names = ", ".join(self.names[s] for s in event["seats"])
        return self.banner(tr("Sudden death!"), tr("One card each for {names}", names=names), 1600)

    def _on_dealer(self, event: Seen) -> Step:
        target = self.layout.dealer_spot(int(event["seat"]))

        def place(pos: tuple[float, float]) -> None:
            self.sprites.dealer_pos = pos

        return Deferred(lambda: Tween.of(place, self.sprites.dealer_pos, target, 450, ease_out_back))

    def _on_pot_won(self, event: Seen) -> Step:
        chips = int(event["chips"])
        return self._callout(trn("Takes the pot: {n} chip", "Takes the pot: {n} chips", chips), int(event["seat"]))

    def _on_match_over(self, event: Seen) -> Step:
        name = self.names[int(event["seat"])]
        return self.banner(tr("{name} wins!", name=name), tr("The last player with a life left"), 2200)

    HANDLERS: ClassVar[Mapping[str, Handler]] = {
        K.JACK_DEAL: _on_jack_deal,
        K.DEAL_START: _on_deal_start,
        K.STAY: _on_stay,
        K.TIMEOUT: _on_timeout,
        K.SWAP: _on_swap,
        K.BLOCK: _on_block,
        K.DOMINO: _on_domino,
        K.LOW_CARD_SHOWN: _on_low_card_shown,
        K.DRAW: _on_draw,
        K.STOCK_BLOCK: _on_stock_block,
        K.SHOWDOWN: _on_showdown,
        K.LIFE_LOST: _on_life_lost,
        K.ELIMINATED: _on_eliminated,
        K.SUDDEN_DEATH: _on_sudden_death,
        K.DEALER: _on_dealer,
        K.POT_WON: _on_pot_won,
        K.MATCH_OVER: _on_match_over,
    }
    RUNS: ClassVar[Mapping[str, RunHandler]] = {K.DEALT: _deal_all}
