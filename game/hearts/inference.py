"""How likely an imagined deal makes the cards the others have played this hand, if they play like the normal bot.

The hard bot samples the hidden cards uniformly among the deals its seat cannot rule out (game.hearts.knowledge),
then weighs each sample: it replays the hand's plays so far from the start of the play with the sampled cards,
and every play of another seat that the normal bot would have made there (game.hearts.heuristic) counts 1, every
other play `surprise` (a small share, not zero: a person or another bot plays differently). A deal that would
have had the Q♠ thrown long ago, or that explains a strange duck, fades.

The replay only reads the seat's own view (the tricks, their cards and seats) and the sampled hands.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.hearts import engine
from game.hearts.deck import LAYOUT, SUIT_MASKS, SUIT_OF, TWO_CLUBS_BIT
from game.hearts.heuristic import play_card
from game.hearts.state import NOBODY, PLAY, HeartsState

SURPRISE: Final = 0.2  # the weight of a play the normal bot would not have made


def plays_so_far(view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(seat, card) of every play this hand, in order."""
    plays = []
    tricks = list(view["tricks"])
    if view["trick"]:
        tricks.append(view["trick"])
    for trick in tricks:
        plays += [(seat, LAYOUT.index(text)) for seat, text in zip(trick["seats"], trick["cards"], strict=True)]
    return plays


def start_of_play(state: HeartsState, plays: Sequence[tuple[int, int]]) -> HeartsState:
    """`state` (a sampled world now) taken back to the first lead: every card played returned to its player."""
    start = state.clone()
    hands = start.hands
    for seat, card in plays:
        hands[seat] |= 1 << card
    start.trick = ()
    start.trick_mask = 0
    start.leader = start.led = start.win_card = start.win_seat = NOBODY
    start.trick_no = 0
    start.tricks = ()
    start.taken = [0, 0, 0, 0]
    start.broken = False
    start.phase = PLAY
    start.turn = plays[0][0] if plays else next(seat for seat in range(4) if hands[seat] & TWO_CLUBS_BIT)
    return start


def likelihood(state: HeartsState, viewer: int, plays: Sequence[tuple[int, int]], surprise: float = SURPRISE) -> float:
    """The weight of the world `state` given the hand's `plays` (see the module's docstring)."""
    if not plays:
        return 1.0
    replay = start_of_play(state, plays)
    voids = [0, 0, 0, 0]
    weight = 1.0
    for seat, card in plays:
        if seat != viewer:
            legal = engine.legal_mask(replay)
            if legal & (legal - 1) and play_card(replay, seat, replay.hands[seat], legal, voids) != card:
                weight *= surprise
        if replay.trick and SUIT_OF[card] != replay.led:
            voids[seat] |= SUIT_MASKS[replay.led]
        engine.step(replay, card)
    return weight
