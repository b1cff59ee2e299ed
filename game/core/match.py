"""The headless match API shared by every game: drive, observe, save and replay.

Chance (a shuffle) is an explicit, recorded step, and reading a match never changes it: `to_move`, `legal()`,
`view()`, `scores`, `hands` and every other read are pure. The match deals by itself (`auto_deal`, on unless a
driver turns it off): at creation and right after the action that ends a hand it deals the next hand from its
seed. `deal(order)` gives a scripted order for the next deal: if the match has dealt by itself and no action has
come since, that deal is taken back and made again with the order (the same cards as a deal the order waited
for); otherwise the order waits for the next deal. A driver that must show a finished hand before the next deal
(the table's controller) turns `auto_deal` off, which takes back any deal the match made by itself that no action
has touched, and deals with `settle()` when it is ready: the same cards, as the seed or the queue gives them.
The log marks each deal as shuffled from the seed or queued explicitly; a saved deal marked as shuffled must be
exactly the seed's shuffle.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.decks import check_order
from game.core.errors import IllegalAction
from game.core.events import Event, Hold
from game.core.log_format import LogData, deals_from_seed
from game.core.protocol import JSON, Agent, GameRules
from game.core.rng import BOT_STREAM, DEAL_STREAM, DEALER_STREAM, MAX_ENTROPY, generator, shuffled, stream
from game.core.safe_json import quoted

if TYPE_CHECKING:
    from game.core.spec import GameSpec

SAVE_FORMAT = 2
ENGINE_VERSION = "0.2.0"
SEEDED = "seed"  # a deal shuffled from the match's entropy
QUEUED = "queued"  # a deal given to `deal()` (a prefix completed from the seed)
HOLD_ORDER = (Hold.DEAL, Hold.TRICK, Hold.HAND, Hold.REVEAL)  # the longest-lasting hold of a batch wins


@dataclass(frozen=True)
class _BeforeDealing:
    """A match as it was before it dealt by itself: its state (states are never changed in place), the lengths
    of its log and history, how many deals it had made, and the orders then waiting."""

    state: Any
    log: int
    history: int
    deals_made: int
    queued: tuple[list[Card], ...]


def _seat_number(name: str, value: object, players: int) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise ValueError(f"{name}: expected a seat number 0..{players - 1}, got {quoted(value)}")
    return value


class Match:
    """One match of one game, from the first deal to the winner."""

    def __init__(
        self,
        spec: GameSpec,
        players: int,
        options: Mapping[str, object] | None = None,
        *,
        entropy: int,
        dealer: int | None = None,
        auto_deal: bool = True,
    ) -> None:
        self.spec = spec
        self.rules: GameRules = spec.load_rules()
        self.players = spec.check_players(players)
        self.options = self.rules.make_options(players, {} if options is None else options)
        if type(entropy) is not int or not 0 <= entropy < MAX_ENTROPY:
            raise ValueError(f"entropy: expected a whole number 0..{MAX_ENTROPY - 1}, got {quoted(entropy)}")
        self.entropy = entropy
        if dealer is None:
            dealer = int(stream(entropy, DEALER_STREAM).integers(0, players))
        self.first_dealer = _seat_number("dealer", dealer, players)
        self._deck = tuple(self.rules.deck(self.options, players))
        self._by_text = {card.text: card for card in self._deck}  # a game's own cards (a special pack) by id
        self._standard = all(type(card) is Card for card in self._deck)
        self._state: Any = self.rules.initial_state(self.options, players, self.first_dealer)
        self._log: list[JSON] = []
        self._queued: deque[list[Card]] = deque()
        self._deals_made = 0
        self.history: list[Event] = []
        self._agents: dict[str, Agent] = {}  # the bots asked for, by level (a bot may remember what it worked out)
        self._taken_back: _BeforeDealing | None = None  # how to undo the deals it made by itself since an action
        self._auto_deal = auto_deal
        self._deal_by_itself()

    # --- chance -------------------------------------------------------------------------------------------

    def deal(self, order: Sequence[str]) -> None:
        """A shuffled order (card texts) for the next deal; a prefix is completed from the seed. A deal the match
        made by itself that no action has touched yet is made again with it; otherwise it waits for the next deal.
        ValueError naming `order` at once if it is not part of this match's deck."""
        if isinstance(order, str) or not isinstance(order, Sequence):
            raise ValueError(f"order: expected a list of card texts such as ['QS', 'TC'], got {quoted(order)}")
        try:
            cards = [self._parse_card(text) for text in order]
        except ValueError as error:
            raise ValueError(f"order: {error}") from None
        check_order(cards, self._deck, "order")
        if self._taken_back is None:
            self._queued.append(cards)
            return
        self._take_back()
        self._queued.append(cards)
        self._deal_by_itself()

    def _parse_card(self, text: object) -> Card:
        """A card of this match's deck by its text: standard texts as `Card.parse` reads them; in a deck of the
        game's own cards (a special pack), any text that is not one of its ids is a ValueError naming it."""
        card = self._by_text.get(text) if isinstance(text, str) else None
        if card is not None:
            return card
        if self._standard:
            return Card.parse(text)
        raise ValueError(f"{quoted(text)} is not a card of this match's pack")

    @property
    def auto_deal(self) -> bool:
        """Whether the match deals by itself, at creation and right after the action that ends a hand (see the
        module's docstring). Turning it off takes back the deals it made by itself that no action has touched:
        the driver then deals with `settle()`; turning it on deals at once if a deal is due."""
        return self._auto_deal

    @auto_deal.setter
    def auto_deal(self, on: bool) -> None:
        self._auto_deal = on
        if on:
            self._deal_by_itself()
        else:
            self._take_back()

    def settle(self) -> None:
        """Make any deal that is due now: from the queued orders first, else from the seed."""
        while (deck := self.rules.deck_to_shuffle(self._state)) is not None:
            seeded = self._seeded_order(deck)
            if self._queued:
                order, source = self._complete(self._queued.popleft(), seeded), QUEUED
            else:
                order, source = seeded, SEEDED
            self._record_deal(order, source)

    def _deal_by_itself(self) -> None:
        """With `auto_deal` on, make the deals that are due, remembering how to take them back until an action."""
        if not self._auto_deal or self.rules.deck_to_shuffle(self._state) is None:
            return
        if self._taken_back is None:
            queued = tuple(self._queued)
            self._taken_back = _BeforeDealing(self._state, len(self._log), len(self.history), self._deals_made, queued)
        self.settle()

    def _take_back(self) -> None:
        """Undo the deals the match made by itself since the last action; the orders they used wait again."""
        before, self._taken_back = self._taken_back, None
        if before is not None:
            self._state, self._deals_made = before.state, before.deals_made
            del self._log[before.log :], self.history[before.history :]
            self._queued = deque(before.queued)

    def _seeded_order(self, deck: Sequence[Card]) -> list[Card]:
        return shuffled(list(deck), stream(self.entropy, DEAL_STREAM, self._deals_made))

    @staticmethod
    def _complete(prefix: list[Card], rest: list[Card]) -> list[Card]:
        remaining = list(rest)
        for card in prefix:
            if card not in remaining:
                raise ValueError(f"order: {card.text} is not in the deck (or is listed too often)")
            remaining.remove(card)
        return prefix + remaining

    def _record_deal(self, order: list[Card], source: str) -> None:
        self._state, events = self.rules.apply_deal(self._state, order)
        self._log.append({"deal": [c.text for c in order], "source": source})
        self._deals_made += 1
        self.history.extend(events)

    # --- play ---------------------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return self.rules.to_move(self._state)

    def legal(self) -> list[str]:
        return self.rules.legal(self._state)

    def act(self, action: str) -> list[Event]:
        """Apply one action of `to_move` and return its events; IllegalAction (with a reason) leaves the match
        unchanged. With `auto_deal` on, an action that ends a hand is followed by the next deal (its events go to
        `history` only)."""
        if not isinstance(action, str):
            raise IllegalAction("'{action}' is not a move.", action=repr(action)[:40])
        seat = self.rules.to_move(self._state)
        self._state, events = self.rules.apply(self._state, action)
        self._log.append({"seat": seat, "action": action})
        self.history.extend(events)
        self._taken_back = None  # an action was taken: the deals before it stay
        self._deal_by_itself()
        return events

    def act_all(self, actions: Sequence[str]) -> list[Event]:
        """Apply several actions of `to_move` in a row as one decision (the three cards a seat passes): all of
        them, or none. IllegalAction names the first that would be refused, and the match stays unchanged."""
        if isinstance(actions, str) or not isinstance(actions, Sequence) or not actions:
            raise IllegalAction("'{action}' is not a move.", action=repr(actions)[:40])
        seat, state = self.rules.to_move(self._state), self._state
        for action in actions:  # a dry run on the immutable state first
            if not isinstance(action, str):
                raise IllegalAction("'{action}' is not a move.", action=repr(action)[:40])
            if self.rules.deck_to_shuffle(state) is not None or self.rules.to_move(state) != seat:
                raise IllegalAction("It is not your turn.")  # the decision ran past the seat's turn
            state, _ = self.rules.apply(state, action)
        return [event for action in actions for event in self.act(action)]

    def bot_move(self, level: str = "normal", seed: int | None = None) -> str:
        """The built-in bot's choice for `to_move`, computed only from that seat's view."""
        if level not in self.spec.bot_levels:
            raise ValueError(f"level: expected one of {', '.join(self.spec.bot_levels)}, got {quoted(level)}")
        if seed is not None and (type(seed) is not int or seed < 0):
            raise ValueError(f"seed: expected a whole number >= 0, got {quoted(seed)}")
        seat = self.to_move
        if seat is None:
            raise ValueError("the match is over: nobody is to move")
        rng = generator(seed) if seed is not None else stream(self.entropy, BOT_STREAM, len(self._log))
        return self._agent(level).choose(self.view(seat), rng)

    def prepare_bot(self, level: str) -> None:
        """Load the bot of `level` now (its modules are imported on first use), so its first move is not slow."""
        if level not in self.spec.bot_levels:
            raise ValueError(f"level: expected one of {', '.join(self.spec.bot_levels)}, got {quoted(level)}")
        self._agent(level)

    def _agent(self, level: str) -> Agent:
        """This match's bot of `level`, built by the game's description the first time it is asked for."""
        agent = self._agents.get(level)
        if agent is None:
            agent = self._agents[level] = self.spec.load_agent(level)
        return agent

    def hold_after(self, events: Sequence[Event]) -> Hold | None:
        """The longest pause any of `events` calls for."""
        holds = [hold for event in events if (hold := self.rules.hold_after(event)) is not None]
        return max(holds, key=HOLD_ORDER.index) if holds else None

    # --- observation --------------------------------------------------------------------------------------

    def view(self, seat: int | None) -> Mapping[str, Any]:
        """Exactly what `seat` may see (None: a spectator seeing only public facts), JSON-able."""
        if seat is not None:
            _seat_number("seat", seat, self.players)
        return self.rules.view(self._state, seat)

    @property
    def state(self) -> Any:
        """The full state (for tests and tools only; bots and the UI use `view`)."""
        return self._state

    @property
    def dealer(self) -> int:
        return self.rules.dealer(self._state)

    @property
    def scores(self) -> list[int]:
        return self.rules.scores(self._state)

    @property
    def hands(self) -> list[list[int]]:
        return self.rules.hands(self._state)

    @property
    def over(self) -> bool:
        return self.rules.to_move(self._state) is None and self.rules.deck_to_shuffle(self._state) is None

    @property
    def winners(self) -> list[int]:
        return self.rules.winners(self._state)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """Which seats play together (every seat alone unless the game has partnerships); `spec.score_direction`
        says whether a higher or a lower score is better."""
        return self.spec.teams(self.players)

    @property
    def from_seed(self) -> bool:
        """Whether every deal so far was shuffled from the match's seed: none was given to `deal()` (a test, the
        rules referee, a deal played again) or marked queued in a saved log (a hand-edited save). Only a match
        from its seed is fair to count in the statistics."""
        return deals_from_seed(self._log)

    @property
    def actions_taken(self) -> int:
        """How many entries the log holds (deals and actions): a cheap way to notice that the match moved."""
        return len(self._log)

    # --- save / replay ------------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The action log as JSON text; `game.load_match` replays it to the identical match."""
        return json.dumps(self.to_dict())

    def to_dict(self) -> JSON:
        """The action log as a JSON-able dict, for a save that wraps it in more (`to_json` is its text)."""
        return {
            "format": SAVE_FORMAT,
            "engine": ENGINE_VERSION,
            "game": self.spec.id,
            "players": self.players,
            "options": self.rules.options_json(self.options),
            "entropy": self.entropy,
            "dealer": self.first_dealer,
            "log": [dict(entry) for entry in self._log],
        }

    @classmethod
    def from_log(cls, spec: GameSpec, log: LogData) -> Match:
        """The match of a checked log (`game.core.log_format.check_log`) of `spec`'s game, rebuilt by replaying
        it; any defect raises ValueError saying what is wrong. `game.load_match` reads a saved match by its game.
        The log's deals are replayed as they are, never dealt again; the match then deals by itself as usual."""
        try:
            match = cls(spec, log.players, log.options, entropy=log.entropy, dealer=log.dealer, auto_deal=False)
        except ValueError as error:
            raise ValueError(f"saved match: {error}") from None
        for number, entry in enumerate(log.entries):
            match._replay(number, entry)
        match.auto_deal = True  # a deal still due is made now, as after the action that ended its hand
        return match

    def _replay(self, number: int, entry: Mapping[str, Any]) -> None:
        where = f"saved match: log entry {number}"
        due = self.rules.deck_to_shuffle(self._state)
        if "deal" in entry:
            if due is None:
                raise ValueError(f"{where} is a deal where none is due")
            try:
                order = [self._parse_card(text) for text in entry["deal"]]
            except ValueError as error:
                raise ValueError(f"{where}: {error}") from None
            if sorted(c.text for c in order) != sorted(c.text for c in due):
                raise ValueError(f"{where}: the deal is not a complete shuffle of the deck")
            if entry["source"] == SEEDED and order != self._seeded_order(due):
                raise ValueError(f"{where}: the deal is marked as shuffled from the seed but is not the seed's shuffle")
            self._record_deal(order, entry["source"])
            return
        if due is not None:
            raise ValueError(f"{where} is an action where a deal is due")
        if entry["seat"] != self.rules.to_move(self._state):
            raise ValueError(f"{where} names seat {entry['seat']}, not the seat to move")
        try:
            self.act(entry["action"])
        except IllegalAction as error:
            raise ValueError(f"{where}: {error.reason.english()}") from None
