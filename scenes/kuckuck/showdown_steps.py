"""The end of a Kuckuck round and of the match on the table: the showdown turns every card up and marks the
losers, lives are lost and seats put out, a sudden death is announced, the money game's pot flies to its winner,
and the winner is named."""

from __future__ import annotations

from game.i18n import tr, trn
from game.kuckuck import events as K
from scenes.cards.sprites import LOSER_RED
from scenes.cards.tween import Call, Parallel, Sequence, Step, Tween, Wait, ease_out_cubic
from scenes.kuckuck.sprites import FlyingToken
from scenes.kuckuck.step_animator import StepAnimator
from scenes.kuckuck.words import is_money_game, pot_total


def showdown_step(animator: StepAnimator, event: K.Showdown) -> Step:
    cards = event.cards
    animator.shown_cards = cards
    losers = set(event.losers)
    flips: list[Step] = []
    for order, (seat, sprite) in enumerate(sorted(animator.sprites.cards.items())):
        flips.append(Sequence(Wait(order * 35), animator.flip(sprite, cards[seat], ms=300)))

    def mark() -> None:
        for seat in losers:
            if seat in animator.sprites.cards:
                animator.sprites.cards[seat].glow = LOSER_RED

    title = tr("Sudden death!") if event.sudden_death else tr("Showdown")
    return Sequence(Parallel(*flips, animator.table_callout(title, None, big=True)), Call(mark), Wait(350))


def life_lost_step(animator: StepAnimator, event: K.LifeLost) -> Step:
    text = animator.loss_text(event.lost)
    return Parallel(animator.table_callout(text, event.seat, LOSER_RED), animator.life_to_pot(event))


def eliminated_step(animator: StepAnimator, event: K.Eliminated) -> Step:
    plate = animator.sprites.plates[event.seat]

    def grey(value: float) -> None:
        plate.dimmed = value
        plate.out = True

    return Parallel(Tween(500, grey), animator.table_callout(tr("Out!"), event.seat, (200, 200, 200)))


def sudden_death_step(animator: StepAnimator, event: K.SuddenDeath) -> Step:
    names = ", ".join(animator.names[s] for s in event.seats)
    return animator.banner(tr("Sudden death!"), tr("One card each for {names}", names=names), 1600)


def pot_won_step(animator: StepAnimator, event: K.PotWon) -> Step:
    """The pot's chips fly to the winner's plate, a few at a time, and the plate counts them in."""
    seat, chips = event.seat, event.chips
    sprites, layout = animator.sprites, animator.layout
    plate = sprites.plates[seat]
    total = pot_total(animator.options, len(animator.names))
    flights: list[Step] = []
    for index in range(min(chips, 12)):
        token = FlyingToken(layout.pot_pos)

        def launch(t: FlyingToken = token) -> None:
            sprites.tokens.append(t)

        def place(pos: tuple[float, float], t: FlyingToken = token) -> None:
            t.pos = pos

        def land(t: FlyingToken = token) -> None:
            sprites.tokens.remove(t)

        flight = Tween.of(place, layout.pot_pos, layout.spots[seat].center, 520, ease_out_cubic)
        flights.append(Sequence(Wait(index * 60), Call(launch), flight, Call(land)))

    def empty() -> None:
        sprites.pot = 0

    def count_in() -> None:
        plate.lives = total

    text = trn("Takes the pot: {n} chip", "Takes the pot: {n} chips", chips)
    return Sequence(Call(empty), Parallel(*flights, animator.table_callout(text, seat, big=True)), Call(count_in))


def match_over_step(animator: StepAnimator, event: K.MatchOver) -> Step:
    name = animator.names[event.seat]
    if is_money_game(animator.options):
        total = pot_total(animator.options, len(animator.names))
        sub = trn("and ends with all {n} chip", "and ends with all {n} chips", total)
    else:
        sub = tr("The last player with a life left")
    return animator.banner(tr("{name} wins!", name=name), sub, 2200)
