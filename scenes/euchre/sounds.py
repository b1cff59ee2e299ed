"""What the Euchre table sounds like: the sound of each event, heard as the table shows it (scenes/audio/cues.py).
A pass is a knock on the table, as players knock to pass; a bid that names trump rings."""

from __future__ import annotations

from typing import Final

from game.euchre import events as E
from scenes.audio.cues import Cue, CueTable


def _bid(event: E.Bid) -> Cue:
    return Cue("knock", 0.8) if event.bid == "pass" else Cue("call")


CUES: Final[CueTable] = {
    E.Dealt: Cue("deal"),
    E.UpCard: Cue("flip"),
    E.Bid: _bid,
    E.TurnedDown: Cue("flip", 0.7),
    E.PickUp: Cue("card", at_end=True),
    E.Discard: Cue("card", 0.6, at_end=True),
    E.Alone: Cue("call"),
    E.Play: Cue("card", at_end=True),
    E.TrickWon: Cue("trick"),
    E.HandScored: Cue("score", at_end=True),
    E.MatchOver: Cue("win"),
}
