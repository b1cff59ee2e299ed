"""What the Euchre table sounds like: the sound of each event, heard as the table shows it (scenes/audio/cues.py).
A pass is a knock on the table, as players knock to pass; a bid that names trump rings."""

from __future__ import annotations

from typing import Final

from game.euchre.events import EuchreEvent as E
from scenes.audio.cues import Cue, CueTable, Seen


def _bid(event: Seen) -> Cue:
    return Cue("knock", 0.8) if event.get("bid") == "pass" else Cue("call")


CUES: Final[CueTable] = {
    E.DEALT: Cue("deal"),
    E.UP_CARD: Cue("flip"),
    E.BID: _bid,
    E.TURNED_DOWN: Cue("flip", 0.7),
    E.PICK_UP: Cue("card", at_end=True),
    E.DISCARD: Cue("card", 0.6, at_end=True),
    E.ALONE: Cue("call"),
    E.PLAY: Cue("card", at_end=True),
    E.TRICK_WON: Cue("trick"),
    E.HAND_SCORED: Cue("score", at_end=True),
    E.MATCH_OVER: Cue("win"),
}
