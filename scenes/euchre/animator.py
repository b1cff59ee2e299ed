"""Turns Euchre events into animations of the table's sprites (the events are already censored for the viewer):
the deal in packets of three and two, the up-card turned over on the kitty, each bid as a speech bubble at its
bidder, the dealer's pick-up and face-down discard, a lone player's partner laying the hand down, the tricks,
and the hand's result. A finished trick waits in the middle, its winning card glowing, until the next thing
happens (as at the Hearts table)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar, Protocol

from game.core.events import Event, Hold
from game.euchre import events as E
from game.i18n import tr
from scenes.cards.geometry import Point
from scenes.cards.sprites import CardSprite
from scenes.cards.tween import Call, Deferred, Parallel, Sequence, Step, Tween, Wait, ease_out_back
from scenes.euchre.words import answer_label, bid_label, team_name
from scenes.table.animation import Handler, RunHandler
from scenes.tricks.layout import BOTTOM
from scenes.tricks.sprites import TakenTrick
from scenes.tricks.trick_animator import TrickAnimator, TrickTable

if TYPE_CHECKING:
    from scenes.euchre.sprites import EuchreSprites

ALONE_GOLD = (255, 208, 96)
BUBBLE_MS = 420  # a bid's bubble pops up, and the table lets it be read before the next one
PACKETS = ((3, 2, 3, 2), (2, 3, 2, 3))  # cards per seat from the dealer's left, first round then second
PACKET_PAUSE_MS = 90


def deal_order(dealer: int) -> tuple[list[int], dict[int, int]]:
    """The seats the twenty cards fly to, in 3-2 / 2-3 packets from the dealer's left, and a pause before each
    packet."""
    order: list[int] = []
    pauses: dict[int, int] = {}
    for packets in PACKETS:
        for place, count in enumerate(packets):
            pauses[len(order)] = PACKET_PAUSE_MS
            order += [(dealer + 1 + place) % 4] * count
    return order, pauses


class EuchreTable(TrickTable, Protocol):
    """What the Euchre animator asks of the table beside the seats: where the kitty, the up card and the dealer's
    button go, and what it tells the table of: the roles, the last trick, the scores shown, the hand's summary."""

    scores_shown: list[int]

    def dealer_spot(self, seat: int) -> Point: ...

    def kitty_spot(self) -> Point: ...

    def kitty_aside(self) -> Point: ...

    def up_card_spot(self) -> Point: ...

    def roles_changed(self) -> None: ...

    def remember_trick(self, seats: list[int], cards: list[str], winner: int) -> None: ...

    def prepare_hand_summary(self) -> None: ...

    def show_hand_summary(self) -> None: ...


class EuchreAnimator(TrickAnimator):
    """`hold` tells how long the table holds a moment (a finished trick) at the current pace."""

    def __init__(
        self, table: EuchreTable, sprites: EuchreSprites, names: list[str], hold: Callable[[Hold], int]
    ) -> None:
        super().__init__(table, sprites)
        self.table: EuchreTable = table
        self.sprites: EuchreSprites = sprites
        self.names = names
        self.hold = hold
        self._dealer = 0  # the dealer of the deal being planned (the deal's packets start at its left)

    def _bubble(self, seat: int, text: str) -> Step:
        def say() -> None:
            self.sprites.bubbles[seat] = text

        return Sequence(Call(say), Wait(BUBBLE_MS))

    def _glide_kitty(self, to: Point, ms: int) -> Step:
        def make() -> Step:
            def place(pos: Point) -> None:
                self.sprites.kitty_pos = pos

            return Tween.of(place, self.sprites.kitty_pos, to, ms)

        return Deferred(make)

    # --- the deal and the up-card ---------------------------------------------------------------------------

    def _on_deal_start(self, event: E.DealStart) -> Step:
        dealer = event.seat
        self._dealer = dealer
        target = self.table.dealer_spot(dealer)

        def reset() -> None:
            self.sprites.clear_hand()
            self.sprites.dealer = dealer
            self.sprites.hand.set_cards([], [])
            self.sprites.kitty_pos = self.table.kitty_spot()

        def place(pos: Point) -> None:
            self.sprites.dealer_pos = pos

        move = Deferred(lambda: Tween.of(place, self.sprites.dealer_pos, target, 450, ease_out_back))
        line = tr("Hand {number} · {name} deals", number=event.hand, name=self.names[dealer])
        return Sequence(Call(reset), Parallel(move, self.centre_callout(line)))

    def _deal_all(self, deals: list[E.Dealt]) -> Step:
        order, pauses = deal_order(self._dealer)
        return self.deal(deals, order, 34, pauses)

    def _on_up_card(self, event: E.UpCard) -> Step:
        card = event.card
        sprite = CardSprite(self.table.geometry.center, card, 0.0)

        def lay() -> None:
            self.sprites.kitty = 3
            self.sprites.up_card = sprite
            sprite.pos = self.table.up_card_spot()

        return Sequence(Call(lay), self.flip(sprite, card, ms=320))

    # --- the bidding ------------------------------------------------------------------------------------------

    def _on_bid(self, event: E.Bid) -> Step:
        seat = event.seat
        bid = event.bid
        action = bid if bid in ("pass", "order") else f"call {event.suit}"
        if event.alone:
            action += " alone"
        up = self.sprites.up_card.card if self.sprites.up_card is not None else None
        return self._bubble(seat, bid_label(action, up))

    def _on_turned_down(self, event: E.TurnedDown) -> Step:
        sprite = self.sprites.up_card
        steps: list[Step] = [self.centre_callout(tr("Turned down"))]
        if sprite is not None:
            steps.append(self.flip(sprite, event.card, up=False, ms=300))
        return Parallel(*steps)

    def _on_pick_up(self, event: E.PickUp) -> Step:
        return Deferred(lambda: self._pick_up(event.seat, event.card))

    def _pick_up(self, dealer: int, card: str) -> Step:
        """The up-card flies into the dealer's hand: into your fan, face up, when you deal."""
        sprite = self.sprites.up_card
        if sprite is None:
            return Wait(0)
        self.sprites.up_card = None
        area = self.sprites.trick
        area.flying.append(sprite)
        fan = self.sprites.hand
        mine = self.table.place_of(dealer) == BOTTOM and fan.face_up and bool(fan.cards)
        if mine:
            cards = self.table.sort_hand([*fan.cards, card])
            slot = self.table.geometry.hand_slots(len(cards))[cards.index(card)]
        else:
            slot = self.table.geometry.spots[self.table.place_of(dealer)].hand_pos

        def land() -> None:
            if sprite in area.flying:
                area.flying.remove(sprite)
            if mine:
                fan.cards = self.table.sort_hand([*fan.cards, card])
                fan.sprites[card] = sprite
                fan.raised[card] = 0.0
            else:
                self.sprites.hand_sizes[dealer] += 1

        steps: list[Step] = [self.glide(sprite, slot, 420)]
        if not mine:
            steps.append(Sequence(Wait(260), self.flip(sprite, card, up=False, ms=160)))
        return Sequence(Parallel(*steps), Call(land), self.settle_fan() if mine else Wait(0))

    def _on_discard(self, event: E.Discard) -> Step:
        return Deferred(lambda: self._discard(event.seat, event.card))

    def _discard(self, dealer: int, card: str | None) -> Step:
        """The dealer lays one card face down on the kitty."""
        target = self.sprites.kitty_pos
        target = (target[0] + 3, target[1] - 4)
        fan = self.sprites.hand
        sprite = None
        if self.table.place_of(dealer) == BOTTOM and card is not None and card in fan.sprites:
            sprite = self.leave_hand(dealer, card)
        if sprite is None:
            self.sprites.hand_sizes[dealer] = max(0, self.sprites.hand_sizes[dealer] - 1)
            sprite = CardSprite(self.table.geometry.spots[self.table.place_of(dealer)].hand_pos, None, 0.0)
        self.sprites.discard = sprite

        def land() -> None:
            self.sprites.discard = None
            self.sprites.kitty += 1

        steps: list[Step] = [self.glide(sprite, target, 380), self.settle_fan()]
        if sprite.flip > 0:
            steps.append(self.flip(sprite, sprite.card, up=False, ms=300))
        return Sequence(Parallel(*steps), Call(land))

    def _on_partner_answer(self, event: E.PartnerAnswer) -> Step:
        return self._bubble(event.seat, answer_label(event.answer))

    def _on_defence_answer(self, event: E.DefenceAnswer) -> Step:
        return self._bubble(event.seat, answer_label(event.answer))

    def _on_alone(self, event: E.Alone) -> Step:
        seat = event.seat
        out = event.sits_out

        def lay_down() -> None:
            self.sprites.sitting_out = out
            self.table.roles_changed()

        text = tr("Alone!") if event.role == "maker" else tr("Defends alone!")
        return Parallel(Call(lay_down), self.plate_callout(seat, text, ALONE_GOLD))

    # --- play ---------------------------------------------------------------------------------------------------

    def _on_play(self, event: E.Play) -> Step:
        seat, card = event.seat, event.card
        return Sequence(self._bidding_over(), self.sweep(), Deferred(lambda: self.play_card(seat, card)))

    def _bidding_over(self) -> Step:
        """At the first card of the hand the bubbles go and the kitty moves aside, by the dealer."""

        def make() -> Step:
            if not self.sprites.bubbles and self.sprites.kitty_pos == self.table.kitty_aside():
                return Wait(0)
            self.sprites.bubbles.clear()
            self.table.roles_changed()
            return self._glide_kitty(self.table.kitty_aside(), 260)

        return Deferred(make)

    def _on_trick_won(self, event: E.TrickWon) -> Step:
        winner = event.seat
        cards = list(event.cards)
        seats = list(event.seats)

        def crown() -> None:
            self.sprites.trick.winner = winner
            self.sprites.trick.finished = True
            self.sprites.pending = TakenTrick(winner, cards)
            self.table.remember_trick(seats, cards, winner)

        return Sequence(Call(crown), Wait(260))

    def _on_hand_scored(self, event: E.HandScored) -> Step:
        hold = self.hold(Hold.TRICK)
        wait = Wait(hold) if self.sprites.pending is not None else Wait(0)
        makers = event.makers
        names = self.names
        if event.euchre:
            title = tr("Euchred!")
            sub = tr("{team} score {n}", team=team_name(names, 1 - makers), n=event.team_points[1 - makers])
        elif event.march:
            title = tr("A lone march!") if event.loner else tr("March!")
            sub = tr("{team} score {n}", team=team_name(names, makers), n=event.team_points[makers])
        else:
            title = sub = ""
        scores = event.team_scores

        def total() -> None:
            for seat, plate in enumerate(self.sprites.plates):
                plate.total = scores[seat & 1]
            self.table.scores_shown = list(scores)

        steps: list[Step] = [Call(self.table.prepare_hand_summary), wait, self.sweep(), Call(total)]
        if title:
            steps.append(self.banner(title, sub, 900))
        steps += [Wait(200), Call(self.table.show_hand_summary)]
        return Sequence(*steps)

    def _on_thrown_in(self, event: E.ThrownIn) -> Step:
        name = self.names[event.next_dealer]
        return self.banner(tr("Thrown in"), tr("Nobody named trump: {name} deals next", name=name), 1200)

    def _on_redeal(self, event: E.Redeal) -> Step:
        name = self.names[event.seat]
        return self.banner(tr("Farmer's hand"), tr("{name} holds only nines and tens: a new deal", name=name), 1200)

    def _on_match_over(self, event: E.MatchOver) -> Step:
        team = team_name(self.names, event.winners[0] & 1)
        scores = event.team_scores
        return self.banner(tr("{team} win!", team=team), f"{max(scores)} – {min(scores)}", 2000)

    HANDLERS: ClassVar[Mapping[type[Event], Handler]] = {
        E.DealStart: _on_deal_start,
        E.UpCard: _on_up_card,
        E.Bid: _on_bid,
        E.TurnedDown: _on_turned_down,
        E.PickUp: _on_pick_up,
        E.Discard: _on_discard,
        E.PartnerAnswer: _on_partner_answer,
        E.DefenceAnswer: _on_defence_answer,
        E.Alone: _on_alone,
        E.Play: _on_play,
        E.TrickWon: _on_trick_won,
        E.HandScored: _on_hand_scored,
        E.ThrownIn: _on_thrown_in,
        E.Redeal: _on_redeal,
        E.MatchOver: _on_match_over,
    }
    RUNS: ClassVar[Mapping[type[Event], RunHandler]] = {E.Dealt: _deal_all}
