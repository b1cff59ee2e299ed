"""The worlds the hard Euchre bot searches: full engine states consistent with one seat's view.

The cards the seat has not seen are dealt uniformly among the other hands and the face-down cards (the kitty and
the dealer's discard) consistent with what it knows (game.euchre.knowledge: hand sizes, the voids shown, the
up-card in the dealer's hand once picked up and not played), with game.ai.sampling. Each world is then weighed by
how well it explains this hand's bids so far: a bid the normal bot would not have made with that seat's hand in
that world (a pass holding a hand it would order on, an order or a call without the cards for it) multiplies the
weight by `SURPRISE`. The seat never learns the kitty, nor the dealer's discard unless it is the dealer.

A world is a `Sim`: the engine state plus what a play-out's policy needs beside it (the cards played this hand and
the cards each seat has shown it cannot hold) and the search's mark that the play-out stops there (game.euchre.search).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, Final

from game.ai.sampling import HiddenDeal, HiddenHand
from game.ai.search import World
from game.core.cards import Card
from game.euchre import bidding
from game.euchre.deck import CALL, CALL_ALONE, CALLED_SUIT, LAYOUT, ORDER, ORDER_ALONE, PASS, PRINTED_SUIT
from game.euchre.engine import CANADIAN_BIDS, ROUND1_BIDS, ROUND2_BIDS
from game.euchre.knowledge import Knowledge, config_of, knowledge
from game.euchre.position import position_from_view
from game.euchre.state import PICKED_UP, EuchreState
from game.tricks.bits import bits

if TYPE_CHECKING:
    import numpy as np

SURPRISE: Final = 0.25  # the weight a world keeps for each bid it does not explain
CARDS: Final = tuple(LAYOUT.card(index) for index in range(LAYOUT.size))
INDEX_OF: Final = {card: index for index, card in enumerate(CARDS)}
MAKES: Final = frozenset((ORDER, ORDER_ALONE, *CALL, *CALL_ALONE))


class Sim:
    """A play-out's state: the engine state, the cards played this hand, per seat the cards it has shown it
    cannot hold, and whether the play-out ends here and the rest of the hand is solved (game.euchre.solver)."""

    __slots__ = ("played", "solve", "state", "voids")

    def __init__(self, state: EuchreState, played: int, voids: list[int], solve: bool = False) -> None:
        self.state = state
        self.played = played
        self.voids = voids
        self.solve = solve

    def copy(self) -> Sim:
        return Sim(self.state.clone(), self.played, self.voids[:], self.solve)


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << INDEX_OF[card]
    return mask


def hidden_deal(view: Mapping[str, Any], known: Knowledge) -> tuple[list[int], HiddenDeal]:
    """The other seats, and the sampler of their hands (the face-down cards take the rest of the pool)."""
    others = [seat for seat in range(4) if seat != known.seat]
    hidden = [
        HiddenHand(
            view["hand_sizes"][seat],
            tuple(CARDS[card] for card in bits(known.pinned[seat])),
            frozenset(CARDS[card] for card in bits(known.forbidden[seat] & known.pool)),
        )
        for seat in others
    ]
    return others, HiddenDeal([CARDS[card] for card in bits(known.pool)], hidden)


def _round1_legal(state: EuchreState, seat: int) -> int:
    return CANADIAN_BIDS if state.cfg.canadian and seat == (state.dealer + 2) & 3 else ROUND1_BIDS


def bid_likelihood(state: EuchreState, played_by: list[int], viewer: int) -> float:
    """How well the world `state` explains the others' bids this hand (1: all of them), judging each bidder's
    hand as dealt (what it holds now and what it has played) by the normal bot's bidding."""
    weight = 1.0
    picked_up = state.up_place == PICKED_UP
    for seat, round_no, action in state.bids:
        if seat == viewer or (picked_up and seat == state.dealer):
            continue  # the dealer's hand changed with the pick-up and the unseen discard
        hand = state.hands[seat] | played_by[seat]
        if round_no == 1:
            would = bidding.bid_round1(state, seat, hand, _round1_legal(state, seat))
        else:
            would = bidding.bid_round2(state, seat, hand, ROUND2_BIDS[PRINTED_SUIT[state.up_card]])
        if action == PASS:
            explained = would == PASS
        elif action in MAKES:
            explained = would != PASS and (round_no == 1 or CALLED_SUIT.get(would) == CALLED_SUIT[action])
        else:
            explained = True
        if not explained:
            weight *= SURPRISE
    return weight


def _played_by(view: Mapping[str, Any]) -> list[int]:
    played = [0, 0, 0, 0]
    tricks = [*view["tricks"], *([view["trick"]] if view["trick"] else [])]
    for trick in tricks:
        for seat, text in zip(trick["seats"], trick["cards"], strict=True):
            played[seat] |= 1 << LAYOUT.index(text)
    return played


def worlds(view: Mapping[str, Any], rng: np.random.Generator) -> Iterator[World[Sim]]:
    """Worlds of `view` (any phase in which its seat decides), for as long as asked."""
    cfg = config_of(view)
    known = knowledge(view)
    others, deal = hidden_deal(view, known)
    played_by = _played_by(view)
    base: EuchreState | None = None
    while True:
        hands = [0, 0, 0, 0]
        hands[known.seat] = known.hand
        for seat, cards in zip(others, deal.sample(rng).hands, strict=True):
            hands[seat] = _mask(cards)
        if base is None:
            state = base = position_from_view(view, hands, cfg)
        else:
            state = base.clone()
            state.hands = hands
            state.kitty = base.kitty | base.hands[0] | base.hands[1] | base.hands[2] | base.hands[3]
            state.kitty &= ~(hands[0] | hands[1] | hands[2] | hands[3])
        weight = bid_likelihood(state, played_by, known.seat)
        yield World(Sim(state, known.played, list(known.forbidden)), weight)
