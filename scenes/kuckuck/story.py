"""The move log's words: each event of a deal, as the seat watching may read it ("Bram stayed", "Clara swapped
with Dirk", "Dirk's King blocked Elke", the showdown line). Pure text, no drawing.

Lines are built from events already censored for the viewer (`Event.seen_by`), so a hidden card is named only
to the seat that knows it; such a line is kept with its owner (`Entry.owner`), and everyone else reads the public
line instead: at a hot-seat table the next player never reads the last one's cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.events import Event
from game.core.packs import is_pack_kind
from game.i18n import N_, tr, trn
from game.kuckuck import events as K
from game.kuckuck.packs import FOOL, HARLEKIN_KIND, POWERS
from game.replay.power_words import LINES as POWER_LINES
from game.replay.power_words import fool_of, fool_paid_line
from scenes.cards.names import card_label
from scenes.kuckuck.words import is_money_game

BLOCKER_NAMES = {"K": N_("King"), "Q": N_("Queen")}


@dataclass(frozen=True)
class Entry:
    """One line of the log: `text` for everyone, `private` instead for the seat `owner` (who knows the cards)."""

    text: str
    private: str = ""
    owner: int | None = None

    def shown_to(self, viewer: int | None) -> str:
        return self.private if self.private and viewer is not None and viewer == self.owner else self.text


def blocker_word(card: str) -> str:
    """A blocking card in words: "King", "Queen", else the card ("7♣"); a special pack's card by its name ("Kuku"
    starts with a K but is no King)."""
    if is_pack_kind(card) or card[:1] not in BLOCKER_NAMES:
        return card_label(card)
    return tr(BLOCKER_NAMES[card[0]])


def showdown_line(
    cards: Sequence[str | None],
    losers: Sequence[int],
    names: Sequence[str],
    you: int | None,
    options: Mapping[str, object],
    dealer: int | None,
    humans: Sequence[int] = (),
) -> str:
    """Who lost at a showdown, with their cards: "Bram (A♣) and 2 others lose a life" (a money game: "pay a
    chip"); a person who lost is named first. `you`: the one human's seat at a table with one human."""
    if not losers:
        return ""
    named = [seat for seat in losers if seat in humans]
    first = (named or list(losers))[0]
    name, others = names[first], len(losers) - 1
    card = card_label(cards[first] or "")
    money = is_money_game(options)
    if others:
        if money:
            line = trn("{name} ({card}) and {n} other pay a chip", "{name} ({card}) and {n} others pay a chip",
                       others, name=name, card=card)  # fmt: skip
        else:
            line = trn("{name} ({card}) and {n} other lose a life", "{name} ({card}) and {n} others lose a life",
                       others, name=name, card=card)  # fmt: skip
    elif first == you:
        line = tr("You ({card}) pay a chip", card=card) if money else tr("You ({card}) lose a life", card=card)
    elif money:
        line = tr("{name} ({card}) pays a chip", name=name, card=card)
    else:
        line = tr("{name} ({card}) loses a life", name=name, card=card)
    if options.get("ace_of_spades_double") and "AS" in (cards[seat] for seat in losers):
        line = tr("{line} · the A♠ costs two", line=line)
    immune = options.get("tie_rule") == "dealer_immune" and dealer is not None and dealer not in losers
    if immune and dealer is not None and _ties(cards[dealer] or "", _lowest(cards, losers, options)):
        line = tr("{line} · {name} deals and is spared", line=line, name=names[dealer])
    return line


def _lowest(cards: Sequence[str | None], losers: Sequence[int], options: Mapping[str, object]) -> str:
    """The lowest card at a showdown: a loser's that is no fool (with the powers on a fool pays on its own)."""
    fools = {kind for kind, power in POWERS.items() if power == FOOL} if options.get("deck_powers") is True else set()
    held = [card for card in (cards[seat] for seat in losers) if card and card not in fools]
    return held[0] if held else ""


def _ties(held: str, low: str) -> bool:
    """Whether `held` ranks with the lowest card `low`: the same rank; in a special pack the same kind (not a
    Harlekin: a received one is lowest, a kept one highest)."""
    if not held or not low:
        return False
    if is_pack_kind(low):
        return held == low and low != HARLEKIN_KIND
    return held[:-1] == low[:-1]


@dataclass
class Narrator:
    """Turns a deal's events into log entries, in the order the table shows them."""

    names: Sequence[str]
    you: int | None  # the one human's seat ("You …" lines), None at a table of several people or none
    options: Mapping[str, object]
    humans: Sequence[int] = ()
    dealer: int | None = None
    entries: list[Entry] = field(default_factory=list)
    shown: tuple[str | None, ...] = ()  # the cards of the last showdown (the fool a FoolPaid line names)

    def _name(self, seat: int) -> str:
        return self.names[seat]

    def _is_you(self, seat: int) -> bool:
        return seat == self.you

    def tell(self, event: Event, viewer: int | None) -> None:
        """Add what `event` (censored for `viewer`) says to the log; a new deal starts a new log."""
        if isinstance(event, K.DealStart):
            self.entries = []
            self.dealer = event.seat
        if isinstance(event, K.Showdown):
            self.shown = event.cards
        line = self.LINES.get(type(event))
        entry = line(self, event, viewer) if line is not None else self._power(event, viewer)
        if entry is not None:
            self.entries.append(entry)

    # --- one line per kind of event ------------------------------------------------------------------------

    def _jack_deal(self, event: K.JackDeal, viewer: int | None) -> Entry:
        """The first dealer found by dealing face up until a Jack: "Card 5 was the Jack: Clara deals first"."""
        dealer, count = event.seat, len(event.cards)
        if is_pack_kind(event.cards[-1]):  # a special pack deals up to its cuckoo card
            if self._is_you(dealer):
                return Entry(tr("Card {number} was the Cuckoo: you deal first", number=count))
            return Entry(tr("Card {number} was the Cuckoo: {name} deals first", number=count, name=self._name(dealer)))
        if self._is_you(dealer):
            return Entry(tr("Card {number} was the Jack: you deal first", number=count))
        return Entry(tr("Card {number} was the Jack: {name} deals first", number=count, name=self._name(dealer)))

    def _deal_start(self, event: K.DealStart, viewer: int | None) -> Entry:
        seat = event.seat
        return Entry(tr("You deal") if self._is_you(seat) else tr("{name} deals", name=self._name(seat)))

    def _stay(self, event: K.Stay, viewer: int | None) -> Entry:
        seat = event.seat
        return Entry(tr("You stayed") if self._is_you(seat) else tr("{name} stayed", name=self._name(seat)))

    def _swap(self, event: K.Swap, viewer: int | None) -> Entry:
        seat, target = event.seat, event.target
        domino = event.domino
        if self._is_you(seat):
            text = tr("You swapped on with {other} (domino)", other=self._name(target)) if domino else tr(
                "You swapped with {other}", other=self._name(target))  # fmt: skip
        elif self._is_you(target):
            text = tr("{name} swapped on with you (domino)", name=self._name(seat)) if domino else tr(
                "{name} swapped with you", name=self._name(seat))  # fmt: skip
        elif domino:
            text = tr("{name} swapped on with {other} (domino)", name=self._name(seat), other=self._name(target))
        else:
            text = tr("{name} swapped with {other}", name=self._name(seat), other=self._name(target))
        # the swapper gave `gave` and got `got`; its target the other way round
        gave, card = (event.gave, event.got) if viewer == seat else (event.got, event.gave)
        if viewer not in (seat, target) or not card or not gave:
            return Entry(text)
        got = tr("{line}: you gave {gave}, got {card}", line=text, gave=card_label(gave),
                 card=card_label(card))  # fmt: skip
        return Entry(text, got, viewer)

    def _block(self, event: K.Block, viewer: int | None) -> Entry:
        seat, target, card = event.seat, event.target, event.card
        what = blocker_word(card)
        if self._is_you(target):
            return Entry(tr("Your {card} blocked {name}", card=what, name=self._name(seat)))
        if self._is_you(seat):
            return Entry(tr("{owner}'s {card} blocked you", owner=self._name(target), card=what))
        return Entry(tr("{owner}'s {card} blocked {name}", owner=self._name(target), card=what, name=self._name(seat)))

    def _low_card_shown(self, event: K.LowCardShown, viewer: int | None) -> Entry:
        seat, card = event.seat, card_label(event.card)
        if self._is_you(seat):
            return Entry(tr("{card} shown on its way to you", card=card))
        return Entry(tr("{card} shown on its way to {name}", card=card, name=self._name(seat)))

    def _draw(self, event: K.Draw, viewer: int | None) -> Entry:
        seat = event.seat
        text = tr("You drew from the stock") if self._is_you(seat) else tr("{name} drew from the stock",
                                                                           name=self._name(seat))  # fmt: skip
        card = event.card
        if viewer != seat or not card:
            return Entry(text)
        return Entry(text, tr("{line}: you got {card}", line=text, card=card_label(card)), viewer)

    def _stock_block(self, event: K.StockBlock, viewer: int | None) -> Entry:
        seat, what = event.seat, blocker_word(event.card)
        if self._is_you(seat):
            return Entry(tr("A {card} on the stock blocked your draw", card=what))
        return Entry(tr("A {card} on the stock blocked {name}'s draw", card=what, name=self._name(seat)))

    def _showdown(self, event: K.Showdown, viewer: int | None) -> Entry:
        cards = event.cards
        if event.sudden_death:
            shown = " · ".join(f"{self._name(s)} {card_label(c)}" for s, c in enumerate(cards) if c)
            return Entry(tr("Sudden death: {cards}", cards=shown))
        line = showdown_line(cards, event.losers, self.names, self.you, self.options, self.dealer,
                             self.humans)  # fmt: skip
        return Entry(tr("Showdown: {line}", line=line))

    def _life_lost(self, event: K.LifeLost, viewer: int | None) -> Entry:
        seat, lost, left = event.seat, event.lost, event.lives
        if is_money_game(self.options):
            if self._is_you(seat):
                return Entry(trn("You pay {n} chip", "You pay {n} chips", lost))
            return Entry(trn("{name} pays {n} chip", "{name} pays {n} chips", lost, name=self._name(seat)))
        if self._is_you(seat):
            return Entry(trn("You lose a life: {n} left", "You lose a life: {n} left", left))
        return Entry(trn("{name} loses a life: {n} left", "{name} loses a life: {n} left", left,
                         name=self._name(seat)))  # fmt: skip

    def _eliminated(self, event: K.Eliminated, viewer: int | None) -> Entry:
        seat = event.seat
        return Entry(tr("You are out") if self._is_you(seat) else tr("{name} is out", name=self._name(seat)))

    def _sudden_death(self, event: K.SuddenDeath, viewer: int | None) -> Entry:
        names = ", ".join(self._name(seat) for seat in event.seats)
        return Entry(tr("Sudden death for {names}", names=names))

    def _timeout(self, event: K.Timeout, viewer: int | None) -> Entry:
        seat, lost = event.seat, event.lost
        if is_money_game(self.options):
            if self._is_you(seat):
                return Entry(trn("You were too slow: you stay and pay {n} chip",
                                 "You were too slow: you stay and pay {n} chips", lost))  # fmt: skip
            return Entry(trn("{name} was too slow: stays and pays {n} chip",
                             "{name} was too slow: stays and pays {n} chips", lost, name=self._name(seat)))  # fmt: skip
        if self._is_you(seat):
            return Entry(trn("You were too slow: you stay, −{n} life", "You were too slow: you stay, −{n} lives",
                             lost))  # fmt: skip
        return Entry(trn("{name} was too slow: stays, −{n} life", "{name} was too slow: stays, −{n} lives", lost,
                         name=self._name(seat)))  # fmt: skip

    def _pot_won(self, event: K.PotWon, viewer: int | None) -> Entry:
        seat, chips = event.seat, event.chips
        if self._is_you(seat):
            return Entry(trn("You take the pot: {n} chip", "You take the pot: {n} chips", chips))
        return Entry(trn("{name} takes the pot: {n} chip", "{name} takes the pot: {n} chips", chips,
                         name=self._name(seat)))  # fmt: skip

    def _power(self, event: Event, viewer: int | None) -> Entry | None:
        """A power of a special pack (game/replay/power_words.py says them all), None for an event without a line."""
        if isinstance(event, K.FoolPaid):
            return Entry(fool_paid_line(event, self.names, self.you, fool_of(self.shown, event.seats)))
        line = POWER_LINES.get(type(event))
        if line is None:
            return None
        text = line(event, self.names, self.you, is_money_game(self.options))
        if isinstance(event, K.StockSwap) and viewer == event.seat and event.card and event.gave:
            private = tr("{line}: you gave {gave}, got {card}", line=text, gave=card_label(event.gave),
                         card=card_label(event.card))  # fmt: skip
            return Entry(text, private, viewer)
        return Entry(text)

    def _match_over(self, event: K.MatchOver, viewer: int | None) -> Entry:
        seat = event.seat
        if self._is_you(seat):
            return Entry(tr("You win the match"))
        return Entry(tr("{name} wins the match", name=self._name(seat)))

    # The line of each class of event that has one (a card dealt, a domino decision, the next dealer have none);
    # the powers of a special pack have theirs in `_power`.
    LINES: ClassVar[Mapping[type[Event], Callable[[Any, Any, int | None], Entry]]] = {
        K.JackDeal: _jack_deal,
        K.DealStart: _deal_start,
        K.Stay: _stay,
        K.Swap: _swap,
        K.Block: _block,
        K.LowCardShown: _low_card_shown,
        K.Draw: _draw,
        K.StockBlock: _stock_block,
        K.Showdown: _showdown,
        K.LifeLost: _life_lost,
        K.Eliminated: _eliminated,
        K.SuddenDeath: _sudden_death,
        K.Timeout: _timeout,
        K.PotWon: _pot_won,
        K.MatchOver: _match_over,
    }
