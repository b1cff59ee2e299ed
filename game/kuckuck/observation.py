"""What one seat may see of a Kuckuck state, and nothing more: a typed view that is also plain JSON."""

from __future__ import annotations

from typing import Any, TypedDict

from game.kuckuck.options import options_to_json
from game.kuckuck.state import KuckuckState, Phase


class KuckuckView(TypedDict):
    game: str
    seat: int | None  # whose view this is (None: a spectator)
    players: int
    phase: str  # Phase value
    deal_no: int
    dealer: int
    to_move: int | None
    legal: list[str]  # the viewer's legal actions when it is to move, else empty
    lives: list[int]  # lives, or chips in front of each seat in the money game
    pot: int  # every life (chip) lost so far; the money game's winner takes it
    alive: list[bool]
    in_deal: list[bool]
    cards: list[str | None]  # every card the viewer knows, by seat
    face_up: list[bool]
    stock_count: int
    stock_top: str | None  # a blocking King shown on the stock
    draws: int
    # this deal: "stay", "swap", "blocked", "draw" (a timeout counts as stay); with domino on also "domino" (swapped,
    # then swapped on) and "domino_blocked" (swapped, then the domino swap was blocked). A seat to move whose acted is
    # "swap" is at its domino decision. Special packs with powers: "blocked" also after a penalty card or a failed
    # draw (only skip cards left), "stopped" after a stop card (the deal ended at once).
    acted: list[str | None]
    domino_target: (
        int | None
    )  # at a domino decision: the seat a domino swap would hit (None: it swapped with the dealer)
    timed_out: list[bool]  # this deal: who ran out of time (Speed-Kuckuck) and lost a life for it
    held: list[str]  # every card the viewer has held this deal, in order
    lost_now: list[int]  # this deal: lives each seat lost before the showdown (a timeout, a penalty card)
    received: list[bool]  # powers on: the seat holds a Harlekin received from another seat (it counts lowest)
    laid_aside: list[str]  # powers on: the skip cards the dealer laid aside this deal (they left the deal)
    last_cards: list[str | None]  # the previous showdown
    last_losers: list[int]
    last_dealer: int | None  # who dealt the previous showdown's deal
    sudden: list[int]
    eliminated: list[list[int]]  # groups, first out first
    eliminated_in: list[int]  # the deal each group went out in
    winners: list[int]
    packs: int
    options: dict[str, Any]


def observe(state: KuckuckState, seat: int | None, legal: list[str]) -> KuckuckView:
    n = state.players
    cards: list[str | None] = [None] * n
    for s in range(n):
        card = state.hands[s] if state.hands else None
        if card is None:
            continue
        known = state.knowledge[seat][s] if seat is not None else None
        if s == seat or state.face_up[s]:
            cards[s] = card.text
        elif known is not None:
            cards[s] = known.text
    return {
        "game": "kuckuck",
        "seat": seat,
        "players": n,
        "phase": state.phase.value,
        "deal_no": state.deal_no,
        "dealer": state.dealer,
        "to_move": state.turn if state.phase is Phase.TURN else None,
        "legal": legal,
        "lives": list(state.lives),
        "pot": state.pot,
        "alive": list(state.alive),
        "in_deal": list(state.in_deal) if state.in_deal else [False] * n,
        "cards": cards,
        "face_up": list(state.face_up) if state.face_up else [False] * n,
        "stock_count": len(state.stock),
        "stock_top": state.stock_shown.text if state.stock_shown else None,
        "draws": state.draws,
        "acted": list(state.acted) if state.acted else [None] * n,
        "timed_out": list(state.timed_out) if state.timed_out else [False] * n,
        "domino_target": state.domino_target,
        "held": [card.text for card in state.held[seat]] if seat is not None and state.held else [],
        "lost_now": list(state.lost_now) if state.lost_now else [0] * n,
        "received": list(state.received) if state.received else [False] * n,
        "laid_aside": [card.text for card in state.laid_aside],
        "last_cards": [c.text if c else None for c in state.last_cards],
        "last_losers": list(state.last_losers),
        "last_dealer": state.last_dealer,
        "sudden": list(state.sudden),
        "eliminated": [list(group) for group in state.eliminated],
        "eliminated_in": list(state.eliminated_in),
        "winners": list(state.winners),
        "packs": state.options.packs(n),
        "options": dict(options_to_json(state.options)),
    }
