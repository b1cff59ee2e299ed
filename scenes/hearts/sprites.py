"""Everything the Hearts table draws: the shared trick table's sprites plus the cards waiting to be passed and
whether hearts are broken."""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.cards.sprites import CardSprite
from scenes.tricks.sprites import TakenTrick, TrickSprites

__all__ = ["HeartsSprites", "TakenTrick"]


@dataclass
class HeartsSprites(TrickSprites):
    passing: dict[int, list[CardSprite]] = field(default_factory=dict)  # cards passed, waiting for the exchange
    hearts_broken: bool = False

    def clear_hand(self) -> None:
        """A new deal: nothing on the table."""
        self.clear_tricks()
        self.passing.clear()
        self.hearts_broken = False
        for plate in self.plates:
            plate.hand_points, plate.hearts, plate.queen, plate.jack, plate.tricks, plate.status = (
                0,
                0,
                False,
                False,
                0,
                "",
            )
