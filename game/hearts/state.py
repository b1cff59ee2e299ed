"""The full (hidden-information) state of a Hearts match: one small mutable object of ints, tuples and four-item
lists, so a search can copy it in a third of a microsecond (`clone`, derived from the slots by
game.tricks.slots) and step it in place (game.hearts.engine).

The public `apply` never mutates a state it is given: it clones first. Hands and card sets are 52-bit masks
(game.hearts.deck), seats are 0-3, phases are the ints of the `Phase` below.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from game.hearts.deck import ALL_CARDS, CLUB_CARDS, HEART_CARDS, QS_BIT, TWO_CLUBS_BIT
from game.hearts.options import HeartsOptions
from game.tricks.slots import SlotState


class Phase(IntEnum):
    """What the match waits for; game.hearts.engine has one legal/step pair per phase."""

    DEAL = 0  # a deal (a chance node)
    PASS = 1  # a seat's pass
    PLAY = 2  # a card to the trick
    MOON = 3  # the shooter's moon choice (shooters_choice)
    OVER = 4  # nothing: the match is over


# What a state holds is the int: on Python 3.11 an IntEnum member indexes a tuple (the engine's tables) far
# slower than an int, which cost the engines about 4 % of their speed.
DEAL, PASS, PLAY, MOON, OVER = (int(phase) for phase in Phase)
PHASE_NAMES: Final = ("deal", "pass", "play", "moon", "over")
PASS_OFFSETS: Final = {"none": 0, "left": 1, "across": 2, "right": 3}  # receiver = passer + offset (mod 4)
DIRECTION_OF: Final = {offset: name for name, offset in PASS_OFFSETS.items()}
NOBODY: Final = -1

Trick = tuple[int, tuple[int, ...], int]  # (leader, cards in play order, winner): game.tricks.history.TrickRecord


class HeartsConfig:
    """The options in the form the hot loop reads: masks and flags, built once per match."""

    __slots__ = (
        "breaks",
        "cycle",
        "first_lead",
        "first_trick_no_points",
        "hearts_instead_of_qs",
        "jd_minus_10",
        "moon",
        "must_break_hearts",
        "options",
        "passable",
        "qs_must_drop",
        "share",
        "target",
    )

    def __init__(self, options: HeartsOptions) -> None:
        self.options = options
        self.cycle = tuple(PASS_OFFSETS[direction] for direction in options.cycle)
        self.first_lead = CLUB_CARDS if options.any_club_first_lead else TWO_CLUBS_BIT
        self.passable = ALL_CARDS & ~(QS_BIT | TWO_CLUBS_BIT) if options.no_pass_qs_2c else ALL_CARDS
        self.breaks = HEART_CARDS | QS_BIT if options.qs_breaks_hearts else HEART_CARDS
        self.first_trick_no_points = options.first_trick_no_points
        self.must_break_hearts = options.must_break_hearts
        self.qs_must_drop = options.qs_must_drop
        self.hearts_instead_of_qs = options.hearts_instead_of_qs
        self.jd_minus_10 = options.jd_minus_10
        self.moon = options.moon
        self.target = options.target
        self.share = options.end_tie == "share"


class HeartsState(SlotState):
    __slots__ = (
        "broken",
        "cfg",
        "dealer",
        "hand_no",
        "hands",
        "history",
        "leader",
        "led",
        "moons",
        "pass_count",
        "pass_dir",
        "passed",
        "phase",
        "received",
        "scores",
        "shooter",
        "taken",
        "trick",
        "trick_mask",
        "trick_no",
        "tricks",
        "turn",
        "win_card",
        "win_seat",
        "winners",
    )

    cfg: HeartsConfig
    # the match
    dealer: int  # who dealt the current hand (the next one while a deal is due)
    hand_no: int  # hands dealt so far; the current hand's number
    scores: tuple[int, ...]  # running totals
    history: tuple[tuple[int, ...], ...]  # each scored hand's points per seat, after the moon rule
    moons: tuple[tuple[int, int], ...]  # (hand number, shooter) of every moon shot
    winners: tuple[int, ...]
    phase: int  # a Phase's int
    turn: int  # the seat to move, NOBODY while a deal is due or the match is over
    # the hand
    hands: list[int]  # the cards each seat holds (passed cards leave at once, received ones arrive together)
    pass_dir: int  # receiver = passer + pass_dir (mod 4); 0: no passing this hand
    pass_count: int  # cards passed so far this hand (0-12)
    passed: list[int]  # the cards each seat passed
    received: tuple[int, ...]  # the cards each seat received (after the exchange)
    trick: tuple[int, ...]  # the open trick's cards, in play order
    leader: int  # who led the open trick
    led: int  # its suit
    win_card: int  # the card winning it so far
    win_seat: int
    trick_mask: int  # its cards as a mask
    trick_no: int  # finished tricks this hand (0-13)
    tricks: tuple[Trick, ...]  # the finished tricks of this hand
    taken: list[int]  # the cards each seat has won this hand
    broken: bool  # a heart (or, with qs_breaks_hearts, the Q♠) has been played this hand
    shooter: int  # a moon's shooter waiting to choose (shooters_choice), else NOBODY

    def __init__(self, cfg: HeartsConfig, dealer: int) -> None:
        self.cfg = cfg
        self.dealer = dealer
        self.hand_no = 0
        self.scores = (0, 0, 0, 0)
        self.history = ()
        self.moons = ()
        self.winners = ()
        self.phase = DEAL
        self.turn = NOBODY
        self.reset_hand()

    def reset_hand(self) -> None:
        self.hands = [0, 0, 0, 0]
        self.pass_dir = 0
        self.pass_count = 0
        self.passed = [0, 0, 0, 0]
        self.received = (0, 0, 0, 0)
        self.trick = ()
        self.leader = self.led = self.win_card = self.win_seat = NOBODY
        self.trick_mask = 0
        self.trick_no = 0
        self.tricks = ()
        self.taken = [0, 0, 0, 0]
        self.broken = False
        self.shooter = NOBODY

    @property
    def options(self) -> HeartsOptions:
        return self.cfg.options

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]


def direction_name(offset: int) -> str:
    """ "left", "right", "across" or "none" for a pass offset."""
    return DIRECTION_OF[offset]
