"""Why a Euchre action is refused, in words a player understands (untranslated `Reason`s)."""

from __future__ import annotations

from game.core.errors import IllegalAction
from game.euchre.deck import (
    CALLED_SUIT,
    LAYOUT,
    ORDER,
    ORDER_ALONE,
    PASS,
    PRINTED_SUIT,
    REDEAL,
    SUITS,
    left_bower,
)
from game.euchre.state import ASK_DEFENDERS, ASK_PARTNER, BID1, BID2, DISCARD, PLAY, EuchreState

# What an action text is: a card played or discarded, a bid (either round), or an answer to a question.
PLAY_KIND, DISCARD_KIND, BID_KIND, PARTNER_KIND, DEFENCE_KIND = range(5)
KIND_OF_PHASE = {PLAY: PLAY_KIND, DISCARD: DISCARD_KIND, BID1: BID_KIND, BID2: BID_KIND}
KIND_OF_PHASE |= {ASK_PARTNER: PARTNER_KIND, ASK_DEFENDERS: DEFENCE_KIND}


def refusal(state: EuchreState, kind: int, action: int) -> IllegalAction:
    """The reason the action `action` (of `kind`) may not be taken now (it is not in `legal_mask(state)`)."""
    phase = state.phase
    if kind != KIND_OF_PHASE[phase]:
        return _wrong_kind(state)
    if phase == PLAY:
        return _play(state, action)
    if phase == DISCARD:
        if not state.hands[state.turn] >> action & 1:
            return IllegalAction("You don't hold {card}.", card=LAYOUT.texts[action])
        return IllegalAction("You must keep the card you picked up: discard another.")
    if phase == BID1:
        return _round1(state, action)
    return _round2(state, action)


def _wrong_kind(state: EuchreState) -> IllegalAction:
    phase = state.phase
    if phase == PLAY:
        return IllegalAction("Trump is made: play a card.")
    if phase == DISCARD:
        return IllegalAction("Discard one card first.")
    if phase == BID1:
        return IllegalAction("Bid first: pass, or order up the {card}.", card=LAYOUT.texts[state.up_card])
    if phase == BID2:
        return IllegalAction("Bid first: name a suit for trump, or pass.")
    if phase == ASK_PARTNER:
        return IllegalAction("Your partner made trump: go alone, or support your partner.")
    return IllegalAction("Defend alone, or defend with your partner.")


def _round1(state: EuchreState, action: int) -> IllegalAction:
    if action == REDEAL:
        return _no_redeal(state)
    if action == ORDER:  # not legal: the Canadian loner rule
        return IllegalAction("The dealer's partner may order up only by going alone.")
    if action in CALLED_SUIT:
        return IllegalAction(
            "In the first round you may only order up {suit} or pass; you may name a suit in the second round.",
            suit=SUITS[PRINTED_SUIT[state.up_card]],
        )
    return IllegalAction("You can't do that now.")


def _round2(state: EuchreState, action: int) -> IllegalAction:
    if action == REDEAL:
        return _no_redeal(state)
    if action in (ORDER, ORDER_ALONE):
        return IllegalAction("The up-card was turned down: name another suit, or pass.")
    if action == PASS:
        return IllegalAction("The dealer must name trump.")
    if action in CALLED_SUIT and CALLED_SUIT[action] == PRINTED_SUIT[state.up_card]:
        return IllegalAction("You cannot name the suit that was turned down.")
    return IllegalAction("You can't do that now.")


def _no_redeal(state: EuchreState) -> IllegalAction:
    if not state.cfg.farmers:
        return IllegalAction("This table does not play farmer's hand redeals.")
    if state.phase != BID1:
        return IllegalAction("A redeal may be asked for only on your first turn to bid.")
    return IllegalAction("Only a hand of nothing but nines and tens may be redealt.")


def _play(state: EuchreState, card: int) -> IllegalAction:
    hand = state.hands[state.turn]
    text = LAYOUT.texts[card]
    if not hand >> card & 1:
        return IllegalAction("You don't hold {card}.", card=text)
    led, trump = state.led, state.trump
    suit = SUITS[led]
    left = left_bower(trump)
    if led == trump and hand & state.masks[trump] == 1 << left:  # the left bower is the only trump held
        return IllegalAction(
            "You must follow {suit}: the {card} counts as a trump.", suit=suit, card=LAYOUT.texts[left]
        )
    if card == left and PRINTED_SUIT[card] == led:
        return IllegalAction("The {card} is a trump this hand, so it does not follow {suit}.", card=text, suit=suit)
    return IllegalAction("You must follow {suit}.", suit=suit)
