"""The cuckoo packs' powers played like a person with the mouse alone (a click on Swap, or Draw as the dealer), at
the default speed: an Osteria blocks me after the bots (the Cucù fool stays hidden), a Salta passes my request on
to the seat beyond, a Horse passes it on to the dealer, a Harlekin comes to me face up and stays marked as
received (it then counts below every card), and as the dealer I draw from a stock whose top cards are skip cards,
which are laid aside face up; with domino on, my swap on meets a Husar. The deals are fixed in advance
(tests/person_packs.py); the bots keep their high cards."""

from __future__ import annotations

from game.kuckuck import events as K
from tests.person import Person
from tests.person_kuckuck import YOU, held, kuckuck, lives
from tests.person_packs import (
    AFTER_BOTS,
    DEALING,
    FIRST,
    MOUSE,
    after_showdown,
    callouts_seen,
    deal_events,
    face_up,
    holding,
    kept,
    lost_at_once,
    my_turn_with,
    pack_table,
    press_swap,
    received_marked,
    shown_to_all,
    told,
    turned_up,
)


def test_an_osteria_on_my_left_blocks_me_after_the_bots() -> None:
    calls: list[str] = []
    hands = {0: "N1", 1: "OST", 2: "MAT"}
    with pack_table("cucu40", AFTER_BOTS, hands=hands) as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N1")
        assert [e.seat for e in deal_events(person) if isinstance(e, K.Stay)] == [3, 4], "the bots kept their cards"
        assert face_up(person, 2) is None and shown_to_all(person, 2) is None, "the Cucù fool (Matto) stays hidden"
        press_swap(person, MOUSE)
        turned_up(person, 1, "OST", calls, "Kuckuck!")
        kept(person, "N1")
        assert lives(person) == before, "a block costs no life"
        assert held(person, 2) == "MAT", "the request goes no further"
        person.wait_for(lambda: face_up(person, 1) == "OST" and person.table.match.to_move == 1, "my left's turn", 5)


def test_a_salta_on_my_left_passes_my_request_on_to_the_seat_beyond() -> None:
    calls: list[str] = []
    with pack_table("cucu40", FIRST, hands={0: "N1", 1: "SAL"}) as person, callouts_seen(person, calls):
        my_turn_with(person, "N1")
        press_swap(person, MOUSE)
        turned_up(person, 1, "SAL", calls, "Pass it on!")
        holding(person, "N10", "the card of the seat beyond my left neighbour")
        assert held(person, 2) == "N1" and held(person, 1) == "SAL", "I swapped with seat 2; the Salta stays"
        assert face_up(person, 1) == "SAL", "the Salta stays face up where it is"
        assert face_up(person, 2) is None, "a plain swap stays hidden from the others"


def test_a_horse_on_my_left_passes_my_request_on_to_the_dealer_after_the_bots() -> None:
    calls: list[str] = []
    with pack_table("gnav42", AFTER_BOTS, hands={0: "N2", 1: "HES", 2: "N7"}) as person, callouts_seen(person, calls):
        my_turn_with(person, "N2")
        press_swap(person, MOUSE)
        turned_up(person, 1, "HES", calls, "Pass it on!")
        holding(person, "N7", "the dealer's card at my seat")
        assert held(person, 2) == "N2", "I swapped with the dealer, seat 2, beyond the Horse"
        assert face_up(person, 1) == "HES" and held(person, 1) == "HES"


def test_a_harlekin_comes_to_me_face_up_marked_as_received_and_counts_lowest() -> None:
    calls: list[str] = []
    with pack_table("kille42", FIRST, hands={0: "N2", 1: "HAR"}) as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N2")
        press_swap(person, MOUSE)  # the Harlekin never blocks
        holding(person, "HAR", "the Harlekin at my seat")
        told(person, "You get the Harlequin: it is now the lowest card")
        assert shown_to_all(person, YOU) == "HAR", "the swap is made face up: everyone sees my Harlekin"
        assert person.table.match.view(2)["received"][YOU], "every seat's view marks it as received"
        person.wait_for(lambda: not person.table.stage.timeline.busy, "the swap played", 5)
        person.watch(0.3)  # the table at rest
        assert received_marked(person, YOU), "my card carries the received mark"
        assert not received_marked(person, 1)
        # the received Harlekin counts below every card: I alone lose at the showdown
        shown = after_showdown(person, [before[0] - 1, *before[1:]])
        assert shown.losers == (YOU,)


def laid_aside_shown(person: Person, kind: str) -> bool:
    """`kind` lies face up beside the stock, laid aside."""
    return any(card.card == kind and card.flip >= 0.5 for card in kuckuck(person).sprites.laid_aside)


def test_as_the_dealer_i_draw_and_a_horse_on_top_of_the_stock_is_laid_aside() -> None:
    calls: list[str] = []
    with pack_table("gnav42", DEALING, hands={0: "N1"}, stock=("HES", "N10")) as person, callouts_seen(person, calls):
        my_turn_with(person, "N1")
        assert [e.seat for e in deal_events(person) if isinstance(e, K.Stay)] == [1, 2, 3]
        assert kuckuck(person).buttons["swap"].text == "Draw"
        press_swap(person, MOUSE)
        person.wait_for(lambda: laid_aside_shown(person, "HES"), "the Horse laid aside face up", 8)
        holding(person, "N10", "the card under the Horse at my seat")
        told(person, "You lay a Horse aside")
        assert laid_aside_shown(person, "HES"), "the Horse still lies aside as my card arrives"
        assert person.table.match.view(1)["laid_aside"] == ["HES"], "the laid-aside card is public"
        events = [type(e) for e in deal_events(person)]
        assert events[events.index(K.LaidAside) :][:3] == [K.LaidAside, K.Draw, K.Showdown]


def test_as_the_dealer_i_see_each_of_two_skip_cards_laid_aside() -> None:
    with pack_table("gnav42", DEALING, hands={0: "N1"}, stock=("HES", "HUS", "N10")) as person:
        my_turn_with(person, "N1")
        press_swap(person, MOUSE)
        # each skip card is turned up beside the stock, in turn
        person.wait_for(lambda: laid_aside_shown(person, "HES"), "the Horse laid aside face up", 8)
        person.wait_for(lambda: laid_aside_shown(person, "HUS"), "the House laid aside face up", 8)
        holding(person, "N10", "the first card under the skip cards at my seat")
        assert laid_aside_shown(person, "HES") and laid_aside_shown(person, "HUS"), "both still lie aside, side by side"
        spots = [card.pos for card in kuckuck(person).sprites.laid_aside]
        assert len(spots) == 2 and spots[0] != spots[1]
        assert person.table.match.view(1)["laid_aside"] == ["HES", "HUS"]


def test_the_stock_count_drops_as_skip_cards_are_laid_aside() -> None:
    with pack_table("gnav42", DEALING, hands={0: "N1"}, stock=("HES", "HUS", "N10")) as person:
        my_turn_with(person, "N1")
        sprites = kuckuck(person).sprites
        assert sprites.stock_count == 38
        press_swap(person, MOUSE)
        holding(person, "N10", "the drawn card at my seat")
        assert sprites.stock_count == 36, "two cards left the deal; mine went under the stock for the one I drew"


def test_with_domino_my_swap_on_meets_a_husar_and_costs_me_a_life() -> None:
    """Domino with powers on: the domino request is a full request. A Blaren (one of the three lowest kinds) comes
    to me in my swap; I click Swap on, and the Husar beyond my left neighbour costs me a life at once."""
    calls: list[str] = []
    hands = {0: "N9", 1: "BLA", 2: "HSR"}
    with pack_table("kille42", FIRST, hands=hands, domino="A23") as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N9")
        press_swap(person, MOUSE)
        holding_at_domino = "the Blaren at my seat and the domino offered"
        person.wait_for(lambda: face_up(person, YOU) == "BLA" and person.prompt().startswith("Domino!"),
                        holding_at_domino, 8)  # fmt: skip
        assert kuckuck(person).buttons["swap"].text == "Swap on"
        person.click(kuckuck(person).buttons["swap"].rect.center)
        turned_up(person, 2, "HSR", calls, "Penalty!")
        lost_at_once(person, YOU, before)
        kept(person, "BLA")
        assert held(person, 1) == "N9" and held(person, 2) == "HSR", "no domino swap: the Husar stays"
