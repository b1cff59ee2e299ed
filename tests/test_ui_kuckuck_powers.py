"""A bots-only table of each cuckoo pack with the traditional powers plays its deals on screen (issue 21): every
power the match raises is shown, and its line reaches the move log in the order the table showed it."""

from __future__ import annotations

import pytest

from game.core.events import Event
from game.kuckuck import events as K
from game.lobby import MatchSetup
from game.replay.power_words import POWER_EVENTS, fool_of, power_line
from tests.ui_helpers import kuckuck_view, make_app, open_table, step


@pytest.mark.parametrize("deck", ["gnav42", "kille42"])
def test_a_pack_table_tells_every_power_it_shows(deck: str) -> None:
    app = make_app((1280, 720), seed=7)
    setup = MatchSetup(players=8, bots=8, bot_level="normal", options={"deck": deck, "deck_powers": True, "lives": 2})
    table = open_table(app, setup)
    view = kuckuck_view(table)
    said: list[str] = []
    narrator = view.narrator
    tell = narrator.tell

    def heard(event: Event, viewer: int | None) -> None:  # every line as it reaches the log
        before = len(narrator.entries)
        tell(event, viewer)
        said.extend(entry.text for entry in narrator.entries[before:] if not isinstance(event, K.DealStart))

    narrator.tell = heard  # type: ignore[method-assign]
    for _ in range(4000):
        step(app, dt=50)
        powers = [e for e in table.match.history if type(e) in POWER_EVENTS]
        if len(powers) >= 3 and not table.stage.timeline.busy:
            break
    history = table.match.history
    powers = [e for e in history if type(e) in POWER_EVENTS]
    assert len(powers) >= 3, "the bots raised no powers"
    names = table.stage.names
    shown: tuple[str | None, ...] = ()
    expected = []
    for event in history:
        if isinstance(event, K.Showdown):
            shown = event.cards
        if type(event) in POWER_EVENTS:
            fool = fool_of(shown, event.seats) if isinstance(event, K.FoolPaid) else "NAR"
            expected.append(power_line(event.seen_by(None), names, None, False, fool))
    told = [line for line in said if line in expected]
    assert told == expected and len(told) >= 3  # each shown, in order
