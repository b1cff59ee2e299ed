"""Each cuckoo pack with its powers off (fixed values, rules.md §1): the top kind (Gjøk, Cucù, Harlekin) is the
King and blocks my swap like a King, called "Kuckuck!", at no cost; the cards that have powers when they are on
are plain cards (the Gnav fool is dealt face down, a Dragoon takes my swap). Played like a person at the default
speed, one pack by keyboard, one by mouse, one by gamepad; I decide first."""

from __future__ import annotations

import pytest

from game.kuckuck import events as K
from tests.person_kuckuck import YOU, held, lives
from tests.person_packs import (
    FIRST,
    GAMEPAD,
    KEYBOARD,
    MOUSE,
    callouts_seen,
    deal_events,
    face_up,
    holding,
    kept,
    my_turn_with,
    pack_table,
    press_swap,
    shown_to_all,
)


@pytest.mark.parametrize(
    ("deck", "king", "how"), [("gnav42", "GJO", KEYBOARD), ("cucu40", "CUC", MOUSE), ("kille42", "HAR", GAMEPAD)]
)
def test_with_powers_off_the_top_kind_blocks_me_as_the_king(deck: str, king: str, how: str) -> None:
    calls: list[str] = []
    with pack_table(deck, FIRST, hands={0: "N3", 1: king}, powers=False) as person, callouts_seen(person, calls):
        if how == GAMEPAD:
            person.plug_pad()
        before = my_turn_with(person, "N3")
        press_swap(person, how)
        person.wait_for(lambda: face_up(person, 1) == king, f"the {king} turned up", 8)
        person.wait_for(lambda: "Kuckuck!" in calls, "the King's call", 5)
        assert shown_to_all(person, 1) == king, "the blocking King stays known to the whole table"
        kept(person, "N3")
        assert lives(person) == before, "a King's block costs nothing"
        assert [type(e) for e in deal_events(person)][-1] is K.Block


def test_with_powers_off_the_gnav_fool_is_dealt_face_down_and_a_dragoon_takes_my_swap() -> None:
    with pack_table("gnav42", FIRST, hands={0: "N3", 1: "DRA", 2: "NAR"}, powers=False) as person:
        before = my_turn_with(person, "N3")
        assert face_up(person, 2) is None and shown_to_all(person, 2) is None, "the fool is a plain card, hidden"
        assert K.FoolShown not in [type(e) for e in deal_events(person)]
        press_swap(person, KEYBOARD)
        holding(person, "DRA", "the Dragoon at my seat")
        assert held(person, 1) == "N3" and lives(person) == before, "a plain swap, no penalty"
        assert face_up(person, 1) is None, "my N3 went face down to my left"
        assert [type(e) for e in deal_events(person)][-1] is K.Swap and held(person, YOU) == "DRA"
