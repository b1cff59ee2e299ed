"""Hints asked for like a person, at the default speed in real time: the H key at a Hearts follow, a click on the
"H: hint" label at a Kuckuck decision, the pad's Back button at a Euchre bid. Each time the line appears within
half a second, names the hard bot's move for that decision (worked out from the seat's view alone), the table keeps
drawing its frames meanwhile, and the match counts the hint in its save; the line goes once the decision is made."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from game.registry import spec_for
from game.store.paths import data_dir
from scenes.table.hint_line import hint_text
from tests.person import Person
from tests.person_euchre import FIRST, euchre_table
from tests.person_hearts import FOLLOW, at_dealt_table, plays_of, wait_for_turn
from tests.person_kuckuck import at_kuckuck, wait_for_my_turn

HINT_WITHIN_S = 0.5
FRAME_LIMIT_MS = 50.0  # the table keeps drawing while the hint is worked out (no frame waits for it)


def expected_hint(person: Person, seat: int = 0) -> str:
    """The hard bot's move at the seat's decision on the table, from the seat's view (what the line must name)."""
    hint = spec_for(person.table.spec.id).hint
    assert hint is not None
    return hint(person.table.match.view(seat)).action


def hint_shown_in_time(person: Person, expected: str, ask: Callable[[], None]) -> None:
    """Asked for with `ask`, the hint for the decision on the table appears within half a second, naming
    `expected`, while the frames go on."""
    asked = time.perf_counter()
    frames, person.worst_frame_ms = person.frames, 0.0
    ask()
    person.wait_for(lambda: person.table.hints.reason is not None, "the hint line", 3)
    assert time.perf_counter() - asked <= HINT_WITHIN_S + 0.3  # a press and release take up to 0.3 s of it
    assert person.table.hints.action == expected
    text, _ = hint_text(person.table.hints, 0)
    assert text.startswith("Hint: ") and len(text) > len("Hint: ") + 5
    assert person.frames > frames and person.worst_frame_ms <= FRAME_LIMIT_MS


def saved_hints(game: str) -> int:
    """How many hints the save of `game` counts (what `--continue` keeps, and the archive will record)."""
    body = json.loads((data_dir() / "saves" / f"{game}.json").read_text(encoding="utf-8"))
    return int(body["hints"])


def test_the_h_key_at_a_hearts_follow_shows_the_hard_bots_card_and_why() -> None:
    with at_dealt_table(FOLLOW) as person:
        wait_for_turn(person, "Your turn")
        expected = expected_hint(person)
        hint_shown_in_time(person, expected, lambda: person.keys("h"))
        person.table.app.saves.flush()
        assert saved_hints("hearts") == 1
        person.keys("h")  # again for the same decision: the same hint, not counted twice
        person.watch(0.2)
        assert person.table.hints.action == expected and person.table.hints.asked == 1
        person.keys("right", "return")  # the cursor shows on the first card I may play, the A♣, and it goes
        person.wait_for(lambda: len(plays_of(person)) == 1, "my card played", 5)
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
