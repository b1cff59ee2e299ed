"""What the Hearts table sounds like: the sound of each event, heard as the table shows it (scenes/audio/cues.py).
A card sounds as it lands on the trick; a taken trick as its winning card lights up; a hand's score as the score
sheet opens."""

from __future__ import annotations

from typing import Final

from game.hearts import events as H
from scenes.audio.cues import Cue, CueTable

CUES: Final[CueTable] = {
    H.Dealt: Cue("deal"),
    H.Pass: Cue("card", 0.5, at_end=True),
    H.Exchange: Cue("swap", 0.8),
    H.Play: Cue("card", at_end=True),
    H.HeartsBroken: Cue("call", 0.8),
    H.TrickWon: Cue("trick"),
    H.MoonShot: Cue("win"),
    H.HandScored: Cue("score", at_end=True),
    H.MatchOver: Cue("win"),
}
