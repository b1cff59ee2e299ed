"""A Euchre hand in play solved double dummy: what the makers score when every seat plays perfectly with every
hand open. The hard bot's search values a card by solving each world it imagines after that card.

The hand's points change only where the makers' tricks reach 3 (made) and 5 (a march), so two null-window
alpha-beta searches ("can the makers take 3?", then "all 5?") settle them. The tricks taken from the start of a
trick on depend only on the four hands and the leader (the trump, the makers' team and the seats out are fixed
for a hand), so a `Solver` keeps what it has proved about each such position, as bounds, across the solves of
one hand (it starts afresh with another trump, makers or lone hand, or when `CAPACITY` is reached). Cards of one
hand that no live card of another hand separates in their suit's order are equivalent: one of them is tried.
"""

from __future__ import annotations

from typing import Final

from game.euchre.deck import EFFECTIVE, MASKS, POWER, TRICKS
from game.euchre.engine import MADE, hand_points
from game.euchre.state import NOBODY, EuchreState

CAPACITY: Final = 100_000  # positions a solver remembers before it starts afresh (some 25 MB)

Bounds = tuple[int, int]  # the fewest and the most tricks the makers can take from a position


def _by_power(trump: int, suit: int) -> tuple[int, ...]:
    cards = [card for card in range(24) if MASKS[trump][suit] >> card & 1]
    return tuple(sorted(cards, key=lambda card: -POWER[trump][suit][card]))


BY_POWER: Final = tuple(tuple(_by_power(trump, suit) for suit in range(4)) for trump in range(4))


class Solver:
    """Double-dummy solving with a memory of proven positions (see the module's docstring)."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.capacity = capacity
        self.hand: tuple[int, int, int] | None = None  # the trump, the makers' team and the seats out it knows
        self.table: dict[tuple[int, int, int, int, int], Bounds] = {}

    def scores(self, state: EuchreState) -> tuple[int, int]:
        """The team scores after the hand in play in `state` (phase PLAY) is played out perfectly."""
        points = hand_points(state, self.makers_tricks(state))
        return state.scores[0] + points[0], state.scores[1] + points[1]

    def makers_tricks(self, state: EuchreState) -> int:
        """The makers' tricks under perfect play, as far as the score tells them apart: 2 (euchred), 3 (made) or
        5 (a march); fewer when fewer are left to take."""
        won = state.won[state.maker & 1]
        if won + TRICKS - state.trick_no < MADE:
            return won + TRICKS - state.trick_no
        if not self.reaches(state, MADE):
            return MADE - 1
        return TRICKS if self.reaches(state, TRICKS) else MADE

    def reaches(self, state: EuchreState, tricks: int) -> bool:
        """Whether the makers can take `tricks` tricks in all (those won so far included) against any defence."""
        need = tricks - state.won[state.maker & 1]
        if need <= 0:
            return True
        if need > TRICKS - state.trick_no:
            return False
        return self._search(state, need - 1, need) >= need

    def _table(self, state: EuchreState) -> dict[tuple[int, int, int, int, int], Bounds]:
        hand = (state.trump, state.maker & 1, state.out)
        if hand != self.hand or len(self.table) > self.capacity:
            self.hand, self.table = hand, {}
        return self.table

    def _search(self, state: EuchreState, alpha: int, beta: int) -> int:
        """The makers' tricks from here (the open trick included), bounded by the window (`alpha`, `beta`)."""
        trump = state.trump
        masks, effective, powers, by_power = MASKS[trump], EFFECTIVE[trump], POWER[trump], BY_POWER[trump]
        following = state.next
        makers = state.maker & 1
        hands = list(state.hands)
        table = self._table(state)

        def choices(hand: int, legal: int, live: int) -> list[int]:
            """One card of each run of `legal` that no card of `live` separates, highest runs first."""
            found = []
            for suit in range(4):
                mine = legal & masks[suit]
                if not mine:
                    continue
                run = False
                for card in by_power[suit]:
                    bit = 1 << card
                    if mine & bit:
                        if not run:
                            found.append(card)
                        run = True
                    elif live & bit:
                        run = False
            return found

        def new_trick(leader: int, left: int, alpha: int, beta: int) -> int:
            if left == 0:
                return 0
            key = (hands[0], hands[1], hands[2], hands[3], leader)
            low, high = table.get(key, (0, left))
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
            value = play(leader, leader, -1, NOBODY, -1, left, alpha, beta)
            if value <= alpha:
                high = min(high, value)
            elif value >= beta:
                low = max(low, value)
            else:
                low = high = value
            table[key] = (low, high)
            return value

        def play(seat: int, leader: int, led: int, win_seat: int, win_power: int, left: int, alpha: int,
                 beta: int) -> int:  # fmt: skip
            hand = hands[seat]
            legal = hand if led < 0 else hand & masks[led] or hand
            others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
            maximising = seat & 1 == makers
            best = -1 if maximising else TRICKS + 1
            for card in choices(hand, legal, others):
                suit = effective[card] if led < 0 else led
                power = powers[suit][card]
                winner, top = (seat, power) if power > win_power else (win_seat, win_power)
                hands[seat] = hand & ~(1 << card)
                after = following[seat]
                if after == leader:  # the trick is complete
                    won = 1 if winner & 1 == makers else 0
                    value = won + new_trick(winner, left - 1, alpha - won, beta - won)
                else:
                    value = play(after, leader, suit, winner, top, left, alpha, beta)
                hands[seat] = hand
                if maximising:
                    best = max(best, value)
                    alpha = max(alpha, best)
                else:
                    best = min(best, value)
                    beta = min(beta, best)
                if alpha >= beta:
                    break
            return best

        left = TRICKS - state.trick_no
        if not state.trick:
            return new_trick(state.turn, left, alpha, beta)
        return play(state.turn, state.leader, state.led, state.win_seat, state.win_power, left, alpha, beta)
