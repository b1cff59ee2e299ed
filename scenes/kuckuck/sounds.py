"""What the Kuckuck table sounds like: the sound of each event, heard as the table shows it (scenes/audio/cues.py)."""

from __future__ import annotations

from typing import Final

from game.kuckuck import events as K
from scenes.audio.cues import Cue, CueTable

NUDGE_MS: Final = 200  # the swapper's card nudges towards the King's before it is turned (exchange_steps.py)
STOCK_LIFT_MS: Final = 220  # the stock's top card is lifted before it is turned

CUES: Final[CueTable] = {
    K.Dealt: Cue("deal"),
    K.Stay: Cue("knock", 0.7),
    K.Swap: Cue("swap"),
    K.Block: Cue("block", delay_ms=NUDGE_MS),
    K.LowCardShown: Cue("flip", 0.6),
    K.Draw: Cue("flip"),
    K.StockBlock: Cue("block", delay_ms=STOCK_LIFT_MS),
    K.Penalty: Cue("block", delay_ms=NUDGE_MS),
    K.Stop: Cue("block", delay_ms=NUDGE_MS),
    K.Skip: Cue("flip", delay_ms=NUDGE_MS),
    K.StockSwap: Cue("flip"),
    K.HarlekinSwap: Cue("swap"),
    K.FoolShown: Cue("knock", 0.8),  # the fool knocks and lies face up
    K.LaidAside: Cue("flip", delay_ms=STOCK_LIFT_MS),
    K.DrawFailed: Cue("knock", 0.6),  # the dealer's hand finds the table where the stock was
    K.FoolPaid: Cue("knock"),  # the fool knocks: "Bank, bank!"
    K.Showdown: Cue("reveal"),
    K.LifeLost: Cue("life_lost"),
    K.MatchOver: Cue("win"),
}
