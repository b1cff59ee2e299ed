"""Euchre's variants as tables, each option both ways: the farmer's hand, going alone with anyone, the Canadian
loner, the dealer's discard of the up-card, and the dealer's discard face down."""

from __future__ import annotations

import pytest

from game.euchre import events as E
from game.euchre.deck import LAYOUT
from tests.euchre_helpers import (
    MARCH,
    act_all,
    by_place,
    deal_places,
    dealt,
    kinds,
    order_for,
    play_scripts,
    refused,
    scripts,
)

# --- options both ways --------------------------------------------------------------------------------------------

FARMER = "9C 9S TC TS 9D"


FARMER_FIRST = (FARMER, "JH JD AH KH QH", "JC QC KC AC JS", "QS KS AS TD QD")


@pytest.mark.parametrize("place", [0, 3])
def test_a_farmers_hand_may_ask_for_a_redeal_on_its_round_1_turn(place: int) -> None:
    hands = FARMER_FIRST if place == 0 else (*FARMER_FIRST[1:], FARMER)  # the farmer bids first, or deals
    dealer = 2
    match = dealt(by_place(hands, dealer), dealer, "9H", farmers_hand=True)
    for _ in range(place):
        assert "redeal" not in match.legal()
        match.act("pass")
    assert match.legal() == ["pass", "order", "order alone", "redeal"]
    match.deal(order_for(by_place(MARCH, dealer), dealer, "9H"))
    events = match.act("redeal")
    assert events == [E.Redeal(seat=(dealer + 1 + place) % 4, hand=1, dealer=dealer)]
    view = match.view(None)
    assert view["hand_no"] == 2 and view["dealer"] == dealer and match.hands == [] and view["bids"] == []
    assert match.view((dealer + 1) % 4)["hand"] == sorted(MARCH[0].split(), key=LAYOUT.index)


def test_no_redeal_without_the_option_in_round_2_or_for_a_hand_with_a_jack() -> None:
    hands = (FARMER, "9H TH JC QC KC", "JD TD JS QS KS", "AC AS AD QD KD")
    off = dealt(by_place(hands, 3), 3, "AH")
    assert off.legal() == ["pass", "order", "order alone"]
    refused(off, "redeal", "This table does not play farmer's hand redeals.")
    on = dealt(by_place(hands, 3), 3, "AH", farmers_hand=True)
    on.act("pass")
    refused(on, "redeal", "Only a hand of nothing but nines and tens may be redealt.")  # 9H TH JC: a jack
    act_all(on, "pass, pass, pass")
    assert on.to_move == 0
    refused(on, "redeal", "A redeal may be asked for only on your first turn to bid.")


def test_anyone_alone_asks_the_makers_partner_after_the_discard() -> None:
    match = deal_places(MARCH, dealer=3, alone="anyone")
    act_all(match, "order, discard QD")
    assert match.view(None)["phase"] == "partner_alone" and match.to_move == 2
    assert match.legal() == ["alone", "support"]
    refused(match, "play JH", "Your partner made trump: go alone, or support your partner.")
    events = match.act("alone")
    assert kinds(events) == [E.PartnerAnswer, E.Alone]
    assert events[1] == E.Alone(seat=2, role="maker", sits_out=0)
    view = match.view(None)
    assert (view["alone"], view["maker"], view["sitting_out"], match.to_move) == (2, 0, [0], 1)


def test_anyone_alone_support_plays_with_both_partners() -> None:
    match = deal_places(MARCH, dealer=3, alone="anyone")
    act_all(match, "order, discard QD, support")
    view = match.view(None)
    assert view["phase"] == "play" and view["alone"] is None and view["sitting_out"] == [] and match.to_move == 0
    play_scripts(match, scripts(("JH JD AH KH QH", "9C TC JC QC KC", "9S TS JS QS KS", "9H AC AS 9D TD"), 3))
    assert match.hands == [[2, 0, 2, 0]]


def test_anyone_alone_asks_nobody_after_a_lone_bid_and_the_partners_loner_scores_as_one() -> None:
    asked = deal_places(MARCH, dealer=3, alone="anyone")
    act_all(asked, "order alone, discard QD")
    assert asked.view(None)["phase"] == "play"
    # seat 2 holds the top trumps and goes alone in its partner's place: seat 0 sits out and seat 1 leads
    match = deal_places(("9C TC JC QC KC", "9S TS JS QS KS", "JH JD AH KH QH", "AC AS 9D TD QD"), 3, alone="anyone")
    act_all(match, "order, discard QD, alone")
    assert match.to_move == 1
    play_scripts(match, {1: "9S TS JS QS KS", 2: "JH JD AH KH QH", 3: "AS 9H AC 9D TD"})
    assert match.hands == [[4, 0, 4, 0]] and match.view(None)["results"][0]["alone"] == 2


def test_maker_only_never_asks_the_partner() -> None:
    match = deal_places(MARCH, dealer=3)
    act_all(match, "order, discard QD")
    assert match.view(None)["phase"] == "play"
    refused(match, "alone", "Trump is made: play a card.")


def test_canadian_loner_makes_the_dealers_partner_order_up_alone() -> None:
    on = deal_places(MARCH, dealer=3, canadian_loner=True)
    on.act("pass")
    assert on.to_move == 1 and on.legal() == ["pass", "order alone"]
    refused(on, "order", "The dealer's partner may order up only by going alone.")
    act_all(on, "pass, pass")
    assert on.to_move == 3 and on.legal() == ["pass", "order", "order alone"]  # the dealer orders as it likes
    act_all(on, "pass, pass")
    assert on.to_move == 1 and "call S" in on.legal()  # in round 2 the partner names trump as anyone does
    off = deal_places(MARCH, dealer=3)
    off.act("pass")
    assert off.legal() == ["pass", "order", "order alone"]


@pytest.mark.parametrize("may", [True, False])
def test_whether_the_dealer_may_discard_the_up_card(may: bool) -> None:
    match = deal_places(MARCH, dealer=3, dealer_may_discard_upcard=may)
    match.act("order")
    discards = match.legal()
    assert ("discard 9H" in discards) is may and len(discards) == (6 if may else 5)
    if not may:
        refused(match, "discard 9H", "You must keep the card you picked up: discard another.")
    refused(match, "discard JH", "You don't hold JH.")
    refused(match, "play AC", "Discard one card first.")


def test_the_dealers_discard_is_face_down_even_when_it_is_the_up_card() -> None:
    kept, thrown = deal_places(MARCH, dealer=3), deal_places(MARCH, dealer=3)
    for match, card in ((kept, "QD"), (thrown, "9H")):
        act_all(match, f"order, discard {card}")
    for seat in (0, 1, 2, None):
        assert kept.view(seat) == thrown.view(seat)
    assert kept.view(3)["discard"] == "QD" and thrown.view(3)["discard"] == "9H"
    assert ("9H" in kept.view(3)["hand"], "9H" in thrown.view(3)["hand"]) == (True, False)
