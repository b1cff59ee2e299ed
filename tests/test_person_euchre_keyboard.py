"""Every Euchre decision by keyboard alone, played like a person (tests/person.py): the arrows and Enter on the
bid buttons (the focus ring is on Pass, or on the first suit when the dealer is stuck, the moment a bid comes), the
letter keys P / O / 1 2 3 4, and the cards by the cursor. With the person first to bid, second, and the dealer, at
the default speed in real time. Each test walks one hand's decisions; the bots hold weak cards and pass."""

from __future__ import annotations

from tests.person import Person
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
    bubble,
    cards_of,
    euchre_table,
    hand,
    note,
    phase,
    trump,
    wait_for_bids,
    wait_for_my_cards,
    wait_until_played,
)
from tests.person_euchre import (
    cursor_to as to_card,
)


def cursor_to(person: Person, card: str) -> None:
    to_card(person, card, person.keys, "left", "right")


def test_first_to_bid_passes_with_p_then_names_diamonds_alone_and_leads() -> None:
    with euchre_table(dealer=FIRST, see_the_deal=True) as person:
        wait_for_bids(person, "pass")
        person.keys("p")
        wait_for_bids(person, "pass")  # round two: ♠ ♣ ♦ and Pass below, the same suits alone above
        person.keys("left", "left", "left", "left", "return")  # past ♦ ♣ ♠ to ♦ alone
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D alone"]
        assert trump(person) == "D"
        wait_for_my_cards(person, "my lead")
        cursor_to(person, "AH")
        person.keys("return")
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert cards_of(person) == ["AH"]


def test_second_to_bid_orders_up_with_o_pressed_while_the_bid_before_still_shows() -> None:
    with euchre_table(dealer=SECOND) as person:
        person.wait_for(lambda: bubble(person, 3) == "Pass", "Clara passes, on my right")
        assert person.table.stage.timeline.busy  # the table still shows her pass: my turn is not shown yet
        person.keys("o")
        wait_until_played(person, "the dealer has picked up and discarded")
        assert bids_of(person) == ["order"]
        assert trump(person) == "H"
        assert person.table.match.view(None)["maker"] == 0


def test_the_dealer_orders_up_alone_by_arrows_discards_the_card_chosen_and_plays_after_a_look_away() -> None:
    with euchre_table(dealer=DEALER) as person:
        wait_for_bids(person, "pass")  # Order up alone above, Order up 9♥ and Pass below
        person.keys("left", "left", "return")
        wait_for_my_cards(person, "my discard: six cards, the 9♥ among them")
        assert "9H" in hand(person)
        cursor_to(person, "AD")
        person.keys("return")
        person.wait_for(lambda: bool(actions_of(person, 1)), "the table goes on: Anke leads")
        assert bids_of(person) == ["order alone"]
        assert cards_of(person, kind="discard") == ["AD"]
        assert "AD" not in hand(person) and len(hand(person)) == 5
        person.keys("up")  # a look at the corner (Scores, Last trick) while Clara plays
        wait_for_my_cards(person, "my turn: the cursor on the J♥, my right bower")
        person.keys("return")
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert person.top_scene() == "TableScene", "the score sheet opened instead of my card"
        assert cards_of(person) == ["JH"]


def test_second_to_bid_passes_by_enter_then_names_diamonds_with_2_and_must_follow_clubs() -> None:
    with euchre_table(MIXED, dealer=SECOND, bots=LEADS) as person:
        wait_for_bids(person, "pass")
        person.keys("return")  # the first key at this table
        wait_for_bids(person, "pass")
        person.keys("2")
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D"] and trump(person) == "D"
        wait_for_my_cards(person, "Clara leads a club: my turn to follow")
        cursor_to(person, "JD")
        person.keys("return")  # trump it with the right bower: not while I hold a club
        person.wait_for(lambda: bool(note(person)), "why not")
        assert note(person) == "You must follow clubs."
        assert cards_of(person) == []
        cursor_to(person, "TC")
        person.keys("return")
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert cards_of(person) == ["TC"]


def test_first_to_bid_passes_twice_and_the_stuck_dealer_names_trump() -> None:
    with euchre_table(dealer=FIRST) as person:
        wait_for_bids(person, "pass")
        person.keys("return")
        wait_for_bids(person, "pass")
        person.keys("p")
        wait_until_played(person, "the dealer names trump")
        assert bids_of(person) == ["pass", "pass"]
        assert bids_of(person, FIRST)[-1] == "call S" and trump(person) == "S"
        wait_for_my_cards(person, "my lead")


def test_the_stuck_dealer_may_not_pass_and_names_diamonds_with_2() -> None:
    with euchre_table(dealer=DEALER) as person:
        wait_for_bids(person, "pass")
        person.keys("p")
        wait_for_bids(person, "call S")  # no Pass now: the focus starts on the first suit
        person.keys("p")
        person.wait_for(lambda: bool(note(person)), "why not")
        assert note(person) == "The dealer must name trump."
        person.keys("2")
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D"] and trump(person) == "D"


def test_asked_first_against_a_lone_maker_defends_alone_by_arrows() -> None:
    with euchre_table(WEAK, dealer=SECOND, bots=LONE, lone_defender=True) as person:
        wait_for_bids(person, "defend")  # Clara went alone: Defend alone above, Defend together below
        person.keys("left", "return")
        wait_until_played(person, "the defence is settled")
        assert bids_of(person) == ["defend alone"]
        assert person.table.match.view(None)["defender_alone"] == 0
        assert phase(person) == "play"
        person.wait_for(lambda: bool(cards_of(person, 3)), "the table goes on: Clara leads")


def test_asked_by_the_partner_who_ordered_up_goes_alone_by_arrows() -> None:
    with euchre_table(PARTNERED, dealer=FIRST, bots=PARTNER_ORDERS, kitty=PARTNER_KITTY, alone="anyone") as person:
        wait_for_bids(person, "pass")
        person.keys("p")
        wait_for_bids(person, "support")  # Bram ordered up: Go alone above, Support partner below
        person.keys("left", "return")
        wait_until_played(person, "my answer is made")
        assert bids_of(person) == ["pass", "alone"] and bids_of(person, 2) == ["order"]
        assert person.table.match.view(None)["alone"] == 0
