"""The normal Euchre bot's card play, on bitmasks: cheap enough to be the hard bot's play-out policy.

`play_card` reads only what the seat knows: its own hand (passed in, never another seat's from the state), the
public parts of the state (trump, the maker, who sits out, the open trick), the cards played so far and the cards
each seat is known not to hold (its voids). "Unseen" below means a card the seat has not seen: not in its hand,
not played, not its own discard, not the up-card lying on the kitty. The rules of thumb:

- Following: never overtake a partner whose card no opponent still to play can beat (so never trump a partner's
  sure winner); when the partner may be beaten, cover with a card nobody behind can beat, or at least with one
  above every card of the suit led that may come behind (then only a trump beats it). Against
  an opponent's card, win with the cheapest card nobody behind can beat; failing that, second in hand with the
  partner still to come play low (but trump in when void), later play the highest card that wins for now.
  Otherwise throw the cheapest card: low, from a short side suit, trumps and aces last.
- Leading, on the makers' team: trump while an opponent may still hold one (the top trump when it is the
  highest left, else the lowest), then the side cards nobody can beat, then low side cards to the partner.
- Leading as a defender: side cards nobody can beat (in a suit no maker is shown void in while it may hold a
  trump), then the lowest side card of the longest side suit, trumps last.
"""

from __future__ import annotations

from typing import Final

from game.euchre.deck import ALL_CARDS, LAYOUT, MASKS, POWER
from game.euchre.state import PICKED_UP, EuchreState
from game.euchre.strength import card_rank
from game.tricks.bits import bits

RANK_OF: Final = LAYOUT.rank_of


def unseen_by(state: EuchreState, seat: int, hand: int, played: int) -> int:
    """The cards `seat` has not seen: not its own, not played, not its own discard, not a known kitty card."""
    known = hand | played
    if state.up_place != PICKED_UP:
        known |= 1 << state.up_card
    if seat == state.dealer and state.discard >= 0:
        known |= 1 << state.discard
    return ALL_CARDS & ~known


def _ranked(power: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    return tuple(
        sorted(((1 << card, power[card]) for card in range(len(power)) if power[card] >= 0), key=lambda c: -c[1])
    )


# (trump, led) -> the cards that can take a trick led in `led`, as (bit, power), strongest first
RANKED: Final = tuple(tuple(_ranked(POWER[trump][led]) for led in range(4)) for trump in range(4))


def _top_power(mask: int, trump: int, led: int) -> int:
    """The highest power among the cards of `mask` for a trick led in `led` (-1: none of them can take it)."""
    for bit, power in RANKED[trump][led]:
        if mask & bit:
            return power
    return -1


def play_card(state: EuchreState, seat: int, hand: int, legal: int, played: int, voids: list[int]) -> int:
    """The normal bot's card for `seat` (to move in the play) from `legal`; see the module's docstring."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    unseen = unseen_by(state, seat, hand, played)
    if state.trick:
        return _follow(state, seat, hand, legal, unseen, voids)
    return _lead(state, seat, hand, legal, unseen, voids)


def cheapest(cards: int, hand: int, trump: int) -> int:
    """The card to give away: the lowest, side cards before trumps, from the shortest side suit first."""
    masks = MASKS[trump]

    def cost(card: int) -> tuple[int, int]:
        suit = trump if masks[trump] >> card & 1 else LAYOUT.suit_of[card]
        return card_rank(card, trump), (hand & masks[suit]).bit_count()

    return min(bits(cards), key=cost)


def _opponents(state: EuchreState, seat: int) -> list[int]:
    return [other for other in ((seat + 1) & 3, (seat + 3) & 3) if not state.out >> other & 1]


def _follow(state: EuchreState, seat: int, hand: int, legal: int, unseen: int, voids: list[int]) -> int:
    power = state.power
    best = state.win_power
    team = seat & 1
    behind = []
    other = state.next[seat]
    while other != state.leader:
        behind.append(other)
        other = state.next[other]
    opponents_behind = [o for o in behind if o & 1 != team]
    trump, led = state.trump, state.led
    threat = max((_top_power(unseen & ~voids[o], trump, led) for o in opponents_behind), default=-1)
    winners = [card for card in bits(legal) if power[card] > best]
    sure = [card for card in winners if power[card] > threat]
    if state.win_seat & 1 == team:  # the partner is winning
        if best > threat:
            return cheapest(legal, hand, state.trump)  # a sure winner: never overtake it
        if sure:
            return min(sure, key=power.__getitem__)
        in_suit = state.masks[state.led]
        suit_threat = max((_top_power(unseen & ~voids[o] & in_suit, trump, led) for o in opponents_behind), default=-1)
        covers = [card for card in winners if power[card] > suit_threat > best]
        if covers:  # a higher card of the suit may come behind: cover it, so only a trump can beat us
            return min(covers, key=power.__getitem__)
        return cheapest(legal, hand, state.trump)
    if sure:
        return min(sure, key=power.__getitem__)
    if winners:
        partner_behind = (seat + 2) & 3 in behind
        trumping_in = state.effective[winners[0]] != state.led
        if partner_behind and not trumping_in:
            return cheapest(legal, hand, state.trump)
        if trumping_in:
            return min(winners, key=power.__getitem__)
        return max(winners, key=power.__getitem__)
    return cheapest(legal, hand, state.trump)


def _bosses(state: EuchreState, legal: int, unseen: int, voids: list[int], opponents: list[int]) -> list[int]:
    """The cards of `legal` that no opponent can beat when led (in their suit, and by a trump where an opponent
    is shown void in it but may hold a trump)."""
    trump = state.trump
    found = []
    for card in bits(legal):
        suit = state.effective[card]
        power = state.powers[suit]
        if not any(_beats(unseen & ~voids[o], voids[o], card, suit, power[card], trump) for o in opponents):
            found.append(card)
    return found


def _beats(could_hold: int, void: int, card: int, suit: int, strength: int, trump: int) -> bool:
    """Whether a seat that may hold `could_hold` (and is void in `void`) may take `card` (of `strength`) led in
    `suit`."""
    if _top_power(could_hold & MASKS[trump][suit], trump, suit) > strength:
        return True
    return suit != trump and bool(void & MASKS[trump][suit]) and bool(could_hold & MASKS[trump][trump])


def _lead(state: EuchreState, seat: int, hand: int, legal: int, unseen: int, voids: list[int]) -> int:
    trump = state.trump
    trumps = MASKS[trump][trump]
    opponents = _opponents(state, seat)
    bosses = _bosses(state, legal, unseen, voids, opponents)
    side = legal & ~trumps
    if state.maker & 1 == seat & 1:
        their_trumps = any(unseen & trumps & ~voids[opponent] for opponent in opponents)
        if legal & trumps and their_trumps:
            top = [card for card in bosses if trumps >> card & 1]
            if top:
                return max(top, key=state.powers[trump].__getitem__)
            return cheapest(legal & trumps, hand, trump)
        side_bosses = [card for card in bosses if side >> card & 1]
        if side_bosses:
            return max(side_bosses, key=RANK_OF.__getitem__)
        if side:
            return cheapest(side, hand, trump)
        return max(bits(legal), key=state.powers[trump].__getitem__)
    side_bosses = [card for card in bosses if side >> card & 1]
    if side_bosses:
        return max(side_bosses, key=RANK_OF.__getitem__)
    if side:
        masks = MASKS[trump]
        longest = max((suit for suit in range(4) if side & masks[suit]), key=lambda s: (side & masks[s]).bit_count())
        return cheapest(side & masks[longest], hand, trump)
    return cheapest(legal, hand, trump)
