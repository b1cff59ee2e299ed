"""Who sits where on screen at a four-seat trick table: the seat shown at the bottom (yours, or at a hot-seat
table the human deciding), then clockwise left, top, right, as play goes round."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.tricks.layout import PLACES


@dataclass
class Seating:
    bottom: int = 0  # the seat shown at the bottom

    def place_of(self, seat: int) -> int:
        """Where `seat` sits on screen: 0 bottom, 1 left, 2 top, 3 right."""
        return (seat - self.bottom) % PLACES

    def seat_at(self, place: int) -> int:
        return (self.bottom + place) % PLACES
