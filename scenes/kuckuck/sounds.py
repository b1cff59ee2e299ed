"""What the Kuckuck table sounds like: the sound of each event, heard as the table shows it (scenes/audio/cues.py)."""

from __future__ import annotations

from typing import Final

from game.kuckuck.events import KuckuckEvent as K
from scenes.audio.cues import Cue, CueTable

NUDGE_MS: Final = 200  # the swapper's card nudges towards the King's before it is turned (scenes/kuckuck/animator.py)
STOCK_LIFT_MS: Final = 220  # the stock's top card is lifted before it is turned

CUES: Final[CueTable] = {
    K.DEALT: Cue("deal"),
    K.STAY: Cue("knock", 0.7),
    K.SWAP: Cue("swap"),
    K.BLOCK: Cue("block", delay_ms=NUDGE_MS),
    K.LOW_CARD_SHOWN: Cue("flip", 0.6),
    K.DRAW: Cue("flip"),
    K.STOCK_BLOCK: Cue("block", delay_ms=STOCK_LIFT_MS),
    K.SHOWDOWN: Cue("reveal"),
    K.LIFE_LOST: Cue("life_lost"),
    K.MATCH_OVER: Cue("win"),
}
