"""Everything the Euchre table draws beyond the shared trick table: the up-card and the kitty under it, the
dealer's face-down discard, the bids as speech bubbles, who sits out, and the tricks each team has taken."""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.cards.geometry import Point
from scenes.cards.sprites import CardSprite
from scenes.tricks.sprites import TrickSprites


@dataclass
class EuchreSprites(TrickSprites):
    up_card: CardSprite | None = None  # the card turned up (face up in round 1, face down once turned down)
    kitty: int = 0  # backs lying under the up-card (3, then 4 with the dealer's discard)
    kitty_pos: Point = (0.0, 0.0)
    discard: CardSprite | None = None  # the dealer's discard on its way to the kitty
    bubbles: dict[int, str] = field(default_factory=dict)  # seat -> its latest bid or answer, while bidding
    sitting_out: int | None = None  # the lone player's partner, whose cards lie face down and dimmed
    team_tricks: list[int] = field(default_factory=lambda: [0, 0])  # tricks each team has taken this hand
    dealer: int = 0  # the dealer of the hand on the table (the match may have moved on to the next one)

    def clear_hand(self) -> None:
        """A new deal: nothing on the table."""
        self.clear_tricks()
        self.up_card = None
        self.discard = None
        self.kitty = 0
        self.bubbles.clear()
        self.sitting_out = None
        self.team_tricks = [0, 0]
        self.hand_sizes = [0, 0, 0, 0]
        for plate in self.plates:
            plate.tricks, plate.status = 0, ""
