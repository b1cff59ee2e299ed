"""Hints asked for like a person, at the default speed in real time: the H key at the Hearts pass (then the
person passes the three cards it names), a click on the
"H: hint" label at a Kuckuck decision, the pad's Back button at a Euchre bid. Each time the line appears in time,
names the hard bot's move for that decision (worked out from the seat's view alone, on a thread of its own, so
no frame waits for it), and the match counts the hint in its save; the line goes once the decision is made."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from game.core.hints import Hint
from game.lobby import MatchSetup
from game.registry import spec_for
from game.store.paths import data_dir
from scenes.table.hint_line import hint_text
from tests.person import Person, seed_with_dealer
from tests.person_euchre import FIRST, euchre_table
from tests.person_hearts import card_point
from tests.person_kuckuck import at_kuckuck, wait_for_my_turn

# Half a second on this machine at rest (make bench: hint_ms_max); the suite runs eight tests at once on two cores,
# and a key's press and release take 0.2 s of it.
HINT_WITHIN_S = 1.5


def expected_hint(person: Person, seat: int = 0) -> str:
    """The hard bot's move at the seat's decision on the table, from the seat's view (what the line must name)."""
    hint = spec_for(person.table.spec.id).hint
    assert hint is not None
    return hint(person.table.match.view(seat)).action


def hint_shown_in_time(person: Person, expected: str, ask: Callable[[], None]) -> None:
    """Asked for with `ask`, the hint for the decision on the table appears in time, naming `expected`, and was
    worked out on another thread than the table's (so no frame waits for it, however long the search takes)."""
    hints = person.table.hints
    hint_of = hints.hint_of
    assert hint_of is not None
    threads: list[int] = []

    def watched_hint(view: Mapping[str, Any]) -> Hint:
        threads.append(threading.get_ident())
        return hint_of(view)

    hints.hint_of = watched_hint
    try:
        asked = time.perf_counter()
        ask()
        person.wait_for(lambda: hints.reason is not None, "the hint line", 3)
        took = time.perf_counter() - asked
    finally:
        hints.hint_of = hint_of
    assert took <= HINT_WITHIN_S, f"the hint took {took:.2f} s"
    assert threads and threading.get_ident() not in threads, "the hint was worked out on the table's own thread"
    assert person.table.hints.action == expected
    text, _ = hint_text(person.table.hints, 0)
    assert text.startswith("Hint: ") and len(text) > len("Hint: ") + 5


def saved_hints(game: str) -> int:
    """How many hints the save of `game` counts (what `--continue` keeps, and the archive will record)."""
    body = json.loads((data_dir() / "saves" / f"{game}.json").read_text(encoding="utf-8"))
    return int(body["hints"])


def test_the_h_key_at_the_hearts_pass_names_three_cards_and_clicking_them_passes_them() -> None:
    seed = seed_with_dealer("hearts", 4, 3)  # the dealer on your right: you pass first
    with Person.at_table(MatchSetup(game="hearts", players=4, bots=3), seed=seed) as person:
        person.wait_for(lambda: person.prompt().startswith("Pick 3 more cards"), "the table asking for three", 10)
        expected = expected_hint(person)
        hint_shown_in_time(person, expected, lambda: person.keys("h"))
        cards = expected.split()[1:]
        assert len(cards) == 3 and set(cards) <= set(person.table.match.view(0)["hand"])
        person.table.app.saves.flush()
        assert saved_hints("hearts") == 1
        person.keys("h")  # again for the same decision: the same hint, not counted twice
        assert person.table.hints.action == expected and person.table.hints.asked == 1
        fan = person.table.stage.view.sprites.hand  # type: ignore[attr-defined]
        person.wait_for(lambda: len(fan.cards) == 13 and fan.face_up, "my thirteen cards dealt", 10)
        for card in cards:  # do as the hint says: pick its three cards …
            person.click(card_point(person, card))
        person.keys("p")  # … and pass them
        person.wait_for(lambda: person.table.match.view(0)["phase"] == "play", "every seat has passed", 30)
        passed = [e["action"].split()[1] for e in person.table.match.to_dict()["log"] if e.get("seat") == 0]
        assert sorted(passed[:3]) == sorted(cards)
        person.wait_for(lambda: person.table.hints.reason is None, "the hint gone with its decision", 2)


def test_a_click_on_the_hint_label_at_a_kuckuck_decision() -> None:
    with at_kuckuck(4, seed=3) as person:
        wait_for_my_turn(person, 1)
        expected = expected_hint(person)
        person.watch(0.1)
        rect = person.table.hint_rect
        assert rect is not None
        hint_shown_in_time(person, expected, lambda: person.click(rect.center))
        assert expected in ("stay", "swap")


def test_the_pads_back_button_at_a_euchre_bid() -> None:
    with euchre_table(dealer=FIRST) as person:
        pad = person.plug_pad()
        assert pad is not None
        person.wait_for(lambda: person.table.controller.waiting_for_human == 0, "my bid", 15)
        expected = expected_hint(person)
        hint_shown_in_time(person, expected, lambda: person.buttons("back"))
        assert expected in person.table.match.view(0)["legal"]
        person.table.app.saves.flush()
        assert saved_hints("euchre") == 1
