"""The headless match API shared by every game: drive, observe, save and replay.

Chance (a shuffle) is an explicit, recorded step. It is resolved lazily, the moment someone asks about the
match, so `deal(order)` can queue a scripted order for the next deal before it happens.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.protocol import JSON, GameRules
from game.core.rng import BOT_STREAM, DEAL_STREAM, DEALER_STREAM, entropy_from, generator, shuffled, stream
from game.core.seats import BOT_LEVELS

if TYPE_CHECKING:
    import numpy as np

SAVE_FORMAT = 1


class Match:
    """One match of one game, from the first deal to the winner."""

    def __init__(
        self,
        rules: GameRules,
        players: int,
        options: Mapping[str, object] | None = None,
        *,
        entropy: int,
        dealer: int | None = None,
    ) -> None:
        self.rules = rules
        self.players = players
        self.options = rules.make_options(players, options or {})
        self.entropy = entropy
        if dealer is None:
            dealer = int(stream(entropy, DEALER_STREAM).integers(0, players))
        if not isinstance(dealer, int) or not 0 <= dealer < players:
            raise ValueError(f"dealer: must be a seat 0..{players - 1}, got {dealer!r}")
        self.first_dealer = dealer
        self._state: Any = rules.initial_state(self.options, players, dealer)
        self._log: list[JSON] = []
        self._queued: deque[list[Card]] = deque()
        self._deals_made = 0
        self.history: list[Event] = []
        # A controller turns this off to decide itself when the next deal happens (after a reveal hold).
        self.auto_settle = True

    # --- chance -------------------------------------------------------------------------------------------

    def deal(self, order: Sequence[str]) -> None:
        """Queue a shuffled order (card texts) for the next deal; a prefix is completed from the seed."""
        self._queued.append([Card.parse(text) for text in order])

    def _settle(self) -> None:
        if self.auto_settle:
            self.settle()

    def settle(self) -> None:
        """Resolve any pending chance node (a due shuffle and deal) now."""
        while (deck := self.rules.deck_to_shuffle(self._state)) is not None:
            order = self._complete_order(list(deck))
            self._log.append({"deal": [c.text for c in order]})
            self._apply_deal(order)

    def _complete_order(self, deck: list[Card]) -> list[Card]:
        rest = shuffled(deck, stream(self.entropy, DEAL_STREAM, self._deals_made))
        if not self._queued:
            return rest
        prefix = self._queued.popleft()
        remaining = list(rest)
        for card in prefix:
            if card not in remaining:
                raise ValueError(f"deal order: {card.text} is not in the deck (or is listed too often)")
            remaining.remove(card)
        return prefix + remaining

    def _apply_deal(self, order: list[Card]) -> None:
        self._state, events = self.rules.apply_deal(self._state, order)
        self._deals_made += 1
        self.history.extend(events)

    # --- play ---------------------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        self._settle()
        return self.rules.to_move(self._state)

    def legal(self) -> list[str]:
        self._settle()
        return self.rules.legal(self._state)

    def act(self, action: str) -> list[Event]:
        """Apply one action of `to_move`; IllegalAction (with a reason) leaves the match unchanged."""
        self._settle()
        seat = self.rules.to_move(self._state)
        self._state, events = self.rules.apply(self._state, action)
        self._log.append({"seat": seat, "action": action})
        self.history.extend(events)
        return events

    def bot_move(self, level: str = "normal", seed: int | None = None) -> str:
        """The built-in bot's choice for `to_move`, computed only from that seat's view."""
        if level not in BOT_LEVELS:
            raise ValueError(f"bot level: expected one of {', '.join(BOT_LEVELS)}, got {level!r}")
        seat = self.to_move
        if seat is None:
            raise ValueError("the match is over: nobody is to move")
        rng = generator(seed) if seed is not None else stream(self.entropy, BOT_STREAM, len(self._log))
        return self.rules.agent(level).choose(self.view(seat), rng)

    # --- observation --------------------------------------------------------------------------------------

    def view(self, seat: int | None) -> JSON:
        """Exactly what `seat` may see (None: a spectator seeing only public facts), JSON-able."""
        self._settle()
        return self.rules.view(self._state, seat)

    @property
    def state(self) -> Any:
        """The full state (for tests and tools only; bots and the UI use `view`)."""
        self._settle()
        return self._state

    @property
    def dealer(self) -> int:
        self._settle()
        return self.rules.dealer(self._state)

    @property
    def scores(self) -> list[int]:
        self._settle()
        return self.rules.scores(self._state)

    @property
    def hands(self) -> list[list[int]]:
        self._settle()
        return self.rules.hands(self._state)

    @property
    def over(self) -> bool:
        self._settle()
        return self.rules.to_move(self._state) is None and self.rules.deck_to_shuffle(self._state) is None

    @property
    def winners(self) -> list[int]:
        self._settle()
        return self.rules.winners(self._state)

    # --- save / replay ------------------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    def to_dict(self) -> JSON:
        """The action log as a JSON-able dict, for a save that wraps it in more (`to_json` is its text)."""
        self._settle()
        return {
            "format": SAVE_FORMAT,
            "game": self.rules.game_id,
            "players": self.players,
            "options": self.rules.options_json(self.options),
            "entropy": self.entropy,
            "dealer": self.first_dealer,
            "log": list(self._log),
        }

    @classmethod
    def from_json(cls, text: str) -> Match:
        """Rebuild a match by replaying its log; any defect raises ValueError saying what is wrong."""
        try:
            data = json.loads(text)
        except ValueError as error:
            raise ValueError(f"saved match is not valid JSON: {error}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """`from_json` for an already decoded log."""
        from game.registry import rules_for  # the registry imports this module: resolve at call time

        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("saved match: unknown format (expected a format-1 match log)")
        try:
            match = cls(
                rules_for(str(data["game"])),
                int(data["players"]),
                dict(data["options"]),
                entropy=int(data["entropy"]),
                dealer=int(data["dealer"]),
            )
            log = list(data["log"])
        except (KeyError, TypeError) as error:
            raise ValueError(f"saved match: missing or malformed field {error}") from None
        for number, entry in enumerate(log):
            match._replay(number, entry)
        return match

    def _replay(self, number: int, entry: object) -> None:
        if not isinstance(entry, dict):
            raise ValueError(f"saved match: log entry {number} is not an object")
        if "deal" in entry:
            if self.rules.deck_to_shuffle(self._state) is None:
                raise ValueError(f"saved match: log entry {number} is a deal where none is due")
            try:
                order = [Card.parse(str(t)) for t in entry["deal"]]
            except ValueError as error:
                raise ValueError(f"saved match: log entry {number}: {error}") from None
            self._log.append({"deal": [c.text for c in order]})
            self._apply_deal(order)
            return
        if self.rules.deck_to_shuffle(self._state) is not None:
            raise ValueError(f"saved match: log entry {number} is an action where a deal is due")
        if entry.get("seat") != self.rules.to_move(self._state):
            raise ValueError(f"saved match: log entry {number} names seat {entry.get('seat')}, not the seat to move")
        try:
            self.act(str(entry.get("action")))
        except IllegalAction as error:
            raise ValueError(f"saved match: log entry {number}: {error.reason}") from None


def new_entropy(seed: int | None, rng: np.random.Generator | None) -> int:
    """Base entropy of a new match from an injected generator, a seed, or fresh OS entropy."""
    return entropy_from(rng if rng is not None else generator(seed))
