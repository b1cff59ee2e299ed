"""The one implementation of the Hearts rules, on integers: the table (`HeartsRules.apply`) and a bot's search
both run it. `apply` = `clone` + `step` + events; a search clones once per sample and steps in place.

Fast API (cards are 0-51, game.hearts.deck; a state is game.hearts.state.HeartsState):

- `new_match(options, dealer)`: a match waiting for its first deal.
- `deal(state, hands)`: give each seat its 13-card mask (a deal must be due); `deal_order(state, order)` deals an
  order of 52 card ints, card i to seat (dealer + 1 + i) mod 4.
- `to_move(state)`: the seat to move, or None (a deal is due, or the match is over); in a hot loop read
  `state.turn`, which is NOBODY (-1) then.
- `legal_mask(state)`: the legal actions as a bitmask: bit c = card c (a pass or a play, by phase); in the moon
  phase bits MOON_ADD (52) and MOON_SUBTRACT (53).
- `step(state, action)`: apply one legal action in place. It trusts `action` to be legal (check `legal_mask`).
- Both look the state's phase up: one pair of functions per `Phase` (game.tricks.phases.phase_dispatch).
- `clone(state)`, `hand_over(state)` (all 13 tricks are played), `hand_points(state)` (points taken this hand
  per seat, before the moon rule), `card_points(mask, jd_minus_10)`.
- After the 13th trick `step` scores the hand (or, with shooters_choice and a moon, waits for the shooter's
  `MOON_ADD`/`MOON_SUBTRACT`), then either ends the match or leaves a deal due with the next dealer.

Around it: `game.hearts.position.position_from_view(view, hands)` builds a search's root state from a seat's view
and a guess of the hidden hands; `game.hearts.rules.action_text(state, action)` is an action's text notation and
`HeartsRules().parse(state, text)` its int. The rules exactly as `legal_mask` states them are documented in
game.hearts.rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import add

from game.hearts.deck import (
    ALL_CARDS,
    HAND_SIZE,
    HEART_CARDS,
    JD_BIT,
    KS_AS_BITS,
    MOON_ADD,
    MOON_BITS,
    MOON_POINTS,
    MOON_SUBTRACT,
    NOT_HEARTS,
    PASS_SIZE,
    POINT_CARDS,
    QS_BIT,
    SAFE_CARDS,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    TRICKS,
    TWO_CLUBS_BIT,
)
from game.hearts.options import HeartsOptions
from game.hearts.state import DEAL, MOON, NOBODY, OVER, PASS, PLAY, HeartsConfig, HeartsState, Phase
from game.tricks.deal import BITS, deal_masks
from game.tricks.phases import PhaseRules, no_actions, nobody_acts, phase_dispatch

PLAYERS = 4
PASSES = PLAYERS * PASS_SIZE
FULL_HANDS = (HAND_SIZE,) * PLAYERS
JD_POINTS = -10
QS_POINTS = 13
NO_OMNIBUS = (False,) * PLAYERS  # card_points' flag per seat when the J♦ is scored apart


def new_match(options: HeartsOptions, dealer: int) -> HeartsState:
    return HeartsState(HeartsConfig(options), dealer)


def clone(state: HeartsState) -> HeartsState:
    return state.clone()


def to_move(state: HeartsState) -> int | None:
    return None if state.turn == NOBODY else state.turn


def hand_over(state: HeartsState) -> bool:
    return state.trick_no == TRICKS


def card_points(mask: int, jd_minus_10: bool) -> int:
    """What taking the cards of `mask` scores: 1 per heart, 13 for the Q♠, −10 for the J♦ with Omnibus."""
    points = (mask & HEART_CARDS).bit_count()
    if mask & QS_BIT:
        points += QS_POINTS
    if jd_minus_10 and mask & JD_BIT:
        points += JD_POINTS
    return points


def hand_points(state: HeartsState) -> list[int]:
    jd = state.cfg.jd_minus_10
    return [card_points(taken, jd) for taken in state.taken]


# --- chance ---------------------------------------------------------------------------------------------------


def deal_order(state: HeartsState, order: Sequence[int]) -> None:
    deal(state, deal_masks(order, PLAYERS, state.dealer))


def deal(state: HeartsState, hands: Sequence[int]) -> None:
    """Start the next hand with these hands (seat -> 13-card mask); passing or play follows."""
    if state.phase != DEAL:
        raise ValueError("no deal is due")
    if len(hands) != PLAYERS or tuple(map(int.bit_count, hands)) != FULL_HANDS:
        raise ValueError("deal: four hands of 13 cards are needed")
    if hands[0] | hands[1] | hands[2] | hands[3] != ALL_CARDS:
        raise ValueError("deal: the hands must hold every card once")
    state.reset_hand()
    state.hand_no += 1
    state.hands = list(hands)
    cycle = state.cfg.cycle
    state.pass_dir = cycle[(state.hand_no - 1) % len(cycle)]
    if state.pass_dir:
        state.phase = PASS
        state.turn = (state.dealer + 1) & 3
    else:
        _start_play(state)


def _start_play(state: HeartsState) -> None:
    state.phase = PLAY
    for seat, hand in enumerate(state.hands):
        if hand & TWO_CLUBS_BIT:
            state.turn = seat  # the holder of the 2♣ leads
            return


# --- legal actions and steps, one pair per phase ---------------------------------------------------------------


def _legal_pass(state: HeartsState) -> int:
    return state.hands[state.turn] & state.cfg.passable


def _step_pass(state: HeartsState, action: int) -> None:
    seat = state.turn
    bit = BITS[action]
    state.hands[seat] ^= bit
    state.passed[seat] |= bit
    state.pass_count += 1
    if state.pass_count == PASSES:
        _exchange(state)
    elif state.pass_count % PASS_SIZE == 0:
        state.turn = (seat + 1) & 3


def _legal_play(state: HeartsState) -> int:
    hand = state.hands[state.turn]
    if state.trick:  # following
        follow = hand & SUIT_MASKS[state.led]
        if follow:
            if follow & QS_BIT and state.cfg.qs_must_drop and state.led == SPADES and state.trick_mask & KS_AS_BITS:
                return QS_BIT
            return follow
        cfg = state.cfg
        if state.trick_no == 0 and cfg.first_trick_no_points and hand & SAFE_CARDS:
            return hand & SAFE_CARDS
        if cfg.qs_must_drop and hand & QS_BIT:
            return QS_BIT
        return hand
    cfg = state.cfg
    if state.trick_no == 0:  # the first lead
        return hand & cfg.first_lead
    if cfg.must_break_hearts and not state.broken:
        others = hand & NOT_HEARTS
        if others and not (others == QS_BIT and cfg.hearts_instead_of_qs):
            return others
    return hand


def _step_play(state: HeartsState, action: int) -> None:
    seat = state.turn
    bit = BITS[action]
    state.hands[seat] ^= bit
    if not state.broken and bit & state.cfg.breaks:
        state.broken = True
    trick = state.trick
    if not trick:  # the lead
        state.leader = state.win_seat = seat
        state.led = SUIT_OF[action]
        state.win_card = action
        state.trick_mask = bit
        state.trick = (action,)
        state.turn = (seat + 1) & 3
        return
    if action > state.win_card and SUIT_OF[action] == state.led:  # in a suit, card order is rank order
        state.win_card = action
        state.win_seat = seat
    state.trick_mask |= bit
    trick += (action,)
    seat = (seat + 1) & 3
    if seat != state.leader:
        state.trick = trick
        state.turn = seat
        return
    winner = state.win_seat  # the trick is complete
    state.taken[winner] |= state.trick_mask
    state.tricks += ((seat, trick, winner),)
    state.trick = ()
    state.turn = winner
    state.trick_no += 1
    if state.trick_no == TRICKS:
        _end_hand(state)


def _legal_moon(state: HeartsState) -> int:
    return MOON_BITS


def _step_moon(state: HeartsState, action: int) -> None:
    _score(state, state.shooter, action)


legal_mask, step = phase_dispatch(
    Phase,
    {
        Phase.DEAL: PhaseRules(no_actions, nobody_acts),
        Phase.PASS: PhaseRules(_legal_pass, _step_pass),
        Phase.PLAY: PhaseRules(_legal_play, _step_play),
        Phase.MOON: PhaseRules(_legal_moon, _step_moon),
        Phase.OVER: PhaseRules(no_actions, nobody_acts),
    },
)


def _exchange(state: HeartsState) -> None:
    offset = state.pass_dir
    received = [0, 0, 0, 0]
    for seat, cards in enumerate(state.passed):
        to = (seat + offset) & 3
        received[to] = cards
        state.hands[to] |= cards
    state.received = tuple(received)
    _start_play(state)


def moon_shooter(state: HeartsState) -> int:
    """The seat that took every heart and the Q♠ this hand, or NOBODY."""
    for seat, taken in enumerate(state.taken):
        if taken & POINT_CARDS == POINT_CARDS:
            return seat
    return NOBODY


def _end_hand(state: HeartsState) -> None:
    shooter = moon_shooter(state)
    moon = state.cfg.moon
    if shooter != NOBODY and moon == "shooters_choice":
        state.phase = MOON
        state.turn = state.shooter = shooter
        return
    _score(state, shooter, MOON_ADD if moon == "add_26_to_others" else MOON_SUBTRACT)


def _score(state: HeartsState, shooter: int, choice: int) -> None:
    """Score the finished hand (`choice` applies the moon rule when `shooter` shot it), then end the match or
    leave the next deal due."""
    cfg = state.cfg
    if shooter == NOBODY:
        points = list(map(card_points, state.taken, NO_OMNIBUS))
    elif choice == MOON_ADD:
        points = [0 if seat == shooter else MOON_POINTS for seat in range(PLAYERS)]
    else:
        points = [-MOON_POINTS if seat == shooter else 0 for seat in range(PLAYERS)]
    if cfg.jd_minus_10:  # the J♦ is no part of a moon: whoever took it gets its −10 either way
        for seat, taken in enumerate(state.taken):
            if taken & JD_BIT:
                points[seat] += JD_POINTS
    state.history += (tuple(points),)
    scores = state.scores = tuple(map(add, state.scores, points))
    if shooter != NOBODY:
        state.moons += ((state.hand_no, shooter),)
    state.shooter = NOBODY
    if max(scores) >= cfg.target:
        low = min(scores)
        lowest = tuple(seat for seat in range(PLAYERS) if scores[seat] == low)
        if cfg.share or len(lowest) == 1:
            state.winners = lowest
            state.phase = OVER
            state.turn = NOBODY
            return
    state.dealer = (state.dealer + 1) & 3
    state.phase = DEAL
    state.turn = NOBODY
