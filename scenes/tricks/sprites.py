"""What every four-seat trick table draws, seat by seat and in the middle: the plates, your hand, the trick, the
last-trick peek, the others' hands as backs, the piles of won tricks, cards in flight from the deck, a finished
trick waiting to be swept, the dealer button. A game's sprites extend it (never the source of truth: the match
is)."""

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
    """A finished trick: who took it and what it held (for the plates once it reaches the pile)."""

    winner: int
    cards: list[str]
    points: int = 0


@dataclass
class TrickSprites:
    plates: list[TrickPlate]
    hand: HandFan = field(default_factory=HandFan)
    trick: TrickArea = field(default_factory=TrickArea)
    peek: LastTrickPeek = field(default_factory=LastTrickPeek)
    hand_sizes: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # backs shown for each seat's hand
    piles: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # tricks each seat has taken this hand
    dealing: list[CardSprite] = field(default_factory=list)  # cards in flight from the deck
    pending: TakenTrick | None = None  # the finished trick still on the table, waiting to be swept
    dealer_pos: Point = (0.0, 0.0)
    stage: Stage = field(default_factory=Stage)

    def clear_tricks(self) -> None:
        """A new deal: no trick, no pile, no peek."""
        self.trick.clear()
        self.trick.flying.clear()
        self.pending = None
        self.piles = [0, 0, 0, 0]
        self.peek.shown = False
        self.peek.set([], None, "")
