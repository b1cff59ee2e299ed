"""The story line and the move log name each power of a special pack (issue 21): every class of event has a line
or is silent on purpose, each power's line names the card by its translated name and says what it did, in English,
German and Dutch, to the seat watching ("you") and to everyone else; the exported match says the same lines."""

from __future__ import annotations

import re

import pytest

from game import open_match
from game.core.events import Event
from game.i18n import set_language
from game.kuckuck import events as K
from game.pack_names import kind_name
from game.replay.power_words import POWER_EVENTS, power_line
from scenes.kuckuck.story import Narrator

NAMES = ["Anna", "Bob", "Carl", "Dana", "Eve", "Fred"]
SILENT = {K.Dealt, K.Domino, K.Dealer}  # a card dealt, a domino decision, the next dealer: the table shows them

# One of each power event, with the line a spectator reads in English (the brief's own examples).
SAMPLES: list[tuple[Event, str]] = [
    (K.Penalty(seat=0, target=1, card="DRA", domino=False, lost=1, lives=2, pot=1),
     "Bob's Dragoon: Anna loses a life at once"),
    (K.Stop(seat=1, target=2, card="GJO", domino=False), "Carl's Cuckoo stops all exchanges"),
    (K.Skip(seat=2, target=3, card="HES", domino=False, to=4), "Dana's Horse passes the request on to Eve"),
    (K.Skip(seat=2, target=3, card="HUS", domino=False, to=None), "Dana's House passes the request on to the stock"),
    (K.Skip(seat=2, target=3, card="KAV", domino=False, to=2),
     "Dana's Cavalier passes the request back to Carl: no swap"),
    (K.StockSwap(seat=0, card=None, gave=None, domino=False),
     "The request reaches the stock: Anna takes its top card"),
    (K.HarlekinSwap(seat=0, target=1, got="HAR", gave="N5", received=(0,)),
     "Anna gets the Harlequin: it is now the lowest card"),
    (K.FoolShown(seat=5, card="NAR"), "Fred holds the Fool"),
    (K.LaidAside(seat=3, card="HES"), "Dana lays a Horse aside"),
    (K.DrawFailed(seat=3), "The stock ran out: Dana keeps their card"),
    (K.FoolPaid(seats=(5,)), "Fred pays for the Fool"),
]  # fmt: skip


def narrate(event: Event, you: int | None = None, viewer: int | None = None, options: dict[str, object] | None = None
            ) -> str:  # fmt: skip
    narrator = Narrator(NAMES, you, options or {})
    narrator.tell(K.Showdown(cards=(None,) * 5 + ("NAR",), losers=(5,), sudden_death=False), None)
    before = len(narrator.entries)
    narrator.tell(event.seen_by(viewer), viewer)
    assert len(narrator.entries) == before + 1, f"{type(event).__name__} has no line in the move log"
    return narrator.entries[-1].shown_to(viewer)


def test_every_class_of_event_has_a_line_in_the_move_log_or_is_silent_on_purpose() -> None:
    """As every event has an animation (tests/test_animator.py), a new class of event can never pass the move log
    by unsaid: it gets a line, or is named silent here."""
    said = set(Narrator.LINES) | set(POWER_EVENTS)
    assert said | SILENT == set(K.EVENTS), set(K.EVENTS) ^ (said | SILENT)
    assert not said & SILENT
    assert set(POWER_EVENTS) == {type(event) for event, _ in SAMPLES}


IDS = [f"{type(event).__name__}-{index}" for index, (event, _) in enumerate(SAMPLES)]


@pytest.mark.parametrize(("event", "line"), SAMPLES, ids=IDS)
def test_each_power_names_its_card_and_what_it_did(event: Event, line: str) -> None:
    assert narrate(event) == line
    assert power_line(event, NAMES, fool="NAR") == line  # the exported match says the same


def test_the_seat_watching_reads_you() -> None:
    penalty = K.Penalty(seat=0, target=1, card="KAT", domino=False, lost=1, lives=2, pot=1)
    assert narrate(penalty, you=0) == "Bob's Cat: you lose a life at once"
    assert narrate(penalty, you=1) == "Your Cat: Anna loses a life at once"
    assert narrate(K.Stop(seat=0, target=1, card="KUK", domino=False), you=1) == "Your Cuckoo stops all exchanges"
    assert narrate(K.Skip(seat=2, target=3, card="SAL", domino=False, to=0), you=0) == (
        "Dana's Horse passes the request on to you"
    )
    assert narrate(K.FoolPaid(seats=(5,)), you=5) == "You pay for the Fool"
    assert narrate(K.DrawFailed(seat=3), you=3) == "The stock ran out: you keep your card"
    assert narrate(K.HarlekinSwap(seat=0, target=1, got="N5", gave="HAR", received=(1,)), you=1) == (
        "You get the Harlequin: it is now the lowest card"
    )


def test_a_penalty_in_a_money_game_costs_a_chip_and_a_seat_with_nothing_left_loses_nothing() -> None:
    penalty = K.Penalty(seat=0, target=1, card="HSR", domino=False, lost=1, lives=2, pot=1)
    assert narrate(penalty, options={"money_game": True}) == "Bob's Hussar: Anna pays a chip at once"
    broke = K.Penalty(seat=0, target=1, card="HSR", domino=False, lost=0, lives=0, pot=1)
    assert narrate(broke) == "Bob's Hussar: Anna has nothing left to lose"


def test_a_stock_swap_tells_its_cards_to_the_one_who_took_them_only() -> None:
    taken = K.StockSwap(seat=0, card="N7", gave="HUS", domino=False)
    mine = narrate(taken, you=0, viewer=0)
    assert mine == "The request reaches the stock: you take its top card: you gave House, got 7"
    assert narrate(taken, viewer=1) == "The request reaches the stock: Anna takes its top card"


def test_a_block_by_a_kuku_is_no_king() -> None:
    """Kille's Kuku starts with a K: the log names it, not "King"."""
    line = narrate(K.Block(seat=0, target=1, card="KUK", domino=False))
    assert line == "Bob's Cuckoo blocked Anna"


@pytest.mark.parametrize(("language", "words"), [
    ("de", ["Dragoner", "sofort ein Leben", "Kuckuck", "Tausch", "Pferd", "Stapel", "Harlekin", "Narr"]),
    ("nl", ["Dragonder", "meteen een leven", "Koekoek", "ruil", "Paard", "stok", "Harlekijn", "Nar"]),
])  # fmt: skip
def test_the_power_lines_read_in_german_and_dutch(language: str, words: list[str]) -> None:
    set_language(language)
    try:
        lines = [narrate(event) for event, _ in SAMPLES] + [narrate(event, you=0) for event, _ in SAMPLES]
        english = {line for _, line in SAMPLES}
        for line in lines:
            assert line not in english and "{" not in line, line
            assert not re.search(r"\b(DRA|GJO|HES|HUS|KAV|HAR|NAR|N5)\b", line), line  # names, never an id
        text = " ".join(lines)
        for word in words:
            assert word in text, word
        assert kind_name("DRA") in lines[0] and "Bob" in lines[0] and "Anna" in lines[0]
    finally:
        set_language("en")


@pytest.mark.parametrize("deck", ["gnav42", "cucu40", "kille42"])
def test_an_exported_pack_match_says_what_each_power_did(deck: str) -> None:
    from game.replay.export import export_lines
    from game.replay.steps import ReplayLog

    match = open_match("kuckuck", 6, {"deck": deck, "deck_powers": True, "lives": 3}, seed=5)
    while not match.over:
        match.act(match.bot_move("normal"))
    names = NAMES[:6]
    lines = export_lines(ReplayLog(match.to_dict()), names)
    said = [power_line(e, names, fool="NAR" if deck == "gnav42" else "MAT") for e in match.history]
    expected = [line for line in said if line is not None]
    assert expected, "the match showed no power"
    told = [line.strip() for line in lines if line.startswith("    ")]
    assert told == expected
    assert not any("gets no cards" in line for line in lines)  # a seat stopped or drawing last keeps a card


def test_the_showdown_line_spares_a_dealer_by_the_same_kind_never_by_the_id_s_first_letters() -> None:
    """ "N12" and "N10" share their first two letters but are no tie; a fool pays on its own, so the dealer's tie
    is with the lowest card among the others."""
    from scenes.kuckuck.story import showdown_line

    immune = {"tie_rule": "dealer_immune", "deck_powers": True}
    names = NAMES[:4]
    line = showdown_line(("N10", "N3", "N5", "N12"), (0,), names, None, immune, dealer=3)
    assert "spared" not in line
    line = showdown_line(("N3", "N7", "N5", "N3"), (0,), names, None, immune, dealer=3)
    assert line == "Anna (3) loses a life · Dana deals and is spared"
    with_fool = showdown_line(("NAR", "N3", "N5", "N3"), (0, 1), names, None, immune, dealer=3)
    assert with_fool.endswith("Dana deals and is spared")
    received = showdown_line(("HAR", "N3", "N5", "HAR"), (0,), names, None, immune, dealer=3)
    assert "spared" not in received  # a received Harlekin is lowest, the dealer's own is the highest card
