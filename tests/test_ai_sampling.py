"""Constrained sampling of hidden cards: every deal it draws is consistent, and all consistent deals are equally
likely (checked against a brute-force enumeration of small cases)."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import numpy as np
import pytest

from game.ai.sampling import HiddenDeal, HiddenHand, cards_of_suits, deal_consistent, unseen_cards
from game.core.cards import Card
from game.core.decks import STANDARD_52


def cards(*texts: str) -> tuple[Card, ...]:
    return tuple(Card.parse(text) for text in texts)


def brute_force(pool: tuple[Card, ...], hands: list[HiddenHand]) -> Counter[tuple[object, ...]]:
    """Every consistent deal, as (each hand's set of pool positions, the rest's set), by trying every order."""
    deals: Counter[tuple[object, ...]] = Counter()
    sizes = [hand.needed for hand in hands]
    for order in permutations(range(len(pool))):
        start, parts = 0, []
        for hand, size in zip(hands, sizes, strict=True):
            part = order[start : start + size]
            if any(pool[i] in hand.forbidden for i in part):
                break
            parts.append(frozenset(part))
            start += size
        else:
            parts.append(frozenset(order[start:]))
            deals[tuple(parts)] += 1
    return deals


def as_positions(pool: tuple[Card, ...], dealt: tuple[Card, ...]) -> frozenset[int]:
    return frozenset(pool.index(card) for card in dealt)


SMALL_POOL = cards("2C", "3C", "4D", "5D", "6H", "7S")
SMALL_HANDS = [
    HiddenHand(3, pinned=cards("AS"), forbidden=frozenset(cards("2C", "3C"))),  # void in clubs, one card known
    HiddenHand(2, forbidden=frozenset(cards("6H", "7S"))),
    HiddenHand(1),
]


def test_the_count_of_consistent_deals_matches_brute_force() -> None:
    expected = brute_force(SMALL_POOL, SMALL_HANDS)
    assert HiddenDeal(SMALL_POOL, SMALL_HANDS).count() == len(expected)
    no_constraints = [HiddenHand(2), HiddenHand(2)]
    assert HiddenDeal(SMALL_POOL, no_constraints).count() == 6 * 5 * 4 * 3 // 4  # C(6,2) * C(4,2)


def test_every_consistent_deal_is_equally_likely() -> None:
    consistent = brute_force(SMALL_POOL, SMALL_HANDS)
    sampler = HiddenDeal(SMALL_POOL, SMALL_HANDS)
    rng = np.random.default_rng(7)
    draws = 300 * len(consistent)
    seen: Counter[tuple[object, ...]] = Counter()
    for _ in range(draws):
        deal = sampler.sample(rng)
        drawn = [deal.hands[0][1:], deal.hands[1], deal.hands[2]]  # the first hand's pinned card comes first
        seen[(*(as_positions(SMALL_POOL, part) for part in drawn), as_positions(SMALL_POOL, deal.rest))] += 1
    assert set(seen) == set(consistent)
    chi_square = sum((count - 300) ** 2 / 300 for count in seen.values())
    assert chi_square < len(consistent) + 4 * (2 * len(consistent)) ** 0.5  # mean df, plus four standard deviations


def test_a_trick_game_deal_respects_voids_pins_and_sizes() -> None:
    deck = STANDARD_52.cards()
    mine = deck[:13]
    passed = cards("QS", "AH", "KH")  # cards I passed to the left: they are there
    pool = unseen_cards(deck, [*mine, *passed])
    hands = [
        HiddenHand(13, pinned=passed, forbidden=cards_of_suits(deck, "D")),
        HiddenHand(13, forbidden=cards_of_suits(deck, "SH")),
        HiddenHand(13),
    ]
    sampler = HiddenDeal(pool, hands)
    rng = np.random.default_rng(1)
    for _ in range(200):
        deal = sampler.sample(rng)
        assert [len(hand) for hand in deal.hands] == [13, 13, 13] and deal.rest == ()
        assert deal.hands[0][:3] == passed
        assert not any(card.suit == "D" for card in deal.hands[0])
        assert not any(card.suit in "SH" for card in deal.hands[1])
        assert Counter(card for hand in deal.hands for card in hand) == Counter([*pool, *passed])


def test_twin_cards_of_two_packs_are_dealt_as_separate_cards() -> None:
    pool = cards("KS", "KS", "2D", "3D")
    hands = [HiddenHand(1, forbidden=frozenset(cards("KS"))), HiddenHand(1)]
    sampler = HiddenDeal(pool, hands)
    assert sampler.count() == 2 * 3  # a diamond for the first hand, any of the three left for the second
    rng = np.random.default_rng(2)
    for _ in range(50):
        deal = sampler.sample(rng)
        assert deal.hands[0][0].suit == "D"
        assert Counter([*deal.hands[0], *deal.hands[1], *deal.rest]) == Counter(pool)


def test_the_rest_is_the_pool_left_over_in_random_order() -> None:
    pool = STANDARD_52.cards()[:10]
    tops = Counter(deal_consistent(pool, [HiddenHand(2)], np.random.default_rng(seed)).rest[0] for seed in range(300))
    assert len(tops) == 10  # any card can be on top


def test_impossible_facts_are_refused_naming_the_argument() -> None:
    with pytest.raises(ValueError, match="hands: hand 0 has 2 pinned cards but size 1"):
        HiddenDeal(cards("2C"), [HiddenHand(1, pinned=cards("3C", "4C"))])
    with pytest.raises(ValueError, match="hands: they need 1 more cards"):
        HiddenDeal(cards("2C"), [HiddenHand(2)])
    with pytest.raises(ValueError, match="pool: a card no hand may hold"):
        HiddenDeal(cards("2C", "3D"), [HiddenHand(2, forbidden=frozenset(cards("2C")))])
    with pytest.raises(ValueError, match="pool: no deal"):  # two clubs, and only one hand may take clubs
        HiddenDeal(cards("2C", "3C"), [HiddenHand(1), HiddenHand(1, forbidden=frozenset(cards("2C", "3C")))])
