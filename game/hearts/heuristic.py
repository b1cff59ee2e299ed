"""The normal Hearts bot's card play and moon choice, on bitmasks: cheap enough to be the hard bot's play-out policy.

`play_card` reads only what the seat knows: its own hand (passed in, never another seat's from the state), the
public parts of the state (the open trick, the cards each seat has taken, hearts broken, the options) and the
suits each seat is known to be void in. The rules of thumb:

- Following: duck under the winning card with the highest card that still loses (so the Q♠ drops under the K♠ or
  A♠); last to play, take a trick that costs nothing with the highest card that wins it; when it must win anyway,
  win with the highest card, or with the lowest when points may still land on it.
- Void in the suit led: drop the Q♠, then the A♠ or K♠ while the Q♠ is out, then the highest heart, then the most
  dangerous card (the one most cards still out would lose to).
- Leading: flush the Q♠ with a low spade when no spade of this hand can catch it; else the low card that the
  fewest unseen cards could duck under, in a suit nobody behind is void in, short suits first.
- The moon: a seat that has taken every point so far, and many of them, is stopped (take a heart, never feed it
  points, feed the others); a seat that has taken every point and holds only winners goes for it.
- Omnibus (J♦ −10): take the J♦ when a trick holding it can be won cheaply, lead it when it cannot be beaten,
  never throw it away.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.hearts.cardsets import BELOW, RANK_OF, highest, lowest, points_of, top_cards
from game.hearts.deck import (
    ALL_CARDS,
    HEART_CARDS,
    HEARTS,
    JACK_DIAMONDS,
    JD_BIT,
    KS_AS_BITS,
    MOON_ADD,
    MOON_POINTS,
    MOON_SUBTRACT,
    POINT_CARDS,
    QS_BIT,
    QUEEN_SPADES,
    SPADES,
    SUIT_MASKS,
)
from game.hearts.state import NOBODY, HeartsState

SPADE_CARDS: Final = SUIT_MASKS[SPADES]
HIGH_SPADES: Final = KS_AS_BITS | QS_BIT
THREAT_HEARTS: Final = 5  # hearts a lone point-taker must hold to be treated as shooting the moon …
THREAT_HEARTS_WITH_QS: Final = 2  # … or this many together with the Q♠
SHOOT_HEARTS: Final = 6  # hearts (or the Q♠) a seat must have taken before it goes for the moon itself
UNBROKEN_HEART_LEAD: Final = 8  # what breaking hearts with a lead costs (when the rules allow it at all)
SUITS: Final = range(4)


def moon_threat(taken: Sequence[int], seat: int) -> int:
    """The other seat that has taken every point card so far, enough of them to be heading for the moon, or
    NOBODY."""
    owner = NOBODY
    owned = 0
    for other in range(4):
        points = taken[other] & POINT_CARDS
        if points:
            if owner != NOBODY:
                return NOBODY
            owner, owned = other, points
    if owner in (NOBODY, seat):
        return NOBODY
    hearts = (owned & HEART_CARDS).bit_count()
    if hearts >= THREAT_HEARTS or (owned & QS_BIT and hearts >= THREAT_HEARTS_WITH_QS):
        return owner
    return NOBODY


def shooting(taken: Sequence[int], seat: int, hand: int, unseen: int) -> bool:
    """Whether `seat` goes for the moon: it alone has taken points, many of them, and holds at most one card that
    a card still out could beat."""
    mine = taken[seat] & POINT_CARDS
    if not mine or not unseen & POINT_CARDS:
        return False
    for other in range(4):
        if other != seat and taken[other] & POINT_CARDS:
            return False
    if not (mine & QS_BIT or (mine & HEART_CARDS).bit_count() >= SHOOT_HEARTS):
        return False
    return (hand & ~top_cards(hand, unseen)).bit_count() <= 1


def play_card(state: HeartsState, seat: int, hand: int, legal: int, voids: Sequence[int]) -> int:
    """The normal bot's card for `seat` (to move in the play phase) holding `hand`, with `legal` its legal cards
    and `voids[s]` the cards seat s is known not to hold."""
    if not legal & (legal - 1):
        return lowest(legal)
    taken = state.taken
    played = taken[0] | taken[1] | taken[2] | taken[3] | state.trick_mask
    unseen = ALL_CARDS & ~played & ~hand
    jd = state.cfg.jd_minus_10
    if shooting(taken, seat, hand, unseen):
        return _shoot(state, legal, hand, unseen)
    threat = moon_threat(taken, seat)
    if not state.trick:
        return _lead(state, seat, legal, hand, unseen, voids, threat, jd)
    if legal & SUIT_MASKS[state.led]:
        return _follow(state, seat, legal, unseen, voids, threat, jd)
    return _discard(state, legal, hand, unseen, threat, jd)


def _shoot(state: HeartsState, legal: int, hand: int, unseen: int) -> int:
    tops = legal & top_cards(hand, unseen)
    if not state.trick:
        return highest(tops) if tops else highest(legal)
    if legal & SUIT_MASKS[state.led]:
        return highest(legal) if highest(legal) > state.win_card else lowest(legal)
    keep = legal & ~POINT_CARDS & ~tops  # throw a loser that carries no points, keep the hearts for the moon
    return lowest(keep or legal & ~POINT_CARDS or legal)


def _lead(
    state: HeartsState, seat: int, legal: int, hand: int, unseen: int, voids: Sequence[int], threat: int, jd: bool
) -> int:
    if threat != NOBODY and legal & HEART_CARDS:
        tops = legal & HEART_CARDS & top_cards(hand, unseen)
        if tops:
            return highest(tops)  # win a heart: the moon is off
    if jd and legal & JD_BIT and JD_BIT & top_cards(hand, unseen):
        return JACK_DIAMONDS
    spades = legal & SPADE_CARDS
    if spades and unseen & QS_BIT and not hand & HIGH_SPADES:
        return lowest(spades)  # fish for the Q♠: no spade of ours can catch it
    followers_void = voids[(seat + 1) & 3] | voids[(seat + 2) & 3] | voids[(seat + 3) & 3]
    points_out = unseen & POINT_CARDS
    best = NOBODY
    best_cost = 1_000
    for suit in SUITS:
        cards = legal & SUIT_MASKS[suit]
        if not cards:
            continue
        card = lowest(cards)
        out = unseen & SUIT_MASKS[suit]
        if not out:
            cost = 40 if points_out else 0  # nobody can follow: the trick is ours and they throw points on it
        else:
            below = (out & BELOW[card]).bit_count()
            cost = 3 * below
            if below and followers_void & SUIT_MASKS[suit]:
                cost += 8
            if suit == HEARTS:
                cost += 1 + below if state.broken else UNBROKEN_HEART_LEAD + below
            elif suit == SPADES:
                if hand & QS_BIT:
                    cost += 12
                elif unseen & QS_BIT and hand & KS_AS_BITS:
                    cost += 6
            if (hand & SUIT_MASKS[suit]).bit_count() <= 2:
                cost -= 2
        if cost < best_cost:
            best, best_cost = card, cost
    return best


def _follow(state: HeartsState, seat: int, legal: int, unseen: int, voids: Sequence[int], threat: int, jd: bool) -> int:
    win = state.win_card
    under = legal & BELOW[win]
    over = legal & ~under
    points = points_of(state.trick_mask, jd)
    played = len(state.trick)
    if threat != NOBODY and over:
        threat_later = 1 <= (threat - seat) & 3 <= 3 - played
        if (state.win_seat == threat or threat_later) and (points > 0 or state.led == HEARTS):
            return highest(over)  # take the points away from the shooter
    if under:
        if played == 3 and over:
            card = highest(over & ~QS_BIT) if over & ~QS_BIT else NOBODY
            if card != NOBODY and points_of(state.trick_mask | 1 << card, jd) <= 0:
                return card  # last to play, the trick costs nothing: win it and shed a high card
        if jd and state.trick_mask & JD_BIT and over & ~QS_BIT:
            card = highest(over & ~QS_BIT)
            if points_of(state.trick_mask | 1 << card, jd) < 0:
                return card  # the J♦ is in the trick: take it
        return highest(under)
    safe_over = over & ~QS_BIT or over
    if played == 3:
        return highest(safe_over)
    led_cards = SUIT_MASKS[state.led]
    later_void = False
    for offset in range(1, 4 - played):
        if voids[(seat + offset) & 3] & led_cards:
            later_void = True
    calm = points <= 0 and state.led != HEARTS and not later_void
    if calm and not (state.led == SPADES and unseen & QS_BIT):
        return highest(safe_over)  # the trick is ours anyway and nothing threatens it: shed the highest
    return lowest(safe_over)


def _discard(state: HeartsState, legal: int, hand: int, unseen: int, threat: int, jd: bool) -> int:
    keep = JD_BIT if jd else 0
    if threat != NOBODY:
        if state.win_seat == threat:
            harmless = legal & ~POINT_CARDS & ~keep
            if harmless:
                return _most_dangerous(harmless, hand, unseen)
        elif legal & POINT_CARDS:
            return QUEEN_SPADES if legal & QS_BIT else highest(legal & HEART_CARDS)
    if legal & QS_BIT:
        return QUEEN_SPADES
    if unseen & QS_BIT and legal & KS_AS_BITS:
        return highest(legal & KS_AS_BITS)
    if legal & HEART_CARDS:
        return highest(legal & HEART_CARDS)
    return _most_dangerous(legal & ~keep or legal, hand, unseen)


def _most_dangerous(cards: int, hand: int, unseen: int) -> int:
    """The card to throw away: each suit's highest, scored by how many unseen cards of its suit it beats (it could
    win a trick they are played to), and a little for being from a short suit (a void to come)."""
    best = NOBODY
    best_score = -1_000
    for suit in SUITS:
        mine = cards & SUIT_MASKS[suit]
        if not mine:
            continue
        card = highest(mine)
        score = 2 * (unseen & BELOW[card]).bit_count() + RANK_OF[card]
        if (hand & SUIT_MASKS[suit]).bit_count() <= 2:
            score += 3
        if score > best_score:
            best, best_score = card, score
    return best


def moon_choice(scores: Sequence[int], seat: int, target: int, share: bool, jd_bonus: Sequence[int]) -> int:
    """MOON_ADD or MOON_SUBTRACT for the shooter `seat`, given the totals before this hand (`jd_bonus`: each seat's
    J♦ points this hand, scored either way). Adding 26 to the others brings the end nearer, which is good only for
    the seat that will then be lowest: add when that is the shooter (when adding ends the match, only if it wins
    it); subtract otherwise, which never ends the match."""
    added = [
        total + bonus + (0 if other == seat else MOON_POINTS)
        for other, (total, bonus) in enumerate(zip(scores, jd_bonus, strict=True))
    ]
    low = min(added)
    alone = added.count(low) == 1
    if added[seat] == low and (alone or (share and max(added) >= target)):
        return MOON_ADD
    return MOON_SUBTRACT
