"""Why a pass or a play is refused, in words a player understands (untranslated `Reason`s)."""

from __future__ import annotations

from game.core.errors import IllegalAction
from game.hearts.deck import HEARTS, LAYOUT, POINT_CARDS, QS_BIT, SUIT_MASKS, SUIT_OF
from game.hearts.engine import legal_mask
from game.hearts.state import PASS, HeartsState


def refusal(state: HeartsState, card: int) -> IllegalAction:
    """The reason `card` may not be passed or played now (it is not in `legal_mask(state)`)."""
    seat = state.turn
    hand = state.hands[seat]
    bit = 1 << card
    text = LAYOUT.texts[card]
    if state.phase == PASS:
        if state.passed[seat] & bit:
            return IllegalAction("You have already passed {card}.", card=text)
        if not hand & bit:
            return IllegalAction("You don't hold {card}.", card=text)
        return IllegalAction("The Q♠ and the 2♣ may not be passed.")
    if not hand & bit:
        return IllegalAction("You don't hold {card}.", card=text)
    allowed = legal_mask(state)
    if state.trick:
        led = state.led
        if hand & SUIT_MASKS[led] and SUIT_OF[card] != led:
            return IllegalAction("You must follow {suit}.", suit=LAYOUT.suits[led])
        if allowed == QS_BIT:
            return IllegalAction("You must drop the Q♠ now: it cannot win this trick.")
        if state.trick_no == 0 and bit & POINT_CARDS:
            return IllegalAction("No points on the first trick.")
    elif state.trick_no == 0:
        if state.cfg.options.any_club_first_lead:
            return IllegalAction("The first lead must be a club.")
        return IllegalAction("The first lead is the 2♣.")
    elif SUIT_OF[card] == HEARTS:
        return IllegalAction("Hearts are not broken yet.")
    return IllegalAction("You can't play {card} now.", card=text)
