"""Every Euchre decision by mouse alone, played like a person (tests/person.py): a click on the bid button meant,
a click on the card to discard, a card dragged to the middle, a click on a card that may not be played (the table
says why). With the person first to bid, second, and the dealer, at the default speed in real time."""

from __future__ import annotations

from tests.person_euchre import (
    DEALER,
    FIRST,
    LEADS,
    LONE,
    MIXED,
    PARTNER_KITTY,
    PARTNER_ORDERS,
    PARTNERED,
    SECOND,
    WEAK,
    actions_of,
    bids_of,
    cards_of,
    click_bid,
    euchre_table,
    hand,
    middle,
    note,
    phase,
    trump,
    visible_point,
    wait_for_my_cards,
    wait_until_played,
)


def test_first_to_bid_orders_up_and_leads_by_dragging_a_card_to_the_middle() -> None:
    with euchre_table(dealer=FIRST) as person:
        click_bid(person, "order")
        wait_until_played(person, "the dealer has picked up and discarded")
        assert bids_of(person) == ["order"] and trump(person) == "H"
        wait_for_my_cards(person, "my lead")
        person.drag(visible_point(person, "AH"), middle(person))
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert cards_of(person) == ["AH"]


def test_second_to_bid_orders_up_alone_and_the_partner_sits_out() -> None:
    with euchre_table(dealer=SECOND) as person:
        click_bid(person, "order alone")
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["order alone"] and trump(person) == "H"
        assert person.table.match.view(None)["alone"] == 0
        person.wait_for(lambda: bool(cards_of(person, 3)), "the table goes on: Clara leads")
        assert actions_of(person, 2) == []  # Bram, my partner, sits this hand out


def test_second_to_bid_passes_then_names_diamonds_alone() -> None:
    with euchre_table(dealer=SECOND) as person:
        click_bid(person, "pass")
        person.wait_for(lambda: bids_of(person, 2) == ["pass"], "the dealer turns the 9♥ down")
        click_bid(person, "call D alone")
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D alone"] and trump(person) == "D"


def test_the_dealer_discards_the_card_clicked_after_anke_orders_up() -> None:
    bots = ("JH JD AH KH 9S", "QC KC QD KD QS", "AC TH AD QH KS")  # Anke, on my left, orders the 9♥ up
    with euchre_table(WEAK, dealer=DEALER, bots=bots) as person:
        wait_for_my_cards(person, "my discard: the 9♥ is in my hand")
        assert bids_of(person, 1) == ["order"] and "9H" in hand(person)
        person.click(visible_point(person, "9C"))
        wait_until_played(person, "my discard is made")
        assert cards_of(person, kind="discard") == ["9C"]
        assert sorted(hand(person)) == sorted(["TC", "9D", "TD", "TS", "9H"])


def test_the_stuck_dealer_names_diamonds_by_a_click() -> None:
    with euchre_table(dealer=DEALER) as person:
        click_bid(person, "pass")
        person.wait_for(lambda: bids_of(person, 3) == ["pass", "pass"], "the other three pass again")
        click_bid(person, "call D")
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D"] and trump(person) == "D"


def test_second_to_bid_passes_twice_is_refused_a_heart_and_drags_the_diamond_it_must_follow() -> None:
    with euchre_table(MIXED, dealer=SECOND, bots=LEADS) as person:
        click_bid(person, "pass")
        person.wait_for(lambda: bids_of(person, 2) == ["pass"], "the dealer turns the 9♥ down")
        click_bid(person, "pass")
        wait_until_played(person, "Bram, stuck, names trump")
        assert bids_of(person) == ["pass", "pass"] and trump(person) == "S"
        wait_for_my_cards(person, "Clara leads a diamond: my turn to follow")
        person.click(visible_point(person, "JH"))
        person.wait_for(lambda: bool(note(person)), "why not")
        assert note(person) == "You must follow diamonds."
        assert cards_of(person) == []
        person.drag(visible_point(person, "JD"), middle(person))
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert cards_of(person) == ["JD"]


def test_asked_first_against_a_lone_maker_defends_together() -> None:
    with euchre_table(WEAK, dealer=SECOND, bots=LONE, lone_defender=True) as person:
        click_bid(person, "defend")
        wait_until_played(person, "the defence is settled")
        assert bids_of(person) == ["defend"]
        assert bids_of(person, 2)[-1] == "defend"  # then Bram was asked, and defends too
        assert person.table.match.view(None)["defender_alone"] is None and phase(person) == "play"


def test_asked_by_the_partner_who_ordered_up_supports_by_a_click() -> None:
    with euchre_table(PARTNERED, dealer=FIRST, bots=PARTNER_ORDERS, kitty=PARTNER_KITTY, alone="anyone") as person:
        click_bid(person, "pass")
        person.wait_for(lambda: bids_of(person, 2) == ["order"], "Bram, my partner, orders up")
        click_bid(person, "support")
        wait_until_played(person, "my answer is made")
        assert bids_of(person) == ["pass", "support"]
        assert person.table.match.view(None)["alone"] is None and trump(person) == "H"
