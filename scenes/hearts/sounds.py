"""What the Hearts table sounds like: the sound of each event, heard as the table shows it (scenes/audio/cues.py).
A card sounds as it lands on the trick; a taken trick as its winning card lights up; a hand's score as the score
sheet opens."""

from __future__ import annotations

from typing import Final

from game.hearts.events import HeartsEvent as H
from scenes.audio.cues import Cue, CueTable

CUES: Final[CueTable] = {
    H.DEALT: Cue("deal"),
    H.PASS: Cue("card", 0.5, at_end=True),
    H.EXCHANGE: Cue("swap", 0.8),
    H.PLAY: Cue("card", at_end=True),
    H.HEARTS_BROKEN: Cue("call", 0.8),
    H.TRICK_WON: Cue("trick"),
    H.MOON_SHOT: Cue("win"),
    H.HAND_SCORED: Cue("score", at_end=True),
    H.MATCH_OVER: Cue("win"),
}
