"""The deal on the Kuckuck table: the last deal's cards gathered face down onto the stock, the new cards dealt out
one seat after another (the viewer's own turned up), and the dealer's button moved to its seat."""

from __future__ import annotations

from game.kuckuck import events as K
from scenes.cards.sprites import CardSprite
from scenes.cards.tween import Call, Deferred, Parallel, Sequence, Step, Tween, Wait, ease_out_back, ease_out_cubic
from scenes.kuckuck.step_animator import StepAnimator


def deal_start_step(animator: StepAnimator, event: K.DealStart) -> Step:
    sprites = animator.sprites
    leftovers = list(sprites.cards.values())
    for sprite in leftovers:  # the last deal's marks go as its cards are gathered
        sprite.glow, sprite.hint = None, ""
    sprites.cards = {}
    sprites.extra_cards.extend(leftovers)
    stock = animator.layout.stock_pos
    gather = [animator.fly(sprite, stock, 380) for sprite in leftovers]
    flips = [animator.flip(sprite, None, up=False, ms=200) for sprite in leftovers]

    def reset() -> None:
        sprites.extra_cards = [s for s in sprites.extra_cards if s not in leftovers]
        sprites.stock_top = None
        sprites.laid_aside = []
        sprites.notice = None
        for plate in sprites.plates:
            plate.status = ""
        sprites.stock_count = event.stock + len(event.seats)

    return Sequence(Parallel(*flips, *gather), Call(reset))


def deal_all_step(animator: StepAnimator, deals: list[K.Dealt]) -> Step:
    """A run of cards dealt, one staggered flight each (the staggering shortens at a crowded table)."""
    sprites, layout = animator.sprites, animator.layout
    stagger = max(45, 110 - 4 * len(deals))
    flights: list[Step] = []
    for index, event in enumerate(deals):
        seat = event.seat
        card = animator.card_of(seat, event.card)
        sprite = CardSprite(layout.stock_pos, card, visible=False)
        sprites.cards[seat] = sprite
        angle = layout.card_tilt(seat)

        def appear(s: CardSprite = sprite) -> None:
            s.visible = True
            sprites.stock_count -= 1

        def tilt(value: float, s: CardSprite = sprite, a: float = angle) -> None:
            s.angle = a * value

        flight: list[Step] = [
            Wait(index * stagger),
            Call(appear),
            Parallel(animator.fly(sprite, layout.spots[seat].card_pos, 320), Tween(320, tilt, ease_out_cubic)),
        ]
        if card is not None:
            flight.append(animator.flip(sprite, card))
        flights.append(Sequence(*flight))
    return Parallel(*flights)


def dealer_step(animator: StepAnimator, event: K.Dealer) -> Step:
    sprites = animator.sprites
    target = animator.layout.dealer_spot(event.seat)

    def place(pos: tuple[float, float]) -> None:
        sprites.dealer_pos = pos

    return Deferred(lambda: Tween.of(place, sprites.dealer_pos, target, 450, ease_out_back))
