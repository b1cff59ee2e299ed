"""Euchre in lockstep with OpenSpiel's `euchre` (rules.md §3 against open_spiel/games/euchre).

OpenSpiel plays one hand; each of our deals starts a new state: the dealer, then the 20 dealt cards, card k to
player (dealer + k) mod 4, so each player gets the hand our seat was dealt, then the up-card. Players are our
seats; both games number the suits C, D, H, S and pair the bowers' colours alike.

Where the two differ in order only:
- Going alone is announced with our bid (`order alone`, `call H alone`); OpenSpiel asks the maker after the bid
  and the dealer's discard. So our bid is given to OpenSpiel as the bid, and its `alone` part as OpenSpiel's
  go-alone answer once the discard is made. An OpenSpiel bot that names trump is asked its go-alone answer at
  once, on a copy where the bid and a discard are made (the dealer's own choice when the bot is the dealer; any
  card otherwise, which the maker does not see).
- When the dealer's partner orders alone, our dealer sits out without picking up; OpenSpiel's dealer still picks
  up and discards: it discards any card, as the dealer's hand is out of play in both.
- An OpenSpiel dealer discards before it knows whether the maker goes alone, as OpenSpiel's game asks it.

Our rules OpenSpiel does not have are held at the value it plays (`NEEDS`); `stick_the_dealer` maps onto its
parameter (four passes in round 2 throw the hand in, in both games).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from game.euchre.deck import LAYOUT
from game.euchre.state import BID1, BID2, DISCARD, PLAY, EuchreState
from game.tournament.openspiel.twin import Twin

RANKS = "9TJQKA"
SUITS = "CDHS"
PASS = 24
TRUMP = 25  # + suit: name that suit trump (or order the up-card's suit up)
ALONE, WITH_PARTNER = 29, 30
DEALT = 20


def card_action(text: str) -> int:
    """OpenSpiel's card number (rank * 4 + suit) of our card text."""
    return RANKS.index(text[0]) * 4 + SUITS.index(text[1])


def card_text(action: int) -> str:
    return RANKS[action // 4] + SUITS[action % 4]


def mask_texts(mask: int) -> list[str]:
    return [text for bit, text in enumerate(LAYOUT.texts) if mask >> bit & 1]


def bid_word(action: int) -> str:
    """A bid in the words the lockstep compares: `pass` or the suit named (or ordered up)."""
    return "pass" if action == PASS else SUITS[action - TRUMP]


class EuchreTwin(Twin):
    GAME = "euchre"
    NEEDS: ClassVar[dict[str, object]] = {
        "farmers_hand": False,
        "alone": "maker_only",
        "canadian_loner": False,
        "lone_defender": False,
        "dealer_may_discard_upcard": False,
    }

    def __init__(self, pyspiel: Any, match: Any, levels: Sequence[str], seeds: Sequence[int]) -> None:
        self.alone: bool | None = None  # our maker's go-alone answer, until OpenSpiel asks for it
        self.planned_discard: int | None = None  # an OpenSpiel dealer's discard, chosen with its bid
        super().__init__(pyspiel, match, levels, seeds)

    @property
    def ours(self) -> EuchreState:
        state: EuchreState = self.match.state
        return state

    def parameters(self) -> dict[str, Any]:
        return {"stick_the_dealer": self.match.options.stick_the_dealer, "allow_lone_defender": False}

    def hand_number(self) -> int | None:
        return self.ours.hand_no if self.ours.phase in (BID1, BID2, DISCARD, PLAY) else None

    def new_hand(self) -> None:
        ours = self.ours
        hands = [mask_texts(hand) for hand in ours.hands]
        self.alone = None
        self.planned_discard = None
        self.state.apply_action(ours.dealer)
        for k in range(DEALT):
            self.state.apply_action(card_action(hands[(ours.dealer + k) % 4][k // 4]))
        self.state.apply_action(card_action(LAYOUT.texts[ours.up_card]))

    # --- the lockstep --------------------------------------------------------------------------------------

    def ours_legal(self, seat: int) -> set[str] | None:
        phase = self.ours.phase
        legal = self.match.legal()
        if phase in (BID1, BID2):
            up_suit = LAYOUT.texts[self.ours.up_card][1]
            words = {action.removesuffix(" alone").removeprefix("call ") for action in legal}
            return {up_suit if word == "order" else word for word in words}
        return {action.split()[1] for action in legal}  # a discard or a play

    def theirs_legal(self) -> set[str]:
        actions = self.state.legal_actions()
        if self.ours.phase in (BID1, BID2):
            return {bid_word(action) for action in actions}
        return {card_text(action) for action in actions}

    def apply(self, seat: int, action: str) -> None:
        words = action.split()
        if words[0] in ("pass", "order", "call"):
            self.play(self.bid_action(words), f"seat {seat} to bid {action!r}")
            if words[0] != "pass":
                self.alone = words[-1] == "alone"
                if self.ours.phase == PLAY and not self.waits_for_alone():  # our dealer sits out: no discard
                    self.play(self.state.legal_actions()[0], "the dealer who sits out to discard")
                if self.waits_for_alone():
                    self.answer_alone()
        elif words[0] == "discard":
            self.play(card_action(words[1]), f"the dealer to discard {words[1]}")
            self.answer_alone()
        elif words[0] == "play":
            self.play(card_action(words[1]), f"seat {seat} to play {words[1]}")
        else:
            self.fail(f"{action!r} has no counterpart in OpenSpiel's Euchre")

    def bid_action(self, words: Sequence[str]) -> int:
        if words[0] == "pass":
            return PASS
        suit = LAYOUT.texts[self.ours.up_card][1] if words[0] == "order" else words[1]
        return TRUMP + SUITS.index(suit)

    def waits_for_alone(self) -> bool:
        return set(self.state.legal_actions()) == {ALONE, WITH_PARTNER}

    def answer_alone(self) -> None:
        self.play(ALONE if self.alone else WITH_PARTNER, "the maker's go-alone answer")

    def check_points(self, points: Sequence[int]) -> None:
        theirs = [round(value) for value in self.state.returns()]  # the makers' score, the defenders' minus it
        ours = [points[seat] - points[(seat + 1) % 4] for seat in range(4)]
        if theirs != ours:
            self.fail(f"the hand scored {list(points)} here (a margin of {ours}), {theirs} in OpenSpiel")

    # --- OpenSpiel's bots ----------------------------------------------------------------------------------

    def choose(self, seat: int) -> str:
        bot = self.bot(seat, seat)
        phase = self.ours.phase
        if phase == DISCARD and self.planned_discard is not None:
            return "discard " + card_text(self.planned_discard)
        action = int(bot.step(self.state))
        if phase == DISCARD:
            return "discard " + card_text(action)
        if phase == PLAY:
            return "play " + card_text(action)
        if action == PASS:
            return "pass"
        alone = " alone" if self.goes_alone(seat, action) else ""
        return ("order" if phase == BID1 else f"call {SUITS[action - TRUMP]}") + alone

    def goes_alone(self, seat: int, bid: int) -> bool:
        """The bot's go-alone answer to its own bid, asked on a copy where the bid and a discard are made."""
        copy = self.state.clone()
        copy.apply_action(bid)
        if set(copy.legal_actions()) != {ALONE, WITH_PARTNER}:  # the dealer picked the up-card up
            if self.ours.dealer == seat:
                self.planned_discard = int(self.bot(seat, seat).step(copy))
                copy.apply_action(self.planned_discard)
            else:
                copy.apply_action(copy.legal_actions()[0])
        return int(self.bot(seat, seat).step(copy)) == ALONE
