"""A match's action log as positions a replay can stand on.

Position `k` (0 ≤ k ≤ `length`) is the match after its first `k` log entries: 0 is before anything was dealt,
`length` is the finished match. A deal is one entry like any action, so stepping forward over it deals the cards.
Deals (Kuckuck) and hands (Hearts, Euchre) are numbered from 1; the position "at deal n" is just after its cards
were dealt. The match at a position is rebuilt from the log itself, never from a random stream, so every visit of
a position shows the identical match.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.log_format import LogData, check_log
from game.core.match import SEEDED, Match
from game.core.safe_json import quoted
from game.registry import spec_for


class ReplayLog:
    """The checked log of one match (Match.to_dict's shape). ValueError naming `log` when it is not a log."""

    def __init__(self, log: Mapping[str, Any]) -> None:
        try:
            self.data: LogData = check_log(dict(log))
            self.spec = spec_for(self.data.game)
        except ValueError as error:
            raise ValueError(f"log: {error}") from None
        self.entries = self.data.entries
        self.deal_steps: tuple[int, ...] = tuple(i for i, entry in enumerate(self.entries) if "deal" in entry)

    @property
    def length(self) -> int:
        """The last position: the finished match."""
        return len(self.entries)

    @property
    def deals(self) -> int:
        return len(self.deal_steps)

    def check_position(self, position: object) -> int:
        if type(position) is not int or not 0 <= position <= self.length:
            raise ValueError(f"position: expected a whole number 0..{self.length}, got {quoted(position)}")
        return position

    def match_at(self, position: int) -> Match:
        """The match after `position` entries, rebuilt from the log (it never deals by itself)."""
        position = self.check_position(position)
        match = Match.from_log(self.spec, replace(self.data, entries=self.entries[:position]))
        match.auto_deal = False  # a position right after a hand's last action shows that hand, not the next deal
        return match

    def advance(self, match: Match) -> None:
        """Apply the next entry of the log to `match` (which stands at some position of this log): the same
        match `match_at` would rebuild one position further. ValueError at the end."""
        position = match.actions_taken
        if position >= self.length:
            raise ValueError("match: the replay is already at its end")
        entry = self.entries[position]
        if "deal" in entry:
            if entry["source"] != SEEDED:
                match.deal(entry["deal"])
            match.settle()  # a seeded deal is the seed's own shuffle: dealing it again gives the same cards
        else:
            match.act(entry["action"])

    def deal_at(self, position: int) -> int:
        """The deal (hand) a position belongs to: 0 before the first deal, else 1..deals."""
        position = self.check_position(position)
        return sum(1 for step in self.deal_steps if step < position)

    def deal_position(self, deal: int) -> int:
        """The position just after deal `deal` (1..deals) was dealt."""
        if type(deal) is not int or not 1 <= deal <= self.deals:
            raise ValueError(f"deal: expected a deal number 1..{self.deals}, got {quoted(deal)}")
        return self.deal_steps[deal - 1] + 1

    def deal_order(self, deal: int) -> list[str]:
        """The shuffled order (card texts) of deal `deal`, 1..deals."""
        return list(self.entries[self.deal_position(deal) - 1]["deal"])

    def next_deal(self, position: int) -> int:
        """The position of the next deal after `position` (the end when there is none)."""
        position = self.check_position(position)
        return next((step + 1 for step in self.deal_steps if step + 1 > position), self.length)

    def previous_deal(self, position: int) -> int:
        """The position of the start of this deal, or of the one before when already at its start (0 first)."""
        position = self.check_position(position)
        return max((step + 1 for step in self.deal_steps if step + 1 < position), default=0)
