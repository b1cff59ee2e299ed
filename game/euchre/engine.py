"""The one implementation of the Euchre rules, on integers: the table (`EuchreRules.apply`) and a bot's search
both run it. `apply` = `clone` + `step` + events; a search clones once per sample and steps in place.

Fast API (cards are 0-23 and actions 0-39, game.euchre.deck; a state is game.euchre.state.EuchreState):

- `new_match(options, dealer)`: a match waiting for its first deal.
- `deal(state, hands, up_card, kitty)`: start a hand with these four 5-card masks, the card turned up and the
  3-card kitty mask (a deal must be due); `deal_order(state, order)` deals an order of 24 card ints: card i (i < 20)
  to seat (dealer + 1 + i) mod 4, card 20 turned up, cards 21-23 the kitty.
- `to_move(state)`: the seat to move, or None (a deal is due, or the match is over); in a hot loop read
  `state.turn`, which is NOBODY (-1) then.
- `legal_mask(state)`: the legal actions as a bitmask, bit a = action a: cards 0-23 (a discard or a play, by
  phase), then PASS, ORDER, ORDER_ALONE, CALL[suit], CALL_ALONE[suit], REDEAL, ALONE, SUPPORT, DEFEND_ALONE, DEFEND.
- `step(state, action)`: apply one legal action in place. It trusts `action` to be legal (check `legal_mask`).
- Both look the state's phase up: one pair of functions per `Phase` (game.tricks.phases.phase_dispatch).
- `clone(state)`, `hand_over(state)` (all five tricks are played), `team_of(seat)` (seat & 1), `rule_of(state)`
  (the trump's game.tricks.suits.SuitRule, for display order and trick winners).
- In the play phase the state holds the trump's tables: `state.masks[suit]` (cards that count as that suit, the
  left bower with the trumps), `state.effective[card]`, `state.powers[led][card]`; `state.next[seat]` is the next
  seat that plays (a lone player's partner sits out), `state.won` the tricks per team.
- `hand_points(state, makers_tricks)`: the points per team of the hand in play if the makers take that many tricks
  (how `step` scores it; the solver, game.euchre.solver, scores a solved hand with it too).
- After the fifth trick `step` scores the hand, then either ends the match or leaves a deal due with the next
  dealer. Four passes in round 2 without stick the dealer, or a farmer's `REDEAL`, also leave a deal due.

Around it: `game.euchre.position.position_from_view(view, hands)` builds a search's root state from a seat's view
and a guess of the hidden hands; `game.euchre.notation.action_text(state, action)` is an action's text notation and
`EuchreRules().parse(state, text)` its int. The rules exactly as `legal_mask` states them are documented in
game.euchre.rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.euchre.deck import (
    ALL_CARDS,
    ALONE,
    CALL,
    CALL_ALONE,
    CALLED_SUIT,
    DEFEND,
    DEFEND_ALONE,
    EFFECTIVE,
    GOES_ALONE,
    HAND_SIZE,
    MASKS,
    NINES_AND_TENS,
    ORDER,
    ORDER_ALONE,
    PASS,
    POWER,
    PRINTED_SUIT,
    REDEAL,
    RULES,
    SUPPORT,
    TRICKS,
    UP_CARD,
)
from game.euchre.options import EuchreOptions
from game.euchre.state import (
    ASK_DEFENDERS,
    ASK_PARTNER,
    BID1,
    BID2,
    DEAL,
    DISCARD,
    NEXT_SEATS,
    NO_TRUMP,
    NOBODY,
    OVER,
    PICKED_UP,
    PLAY,
    SET_ASIDE,
    TURNED_DOWN,
    EuchreConfig,
    EuchreState,
    HandResult,
    Phase,
)
from game.tricks.deal import BITS, card_bits, deal_masks
from game.tricks.phases import PhaseRules, no_actions, nobody_acts, phase_dispatch
from game.tricks.suits import SuitRule

PLAYERS = 4
MADE: Final = 3  # the makers' tricks that make trump
FULL_HANDS = (HAND_SIZE,) * PLAYERS
ROUND1_BIDS = 1 << PASS | 1 << ORDER | 1 << ORDER_ALONE
CANADIAN_BIDS = 1 << PASS | 1 << ORDER_ALONE  # the dealer's partner with canadian_loner: order only alone
ALL_CALLS = sum(1 << CALL[suit] | 1 << CALL_ALONE[suit] for suit in range(4))
ROUND2_BIDS = tuple(1 << PASS | ALL_CALLS & ~(1 << CALL[suit] | 1 << CALL_ALONE[suit]) for suit in range(4))
PARTNER_ANSWERS = 1 << ALONE | 1 << SUPPORT
DEFENCE_ANSWERS = 1 << DEFEND_ALONE | 1 << DEFEND
NOT_PASS = ~(1 << PASS)
REDEAL_BIT = 1 << REDEAL


def new_match(options: EuchreOptions, dealer: int) -> EuchreState:
    return EuchreState(EuchreConfig(options), dealer)


def clone(state: EuchreState) -> EuchreState:
    return state.clone()


def to_move(state: EuchreState) -> int | None:
    return None if state.turn == NOBODY else state.turn


def hand_over(state: EuchreState) -> bool:
    return state.trick_no == TRICKS


def team_of(seat: int) -> int:
    return seat & 1


def rule_of(state: EuchreState) -> SuitRule | None:
    """The trump's suit rule, or None before trump is named."""
    return None if state.trump == NO_TRUMP else RULES[state.trump]


# --- chance ---------------------------------------------------------------------------------------------------


def deal_order(state: EuchreState, order: Sequence[int]) -> None:
    """Deal a shuffled order of the 24 cards: card i (i < 20) to seat (dealer + 1 + i) mod 4, card 20 turned up,
    cards 21-23 the kitty."""
    deal(
        state, deal_masks(order[:UP_CARD], PLAYERS, state.dealer), order[UP_CARD], sum(card_bits(order[UP_CARD + 1 :]))
    )


def deal(state: EuchreState, hands: Sequence[int], up_card: int, kitty: int) -> None:
    """Start the next hand: four 5-card hands, the card turned up, the 3-card kitty; round 1 of bidding follows."""
    if state.phase != DEAL:
        raise ValueError("no deal is due")
    if len(hands) != PLAYERS or tuple(map(int.bit_count, hands)) != FULL_HANDS or kitty.bit_count() != 3:
        raise ValueError("deal: four hands of 5 cards and a kitty of 3 are needed")
    if hands[0] | hands[1] | hands[2] | hands[3] | kitty | BITS[up_card] != ALL_CARDS:
        raise ValueError("deal: the hands, the up-card and the kitty must hold every card once")
    state.reset_hand()
    state.hand_no += 1
    state.hands = list(hands)
    state.up_card = up_card
    state.kitty = kitty
    state.phase = BID1
    state.turn = (state.dealer + 1) & 3


# --- legal actions and steps, one pair per phase ---------------------------------------------------------------


def _legal_bid1(state: EuchreState) -> int:
    seat = state.turn
    cfg = state.cfg
    bids = CANADIAN_BIDS if cfg.canadian and seat == (state.dealer + 2) & 3 else ROUND1_BIDS
    if cfg.farmers and not state.hands[seat] & ~NINES_AND_TENS:
        bids |= REDEAL_BIT
    return bids


def _step_bid1(state: EuchreState, action: int) -> None:
    seat = state.turn
    state.bids += ((seat, 1, action),)
    dealer = state.dealer
    if action == PASS:
        if seat == dealer:  # everyone passed: the up-card is turned down and round 2 starts left of the dealer
            state.up_place = TURNED_DOWN
            state.phase = BID2
        state.turn = (seat + 1) & 3
        return
    if action == REDEAL:
        _deal_due(state, dealer)
        return
    _make_trump(state, seat, PRINTED_SUIT[state.up_card], action == ORDER_ALONE)
    if state.out >> dealer & 1:  # the dealer's partner went alone: the dealer sits out and takes nothing
        state.up_place = SET_ASIDE
        _after_bid(state)
        return
    state.hands[dealer] |= BITS[state.up_card]
    state.up_place = PICKED_UP
    state.phase = DISCARD
    state.turn = dealer


def _legal_bid2(state: EuchreState) -> int:
    bids = ROUND2_BIDS[PRINTED_SUIT[state.up_card]]
    return bids & NOT_PASS if state.cfg.stick and state.turn == state.dealer else bids


def _step_bid2(state: EuchreState, action: int) -> None:
    seat = state.turn
    state.bids += ((seat, 2, action),)
    if action == PASS:
        if seat == state.dealer:  # four passes without stick the dealer: the hand is thrown in
            _deal_due(state, (seat + 1) & 3)
        else:
            state.turn = (seat + 1) & 3
        return
    _make_trump(state, seat, CALLED_SUIT[action], action in GOES_ALONE)
    _after_bid(state)


def _legal_discard(state: EuchreState) -> int:
    hand = state.hands[state.turn]
    return hand if state.cfg.discard_upcard else hand & ~BITS[state.up_card]


def _step_discard(state: EuchreState, action: int) -> None:
    state.hands[state.dealer] ^= BITS[action]
    state.discard = action
    _after_bid(state)


def _legal_partner(state: EuchreState) -> int:
    return PARTNER_ANSWERS


def _step_partner(state: EuchreState, action: int) -> None:
    seat = state.turn
    state.answers += ((seat, action),)
    if action == ALONE:
        state.alone = seat
        state.out = 1 << state.maker
    _after_partner(state)


def _legal_defenders(state: EuchreState) -> int:
    return DEFENCE_ANSWERS


def _step_defenders(state: EuchreState, action: int) -> None:
    seat = state.turn
    state.answers += ((seat, action),)
    if action == DEFEND_ALONE:
        state.defender = seat
        state.out |= 1 << ((seat + 2) & 3)
        _start_play(state)
    elif seat == (state.alone + 1) & 3:  # the first defender asked defends with help: ask the other
        state.turn = (state.alone + 3) & 3
    else:
        _start_play(state)


def _legal_play(state: EuchreState) -> int:
    hand = state.hands[state.turn]
    if state.trick:
        return hand & state.masks[state.led] or hand
    return hand


def _step_play(state: EuchreState, action: int) -> None:
    seat = state.turn
    state.hands[seat] ^= BITS[action]
    trick = state.trick
    if trick:
        power = state.power[action]
        if power > state.win_power:
            state.win_power = power
            state.win_seat = seat
        trick += (action,)
        seat = state.next[seat]
        if seat == state.leader:  # the trick is complete
            winner = state.win_seat
            state.won[winner & 1] += 1
            state.tricks += ((seat, trick, winner),)
            state.trick = ()
            state.turn = winner
            state.trick_no += 1
            if state.trick_no == TRICKS:
                _score(state)
            return
        state.trick = trick
        state.turn = seat
    else:
        state.leader = state.win_seat = seat
        led = state.led = state.effective[action]
        power_of = state.power = state.powers[led]
        state.win_power = power_of[action]
        state.trick = (action,)
        state.turn = state.next[seat]


legal_mask, step = phase_dispatch(
    Phase,
    {
        Phase.DEAL: PhaseRules(no_actions, nobody_acts),
        Phase.BID1: PhaseRules(_legal_bid1, _step_bid1),
        Phase.BID2: PhaseRules(_legal_bid2, _step_bid2),
        Phase.DISCARD: PhaseRules(_legal_discard, _step_discard),
        Phase.ASK_PARTNER: PhaseRules(_legal_partner, _step_partner),
        Phase.ASK_DEFENDERS: PhaseRules(_legal_defenders, _step_defenders),
        Phase.PLAY: PhaseRules(_legal_play, _step_play),
        Phase.OVER: PhaseRules(no_actions, nobody_acts),
    },
)


# --- after a bid, and the hand's end ------------------------------------------------------------------------


def _make_trump(state: EuchreState, seat: int, trump: int, alone: bool) -> None:
    state.trump = trump
    state.maker = seat
    state.masks = MASKS[trump]
    state.effective = EFFECTIVE[trump]
    state.powers = POWER[trump]
    if alone:
        state.alone = seat
        state.out = 1 << ((seat + 2) & 3)


def _after_bid(state: EuchreState) -> None:
    """Trump is made (and the dealer has discarded): the partner's question, if it is asked, comes next."""
    if state.cfg.anyone_alone and state.alone == NOBODY:
        state.phase = ASK_PARTNER
        state.turn = (state.maker + 2) & 3
        return
    _after_partner(state)


def _after_partner(state: EuchreState) -> None:
    if state.cfg.lone_defender and state.alone != NOBODY:
        state.phase = ASK_DEFENDERS
        state.turn = (state.alone + 1) & 3  # the defenders are asked from the lone player's left
        return
    _start_play(state)


def _start_play(state: EuchreState) -> None:
    state.phase = PLAY
    state.next = NEXT_SEATS[state.out]
    leader = (state.dealer + 1) & 3
    if state.out >> leader & 1:
        leader = state.next[leader]
    state.turn = leader


def _deal_due(state: EuchreState, dealer: int) -> None:
    state.dealer = dealer
    state.phase = DEAL
    state.turn = NOBODY


def hand_points(state: EuchreState, makers_tricks: int) -> tuple[int, int]:
    """The points per team (0, 1) of the hand in `state` when the makers take `makers_tricks`: 1 for 3 or 4
    tricks, a march 2, alone 4; a euchre 2 to the defenders, 4 to a lone defender."""
    makers = state.maker & 1
    if makers_tricks >= MADE:
        team = makers
        points = 1 if makers_tricks < TRICKS else 4 if state.alone != NOBODY else 2
    else:
        team = makers ^ 1
        points = 4 if state.defender != NOBODY else 2
    return (points, 0) if team == 0 else (0, points)


def _score(state: EuchreState) -> None:
    """Score the finished hand, then end the match or leave the next deal due."""
    hand = hand_points(state, state.won[state.maker & 1])
    team = 0 if hand[0] else 1
    state.history += (hand,)
    state.results += (
        HandResult(state.hand_no, state.maker, state.trump, state.alone, state.defender, (state.won[0], state.won[1]),
                   hand),
    )  # fmt: skip
    scores = state.scores = (state.scores[0] + hand[0], state.scores[1] + hand[1])
    if scores[team] >= state.cfg.target:
        state.winners = (team, team + 2)
        state.phase = OVER
        state.turn = NOBODY
        return
    _deal_due(state, (state.dealer + 1) & 3)
