"""The Jack deal (first_dealer = first_jack) on the table: face-up cards dealt one at a time from seat 0 clockwise
until one is a Jack, the call "Jack! Clara deals first", then every card gathered back before the first real deal.
A special pack (rules.md §1) deals up to its cuckoo card instead: "Cuckoo! Clara deals first".

A seat that gets a second card (the Jack came after a full round) has it laid a little further in, so every card
of the round stays readable."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from game.core.packs import STANDARD, pack_cards
from game.i18n import tr
from game.kuckuck.events import JackDeal
from game.kuckuck.packs import is_special
from scenes.cards.sprites import TURN_GOLD, CardSprite
from scenes.cards.tween import Call, Parallel, Sequence, Step, Wait

if TYPE_CHECKING:
    from scenes.cards.geometry import Point
    from scenes.kuckuck.layout import TableLayout
    from scenes.kuckuck.sprites import KuckuckSprites
    from scenes.kuckuck.story import Narrator

FLIGHT_MS = 300
LONGEST_MS = 4200  # the whole deal's staggering stays under this, however late the Jack comes


class JackDealer(Protocol):
    """What the Jack deal asks of the Kuckuck animator: the table, the rules, who sits where, and its moves."""

    @property
    def sprites(self) -> KuckuckSprites: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def narrator(self) -> Narrator: ...

    def fly(self, sprite: CardSprite, to: Point, ms: int, arc: float = 0.0) -> Step: ...

    def flip(self, sprite: CardSprite, card: str | None, up: bool = True, ms: int = 260) -> Step: ...

    def seat_callout(self, text: str, seat: int | None, big: bool = False) -> Step: ...


def jack_deal_step(animator: JackDealer, event: JackDeal) -> Step:
    cards, seats, dealer = event.cards, event.seats, event.seat
    layout, sprites = animator.layout, animator.sprites
    stagger = max(35, min(160, LONGEST_MS // max(1, len(cards))))
    dealt: list[CardSprite] = []
    rounds: dict[int, int] = {}
    flights: list[Step] = []
    cx, cy = layout.center
    for index, (card, seat) in enumerate(zip(cards, seats, strict=True)):
        sprite = CardSprite(layout.stock_pos, None, visible=False)
        dealt.append(sprite)
        depth = rounds.get(seat, 0)  # a second round's card lies further in, towards the middle
        rounds[seat] = depth + 1
        x, y = layout.spots[seat].card_pos
        inward = min(0.5, 0.12 * depth)
        target = (x + (cx - x) * inward, y + (cy - y) * inward)
        angle = layout.card_tilt(seat)

        def appear(s: CardSprite = sprite, a: float = angle) -> None:
            s.visible, s.angle = True, a
            sprites.extra_cards.append(s)
            sprites.stock_count = max(0, sprites.stock_count - 1)

        flights.append(
            Sequence(
                Wait(index * stagger),
                Call(appear),
                Parallel(animator.fly(sprite, target, FLIGHT_MS), animator.flip(sprite, str(card), ms=FLIGHT_MS)),
            )
        )
    jack = dealt[-1]

    def mark() -> None:
        jack.glow = TURN_GOLD
        jack.lift = 0.6

    def unmark() -> None:
        jack.glow = None

    def gathered() -> None:
        sprites.extra_cards = [s for s in sprites.extra_cards if s not in dealt]
        sprites.stock_count = full

    def fill() -> None:  # the whole pack (two above 13 players) lies ready before the first deal
        sprites.stock_count = full

    deck = str(animator.options.get("deck", STANDARD))
    if is_special(deck):  # one special pack, whatever the number of players
        full = len(pack_cards(deck))
    else:
        full = 52 * (2 if animator.options.get("decks") == "auto" and len(animator.names) > 13 else 1)

    gather = [
        Parallel(animator.flip(sprite, None, up=False, ms=220), animator.fly(sprite, layout.stock_pos, 420))
        for sprite in dealt
    ]
    call = _call(dealer == animator.narrator.you, animator.names[dealer], is_special(deck))
    return Sequence(
        Call(fill),
        Parallel(*flights),
        Call(mark),
        animator.seat_callout(call, None, big=True),  # over the middle: the call is longer than a plate
        Wait(500),
        Call(unmark),
        Parallel(*gather),
        Call(gathered),
    )


def _call(you: bool, name: str, cuckoo: bool) -> str:
    """The first dealer's call: the Jack, or a special pack's cuckoo card."""
    if cuckoo:
        return tr("Cuckoo! You deal first") if you else tr("Cuckoo! {name} deals first", name=name)
    return tr("Jack! You deal first") if you else tr("Jack! {name} deals first", name=name)
