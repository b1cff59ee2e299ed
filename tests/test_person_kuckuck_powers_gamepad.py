"""The cuckoo packs' powers played like a person with a gamepad alone (Ⓨ: swap, Ⓐ on the focused button), at the
default speed: a Bragon costs me a life at once after the bots, a Kavall passes my request on to a Husu that costs
me a life, a Värdshus passes it on to a Harlekin that comes to me marked as received, as the dealer I draw past a
Kavall laid aside, and as the dealer I am never asked when a Gjøk stops the round before me. The deals are fixed
in advance (tests/person_packs.py); the bots keep their high cards, or swap away the lowest."""

from __future__ import annotations

from game.kuckuck import events as K
from tests.person_kuckuck import YOU, held, kuckuck, lives, my_turn
from tests.person_packs import (
    AFTER_BOTS,
    DEALING,
    FIRST,
    GAMEPAD,
    after_showdown,
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
    received_marked,
    shown_to_all,
    told,
    turned_up,
)


def test_a_bragon_on_my_left_costs_me_a_life_at_once_after_the_bots() -> None:
    calls: list[str] = []
    with pack_table("cucu40", AFTER_BOTS, hands={0: "N1", 1: "BRA"}) as person, callouts_seen(person, calls):
        person.plug_pad()
        before = my_turn_with(person, "N1")
        assert person.prompt().endswith("[X] stay · [Y] swap"), person.prompt()
        press_swap(person, GAMEPAD)
        turned_up(person, 1, "BRA", calls, "Penalty!")
        lost_at_once(person, YOU, before)
        kept(person, "N1")
        after_showdown(person, [1, 3, 3, 3, 3])  # and my N1, the lowest card, pays at the showdown too


def test_a_kavall_passes_my_request_on_to_a_husu_which_costs_me_a_life() -> None:
    calls: list[str] = []
    with pack_table("kille42", FIRST, hands={0: "N2", 1: "KAV", 2: "SVN"}) as person, callouts_seen(person, calls):
        person.plug_pad()
        before = my_turn_with(person, "N2")
        press_swap(person, GAMEPAD)
        turned_up(person, 1, "KAV", calls, "Pass it on!")
        turned_up(person, 2, "SVN", calls, "Penalty!")
        lost_at_once(person, YOU, before)
        told(person, f"{name(person, 1)}'s Cavalier passes the request on to {name(person, 2)}")
        told(person, f"{name(person, 2)}'s Pig: you lose a life at once")
        kept(person, "N2")
        assert face_up(person, 1) == "KAV" and held(person, 1) == "KAV", "the Kavall stays where it is, face up"
        assert held(person, 3) == "N12", "the request ended at the Husu: the dealer's card is untouched"


def test_a_vardshus_passes_my_request_on_to_a_harlekin_that_comes_to_me_marked() -> None:
    calls: list[str] = []
    with pack_table("kille42", FIRST, hands={0: "N3", 1: "VAR", 2: "HAR"}) as person, callouts_seen(person, calls):
        person.plug_pad()
        my_turn_with(person, "N3")
        press_swap(person, GAMEPAD)
        turned_up(person, 1, "VAR", calls, "Pass it on!")
        holding(person, "HAR", "the Harlekin of the seat beyond at my seat")
        assert shown_to_all(person, YOU) == "HAR" and shown_to_all(person, 2) == "N3", "a Harlekin swap is open"
        person.wait_for(lambda: face_up(person, 2) == "N3", "my N3 face up at seat 2", 3)
        person.wait_for(lambda: not person.table.stage.timeline.busy, "the swap played", 5)
        person.watch(0.3)
        assert received_marked(person, YOU) and not received_marked(person, 2)
        assert person.table.match.view(3)["received"] == [True, False, False, False]


def test_as_the_dealer_i_draw_with_a_and_a_kavall_on_top_is_laid_aside() -> None:
    calls: list[str] = []
    with pack_table("kille42", DEALING, hands={0: "BLA"}, stock=("KAV", "N9")) as person, callouts_seen(person, calls):
        pad = person.plug_pad()
        my_turn_with(person, "BLA")
        view = kuckuck(person)
        assert person.table.stage.focus.focused is view.buttons["swap"], "the lowest card: Draw has the focus"
        assert view.buttons["swap"].text == "Draw"
        press_swap(person, GAMEPAD, "a")
        top = view.sprites
        person.wait_for(
            lambda: any(card.card == "KAV" and card.flip >= 0.5 for card in top.laid_aside),
            "the Kavall laid aside face up",
            8,
        )
        holding(person, "N9", "the card under the Kavall at my seat")
        assert person.table.match.view(2)["laid_aside"] == ["KAV"]
        assert pad.plugged


def test_as_the_dealer_i_am_never_asked_when_a_gjok_stops_the_round_before_me() -> None:
    calls: list[str] = []
    with pack_table("gnav42", DEALING, hands={0: "N4", 1: "UGL", 2: "GJO"}) as person, callouts_seen(person, calls):
        person.plug_pad()
        asked: list[bool] = []
        original = person.frame

        def frame() -> None:
            original()
            asked.append(my_turn(person))

        person.frame = frame  # type: ignore[method-assign]
        before = lives(person)
        # the Owl's holder swaps it away, asks the Gjøk: the round ends before it comes to me
        turned_up(person, 2, "GJO", calls, "Stop!")
        shown = after_showdown(person, [before[0], before[1] - 1, *before[2:]])
        assert shown.losers == (1,), "the Owl's holder keeps it and pays"
        assert not any(asked), "nothing ever asked me, the dealer"
        never_acted(person, [YOU, 2, 3])
        assert [type(e) for e in deal_events(person) if isinstance(e, K.Stop)] == [K.Stop]
        assert person.table.match.view(None)["last_cards"][YOU] == "N4", "I kept the card I was dealt"


def test_a_dragoon_takes_my_last_life_at_once_and_i_am_out_when_the_deal_ends() -> None:
    calls: list[str] = []
    with pack_table("gnav42", FIRST, hands={0: "N1", 1: "DRA"}, lives=1) as person, callouts_seen(person, calls):
        person.plug_pad()
        my_turn_with(person, "N1")
        press_swap(person, GAMEPAD)
        turned_up(person, 1, "DRA", calls, "Penalty!")
        lost_at_once(person, YOU, [1, 1, 1, 1])
        plate = kuckuck(person).sprites.plates[YOU]
        assert not plate.out, "at 0 lives I stay in the deal to its end"
        # my 1 is still the lowest card at the showdown, but I have nothing more to lose: nobody else pays
        shown = after_showdown(person, [0, 1, 1, 1])
        assert shown.losers == (YOU,) and shown.cards[YOU] == "N1"
        person.wait_for(lambda: plate.out, "my plate marked out once the deal is over", 10)
        assert any(isinstance(e, K.Eliminated) and e.seat == YOU for e in deal_events(person))
