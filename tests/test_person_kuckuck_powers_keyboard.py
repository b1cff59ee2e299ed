"""The cuckoo packs' powers played like a person by keyboard alone (W: swap), at the default speed: a penalty card
costs me a life at once, a skip chain runs past the dealer into the stock, a stop card ends the round before the
dealer acts, the Gnav fool lies face up from the deal and makes me pay, a Cucù block leaves me my card, and as the
dealer I keep a Cucù drawn from the stock (no King blocks the dealer's draw with powers on). Each deal is fixed in
advance (tests/person_packs.py): I sit first, after two bots, or deal; the bots keep their high cards."""

from __future__ import annotations

from game.kuckuck import events as K
from game.kuckuck.packs import value_of_text
from tests.person_kuckuck import YOU, held, lives
from tests.person_packs import (
    AFTER_BOTS,
    DEALING,
    FIRST,
    KEYBOARD,
    after_showdown,
    called,
    callouts_seen,
    deal_events,
    face_up,
    holding,
    kept,
    lost_at_once,
    my_turn_with,
    name,
    never_acted,
    pack_table,
    press_swap,
    shown_to_all,
    told,
    turned_up,
)


def test_a_dragoon_on_my_left_costs_me_a_life_at_once_and_i_keep_my_card() -> None:
    calls: list[str] = []
    with pack_table("gnav42", FIRST, hands={0: "N3", 1: "DRA"}) as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N3")
        press_swap(person, KEYBOARD)
        turned_up(person, 1, "DRA", calls, "Penalty!")
        lost_at_once(person, YOU, before)
        kept(person, "N3")
        told(person, f"{name(person, 1)}'s Dragoon: you lose a life at once")
        assert held(person, 1) == "DRA" and held(person, 2) == "N12", "no swap, and the request goes no further"
        mine = [type(e) for e in deal_events(person) if getattr(e, "seat", None) == YOU and not isinstance(e, K.Dealt)]
        assert mine == [K.Penalty]
        # the three lowest N3 loses once more at the showdown: two lives gone in one deal
        after_showdown(person, [1, 3, 3, 3])


def test_a_skip_chain_runs_past_the_dealer_and_i_take_the_top_of_the_stock() -> None:
    calls: list[str] = []
    hands = {0: "N2", 1: "HES", 2: "HUS", 3: "HES"}
    with pack_table("gnav42", FIRST, hands=hands, stock=("N5",)) as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N2")
        stock = person.table.match.view(YOU)["stock_count"]
        press_swap(person, KEYBOARD)
        for seat, kind in ((1, "HES"), (2, "HUS"), (3, "HES")):  # the request passes on, seat by seat
            turned_up(person, seat, kind, calls, "Pass it on!")
        holding(person, "N5", "the top card of the stock at my seat")
        told(person, f"{name(person, 3)}'s Horse passes the request on to the stock")
        told(person, "The request reaches the stock: you take its top card: you gave 2, got 5")
        assert [face_up(person, seat) for seat in (1, 2, 3)] == ["HES", "HUS", "HES"], "each keeps its card, shown"
        assert person.table.match.view(YOU)["stock_count"] == stock, "my N2 went under the stock"
        assert lives(person) == before, "passing a request on costs nobody a life"
        # the seats I skipped still take their own turns, then the dealer
        person.wait_for(lambda: K.Showdown in [type(e) for e in deal_events(person)], "the showdown", 30)
        movers = [e.seat for e in deal_events(person) if isinstance(e, K.Stay | K.Swap | K.Draw)]
        assert movers[:2] == [1, 2], movers
        after_showdown(person, [2, 3, 3, 3])


def test_a_kuku_on_my_left_ends_the_exchanges_before_the_dealer_acts() -> None:
    calls: list[str] = []
    with pack_table("kille42", AFTER_BOTS, hands={0: "N2", 1: "KUK"}) as person, callouts_seen(person, calls):
        my_turn_with(person, "N2")
        assert [e.seat for e in deal_events(person) if isinstance(e, K.Stay)] == [3, 4], "the bots kept their cards"
        press_swap(person, KEYBOARD)
        turned_up(person, 1, "KUK", calls, "Stop!")
        kept(person, "N2")
        told(person, f"{name(person, 1)}'s Cuckoo stops all exchanges")
        person.wait_for(lambda: "No more exchanges" in calls, "the table told that the exchanges are over", 8)
        after_showdown(person, [2, 3, 3, 3, 3])  # my N2 is the lowest card: the showdown came at once
        never_acted(person, [1, 2])  # neither my left neighbour nor the dealer (seat 2) moved
        events = deal_events(person)
        stop = next(i for i, e in enumerate(events) if isinstance(e, K.Stop))
        assert isinstance(events[stop + 1], K.Showdown)


def test_the_gnav_fool_lies_face_up_from_the_deal_and_whoever_holds_it_pays() -> None:
    calls: list[str] = []
    with pack_table("gnav42", AFTER_BOTS, hands={0: "N5", 1: "NAR"}) as person, callouts_seen(person, calls):
        person.wait_for(lambda: face_up(person, 1) == "NAR", "the fool face up as it is dealt", 10)
        assert K.FoolShown in [type(e) for e in deal_events(person)] and shown_to_all(person, 1) == "NAR"
        person.wait_for(lambda: called(calls, "NAR", "The fool!"), "the fool's call", 5)
        before = my_turn_with(person, "N5")
        assert face_up(person, 1) == "NAR", "the fool stays face up"
        told(person, f"{name(person, 1)} holds the Fool")
        press_swap(person, KEYBOARD)  # the fool never blocks: the swap is made
        holding(person, "NAR", "the fool at my seat")
        assert shown_to_all(person, YOU) == "NAR", "the fool stays face up at its new seat"
        assert face_up(person, 1) is None and held(person, 1) == "N5", "my N5 went face down to my left"
        person.wait_for(lambda: any(isinstance(e, K.Showdown) for e in deal_events(person)), "the showdown", 30)
        paid = next(e for e in deal_events(person) if isinstance(e, K.FoolPaid))
        assert paid.seats == (YOU,)
        shown = next(e for e in deal_events(person) if isinstance(e, K.Showdown))
        options = person.table.match.options
        others = {seat: value_of_text(card, options) for seat, card in enumerate(shown.cards) if card and seat != YOU}
        lowest = [seat for seat, v in others.items() if v == min(others.values())]
        expected = [count - (seat == YOU or seat in lowest) for seat, count in enumerate(before)]
        after_showdown(person, expected)  # I pay for the fool, and so does the lowest card among the others


def test_a_cucu_on_my_left_blocks_me_and_costs_nothing() -> None:
    calls: list[str] = []
    with pack_table("cucu40", FIRST, hands={0: "N2", 1: "CUC"}) as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N2")
        press_swap(person, KEYBOARD)
        turned_up(person, 1, "CUC", calls, "Kuckuck!")
        kept(person, "N2")
        person.wait_for(lambda: person.table.match.to_move not in (None, YOU), "the next seat's turn", 5)
        assert lives(person) == before and held(person, 2) == "N10", "no life lost, the request goes no further"
        assert [type(e) for e in deal_events(person)][-1] is K.Block


def test_as_the_dealer_i_draw_a_cucu_from_the_stock_and_keep_it() -> None:
    with pack_table("cucu40", DEALING, hands={0: "N1"}, stock=("CUC",)) as person:
        my_turn_with(person, "N1")
        press_swap(person, KEYBOARD)
        holding(person, "CUC", "the Cucù from the stock at my seat")
        kinds = [type(e) for e in deal_events(person)]
        assert K.StockBlock not in kinds and kinds[kinds.index(K.Draw) + 1] is K.Showdown, "a plain draw"
        after_showdown(person, [3, 3, 3, 2])  # I hold the highest card; the 9 at seat 3 is the lowest


def test_as_the_dealer_i_draw_the_gnav_fool_which_lies_face_up_and_makes_me_pay() -> None:
    calls: list[str] = []
    with pack_table("gnav42", DEALING, hands={0: "N2"}, stock=("NAR",)) as person, callouts_seen(person, calls):
        before = my_turn_with(person, "N2")
        press_swap(person, KEYBOARD)
        holding(person, "NAR", "the fool from the stock at my seat")
        events = deal_events(person)
        assert any(isinstance(e, K.FoolShown) and e.seat == YOU for e in events), "the fool is shown as it is drawn"
        assert all(e.seen_by(seat).card == "NAR" for e in events if isinstance(e, K.FoolShown) for seat in range(4))
        person.wait_for(lambda: called(calls, "NAR", "The fool!"), "the fool's call", 5)
        # I pay for the fool, and the lowest card among the others (the 11 at seat 3) pays too
        after_showdown(person, [before[0] - 1, 3, 3, 2])
        assert next(e for e in deal_events(person) if isinstance(e, K.FoolPaid)).seats == (YOU,)
