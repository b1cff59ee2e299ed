"""Turns Hearts events into animations of the table's sprites (the events are already censored for the viewer).

A finished trick stays in the middle, its winning card glowing, while the controller holds the table for the
player's trick-hold time; it is swept to the winner's pile when the next thing happens: the next card played,
the hand's scoring, or your own lead (the view asks for the sweep then).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar, Protocol

from game.core.events import Event, Hold
from game.hearts import events as H
from game.i18n import tr
from scenes.cards.sprites import CardSprite
from scenes.cards.tween import (
    Call,
    Deferred,
    Parallel,
    Sequence,
    Step,
    Wait,
)
from scenes.hearts.sprites import HeartsSprites, TakenTrick
from scenes.table.animation import Handler, RunHandler
from scenes.tricks.layout import BOTTOM
from scenes.tricks.pass_picker import direction_label
from scenes.tricks.trick_animator import TrickAnimator, TrickTable

HEART_RED = (240, 90, 100)
PLAY_MS = 300
SWEEP_MS = 380
SHIFT_MS = 220


class HeartsTable(TrickTable, Protocol):
    """What the Hearts animator tells the table of, beside the seats it asks about: the picks, the last trick, the
    claim, the score sheet."""

    def clear_picks(self) -> None: ...

    def remember_trick(self, leader: int, cards: list[str], winner: int, points: int) -> None: ...

    def moon_line(self) -> str: ...

    def end_claim(self) -> None: ...

    def show_score_sheet(self) -> None: ...


class HeartsAnimator(TrickAnimator):
    """`hold` tells how long the table holds a moment (a finished trick) at the current pace."""

    def __init__(
        self, table: HeartsTable, sprites: HeartsSprites, names: list[str], hold: Callable[[Hold], int]
    ) -> None:
        super().__init__(table, sprites)
        self.table: HeartsTable = table
        self.sprites: HeartsSprites = sprites
        self.names = names
        self.hold = hold

    # --- one step per event -------------------------------------------------------------------------------

    def _on_deal_start(self, event: H.DealStart) -> Step:
        def reset() -> None:
            self.sprites.clear_hand()
            self.sprites.hand.set_cards([], [])
            self.sprites.hand_sizes = [0, 0, 0, 0]
            self.table.clear_picks()

        line = tr("Hand {number}", number=event.hand) + " · " + direction_label(event.direction)
        return Sequence(Call(reset), self.centre_callout(line))

    def _deal_all(self, deals: list[H.Dealt]) -> Step:
        """Thirteen rounds of one card to each seat, from the middle; your cards turn over in your hand."""
        seats = [event.seat for event in deals]
        return self.deal(deals, [seat for _ in range(13) for seat in seats], 26)

    def _on_pass(self, event: H.Pass) -> Step:
        return Deferred(lambda: self._pass(event))

    def _pass(self, event: H.Pass) -> Step:
        seat = event.seat
        count = event.count
        geometry = self.table.geometry
        place = self.table.place_of(seat)
        spot = geometry.spots[place]
        card = event.card
        fan = self.sprites.hand
        pile = self.sprites.passing.setdefault(seat, [])
        x, y = spot.pass_pos
        spread = geometry.card_width * 0.22
        to = (x + (count - 2) * spread, y) if place in (BOTTOM, 2) else (x, y + (count - 2) * spread * 0.6)
        status = self._pass_status(seat, count)
        if place == BOTTOM and card is not None and card in fan.sprites:
            sprite = self.leave_hand(seat, card)
            assert sprite is not None
            pile.append(sprite)
            return Parallel(self.glide(sprite, to, 260), self.settle_fan(), Call(status))
        sprite = CardSprite(spot.hand_pos, None)
        sprite.visible = False

        def launch() -> None:
            sprite.visible = True
            pile.append(sprite)
            self.leave_hand(seat, None)

        return Sequence(Call(launch), Parallel(self.glide(sprite, to, 240), Call(status)))

    def _pass_status(self, seat: int, count: int) -> Callable[[], None]:
        def write() -> None:
            self.sprites.plates[seat].status = tr("passed") if count >= 3 else tr("passing…")

        return write

    def _on_exchange(self, event: H.Exchange) -> Step:
        return Deferred(lambda: self._exchange(event))

    def _exchange(self, event: H.Exchange) -> Step:
        """Every seat's three cards slide to their receiver; yours arrive face up and glowing."""
        geometry = self.table.geometry
        bottom = self.table.bottom
        direction = event.direction
        offset = {"left": 1, "across": 2, "right": 3}.get(direction, 0)
        received = list(event.received[bottom] or ())
        fan = self.sprites.hand
        flights: list[Step] = []
        arriving: list[CardSprite] = []
        for seat, pile in list(self.sprites.passing.items()):
            receiver = (seat + offset) % 4
            place = self.table.place_of(receiver)
            for i, sprite in enumerate(pile):
                if receiver == bottom and received and fan.face_up:
                    sprite.card, sprite.flip = received[i % len(received)], 0.0
                    arriving.append(sprite)
                    target = geometry.spots[BOTTOM].pass_pos
                    landing = (target[0] + (i - 1) * 30, target[1])
                    turn = self.flip(sprite, sprite.card, ms=380)  # your new cards turn face up on the way
                    flights.append(Sequence(Wait(i * 50), Parallel(self.glide(sprite, landing, 380), turn)))
                else:
                    flights.append(Sequence(Wait(i * 50), self.glide(sprite, geometry.spots[place].hand_pos, 380)))

        def arrive() -> None:
            passed = dict(self.sprites.passing)
            self.sprites.passing.clear()
            for seat, pile in passed.items():
                receiver = (seat + offset) % 4
                if receiver != bottom or not (received and fan.face_up):
                    self.sprites.hand_sizes[receiver] += len(pile)
            if received and fan.face_up:
                cards = self.table.sort_hand([*fan.cards, *received])
                landing = geometry.spots[BOTTOM].pass_pos
                for index, card in enumerate(received):
                    sprite = arriving[index] if index < len(arriving) else CardSprite(landing)
                    sprite.card, sprite.flip = card, 1.0
                    fan.sprites[card] = sprite
                    fan.raised[card] = 0.0
                fan.cards = cards
                fan.received = set(received)

        text = tr("Cards passed {direction}", direction=direction_label(direction))
        return Sequence(Parallel(*flights, self.centre_callout(text)), Call(arrive), self.settle_fan(320))

    def _on_play(self, event: H.Play) -> Step:
        seat, card = event.seat, event.card
        return Sequence(self.sweep(), Deferred(lambda: self.play_card(seat, card)))

    def _on_hearts_broken(self, event: H.HeartsBroken) -> Step:
        def mark() -> None:
            self.sprites.hearts_broken = True

        return Parallel(Call(mark), self.centre_callout(tr("Hearts are broken!"), HEART_RED))

    def _on_trick_won(self, event: H.TrickWon) -> Step:
        winner = event.seat
        cards = list(event.cards)
        points = event.points

        def crown() -> None:
            self.sprites.trick.winner = winner
            self.sprites.trick.finished = True
            self.sprites.pending = TakenTrick(winner, cards, points)
            self.table.remember_trick(event.leader, cards, winner, points)

        steps: list[Step] = [Call(crown)]
        if points:
            text = f"+{points}" if points > 0 else str(points)
            steps.append(self.plate_callout(winner, text, HEART_RED if points > 0 else (140, 220, 160)))
        else:
            steps.append(Wait(260))
        return Sequence(*steps)

    def _on_moon_shot(self, event: H.MoonShot) -> Step:
        name = self.names[event.seat]
        return Sequence(self.sweep(), self.banner(tr("{name} shot the moon!", name=name), self.table.moon_line(), 1800))

    def _on_moon_choice(self, event: H.MoonChoice) -> Step:
        text = tr("26 to everyone else") if event.choice == "add" else tr("26 off their own score")
        return self.plate_callout(event.seat, text)

    def _on_hand_scored(self, event: H.HandScored) -> Step:
        hold = self.hold(Hold.TRICK)
        scores = event.scores

        def total() -> None:
            for plate, score in zip(self.sprites.plates, scores, strict=True):
                plate.total = score
            self.table.end_claim()

        wait = Wait(hold) if self.sprites.pending is not None else Wait(0)
        return Sequence(wait, self.sweep(), Call(total), Wait(250), Call(self.table.show_score_sheet))

    def _on_play_on(self, event: H.PlayOn) -> Step:
        names = tr(" & ").join(self.names[seat] for seat in event.tied)
        return self.banner(tr("Tied for the lowest score"), tr("{names}: play on", names=names), 1600)

    def _on_match_over(self, event: H.MatchOver) -> Step:
        winners = event.winners
        names = tr(" & ").join(self.names[seat] for seat in winners)
        sub = tr("The lowest score wins")
        title = tr("{name} wins!", name=names) if len(winners) == 1 else tr("{names} share the win!", names=names)
        return self.banner(title, sub, 2000)

    HANDLERS: ClassVar[Mapping[type[Event], Handler]] = {
        H.DealStart: _on_deal_start,
        H.Pass: _on_pass,
        H.Exchange: _on_exchange,
        H.Play: _on_play,
        H.HeartsBroken: _on_hearts_broken,
        H.TrickWon: _on_trick_won,
        H.MoonShot: _on_moon_shot,
        H.MoonChoice: _on_moon_choice,
        H.HandScored: _on_hand_scored,
        H.PlayOn: _on_play_on,
        H.MatchOver: _on_match_over,
    }
    RUNS: ClassVar[Mapping[type[Event], RunHandler]] = {H.Dealt: _deal_all}
