"""What the hard bot can infer about hidden cards from the public course of a deal.

Every card dealt is a variable named after the seat it was dealt to. Swaps only move variables around, so the
public actions (stay, swap, blocked) say exactly which variable lies where now. What the seat saw pins some
variables to cards (its own cards, cards it handed over, cards lying face up); the course of the deal rules some
values out (a swap that went through took no blocking card; with low cards shown, a swap that showed nothing
moved no A, 2 or 3); the other players' choices make some values likelier than others (a player who stayed
probably held a high card). Sampling the free variables uniformly under those constraints (game.ai.sampling) and
weighting each sample by how likely the observed choices were gives a posterior over the cards dealt.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.ai.sampling import HiddenDeal, HiddenHand, unseen_cards
from game.core.cards import Card
from game.core.decks import ACE_LOW, STANDARD_52
from game.core.packs import STANDARD, PackCard, pack_cards
from game.core.seats import next_seat, order_after
from game.kuckuck.blocking import blocks_swap
from game.kuckuck.domino import DOMINO, DOMINO_BLOCKED, opens_domino
from game.kuckuck.options import KuckuckOptions
from game.kuckuck.packs import bot_rank, king, value
from game.kuckuck.requests import LOW_REVEAL_MAX
from game.kuckuck.samples import Sample, swap_probability

if TYPE_CHECKING:
    import numpy as np

    from game.kuckuck.power_inference import PowerPosterior


@dataclass
class DealHistory:
    order: list[int]  # the seats in the deal, in turn order (the dealer last)
    at_seat: dict[int, int]  # seat -> the variable it holds now (before any draw of the dealer)
    pins: dict[int, Card] = field(default_factory=dict)  # variable -> the card it is known to be
    decisions: list[tuple[int, str]] = field(default_factory=list)  # (variable held, "stay"/"swap") of others
    not_blocker: set[int] = field(default_factory=set)  # variables that let a swap through
    not_low: set[int] = field(default_factory=set)  # variables that changed hands without being shown as low
    opened_domino: set[int] = field(default_factory=set)  # variables received in a swap that a domino swap followed
    drawn: list[Card] = field(default_factory=list)  # the stock's top cards the viewer drew as dealer, in order


def card_of(text: str, deck: str) -> Card:
    """A card of the view's pack by its id."""
    return Card.parse(text) if deck == STANDARD else PackCard(text)


def pool_of(deck: Sequence[Card], seen: Sequence[Card]) -> list[Card]:
    """`unseen_cards` for any pack (a special pack's cards have no suit to sort by)."""
    if not deck or deck[0].suit:
        return unseen_cards(deck, seen)
    remaining = Counter(deck)
    remaining.subtract(Counter(seen))
    return sorted((card for card, count in remaining.items() for _ in range(max(count, 0))), key=lambda c: c.rank)


def reconstruct(view: Mapping[str, Any]) -> DealHistory:
    """Replay the deal's public actions symbolically from the viewer's seat."""
    deck = view["options"].get("deck", STANDARD)
    me = view["seat"]
    in_deal = view["in_deal"]
    dealer = view["dealer"]
    order = order_after(dealer, in_deal)
    history = DealHistory(order=order, at_seat={s: s for s in order})
    held = [card_of(text, deck) for text in view["held"]]
    if held:
        history.pins[me] = held[0]
    received = 0

    def swap(seat: int, target: int) -> None:
        nonlocal received
        history.not_blocker.add(history.at_seat[target])
        if view["options"]["low_card_reveal"]:
            history.not_low.update((history.at_seat[seat], history.at_seat[target]))
        history.at_seat[seat], history.at_seat[target] = history.at_seat[target], history.at_seat[seat]
        if me in (seat, target) and received + 1 < len(held):
            received += 1
            history.pins[history.at_seat[me]] = held[received]

    for seat in order:
        action = view["acted"][seat]
        if action is None or seat == dealer:
            break
        target = next_seat(seat, in_deal)
        first_timed_out = view["timed_out"][seat] and action == "stay"
        if seat != me and not first_timed_out:  # a timeout is no choice: it tells nothing
            history.decisions.append((history.at_seat[seat], "stay" if action == "stay" else "swap"))
        if action in ("swap", DOMINO, DOMINO_BLOCKED):
            swap(seat, target)
        if action == DOMINO:  # the card it received opened the domino, and the swap beyond went through
            history.opened_domino.add(history.at_seat[seat])
            swap(seat, next_seat(target, in_deal))
        elif action == DOMINO_BLOCKED:  # the card beyond blocked: it lies face up, and the view pins it
            history.opened_domino.add(history.at_seat[seat])
    drew = me == dealer and view["draws"] > 0
    if drew:
        history.drawn = held[len(held) - view["draws"] :]
    for seat, text in enumerate(view["cards"]):
        if text and seat in history.at_seat and not (seat == me and drew):
            history.pins[history.at_seat[seat]] = card_of(text, deck)
    return history


class Posterior:
    """Samples of the deal as it was dealt, consistent with `view`; set up once per decision."""

    def __init__(self, view: Mapping[str, Any], threshold: int) -> None:
        self.history = history = reconstruct(view)
        self.players = int(view["players"])
        self.threshold = threshold
        options = view["options"]
        self.deck_name = name = options.get("deck", STANDARD)
        self.kuku_lowest = bool(options.get("kuku_lowest", False))
        if name == STANDARD:
            deck: Sequence[Card] = STANDARD_52.cards(int(view["packs"]))
            values = {card: ACE_LOW.value(card) for card in set(deck)}
            top = 13
        else:  # a special pack, its powers off (game.kuckuck.power_inference walks the powers)
            rules = KuckuckOptions.from_values(dict(options))
            deck = pack_cards(name)
            values = {card: value(card, rules) for card in set(deck)}
            top = king(rules)
        kings, queen = options["king_blocks"], options["queens_block"]
        blockers = frozenset(c for c in deck if blocks_swap(values[c], kings, queen, top))
        low = frozenset(c for c in deck if values[c] <= LOW_REVEAL_MAX)
        closed = frozenset(c for c in deck if not opens_domino(values[c], options["domino"]))
        self.free = [v for v in history.order if v not in history.pins]
        hands = [
            HiddenHand(
                1,
                forbidden=(blockers if v in history.not_blocker else frozenset())
                | (low if v in history.not_low else frozenset())
                | (closed if v in history.opened_domino else frozenset()),
            )
            for v in self.free
        ]
        pool = pool_of(deck, [*history.pins.values(), *history.drawn])
        self.deal = HiddenDeal(pool, hands)
        self.actions = [action for _, action in history.decisions]

    def rank(self, card: Card) -> int:
        """The card on the standard scale the model of the others is tuned on."""
        if self.deck_name == STANDARD:
            return ACE_LOW.value(card)
        return bot_rank(card.text, self.deck_name, self.kuku_lowest)

    def sample(self, rng: np.random.Generator) -> Sample:
        drawn = self.deal.sample(rng)
        values = dict(self.history.pins)
        values.update((v, cards[0]) for v, cards in zip(self.free, drawn.hands, strict=True))
        weight = 1.0
        decided = tuple(values[variable] for variable, _ in self.history.decisions)
        for card, action in zip(decided, self.actions, strict=True):
            p = swap_probability(self.rank(card), self.threshold)
            weight *= p if action == "swap" else 1.0 - p
        dealt = tuple(values.get(seat) for seat in range(self.players))
        return Sample(dealt, (*self.history.drawn, *drawn.rest), weight, decided)


def posterior_for(view: Mapping[str, Any], threshold: int) -> Posterior | PowerPosterior:
    """The posterior of the view's deal: walked through the powers when a special pack's powers are on
    (game.kuckuck.power_inference)."""
    options = view["options"]
    if options.get("deck_powers") and options.get("deck", STANDARD) != STANDARD:
        from game.kuckuck.power_inference import PowerPosterior

        return PowerPosterior(view, threshold)
    return Posterior(view, threshold)


def posterior_samples(view: Mapping[str, Any], count: int, rng: np.random.Generator, threshold: int) -> list[Sample]:
    """`count` weighted samples of the deal as dealt, consistent with the view (`threshold`: the others' model)."""
    posterior = posterior_for(view, threshold)
    return [posterior.sample(rng) for _ in range(count)]
