"""Every kind of event a Kuckuck match raises."""

from __future__ import annotations

from enum import StrEnum


class KuckuckEvent(StrEnum):
    DEAL_START = "deal_start"
    DEALT = "dealt"
    STAY = "stay"
    TIMEOUT = "timeout"  # Speed-Kuckuck: too slow; public {"lost": 1, "lives": left}; counts as stay
    SWAP = "swap"
    BLOCK = "block"
    LOW_CARD_SHOWN = "low_card_shown"
    DRAW = "draw"
    STOCK_BLOCK = "stock_block"
    SHOWDOWN = "showdown"
    LIFE_LOST = "life_lost"
    ELIMINATED = "eliminated"
    SUDDEN_DEATH = "sudden_death"
    DEALER = "dealer"
    MATCH_OVER = "match_over"
