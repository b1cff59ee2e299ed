"""Every kind of event a Kuckuck match raises."""

from __future__ import annotations

from enum import StrEnum


class KuckuckEvent(StrEnum):
    JACK_DEAL = "jack_deal"  # first_jack: public {"cards": face-up cards, "seats": who got each, "dealer": seat}
    DEAL_START = "deal_start"
    DEALT = "dealt"
    STAY = "stay"
    TIMEOUT = "timeout"  # Speed-Kuckuck: too slow; public {"lost": 1, "lives": left, "pot": n}; counts as stay
    SWAP = "swap"
    BLOCK = "block"
    # domino: the swapper's second decision; public {"target": seat or None, "swap": bool}. With swap true the
    # SWAP or BLOCK (and LOW_CARD_SHOWN) events of the domino swap follow, each with public "domino": true.
    DOMINO = "domino"
    LOW_CARD_SHOWN = "low_card_shown"
    DRAW = "draw"
    STOCK_BLOCK = "stock_block"
    SHOWDOWN = "showdown"
    LIFE_LOST = "life_lost"
    ELIMINATED = "eliminated"
    SUDDEN_DEATH = "sudden_death"
    DEALER = "dealer"
    POT_WON = "pot_won"  # money game: the winner takes the pot; public {"chips": n}
    MATCH_OVER = "match_over"
