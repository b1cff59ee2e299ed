"""Everything the Hearts table draws, seat by seat and in the middle (never the source of truth: the match is)."""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.cards.geometry import Point
from scenes.cards.sprites import CardSprite, Stage
from scenes.tricks.hand_fan import HandFan
from scenes.tricks.last_trick import LastTrickPeek
from scenes.tricks.seat_plate import TrickPlate
from scenes.tricks.trick_area import TrickArea


@dataclass
class TakenTrick:
    """A finished trick: who took it and what it held (for the plates' chips once it reaches the pile)."""

    winner: int
    cards: list[str]
    points: int


@dataclass
class HeartsSprites:
    plates: list[TrickPlate]
    hand: HandFan = field(default_factory=HandFan)
    trick: TrickArea = field(default_factory=TrickArea)
    peek: LastTrickPeek = field(default_factory=LastTrickPeek)
    hand_sizes: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # backs shown for each seat's hand
    piles: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # tricks each seat has taken this hand
    passing: dict[int, list[CardSprite]] = field(default_factory=dict)  # cards passed, waiting for the exchange
    dealing: list[CardSprite] = field(default_factory=list)  # cards in flight from the deck
    pending: TakenTrick | None = None  # the finished trick still on the table, waiting to be swept
    dealer_pos: Point = (0.0, 0.0)
    hearts_broken: bool = False
    stage: Stage = field(default_factory=Stage)

    def clear_hand(self) -> None:
        """A new deal: nothing on the table."""
        self.trick.clear()
        self.trick.flying.clear()
        self.passing.clear()
        self.pending = None
        self.piles = [0, 0, 0, 0]
        self.hearts_broken = False
        self.peek.shown = False
        self.peek.set([], None, "")
        for plate in self.plates:
            plate.hand_points, plate.hearts, plate.queen, plate.jack, plate.tricks, plate.status = (
                0,
                0,
                False,
                False,
                0,
                "",
            )
