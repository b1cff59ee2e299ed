"""The Kuckuck answer key: tests/test_kuckuck_views.Sight, seen through the contract's questions."""

from __future__ import annotations

from collections.abc import Hashable

from game import Match
from tests.test_kuckuck_views import DOMINO_RANKS, Sight


class KuckuckSight:
    def __init__(self, match: Match) -> None:
        self.sight = Sight(match)
        self.options = match.options

    def check_all(self) -> None:
        self.sight.check_all()

    def hidden(self, seat: int) -> set[int]:
        """Positions in the latest deal's order of the cards `seat` cannot know now."""
        self.sight.update()
        known = self.sight.public | self.sight.known[seat]
        return set(range(len(self.sight.order))) - known

    def interchangeable(self, card: str) -> Hashable:
        """Cards that trade places unseen: a blocker, a low card shown when handed over, the A♠ that costs two, a
        card that opens a domino swap (whoever receives it may swap on), and every other card, which only counts
        at the showdown (when every card in play is shown). In a special pack: each kind with a power (or that
        blocks, or is low or opens a domino) is its own class; the plain kinds are one."""
        if self.options.deck != "standard52":
            return self._pack_class(card)
        rank = card[0]
        if (rank == "K" and self.options.king_blocks) or (rank == "Q" and self.options.queens_block):
            return "blocker:" + rank
        if rank in "A23" and self.options.low_card_reveal:
            return "low:" + rank
        if card == "AS" and self.options.ace_of_spades_double:
            return card
        if rank in DOMINO_RANKS[self.options.domino]:
            return "domino"
        return "plain"

    def _pack_class(self, card: str) -> Hashable:
        sight, options = self.sight, self.options
        index = sight.order.index(card) if card in sight.order else None
        if index is None:
            return card
        plain = (
            sight._power(index) is None
            and not (not sight.powers and sight._blocks(index))
            and not (options.low_card_reveal and sight._low(index))
            and not (options.domino != "off" and sight._opens_domino(index))
        )
        return "plain" if plain else card
