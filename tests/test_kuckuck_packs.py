"""The cuckoo family's packs with powers off (rules.md §1 "Special decks", issue 21 points 1, 9, 10, 11): the
cards and their ids, the order, and how the standard options map onto each pack."""

from __future__ import annotations

from collections import Counter

import pytest

from game import load_match, open_match
from game.core.packs import KINDS
from game.kuckuck import events as K
from game.kuckuck.packs import order, value
from tests.kuckuck_helpers import hands, play, scripted

# Four players, dealer 3: cards go to seats 0, 1, 2, then the dealer 3; the next card is the stock's top.


@pytest.mark.parametrize(("deck", "size", "top", "bottom"), [
    ("gnav42", 42, "GJO", "NAR"), ("cucu40", 40, "CUC", "MAT"), ("kille42", 42, "HAR", "BLA"),
])  # fmt: skip
def test_each_pack_has_two_of_every_kind_in_one_pack(deck: str, size: int, top: str, bottom: str) -> None:
    match = open_match("kuckuck", 20, {"deck": deck, "decks": "auto", "ace_of_spades_double": True}, seed=3)
    cards = [card.text for card in match.rules.deck(match.options, 20)]
    assert len(cards) == size and set(Counter(cards).values()) == {2}
    assert KINDS[deck][0] == top and KINDS[deck][-1] == bottom
    assert match.view(0)["packs"] == 1  # `decks` counts for the standard pack only
    assert len([c for c in match.view(None)["cards"] if c is None]) == 20
    assert match.view(0)["cards"][0] in KINDS[deck]


def test_ids_are_the_notation_and_foreign_ids_are_refused_by_name() -> None:
    match = scripted(4, ["N1", "N12", "HAR", "KUK", "BLA"], dealer=3, deck="kille42")
    assert hands(match) == ["N1", "N12", "HAR", "KUK"]
    assert match.state.stock[0].text == "BLA"
    assert [e.card for e in match.history if isinstance(e, K.Dealt)] == ["N1", "N12", "HAR", "KUK"]
    for wrong in ("QS", "GJO", "N0", "XYZ"):
        with pytest.raises(ValueError, match=wrong):
            match.deal([wrong])
    with pytest.raises(ValueError, match="N1"):
        scripted(4, ["N1"], deck="standard52")
    with pytest.raises(ValueError, match="HAR"):
        match.deal(["HAR", "HAR", "HAR"])  # two copies only
    restored = load_match(match.to_json())
    assert hands(restored) == hands(match) and restored.view(2) == match.view(2)


def test_the_order_high_to_low_and_kuku_lowest() -> None:
    plain = open_match("kuckuck", 4, {"deck": "kille42"}, seed=1).options
    low = open_match("kuckuck", 4, {"deck": "kille42", "kuku_lowest": True}, seed=1).options
    assert order(plain)[:3] == ("HAR", "KUK", "HSR")
    assert order(low)[:2] == ("HAR", "HSR") and order(low)[-3:] == ("BLO", "BLA", "KUK")
    gnav = open_match("kuckuck", 4, {"deck": "gnav42"}, seed=1).options
    assert [k for k in order(gnav) if k[1:].isdigit()] == [f"N{n}" for n in range(12, -1, -1)]
    assert order(gnav)[-4:] == ("N0", "POT", "UGL", "NAR")


@pytest.mark.parametrize(("deck", "cards", "loser"), [
    ("gnav42", ["N0", "POT", "N12", "DRA"], 1),  # the Pot is below the numeral 0
    ("gnav42", ["NAR", "UGL", "N12", "DRA"], 0),  # with powers off the Fool is a plain lowest card
    ("cucu40", ["N0", "MAS", "LEO", "MAT"], 3),
    ("kille42", ["KRA", "BLO", "BLA", "N1"], 2),
])  # fmt: skip
def test_lowest_card_loses_by_the_packs_order(deck: str, cards: list[str], loser: int) -> None:
    match = scripted(4, [*cards, "N5"], dealer=3, deck=deck)
    play(match, ["stay"] * 4)
    assert match.hands == [[int(seat == loser) for seat in range(4)]]
    assert not any(isinstance(e, K.FoolShown) for e in match.history)


@pytest.mark.parametrize("powers", [False, True])
def test_kuku_lowest_ranks_the_kuku_below_blaren_without_a_power(powers: bool) -> None:
    match = scripted(4, ["BLA", "KUK", "N5", "N7", "N9"], dealer=3, deck="kille42", kuku_lowest=True,
                     deck_powers=powers)  # fmt: skip
    match.act("swap")  # the Kuku neither blocks nor stops: seat 0 takes it
    assert hands(match)[:2] == ["KUK", "BLA"]
    play(match, ["stay", "stay", "stay"])
    assert match.hands == [[1, 0, 0, 0]]


@pytest.mark.parametrize(("deck", "king", "queen", "plain"), [
    ("gnav42", "GJO", "DRA", "KAT"), ("cucu40", "CUC", "BRA", "SAL"), ("kille42", "HAR", "KUK", "HSR"),
])  # fmt: skip
def test_the_top_kind_is_the_king_and_the_second_the_queen(deck: str, king: str, queen: str, plain: str) -> None:
    match = scripted(4, ["N1", king, queen, plain, "N5"], dealer=3, deck=deck, queens_block=True)
    assert match.act("swap") == [K.Block(seat=0, target=1, card=king, domino=False)]
    assert match.act("swap") == [K.Block(seat=1, target=2, card=queen, domino=False)]
    match.act("swap")  # the third kind is an ordinary card
    assert hands(match)[2:] == [plain, queen]
    off = scripted(4, ["N1", king, queen, plain, "N5"], dealer=3, deck=deck, king_blocks=False)
    off.act("swap")
    assert hands(off)[:2] == [king, "N1"]


def test_with_kuku_lowest_the_queen_is_the_husar() -> None:
    match = scripted(4, ["N1", "HSR", "KUK", "N7", "N5"], dealer=3, deck="kille42", kuku_lowest=True,
                     queens_block=True)  # fmt: skip
    assert match.act("swap") == [K.Block(seat=0, target=1, card="HSR", domino=False)]


@pytest.mark.parametrize(("rule", "top", "dealer_card"), [("blocked", "GJO", "N5"), ("keep", "GJO", "GJO")])
def test_the_top_kind_on_the_stock_obeys_dealer_stock_king(rule: str, top: str, dealer_card: str) -> None:
    match = scripted(4, ["N1", "N9", "N8", "N5", top], dealer=3, deck="gnav42", dealer_stock_king=rule)
    play(match, ["stay", "stay", "stay", "swap"])
    assert match.state.last_cards[3].text == dealer_card


def test_low_card_reveal_shows_the_three_lowest_kinds() -> None:
    match = scripted(4, ["POT", "N0", "NAR", "UGL", "N5"], dealer=3, deck="gnav42", low_card_reveal=True)
    events = match.act("swap")  # POT (low) for N0 (not low: the numerals are above the three lowest kinds)
    assert [e for e in events if isinstance(e, K.LowCardShown)] == [K.LowCardShown(seat=1, card="POT", domino=False)]
    low = scripted(4, ["N5", "BLO", "N3", "KUK", "N5"], dealer=3, deck="kille42", kuku_lowest=True,
                   low_card_reveal=True)  # fmt: skip
    assert [e.card for e in low.act("swap") if isinstance(e, K.LowCardShown)] == ["BLO"]
    assert [e for e in low.act("swap") if isinstance(e, K.LowCardShown)] == []  # N5 for N3: neither is low


@pytest.mark.parametrize(("domino", "received", "offered"), [
    ("A23", "POT", True), ("A23", "N0", False), ("A", "UGL", False), ("A", "NAR", True),
])  # fmt: skip
def test_domino_goes_by_the_lowest_kinds(domino: str, received: str, offered: bool) -> None:
    match = scripted(5, ["N5", received, "N7", "N8", "N9", "N6"], dealer=4, deck="gnav42", domino=domino)
    match.act("swap")
    assert match.legal() == (["stay", "swap"] if offered else ["stay"])


def test_domino_a_with_kuku_lowest_is_the_kuku() -> None:
    match = scripted(5, ["N5", "KUK", "N7", "N8", "N9", "N6"], dealer=4, deck="kille42", domino="A",
                     kuku_lowest=True)  # fmt: skip
    match.act("swap")
    assert match.legal() == ["stay", "swap"]


@pytest.mark.parametrize(("deck", "cuckoo", "options"), [
    ("gnav42", "GJO", {}), ("cucu40", "CUC", {}), ("kille42", "KUK", {}), ("kille42", "KUK", {"kuku_lowest": True}),
])  # fmt: skip
def test_first_jack_deals_up_to_the_first_cuckoo(deck: str, cuckoo: str, options: dict[str, object]) -> None:
    match = open_match("kuckuck", 4, {"first_dealer": "first_jack", "deck": deck, **options}, seed=7)
    match.deal(["N1", "N2", "N3", "N4", "N5", cuckoo])
    (jack,) = [e for e in match.history if isinstance(e, K.JackDeal)]
    assert jack.seat == 1 and jack.cards[-1] == cuckoo and match.dealer == 1


def test_harlekin_is_no_jack_in_kille() -> None:
    match = open_match("kuckuck", 4, {"first_dealer": "first_jack", "deck": "kille42"}, seed=7)
    match.deal(["HAR", "HAR", "KUK"])
    assert match.dealer == 2


def test_ace_of_spades_double_has_no_effect_with_a_pack() -> None:
    match = scripted(4, ["BLA", "N9", "N8", "N5", "N7"], dealer=3, deck="kille42", ace_of_spades_double=True)
    play(match, ["stay"] * 4)
    assert match.hands == [[1, 0, 0, 0]]


def test_values_come_from_the_pack() -> None:
    match = open_match("kuckuck", 4, {"deck": "cucu40"}, seed=1)
    cards = match.rules.deck(match.options, 4)
    assert sorted({value(card, match.options) for card in cards}) == list(range(1, 21))


LOWEST: list[tuple[str, dict[str, object], tuple[str, str, str], str]] = [
    ("gnav42", {}, ("POT", "UGL", "NAR"), "N0"),
    ("cucu40", {}, ("MAS", "LEO", "MAT"), "SEC"),
    ("kille42", {}, ("KRA", "BLO", "BLA"), "N1"),
    ("kille42", {"kuku_lowest": True}, ("BLO", "BLA", "KUK"), "KRA"),
]


@pytest.mark.parametrize(("deck", "extra", "lowest", "fourth"), LOWEST)
@pytest.mark.parametrize("powers", [False, True])
def test_low_cards_and_domino_are_the_lowest_kinds_of_each_pack(
    deck: str, extra: dict[str, object], lowest: tuple[str, str, str], fourth: str, powers: bool
) -> None:
    options = {"deck": deck, "deck_powers": powers, **extra}
    for card in (*lowest, fourth):
        match = scripted(5, ["N5", card, "N7", "N8", "N9", "N6"], dealer=4, low_card_reveal=True, **options)
        events = match.act("swap")
        assert any(isinstance(e, K.LowCardShown) and e.card == card for e in events) == (card != fourth)
        for domino, opens in (("A23", card != fourth), ("A", card == lowest[-1])):
            match = scripted(5, ["N5", card, "N7", "N8", "N9", "N6"], dealer=4, domino=domino, **options)
            match.act("swap")
            assert match.legal() == (["stay", "swap"] if opens else ["stay"]), (card, domino)
