"""Sampling of hidden cards consistent with what one seat knows.

A seat's knowledge of the cards it cannot see comes down to three kinds of fact, and `HiddenHand` states them for
one place the cards can be (a player's hand, or any other pile the game names):

- how many cards it holds (`size`): always known exactly in card games;
- which of them are known (`pinned`): cards the seat passed there, a card shown face up, a card inferred for sure;
- which cards it cannot hold (`forbidden`): a player seen to be void in a suit can hold no card of it (Euchre passes
  the cards of the *effective* suit, so the left bower goes with trumps), a swap a King would have blocked went
  through, so the card taken was no King.

`HiddenDeal(pool, hands)` then draws the pool (every card the seat cannot place; pinned cards are not part of it)
into those hands, **uniformly at random among all consistent deals**. The pool may be larger than the hands need:
what is left over is `rest` (in random order), e.g. a stock of which only the size is known.

How it stays exactly uniform and fast: hands with the same forbidden set are interchangeable, so they form one
*class*; cards accepted by the same classes form one *type* (in a trick game: the cards of one suit). A consistent
deal fixes how many cards of each type go to each class, and the number of deals with a given split is the product
of multinomial coefficients (how to choose which cards of a type go where) times a factor that does not depend on
the split (how a class's cards are shared among its hands). So a split is drawn with probability proportional to
that product, by dynamic programming over (type, capacity left in each class) with exact integer counts, computed
once per `HiddenDeal` and reused for every sample; then each type's cards are shuffled into their classes and each
class's cards shuffled into its hands. With no forbidden cards there is one class and a sample is one shuffle.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import accumulate
from typing import TYPE_CHECKING

from game.core.cards import Card, card_key

if TYPE_CHECKING:
    import numpy as np

Caps = tuple[int, ...]
Split = tuple[int, ...]


def unseen_cards(deck: Iterable[Card], seen: Iterable[Card]) -> list[Card]:
    """The deck minus every card this seat has seen in a place it still knows (a multiset difference)."""
    remaining = Counter(deck)
    remaining.subtract(Counter(seen))
    return sorted((card for card, count in remaining.items() for _ in range(max(count, 0))), key=card_key)


def deal_hidden(unseen: Sequence[Card], count: int, rng: np.random.Generator) -> list[Card]:
    """`count` distinct cards (by position) drawn uniformly from the unseen pool."""
    picks = rng.choice(len(unseen), size=count, replace=False)
    return [unseen[int(i)] for i in picks]


def cards_of_suits(deck: Iterable[Card], suits: Iterable[str]) -> frozenset[Card]:
    """The cards of `deck` in any of `suits`: what a player shown void in those suits cannot hold."""
    wanted = set(suits)
    return frozenset(card for card in deck if card.suit in wanted)


@dataclass(frozen=True)
class HiddenHand:
    """One place hidden cards lie: `size` cards in all, `pinned` of them known, none of them in `forbidden`."""

    size: int
    pinned: tuple[Card, ...] = ()
    forbidden: frozenset[Card] = field(default_factory=frozenset)

    @property
    def needed(self) -> int:
        return self.size - len(self.pinned)


@dataclass(frozen=True)
class SampledDeal:
    """One consistent deal: each hand's cards (its pinned cards first), and the pool's leftover in random order."""

    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...]


def _multinomial(total: int, parts: Split) -> int:
    ways, left = 1, total
    for part in parts:
        ways *= math.comb(left, part)
        left -= part
    return ways


def _splits(count: int, caps: Caps, allowed: tuple[int, ...]) -> Iterator[Split]:
    """Every way to put `count` cards into the `allowed` classes within their capacities (a full-length split)."""
    if not allowed:
        if count == 0:
            yield (0,) * len(caps)
        return
    first, others = allowed[0], allowed[1:]
    room = sum(caps[j] for j in others)
    for here in range(max(0, count - room), min(count, caps[first]) + 1):
        for split in _splits(count - here, caps, others):
            yield (*split[:first], here, *split[first + 1 :])


class HiddenDeal:
    """Uniform sampling of `pool` into `hands` (see the module's docstring); build once, `sample` many times.

    ValueError naming `hands` when a hand is over-pinned or the hands need more cards than the pool holds, and
    naming `pool` when no consistent deal exists (a card no hand may take and no rest to put it in)."""

    def __init__(self, pool: Sequence[Card], hands: Sequence[HiddenHand]) -> None:
        self.pool = tuple(pool)
        self.hands = tuple(hands)
        for index, hand in enumerate(self.hands):
            if hand.needed < 0:
                raise ValueError(f"hands: hand {index} has {len(hand.pinned)} pinned cards but size {hand.size}")
        self.rest_size = len(self.pool) - sum(hand.needed for hand in self.hands)
        if self.rest_size < 0:
            raise ValueError(f"hands: they need {-self.rest_size} more cards than the pool's {len(self.pool)}")
        forbidden_sets = [hand.forbidden for hand in self.hands] + ([frozenset()] if self.rest_size else [])
        self._classes = list(dict.fromkeys(forbidden_sets))  # distinct forbidden sets, in first-seen order
        self._class_of = [self._classes.index(forbidden) for forbidden in forbidden_sets]
        caps = [0] * len(self._classes)
        for place, cls in enumerate(self._class_of):
            caps[cls] += self.hands[place].needed if place < len(self.hands) else self.rest_size
        self._caps: Caps = tuple(caps)
        by_mask: dict[tuple[int, ...], list[int]] = {}
        for position, card in enumerate(self.pool):
            mask = tuple(j for j, forbidden in enumerate(self._classes) if card not in forbidden)
            by_mask.setdefault(mask, []).append(position)
        self._types = sorted(by_mask.items(), key=lambda item: (len(item[0]), item[0]))  # most constrained first
        if any(not mask for mask, _ in self._types):
            raise ValueError("pool: a card no hand may hold and nowhere else to put it: no consistent deal")
        self._ways = cache(self._count_ways)
        self._choices = cache(self._split_choices)
        if self.count() == 0:
            raise ValueError("pool: no deal of these cards satisfies every hand's size and forbidden cards")

    def count(self) -> int:
        """How many consistent deals there are: ways to give each place (every hand, and the rest) its set of pool
        positions, so two copies of a card (two packs) count as different cards."""
        per_class_sharing = 1
        for cls, cap in enumerate(self._caps):
            places = [p for p, c in enumerate(self._class_of) if c == cls]
            sizes = tuple(self.hands[p].needed if p < len(self.hands) else self.rest_size for p in places)
            per_class_sharing *= _multinomial(cap, sizes)
        return self._ways(0, self._caps) * per_class_sharing

    def _count_ways(self, index: int, caps: Caps) -> int:
        """Ways (product of multinomials) to place types `index..` into classes with `caps` left."""
        if index == len(self._types):
            return 1 if not any(caps) else 0
        mask, positions = self._types[index]
        total = 0
        for split in _splits(len(positions), caps, mask):
            rest = tuple(c - s for c, s in zip(caps, split, strict=True))
            total += _multinomial(len(positions), split) * self._ways(index + 1, rest)
        return total

    def _split_choices(self, index: int, caps: Caps) -> tuple[tuple[Split, ...], tuple[float, ...]]:
        """The splits of type `index` possible with `caps` left, and their cumulative probabilities."""
        mask, positions = self._types[index]
        splits, weights = [], []
        for split in _splits(len(positions), caps, mask):
            rest = tuple(c - s for c, s in zip(caps, split, strict=True))
            ways = _multinomial(len(positions), split) * self._ways(index + 1, rest)
            if ways:
                splits.append(split)
                weights.append(ways)
        total = sum(weights)
        return tuple(splits), tuple(accumulate(w / total for w in weights))

    def sample(self, rng: np.random.Generator) -> SampledDeal:
        """One deal drawn uniformly from every consistent deal."""
        per_class: list[list[Card]] = [[] for _ in self._classes]
        caps = self._caps
        for index, (_, positions) in enumerate(self._types):
            splits, cumulative = self._choices(index, caps)
            pick = min(bisect_right(cumulative, float(rng.random())), len(splits) - 1) if len(splits) > 1 else 0
            split = splits[pick]
            order = [int(i) for i in rng.permutation(len(positions))] if len(positions) > 1 else [0] * len(positions)
            start = 0
            for cls, amount in enumerate(split):
                per_class[cls] += [self.pool[positions[i]] for i in order[start : start + amount]]
                start += amount
            caps = tuple(c - s for c, s in zip(caps, split, strict=True))
        for cards in per_class:
            if len(cards) > 1:
                shuffled = [cards[int(i)] for i in rng.permutation(len(cards))]
                cards[:] = shuffled
        hands: list[tuple[Card, ...]] = []
        taken = [0] * len(self._classes)
        for place, hand in enumerate(self.hands):
            cls = self._class_of[place]
            hands.append((*hand.pinned, *per_class[cls][taken[cls] : taken[cls] + hand.needed]))
            taken[cls] += hand.needed
        rest: tuple[Card, ...] = ()
        if self.rest_size:
            cls = self._class_of[-1]
            rest = tuple(per_class[cls][taken[cls] :])
        return SampledDeal(tuple(hands), rest)


def deal_consistent(pool: Sequence[Card], hands: Sequence[HiddenHand], rng: np.random.Generator) -> SampledDeal:
    """One uniformly random consistent deal (build a `HiddenDeal` instead to draw many from the same facts)."""
    return HiddenDeal(pool, hands).sample(rng)
