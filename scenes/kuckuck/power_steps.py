"""The animations of a special pack's powers (deck_powers): the card that blocks, fines, stops or passes a
request on is turned up with its traditional call; a life fined flies to the pot; the stock's card is taken; a
Harlekin changes hands face up and is marked; the fool knocks and pays; the dealer's skip cards are laid aside."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from game.i18n import tr, trc
from game.kuckuck import events as K
from game.kuckuck.packs import HARLEKIN_KIND
from scenes.cards.sprites import LOSER_RED, CardSprite
from scenes.cards.tween import Call, Deferred, Parallel, Sequence, Step, Wait
from scenes.kuckuck.power_notices import penalty_notice, skip_notice, stop_notice
from scenes.kuckuck.words import power_call
from scenes.ui.text import GOLD

if TYPE_CHECKING:
    from scenes.cards.geometry import Point
    from scenes.kuckuck.layout import TableLayout
    from scenes.kuckuck.sprites import KuckuckSprites


class PowerAnimator(Protocol):
    """What the powers' animations ask of the Kuckuck animator: the table, who sits where, and its moves."""

    @property
    def sprites(self) -> KuckuckSprites: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    @property
    def shown_cards(self) -> tuple[str | None, ...]: ...

    def fly(self, sprite: CardSprite, to: Point, ms: int, arc: float = 0.0) -> Step: ...

    def flip(self, sprite: CardSprite, card: str | None, up: bool = True, ms: int = 260) -> Step: ...

    def status_step(self, seat: int, text: str) -> Step: ...

    def card_call(self, lines: tuple[str, ...], seat: int | None, nth: int = 0) -> Step: ...

    def table_callout(
        self, text: str, seat: int | None, color: tuple[int, int, int] = GOLD, big: bool = False
    ) -> Step: ...

    def passing_callout(self, text: str, seat: int, color: tuple[int, int, int] = GOLD, hold_ms: int = 0) -> Step: ...

    def card_of(self, seat: int, card: str | None) -> str | None: ...

    def life_to_pot(self, event: K.LifeLost | K.Timeout | K.Penalty) -> Step: ...

    def loss_text(self, lost: int) -> str: ...

    def from_stock(self, seat: int, card: str | None, status: str, callout: str) -> Step: ...


def turned_up(
    animator: PowerAnimator, seat: int, target: int, card: str, fallback: str, status: str, told: str = ""
) -> Step:
    """`target`'s card is turned face up against `seat`'s request, with its traditional call and the call's
    meaning (`fallback` for a card without one), as a block is shown. `told`: the viewer's notice, when the
    viewer asked or was asked."""

    def tell() -> None:
        if told and animator.viewer is not None:
            animator.sprites.notice = (animator.viewer, told)

    shown = animator.sprites.cards[target]
    requester = animator.sprites.cards[seat]
    start = animator.layout.spots[seat].card_pos
    towards = animator.layout.spots[target].card_pos
    nudge = (start[0] + (towards[0] - start[0]) * 0.25, start[1] + (towards[1] - start[1]) * 0.25)
    return Sequence(
        animator.status_step(seat, status),
        Call(tell),
        animator.fly(requester, nudge, 200),
        Parallel(
            animator.flip(shown, card),
            animator.card_call(power_call(card, fallback), target),
            Sequence(Wait(120), animator.fly(requester, start, 260)),
        ),
        Wait(250),
    )


def penalty_step(animator: PowerAnimator, event: K.Penalty) -> Step:
    turned = turned_up(animator, event.seat, event.target, event.card, tr("Penalty!"), trc("status", "penalised"),
                             penalty_notice(animator.viewer, animator.names, animator.options, event))  # fmt: skip
    if event.lost == 0:
        return turned
    loss = animator.table_callout(animator.loss_text(event.lost), event.seat, LOSER_RED)
    return Sequence(turned, Parallel(loss, animator.life_to_pot(event)))


def stop_step(animator: PowerAnimator, event: K.Stop) -> Step:
    turned = turned_up(animator, event.seat, event.target, event.card, tr("Stop!"), trc("status", "stopped"),
                             stop_notice(animator.viewer, animator.names, event))  # fmt: skip
    return Sequence(turned, animator.table_callout(tr("No more exchanges"), None, big=True))


def skip_step(animator: PowerAnimator, event: K.Skip) -> Step:
    return turned_up(animator, event.seat, event.target, event.card, tr("Pass it on!"), trc("status", "passed on"),
                           skip_notice(animator.viewer, animator.names, event))  # fmt: skip


def stock_swap_step(animator: PowerAnimator, event: K.StockSwap) -> Step:
    return animator.from_stock(event.seat, event.card, trc("status", "took from the stock"), tr("Takes from the stock"))


def harlekin_swap_step(animator: PowerAnimator, event: K.HarlekinSwap) -> Step:
    seat, target = event.seat, event.target
    mine, theirs = animator.sprites.cards[seat], animator.sprites.cards[target]
    arc = animator.layout.card_width * 0.45

    def settle() -> None:  # a Harlekin swap is made face up: both cards stay shown, a received one is marked
        animator.sprites.cards[seat], animator.sprites.cards[target] = theirs, mine
        theirs.card, mine.card = event.got, event.gave
        theirs.flip = mine.flip = 1.0
        for holder in (seat, target):  # the plate's tag marks a received Harlekin, as the table at rest does
            animator.sprites.plates[holder].received = holder in event.received

    harlekin = event.gave if event.got != HARLEKIN_KIND else event.got
    caller = seat if event.gave == HARLEKIN_KIND else target  # who held the Harlekin calls it
    return Sequence(
        animator.status_step(seat, trc("status", "swapped")),
        Parallel(animator.flip(mine, event.gave), animator.flip(theirs, event.got)),
        Parallel(
            animator.card_call(power_call(harlekin, tr("Harlekin!")), caller),
            animator.fly(mine, animator.layout.spots[target].card_pos, 560, arc),
            animator.fly(theirs, animator.layout.spots[seat].card_pos, 560, arc),
        ),
        Call(settle),
    )


def fool_shown_step(animator: PowerAnimator, event: K.FoolShown) -> Step:
    """The Gnav fool knocks ("Bank, bank!") and lies face up."""
    sprite = animator.sprites.cards.get(event.seat)
    call = animator.card_call(power_call(event.card, tr("The fool!")), event.seat)
    return Parallel(animator.flip(sprite, event.card), call) if sprite is not None else call


def laid_aside_step(animator: PowerAnimator, event: K.LaidAside) -> Step:
    """The stock's top card is turned up and laid aside, left of the stock, beside any laid aside before."""
    card = CardSprite(animator.layout.stock_pos, None)

    def lay() -> Step:  # when the step runs: earlier laid-aside cards of the same draw are already there
        spot = animator.layout.laid_aside_pos(len(animator.sprites.laid_aside))
        animator.sprites.laid_aside.append(card)
        animator.sprites.stock_count -= 1
        return animator.fly(card, spot, 260)

    return Sequence(
        Deferred(lay),
        Parallel(animator.flip(card, event.card), animator.table_callout(tr("Laid aside"), None)),
        Wait(250),
    )


def draw_failed_step(animator: PowerAnimator, event: K.DrawFailed) -> Step:
    return Parallel(
        animator.status_step(event.seat, trc("status", "blocked")),
        animator.table_callout(tr("The stock ran out"), None, big=True),
    )


def fool_paid_step(animator: PowerAnimator, event: K.FoolPaid) -> Step:
    """At the showdown each fool holder calls its fool ("Matto!"), and pays."""
    calls: list[Step] = []
    for nth, seat in enumerate(event.seats):
        card = animator.shown_cards[seat] if seat < len(animator.shown_cards) else None
        lines = power_call(card, tr("The fool pays!")) if card else (tr("The fool pays!"),)
        calls.append(animator.card_call(lines, seat, nth))
    return Parallel(*calls, Wait(0))
