"""The full (hidden-information) state of a Euchre match: one small mutable object of ints, tuples and short
lists, so a search can copy it in about half a microsecond (`clone`, derived from the slots by
game.tricks.slots) and step it in place (game.euchre.engine).

The public `apply` never mutates a state it is given: it clones first. Hands and card sets are 24-bit masks
(game.euchre.deck), seats are 0-3, teams are 0 (seats 0 and 2) and 1 (seats 1 and 3), i.e. `seat & 1`, phases
are the ints of the `Phase` below.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple

from game.euchre.options import EuchreOptions
from game.tricks.slots import SlotState


class Phase(IntEnum):
    """What the match waits for (its name in a view: PHASE_NAMES); game.euchre.engine has one legal/step pair
    per phase."""

    DEAL = 0  # a deal (a chance node)
    BID1 = 1  # round 1: order the up-card's suit, or pass
    BID2 = 2  # round 2: name another suit, or pass
    DISCARD = 3  # the dealer's discard after picking the up-card up
    ASK_PARTNER = 4  # the maker's partner: alone or support
    ASK_DEFENDERS = 5  # a defender against a lone player: defend alone or defend
    PLAY = 6  # a card to the trick
    OVER = 7  # nothing: the match is over


# What a state holds is the int: on Python 3.11 an IntEnum member indexes a tuple (the engine's tables) far
# slower than an int, which cost the engines about 4 % of their speed.
DEAL, BID1, BID2, DISCARD, ASK_PARTNER, ASK_DEFENDERS, PLAY, OVER = (int(phase) for phase in Phase)
PHASE_NAMES: Final = ("deal", "order_up", "name_trump", "discard", "partner_alone", "defend_alone", "play", "over")
NOBODY: Final = -1
NO_TRUMP: Final = -1
# Where the up-card is: face up on the kitty (round 1), in the dealer's hand, turned face down (round 2 on), or
# left on the kitty untouched because the dealer sits out of a lone hand.
ON_TABLE, PICKED_UP, TURNED_DOWN, SET_ASIDE = range(4)
UP_CARD_PLACES: Final = ("on_table", "picked_up", "turned_down", "set_aside")


def _next_seats(out: int) -> tuple[int, ...]:
    """Seat -> the next seat clockwise that plays, with the seats of the mask `out` sitting out."""
    table = []
    for seat in range(4):
        after = (seat + 1) & 3
        while out >> after & 1 and after != seat:
            after = (after + 1) & 3
        table.append(after)
    return tuple(table)


NEXT_SEATS: Final = tuple(_next_seats(out) for out in range(16))  # sitting-out mask -> seat -> next seat

Trick = tuple[int, tuple[int, ...], int]  # (leader, cards in play order, winner): game.tricks.history.TrickRecord


class HandResult(NamedTuple):
    """One scored hand, for the score sheet and the results screen."""

    hand_no: int  # the deal's number (thrown-in and redealt deals count too)
    maker: int  # the seat that ordered up or named trump
    trump: int
    alone: int  # the lone player of the makers' team, or NOBODY
    defender: int  # the lone defender, or NOBODY
    tricks: tuple[int, int]  # tricks per team
    points: tuple[int, int]  # points per team

    @property
    def euchred(self) -> bool:
        return self.tricks[self.maker & 1] < 3

    @property
    def march(self) -> bool:
        return self.tricks[self.maker & 1] == 5


class EuchreConfig:
    """The options in the form the hot loop reads: flags and ints, built once per match."""

    __slots__ = (
        "anyone_alone",
        "canadian",
        "discard_upcard",
        "farmers",
        "lone_defender",
        "options",
        "stick",
        "target",
    )

    def __init__(self, options: EuchreOptions) -> None:
        self.options = options
        self.stick = options.stick_the_dealer
        self.farmers = options.farmers_hand
        self.anyone_alone = options.alone == "anyone"
        self.canadian = options.canadian_loner
        self.lone_defender = options.lone_defender
        self.discard_upcard = options.dealer_may_discard_upcard
        self.target = options.target


class EuchreState(SlotState):
    __slots__ = (
        "alone",
        "answers",
        "bids",
        "cfg",
        "dealer",
        "defender",
        "discard",
        "effective",
        "hand_no",
        "hands",
        "history",
        "kitty",
        "leader",
        "led",
        "maker",
        "masks",
        "next",
        "out",
        "phase",
        "power",
        "powers",
        "results",
        "scores",
        "trick",
        "trick_no",
        "tricks",
        "trump",
        "turn",
        "up_card",
        "up_place",
        "win_power",
        "win_seat",
        "winners",
        "won",
    )

    cfg: EuchreConfig
    # the match
    dealer: int  # who dealt the current hand (the next one while a deal is due)
    hand_no: int  # deals so far (thrown-in and redealt deals count); the current deal's number
    scores: tuple[int, int]  # running totals per team
    history: tuple[tuple[int, int], ...]  # each scored hand's points per team
    results: tuple[HandResult, ...]  # each scored hand in full
    winners: tuple[int, ...]  # both seats of the winning team, once the match is over
    phase: int  # a Phase's int
    turn: int  # the seat to move, NOBODY while a deal is due or the match is over
    # the deal
    hands: list[int]  # the cards each seat holds (the dealer holds six between the pick-up and the discard)
    up_card: int  # the card turned up
    up_place: int  # ON_TABLE, PICKED_UP, TURNED_DOWN or SET_ASIDE
    kitty: int  # the three cards under the up-card, never seen
    discard: int  # the dealer's discard, or NOBODY
    bids: tuple[tuple[int, int, int], ...]  # (seat, round 1 or 2, action) of this hand's bids
    answers: tuple[tuple[int, int], ...]  # (seat, action) of the partner's and the defenders' answers
    # trump and who plays
    trump: int  # NO_TRUMP until ordered up or named
    maker: int  # who ordered up or named trump, or NOBODY
    alone: int  # the makers' lone player, or NOBODY
    defender: int  # the lone defender, or NOBODY
    out: int  # mask of the seats sitting out
    next: tuple[int, ...]  # seat -> the next seat that plays (NEXT_SEATS[out])
    masks: tuple[int, ...]  # effective suit -> its cards under this trump (deck.MASKS[trump])
    effective: tuple[int, ...]  # card -> its effective suit under this trump
    powers: tuple[tuple[int, ...], ...]  # suit led -> card -> power (deck.POWER[trump])
    # the play
    trick: tuple[int, ...]  # the open trick's cards, in play order
    leader: int  # who led the open trick
    led: int  # its effective suit
    power: tuple[int, ...]  # card -> power in the open trick (powers[led])
    win_power: int  # the power of the card winning it so far
    win_seat: int
    trick_no: int  # finished tricks this hand (0-5)
    tricks: tuple[Trick, ...]  # the finished tricks of this hand
    won: list[int]  # tricks per team this hand

    def __init__(self, cfg: EuchreConfig, dealer: int) -> None:
        self.cfg = cfg
        self.dealer = dealer
        self.hand_no = 0
        self.scores = (0, 0)
        self.history = ()
        self.results = ()
        self.winners = ()
        self.phase = DEAL
        self.turn = NOBODY
        self.reset_hand()

    def reset_hand(self) -> None:
        self.hands = [0, 0, 0, 0]
        self.up_card = NOBODY
        self.up_place = ON_TABLE
        self.kitty = 0
        self.discard = NOBODY
        self.bids = ()
        self.answers = ()
        self.trump = NO_TRUMP
        self.maker = self.alone = self.defender = NOBODY
        self.out = 0
        self.next = NEXT_SEATS[0]
        self.masks = self.effective = ()
        self.powers = ()
        self.trick = ()
        self.leader = self.led = self.win_seat = NOBODY
        self.power = ()
        self.win_power = -1
        self.trick_no = 0
        self.tricks = ()
        self.won = [0, 0]

    @property
    def options(self) -> EuchreOptions:
        return self.cfg.options

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def sitting_out(self) -> list[int]:
        return [seat for seat in range(4) if self.out >> seat & 1]
