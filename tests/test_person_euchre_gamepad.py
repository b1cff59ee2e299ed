"""Every Euchre decision by gamepad alone, played like a person (tests/person.py): the d-pad and Ⓐ on the bid
buttons (the focus ring is on Pass, or on the first suit when the dealer is stuck, the moment a bid comes), Ⓧ to
pass and Ⓨ to order up, and the cards by the cursor. With the person first to bid, second, and the dealer, at the
default speed in real time; the pad is the only device used at the table."""

from __future__ import annotations

from tests.person import Person
from tests.person_euchre import (
    DEALER,
    FIRST,
    LEADS,
    LONE,
    MIXED,
    SECOND,
    WEAK,
    actions_of,
    bids_of,
    bubble,
    cards_of,
    euchre,
    euchre_table,
    hand,
    note,
    trump,
    wait_for_bids,
    wait_for_my_cards,
    wait_until_played,
)
from tests.person_euchre import (
    cursor_to as to_card,
)


def cursor_to(person: Person, card: str) -> None:
    to_card(person, card, person.buttons, "dpleft", "dpright")


def test_first_to_bid_orders_up_alone_and_leads() -> None:
    with euchre_table(dealer=FIRST, see_the_deal=True) as person:
        person.plug_pad()
        wait_for_bids(person, "pass")  # Order up alone above, Order up 9♥ and Pass below
        person.buttons("dpleft", "dpleft", "a")
        wait_until_played(person, "the dealer has picked up and discarded")
        assert bids_of(person) == ["order alone"] and trump(person) == "H"
        wait_for_my_cards(person, "my lead")
        cursor_to(person, "JH")
        person.buttons("a")
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert cards_of(person) == ["JH"]


def test_first_to_bid_passes_with_x_then_names_diamonds() -> None:
    with euchre_table(dealer=FIRST) as person:
        person.plug_pad()
        wait_for_bids(person, "pass")
        person.buttons("x")
        wait_for_bids(person, "pass")  # round two: ♠ ♣ ♦ and Pass below
        person.buttons("dpleft", "a")
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D"] and trump(person) == "D"


def test_second_to_bid_passes_twice_and_must_follow_diamonds() -> None:
    with euchre_table(MIXED, dealer=SECOND, bots=LEADS) as person:
        person.plug_pad()
        wait_for_bids(person, "pass")
        person.buttons("a")  # the first press at this table
        wait_for_bids(person, "pass")
        person.buttons("x")
        wait_until_played(person, "Bram, stuck, names trump")
        assert bids_of(person) == ["pass", "pass"] and trump(person) == "S"
        wait_for_my_cards(person, "Clara leads a diamond: my turn to follow")
        cursor_to(person, "JH")
        person.buttons("a")
        person.wait_for(lambda: bool(note(person)), "why not")
        assert note(person) == "You must follow diamonds."
        assert cards_of(person) == []
        cursor_to(person, "JD")
        person.buttons("a")
        person.wait_for(lambda: bool(cards_of(person)), "my card is played")
        assert cards_of(person) == ["JD"]


def test_the_dealer_orders_up_with_y_pressed_while_the_bid_before_still_shows_and_discards() -> None:
    with euchre_table(dealer=DEALER) as person:
        person.plug_pad()
        person.wait_for(lambda: bubble(person, 3) == "Pass", "Clara passes, on my right")
        assert person.table.stage.timeline.busy  # the table still shows her pass: my turn is not shown yet
        person.buttons("y")
        wait_for_my_cards(person, "my discard: six cards, the 9♥ among them")
        assert bids_of(person) == ["order"] and "9H" in hand(person)
        cursor_to(person, "AD")
        person.buttons("a")
        wait_until_played(person, "my discard is made")
        assert cards_of(person, kind="discard") == ["AD"] and "AD" not in hand(person)


def test_the_stuck_dealer_names_diamonds_alone() -> None:
    with euchre_table(dealer=DEALER) as person:
        person.plug_pad()
        wait_for_bids(person, "pass")
        person.buttons("x")
        wait_for_bids(person, "call S")  # no Pass now: ♠ ♣ ♦ alone above, ♠ ♣ ♦ below
        person.buttons("dpleft", "a")  # from ♠ back to ♦ alone
        wait_until_played(person, "trump is made")
        assert bids_of(person) == ["pass", "call D alone"] and trump(person) == "D"


def test_the_dealer_discards_then_asked_second_defends_alone() -> None:
    with euchre_table(WEAK, dealer=DEALER, bots=LONE, lone_defender=True) as person:
        person.plug_pad()
        wait_for_my_cards(person, "Anke went alone: my discard")
        cursor_to(person, "9C")
        person.buttons("a")
        wait_for_bids(person, "defend")  # Bram defends together; now me: Defend alone above, Defend together below
        assert bids_of(person, 2) == ["defend"]
        person.buttons("dpleft", "a")
        wait_until_played(person, "the defence is settled")
        assert cards_of(person, kind="discard") == ["9C"]
        assert bids_of(person) == ["defend alone"]
        assert person.table.match.view(None)["defender_alone"] == 0
        person.wait_for(lambda: bool(actions_of(person, 1)[2:]), "the table goes on: Anke leads")


def test_a_hand_of_nines_and_tens_is_thrown_in_for_a_new_deal() -> None:
    bots = ("TS QC KC QD KD", "AC TH QH QS KS", "JH JD AH KH AD")
    with euchre_table("9C TC 9D TD 9S", dealer=FIRST, bots=bots, farmers_hand=True) as person:
        person.plug_pad()
        wait_for_bids(person, "pass")  # Order up alone above; Order up 9♥, Pass and Redeal below
        person.buttons("dpright", "a")
        person.wait_for(lambda: sorted(hand(person)) != sorted(["9C", "TC", "9D", "TD", "9S"]), "new cards")
        wait_for_bids(person, "pass")  # the same dealer deals again: my bid comes first again
        assert bids_of(person) == ["redeal"]
        assert "redeal" not in euchre(person).bidding.by_action  # the new hand is not all nines and tens
