"""The shared trick-taking layer (game/tricks): card numbering, following suit, trick winners with and without
trumps, an effective-suit hook (Euchre's left bower), dealing, trick records and display order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.decks import ACE_HIGH, SHORT_24, STANDARD_52
from game.tricks.bits import bits, highest, lowest, nth_bit
from game.tricks.deal import card_bits, deal_hands, deal_masks, deal_seats
from game.tricks.display import display_sort, suit_order
from game.tricks.history import TrickRecord
from game.tricks.layout import CardLayout
from game.tricks.suits import SuitRule, plain_rule

PACK = CardLayout.of(STANDARD_52, ACE_HIGH)
EUCHRE = CardLayout.of(SHORT_24, ACE_HIGH)


def cards(layout: CardLayout, text: str) -> list[int]:
    return [layout.index(card) for card in text.split()]


def mask(layout: CardLayout, text: str) -> int:
    return layout.mask(cards(layout, text))


def left_bower_rule(trump_suit: str) -> SuitRule:
    """Euchre: the jack of the trump suit (right bower) and the other jack of its colour (left bower) are the two
    highest trumps, and the left bower belongs to the trump suit in every respect."""
    trump = EUCHRE.suit_index(trump_suit)
    partner = {"C": "S", "S": "C", "D": "H", "H": "D"}[trump_suit]
    right, left = EUCHRE.index("J" + trump_suit), EUCHRE.index("J" + partner)

    def suit(card: int) -> int:
        return trump if card == left else EUCHRE.suit_of[card]

    def power(card: int) -> int:
        return {right: 100, left: 99}.get(card, EUCHRE.rank_of[card])

    return SuitRule.build(EUCHRE, trump=trump, effective_suit=suit, power=power)


def test_cards_are_numbered_suit_by_suit_from_low_to_high() -> None:
    assert PACK.size == 52 and PACK.suits == "CDHS" and PACK.ranks == "23456789TJQKA"
    assert [PACK.index(text) for text in ("2C", "AC", "2D", "QS", "AS")] == [0, 12, 13, 49, 51]
    assert PACK.texts_of(PACK.full) == [rank + suit for suit in "CDHS" for rank in "23456789TJQKA"]
    spades = PACK.suit_masks[PACK.suit_index("S")]
    assert PACK.texts[highest(spades)] == "AS" and PACK.texts[lowest(spades)] == "2S"
    assert EUCHRE.size == 24 and EUCHRE.ranks == "9TJQKA" and EUCHRE.texts[0] == "9C"
    with pytest.raises(ValueError, match="not a card of this pack"):
        EUCHRE.index("2C")


def test_bit_helpers() -> None:
    assert bits(0b1010_0110) == [1, 2, 5, 7]
    assert [nth_bit(0b1010_0110, n) for n in range(4)] == [1, 2, 5, 7]
    with pytest.raises(ValueError):
        nth_bit(0b11, 2)
    assert highest(0b1010_0110) == 7 and lowest(0b1010_0110) == 1


@given(st.integers(min_value=1, max_value=(1 << 52) - 1))
def test_bits_lists_exactly_the_set_bits(value: int) -> None:
    assert bits(value) == [i for i in range(52) if value >> i & 1]
    assert PACK.mask(bits(value)) == value


def test_following_suit_with_the_plain_rule() -> None:
    rule = plain_rule(PACK)
    hand = mask(PACK, "3C KC 5D AH QS")
    clubs, hearts, diamonds = (PACK.suit_index(s) for s in "CHD")
    assert PACK.texts_of(rule.follow_mask(hand, clubs)) == ["3C", "KC"]
    assert PACK.texts_of(rule.follow_mask(hand, hearts)) == ["AH"]
    no_diamonds = mask(PACK, "3C KC AH QS")
    assert rule.follow_mask(no_diamonds, diamonds) == no_diamonds  # void: anything may be played


def test_the_highest_card_of_the_suit_led_wins_without_trumps() -> None:
    rule = plain_rule(PACK)
    assert rule.winner(cards(PACK, "5H AS 9H 2H")) == 2  # the A♠ is off suit
    assert rule.winner(cards(PACK, "KD 2C 3C 4C")) == 0
    with pytest.raises(ValueError):
        rule.winner([])


def test_a_trump_beats_the_suit_led_and_a_higher_trump_beats_it() -> None:
    rule = SuitRule.build(EUCHRE, trump=EUCHRE.suit_index("S"))
    assert rule.winner(cards(EUCHRE, "AH 9S KH TS")) == 3
    assert rule.winner(cards(EUCHRE, "AH 9S KH QH")) == 1
    assert rule.beats(EUCHRE.index("9S"), EUCHRE.index("AH"), EUCHRE.suit_index("H"))


def test_the_effective_suit_hook_makes_the_left_bower_follow_and_win_as_a_trump() -> None:
    rule = left_bower_rule("H")
    hearts, diamonds = EUCHRE.suit_index("H"), EUCHRE.suit_index("D")
    hand = mask(EUCHRE, "JD 9D AD KC")
    assert EUCHRE.texts_of(rule.follow_mask(hand, hearts)) == ["JD"]  # the J♦ must follow a heart lead
    assert EUCHRE.texts_of(rule.follow_mask(hand, diamonds)) == ["9D", "AD"]  # and cannot follow diamonds
    assert EUCHRE.texts_of(rule.masks[hearts]) == ["JD", "9H", "TH", "JH", "QH", "KH", "AH"]
    assert rule.winner(cards(EUCHRE, "AH JD KH 9H")) == 1  # left bower above the A♥
    assert rule.winner(cards(EUCHRE, "JD AH JH 9H")) == 2  # right bower above the left
    assert rule.winner(cards(EUCHRE, "AD JD KD 9C")) == 1  # on a diamond lead the J♦ trumps it
    assert rule.winner(cards(EUCHRE, "9C AD JC TC")) == 2  # no trump played: the highest club wins


def test_the_lowest_trump_beats_any_power_of_the_suit_led() -> None:
    boosted = EUCHRE.index("JC")

    def power(card: int) -> int:
        return 50 if card == boosted else EUCHRE.rank_of[card]

    rule = SuitRule.build(EUCHRE, trump=EUCHRE.suit_index("H"), power=power)
    assert rule.winner(cards(EUCHRE, "JC 9H AC KC")) == 1
    assert rule.winner(cards(EUCHRE, "AC JC KC 9D")) == 1
    with pytest.raises(ValueError, match="negative"):
        SuitRule.build(EUCHRE, power=lambda c: -1)


def test_deal_gives_card_i_to_the_seat_dealer_plus_one_plus_i() -> None:
    assert deal_seats(8, 4, 2) == [3, 0, 1, 2, 3, 0, 1, 2]
    assert deal_seats(20, 4, 3, packets=(3, 2, 3, 2, 2, 3, 2, 3))[:10] == [0, 0, 0, 1, 1, 2, 2, 2, 3, 3]
    hands = deal_hands(list(range(52)), 4, 1)
    assert hands[2][:3] == [0, 4, 8] and hands[1][:3] == [3, 7, 11]
    assert deal_masks(list(range(52)), 4, 1) == [PACK.mask(hand) for hand in hands]
    assert deal_hands("ABCDEFG", 3, 0, count=5) == [["C"], ["A", "D"], ["B", "E"]]
    with pytest.raises(ValueError):
        deal_seats(4, 4, 4)


@given(st.permutations(list(range(52))), st.integers(0, 3))
def test_dealt_masks_hold_every_card_once(order: list[int], dealer: int) -> None:
    hands = deal_masks(order, 4, dealer)
    assert all(hand.bit_count() == 13 for hand in hands)
    assert hands[0] | hands[1] | hands[2] | hands[3] == PACK.full
    assert hands[(dealer + 1) % 4] >> order[0] & 1


@pytest.mark.parametrize("cards", [[], [7], [0, 51], list(range(24))])
def test_card_bits_are_each_cards_bit_for_any_length(cards: list[int]) -> None:
    assert card_bits(cards) == tuple(1 << card for card in cards)


def test_a_trick_record_knows_who_played_what() -> None:
    record = TrickRecord(leader=3, cards=(5, 9, 2, 40), winner=0)
    assert record.seats(4) == [3, 0, 1, 2]
    assert record.card_of(1, 4) == 2 and record.card_of(3, 4) == 5
    assert TrickRecord(2, (1,), 2).card_of(0, 4) is None


def test_a_trick_record_passes_over_the_seats_that_sit_out() -> None:
    lone = TrickRecord(leader=3, cards=(5, 9, 2), winner=1)  # seat 2 plays alone: its partner, seat 0, sits out
    assert lone.seats(4, out=(0,)) == [3, 1, 2]
    assert lone.card_of(1, 4, out=(0,)) == 9 and lone.card_of(0, 4, out=(0,)) is None
    assert TrickRecord(1, (4, 7), 3).seats(4, out=(0, 2)) == [1, 3]


def test_display_sort_alternates_colours_and_puts_trumps_with_their_bowers_first() -> None:
    plain = plain_rule(PACK)
    hand = cards(PACK, "2C AC 5D QS 3H KH")
    assert [PACK.texts[c] for c in display_sort(hand, PACK, plain)] == ["QS", "KH", "3H", "AC", "2C", "5D"]
    euchre = left_bower_rule("D")
    hand = cards(EUCHRE, "JH 9D AS KC TH")
    assert suit_order(EUCHRE, euchre.trump) == [EUCHRE.suit_index(s) for s in "DSHC"]
    assert [EUCHRE.texts[c] for c in display_sort(hand, EUCHRE, euchre)] == ["JH", "9D", "AS", "TH", "KC"]
