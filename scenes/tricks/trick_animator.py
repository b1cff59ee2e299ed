"""The moves every four-seat trick table animates the same way (Hearts, Euchre): cards dealt from the middle to
each seat, your new cards turning face up, a card played to the trick from a hand, your hand closing up behind
it, and the finished trick swept to its winner's pile. A game's animator extends this with its own events.

Cards lying flat move by `glide` (no lift, so only cached images are drawn while they move).
"""

from __future__ import annotations

import typing
from typing import TYPE_CHECKING, Protocol

from scenes.cards.geometry import Point
from scenes.cards.sprites import CardSprite
from scenes.cards.tween import Call, Deferred, Parallel, Sequence, Step, Tween, Wait, ease_in_out_cubic
from scenes.table.animation import TableAnimator
from scenes.tricks.layout import BOTTOM
from scenes.tricks.trick_area import TrickCard
from scenes.ui.look import motion_ms
from scenes.ui.text import GOLD

if TYPE_CHECKING:
    from game.tricks.events import Dealt
    from scenes.tricks.layout import TrickTableLayout
    from scenes.tricks.sprites import TakenTrick, TrickSprites

PLAY_MS = 300
SWEEP_MS = 380
SHIFT_MS = 220
DEAL_FLIGHT_MS = 240


class TrickTable(Protocol):
    """What the trick animator needs of a game's view."""

    @property
    def geometry(self) -> TrickTableLayout: ...

    @property
    def bottom(self) -> int: ...

    def place_of(self, seat: int) -> int: ...

    def sort_hand(self, cards: list[str]) -> list[str]: ...

    def count_taken(self, taken: TakenTrick) -> None: ...


class TrickAnimator(TableAnimator):
    def __init__(self, table: TrickTable, sprites: TrickSprites) -> None:
        super().__init__(sprites.stage)
        self.table = table
        self.trick_sprites = sprites

    # --- the moves ----------------------------------------------------------------------------------------

    def glide(self, sprite: CardSprite, to: Point, ms: int) -> Step:
        """Move a card flat from wherever it is when the move starts (no lift: cached images only)."""

        def move() -> Step:
            def place(pos: Point) -> None:
                sprite.pos = pos

            return Tween.of(place, sprite.pos, to, motion_ms(ms), ease_in_out_cubic)

        return Deferred(move)

    def settle_fan(self, ms: int = SHIFT_MS) -> Step:
        """Your hand's cards slide to their slots (after a card left it or new ones came in)."""

        def make() -> Step:
            fan = self.trick_sprites.hand
            slots = self.table.geometry.hand_slots(len(fan.cards))
            return Parallel(
                *(self.glide(fan.sprites[card], slot, ms) for card, slot in zip(fan.cards, slots, strict=True))
            )

        return Deferred(make)

    def sweep(self) -> Step:
        """The finished trick (if one still lies in the middle) slides to its winner's pile."""

        def make() -> Step:
            sprites = self.trick_sprites
            taken = sprites.pending
            if taken is None:
                return Wait(0)
            sprites.pending = None
            area = sprites.trick
            cards = [entry.sprite for entry in area.cards]
            area.flying.extend(cards)
            area.clear()
            pile = self.table.geometry.spots[self.table.place_of(taken.winner)].pile_pos

            def land() -> None:
                for sprite in cards:
                    if sprite in area.flying:
                        area.flying.remove(sprite)
                sprites.piles[taken.winner] += 1
                self.table.count_taken(taken)

            flights = [Sequence(Wait(i * 30), self.glide(sprite, pile, SWEEP_MS)) for i, sprite in enumerate(cards)]
            return Sequence(Parallel(*flights), Call(land))

        return Deferred(make)

    def plate_callout(self, seat: int, text: str, colour: tuple[int, int, int] = GOLD) -> Step:
        x, y, w, h = self.table.geometry.spots[self.table.place_of(seat)].plate
        return self.callout(text, (x + w / 2, y - h * 0.25), max(14, round(h * 0.42)), colour)

    def centre_callout(self, text: str, colour: tuple[int, int, int] = GOLD) -> Step:
        geometry = self.table.geometry
        cx, cy = geometry.center
        return self.callout(text, (cx, cy), max(18, geometry.card_width // 3), colour)

    def deal(
        self,
        deals: typing.Sequence[Dealt],
        order: list[int],
        stagger_ms: int,
        pauses: dict[int, int] | None = None,
    ) -> Step:
        """The cards of a run of `dealt` events fly from the middle, one to each seat of `order` in turn (a seat's
        n-th card to its n-th place); yours land face down in your hand and turn over together at the end.
        `pauses`: extra milliseconds before the card of that index (a break between packets)."""
        view = self.table
        geometry = view.geometry
        sprites = self.trick_sprites
        centre = geometry.center
        bottom = view.bottom
        mine = next((list(event.cards) for event in deals if event.seat == bottom and event.cards), None)
        hand = view.sort_hand(mine) if mine else []
        slots = geometry.hand_slots(len(hand))
        fan = sprites.hand
        flights: list[Step] = []
        flying: list[CardSprite] = []
        given = {seat: 0 for seat in order}
        paused = 0
        for index, seat in enumerate(order):
            paused += (pauses or {}).get(index, 0)
            delay = index * stagger_ms + paused
            nth = given[seat]
            given[seat] += 1
            sprite = CardSprite(centre, None, 0.0, visible=False)
            card = hand[nth] if seat == bottom and nth < len(hand) else None
            to = slots[nth] if card is not None else geometry.spots[view.place_of(seat)].hand_pos

            def appear(s: CardSprite = sprite) -> None:
                s.visible = True

            def land(s: CardSprite = sprite, who: int = seat, face: str | None = card) -> None:
                if s in sprites.dealing:
                    sprites.dealing.remove(s)
                if face is not None:
                    fan.cards.append(face)
                    fan.cards.sort(key=hand.index)
                    s.card = face
                    fan.sprites[face] = s
                    fan.raised[face] = 0.0
                else:
                    sprites.hand_sizes[who] += 1

            flying.append(sprite)
            flights.append(Sequence(Wait(delay), Call(appear), self.glide(sprite, to, DEAL_FLIGHT_MS), Call(land)))

        def start() -> None:
            sprites.dealing.extend(flying)
            fan.cards, fan.sprites, fan.raised = [], {}, {}

        def turn_up() -> Step:
            return Parallel(*(self.flip(fan.sprites[card], card, ms=220) for card in fan.cards))

        return Sequence(Call(start), Parallel(*flights), Deferred(turn_up))

    def play_card(self, seat: int, card: str) -> Step:
        """`seat` plays `card` to the trick: from your fan, or face down from a hand of backs, turning over."""
        view = self.table
        geometry = view.geometry
        sprites = self.trick_sprites
        place = view.place_of(seat)
        slot = geometry.spots[place].trick_pos
        fan = sprites.hand
        sprites.peek.shown = False
        for plate in sprites.plates:
            plate.active = False
        if place == BOTTOM and card in fan.sprites:
            sprite = self.leave_hand(seat, card)
            assert sprite is not None
            sprites.trick.cards.append(TrickCard(seat, card, sprite))
            return Parallel(self.glide(sprite, slot, PLAY_MS), self.settle_fan())
        sprite = CardSprite(geometry.spots[place].hand_pos, card, 0.0)
        sprites.trick.cards.append(TrickCard(seat, card, sprite))
        self.leave_hand(seat, None)
        return Parallel(self.glide(sprite, slot, PLAY_MS), self.flip(sprite, card, ms=170))

    def leave_hand(self, seat: int, card: str | None) -> CardSprite | None:
        """A card leaves `seat`'s hand: one back fewer, and at the bottom `card`'s sprite out of the fan (None: any
        card, as a hidden hand shows backs only). Returns the fan's sprite of `card`, if it had one."""
        sprites = self.trick_sprites
        sprites.hand_sizes[seat] = max(0, sprites.hand_sizes[seat] - 1)
        fan = sprites.hand
        if self.table.place_of(seat) != BOTTOM or not fan.cards:
            return None
        return fan.take(card if card is not None else fan.cards[-1])
