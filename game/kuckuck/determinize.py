"""Full Kuckuck states the hard bot imagines: one per posterior sample, consistent with its seat's view.

A sample is the deal as it was dealt (game.kuckuck.inference). The state is built by the rules themselves: the
deal goes through `KuckuckRules.apply_deal` (see `Determinizer` for how later samples of one decision reuse it),
and the deal's public actions so far (stay, swap, blocked, the dealer's draws) are replayed with
`KuckuckRules.apply`. So the world has exactly the knowledge, face-up cards,
held cards and stock the real rules would give it, and the viewer sees in it what it sees at the table. The one
thing no view shows, the lives lost in earlier deals (`lost_per_deal`), is left empty.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from game.ai.search import World
from game.core.cards import Card
from game.core.safe_json import quoted
from game.core.seats import order_after
from game.kuckuck.domino import DOMINO, DOMINO_BLOCKED
from game.kuckuck.inference import card_of, posterior_for
from game.kuckuck.options import KuckuckOptions
from game.kuckuck.packs import powers_on
from game.kuckuck.rules import STAY, SWAP, TIMEOUT, KuckuckRules
from game.kuckuck.samples import Sample
from game.kuckuck.state import KuckuckState, Phase

if TYPE_CHECKING:
    import numpy as np

RULES = KuckuckRules()
SIGHT = ("cards", "face_up", "received", "lost_now", "laid_aside", "held")  # checked in a powers-on world


def _cards(texts: list[str | None], deck: str) -> tuple[Card | None, ...]:
    return tuple(card_of(text, deck) if text else None for text in texts)


def _lost_now(view: Mapping[str, Any]) -> list[int]:
    """The lives each seat lost at once this deal (a timeout, a penalty card), which the replay takes again."""
    if "lost_now" in view:
        return [int(lost) for lost in view["lost_now"]]
    return [int(bool(slow)) for slow in view["timed_out"]]


def before_the_deal(view: Mapping[str, Any]) -> KuckuckState:
    """The public state just before this deal was dealt, as the view shows it (a timeout or a penalty card this
    deal cost its seat a life, which the replay takes again)."""
    options = KuckuckOptions.from_values(dict(view["options"]))
    lost = _lost_now(view)
    return KuckuckState(
        options=options,
        players=int(view["players"]),
        lives=tuple(life + now for life, now in zip(view["lives"], lost, strict=True)),
        pot=int(view["pot"]) - sum(lost),
        dealer=int(view["dealer"]),
        phase=Phase.DEAL,
        deal_no=int(view["deal_no"]) - 1,
        last_cards=_cards(view["last_cards"], options.deck),
        last_losers=tuple(view["last_losers"]),
        last_dealer=view["last_dealer"],
        sudden=tuple(view["sudden"]),
        eliminated=tuple(tuple(group) for group in view["eliminated"]),
        eliminated_in=tuple(view["eliminated_in"]),
        winners=tuple(view["winners"]),
    )


def public_actions(view: Mapping[str, Any]) -> list[str]:
    """The actions taken so far this deal, in turn order, as `apply` takes them (a block was a swap asked for,
    each of the dealer's draws a swap with the stock, a seat that ran out of time a timeout; with domino on a swap is
    followed by the swapper's second decision, a stay unless it swapped on)."""
    actions: list[str] = []
    domino = view["options"]["domino"] != "off"
    for seat in order_after(view["dealer"], view["in_deal"]):
        if seat == view["dealer"]:
            actions += [SWAP] * int(view["draws"])
            break
        action = view["acted"][seat]
        slow = view["timed_out"][seat]
        if action is None:
            break
        if action == STAY:
            actions.append(TIMEOUT if slow else STAY)
        elif action in (DOMINO, DOMINO_BLOCKED):
            actions += [SWAP, SWAP]
        elif action == SWAP and domino and seat != view["to_move"]:  # it swapped, then decided again
            actions += [SWAP, TIMEOUT if slow else STAY]
        else:
            actions.append(SWAP)  # a swap, a blocked swap, or a swap whose domino decision is now
    return actions


class Determinizer:
    """Builds the worlds of one decision. What all of them share (the state before the deal, the public actions)
    is read off the view once.

    The first sample is dealt by `KuckuckRules.apply_deal`, which also checks it is a whole shuffle of the deck.
    Any later sample of the same decision differs from it only in which cards lie where, so its dealt state is
    the first one holding its cards (hands, stock, and each seat's first held card): what `apply_deal` would
    give, at a fraction of the cost (tests compare the two). Every action after the deal goes through `apply`."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.before = before_the_deal(view)
        self.order = order_after(view["dealer"], view["in_deal"])
        self.actions = public_actions(view)
        self._first_dealt: KuckuckState | None = None
        self.powers = powers_on(self.before.options)

    def deal(self, sample: Sample) -> KuckuckState:
        """The state just after the sampled deal was dealt; ValueError naming `sample` if a seat got no card."""
        hands = sample.dealt
        if len(hands) != self.before.players or any(hands[seat] is None for seat in self.order):
            raise ValueError("sample: expected one card dealt to every seat in the deal")
        if self._first_dealt is None or self.powers:  # powers: a dealt Gnav fool lies face up, so deal each
            order = [card for seat in self.order if (card := hands[seat]) is not None]
            self._first_dealt = RULES.apply_deal(self.before, [*order, *sample.stock])[0]
            return self._first_dealt
        held = tuple((card,) if card is not None else () for card in hands)
        return self._first_dealt.evolve(hands=tuple(hands), stock=tuple(sample.stock), held=held)

    def build(self, sample: Sample, watch: Callable[[KuckuckState, str], None] | None = None) -> KuckuckState:
        """The full state of the sampled deal at the viewer's decision; ValueError naming `sample` if the public
        actions replayed on its cards do not go as they went at the table. `watch`, if given, sees each replayed
        action with the state it was taken in."""
        state = self.deal(sample)
        for action in self.actions:
            if watch is not None:
                watch(state, action)
            state, _ = RULES.apply(state, action)
        if state.turn != self.view["seat"] or list(state.acted) != list(self.view["acted"]):
            raise ValueError(
                f"sample: replayed on its cards the deal went {list(state.acted)}, not {self.view['acted']}"
            )
        if self.powers:
            self._check_sight(state)
        return state

    def _check_sight(self, state: KuckuckState) -> None:
        """Powers on: the world must show the viewer what the view shows (the cards it sees, face up or known,
        the received Harlekins, the lives lost at once, the cards laid aside)."""
        from game.kuckuck.observation import observe

        seen = observe(state, self.view["seat"], [])
        for name in SIGHT:
            if list(seen[name]) != list(self.view[name]):  # type: ignore[literal-required]
                raise ValueError(f"sample: replayed on its cards the deal shows {name} {seen[name]}")  # type: ignore[literal-required]


def build_state(view: Mapping[str, Any], sample: Sample) -> KuckuckState:
    """One world on its own (`Determinizer` builds many for a decision)."""
    return Determinizer(view).build(sample)


def worlds(view: Mapping[str, Any], rng: np.random.Generator, threshold: int) -> Iterator[World[KuckuckState]]:
    """Weighted full states consistent with the view of the seat to move, as many as asked for (`threshold`: the
    model of the others' stay/swap choices, see inference.swap_probability)."""
    if view["seat"] is None or view["to_move"] != view["seat"]:
        raise ValueError(f"view: expected the view of the seat to move, got seat {quoted(view['seat'])}")
    posterior = posterior_for(view, threshold)
    determinizer = Determinizer(view)
    while True:
        sample = posterior.sample(rng)
        yield World(determinizer.build(sample), sample.weight)
