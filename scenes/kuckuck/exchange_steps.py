"""A seat's turn in the exchanges on the Kuckuck table: it stays, is too slow, swaps (a domino swaps on), is
blocked by the card it asked for, shows its low card, or draws from the stock, which may block it too."""

from __future__ import annotations

from game.i18n import tr, trc
from game.kuckuck import events as K
from scenes.cards.names import card_label
from scenes.cards.sprites import LOSER_RED, CardSprite, callout_extent
from scenes.cards.tween import Call, Parallel, Sequence, Step, Wait
from scenes.kuckuck.step_animator import StepAnimator
from scenes.kuckuck.words import block_lines
from scenes.ui.text import render

GLANCE_MS = 300  # a stay's word has popped up and been seen: the next seat may think while it fades


def stay_step(animator: StepAnimator, event: K.Stay) -> Step:
    seat = event.seat
    call = animator.passing_callout(tr("Stay"), seat, (210, 230, 210), GLANCE_MS)
    return Parallel(animator.status_step(seat, trc("status", "stayed")), call)


def timeout_step(animator: StepAnimator, event: K.Timeout) -> Step:
    """Speed-Kuckuck: too slow. One call beside the seat's plate says it all ("Too slow!" over "−1 life"), as
    the life flies to the pot."""
    seat = event.seat
    lines = (tr("Too slow!"), animator.loss_text(event.lost))
    size = round(animator.layout.badge_size[1] * 0.55)
    extents = [callout_extent(line, size) for line in lines]
    line_h = render(lines[0], size, LOSER_RED, bold=True).get_height()
    box = (max(w for w, _ in extents), max(h for _, h in extents) + line_h)  # both lines, popped and rising
    x, y = animator.layout.callout_spot(seat, box=box)
    calls = [animator.callout(line, (x, y + (i - 0.5) * line_h), size, LOSER_RED) for i, line in enumerate(lines)]
    return Parallel(animator.status_step(seat, trc("status", "too slow")), *calls, animator.life_to_pot(event))


def swap_step(animator: StepAnimator, event: K.Swap) -> Step:
    seat, target = event.seat, event.target
    domino = event.domino  # the second swap of a domino
    mine, theirs = animator.sprites.cards[seat], animator.sprites.cards[target]
    spots = animator.layout.spots
    arc = animator.layout.card_width * 0.45

    def settle() -> None:
        animator.sprites.cards[seat], animator.sprites.cards[target] = theirs, mine
        for sprite, holder, card in ((theirs, seat, event.got), (mine, target, event.gave)):
            if animator.open_card is None:  # at a demo each card shows its face wherever it goes
                sprite.card = card if holder == animator.viewer else None
            sprite.flip = 1.0 if sprite.card is not None else 0.0
        if target == animator.viewer and event.got and event.gave:  # the target gave the swapper's `got`
            gave, got = card_label(event.got), card_label(event.gave)
            if domino:
                told = tr("{name} swapped on with you (domino): you gave {gave}, got {card}",
                          name=animator.names[seat], gave=gave, card=got)  # fmt: skip
            else:
                told = tr("{name} swapped with you: you gave {gave}, got {card}", name=animator.names[seat],
                          gave=gave, card=got)  # fmt: skip
            animator.sprites.notice = (target, told)

    return Sequence(
        animator.status_step(seat, trc("status", "swapped on") if domino else trc("status", "swapped")),
        Parallel(
            animator.passing_callout(tr("Swap on!") if domino else tr("Swap!"), seat),  # "Domino!" was called
            animator.fly(mine, spots[target].card_pos, 560, arc),
            animator.fly(theirs, spots[seat].card_pos, 560, arc),
        ),
        Call(settle),
    )


def domino_step(animator: StepAnimator, event: K.Domino) -> Step:
    if not event.swap:
        return Wait(0)
    return animator.table_callout(tr("Domino!"), event.seat, big=True)


def block_step(animator: StepAnimator, event: K.Block) -> Step:
    seat, target = event.seat, event.target
    blocker = animator.sprites.cards[target]
    requester = animator.sprites.cards[seat]
    start = animator.layout.spots[seat].card_pos
    towards = animator.layout.spots[target].card_pos
    nudge = (start[0] + (towards[0] - start[0]) * 0.25, start[1] + (towards[1] - start[1]) * 0.25)

    def tell() -> None:
        if target == animator.viewer:
            told = tr("{name} tried to swap with you: your {card} blocked it", name=animator.names[seat],
                      card=card_label(event.card))  # fmt: skip
            animator.sprites.notice = (target, told)

    return Sequence(
        animator.status_step(seat, trc("status", "blocked")),
        Call(tell),
        animator.fly(requester, nudge, 200),
        Parallel(
            animator.flip(blocker, event.card),
            animator.card_call(block_lines(animator.options, event.card), target),
            Sequence(Wait(120), animator.fly(requester, start, 260)),
        ),
        Wait(250),
    )


def low_card_shown_step(animator: StepAnimator, event: K.LowCardShown) -> Step:
    return animator.table_callout(tr("Low card shown: {card}", card=card_label(event.card)), None, (255, 190, 150))


def draw_step(animator: StepAnimator, event: K.Draw) -> Step:
    return animator.from_stock(event.seat, event.card, trc("status", "drew"), tr("Draws from the stock"))


def stock_block_step(animator: StepAnimator, event: K.StockBlock) -> Step:
    top = CardSprite(animator.layout.stock_pos, None)
    animator.sprites.stock_top = top
    return Sequence(
        animator.status_step(event.seat, trc("status", "blocked")),
        animator.fly(top, animator.layout.shown_stock_pos, 220),
        Parallel(
            animator.flip(top, event.card),
            animator.card_call(block_lines(animator.options, event.card), None),
        ),
        Wait(300),
    )
