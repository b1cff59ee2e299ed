"""Partnership Euchre (rules.md §3, seed 003): the `GameRules` the shared `Match` drives. The text notation lives
here, at the edge; the rules themselves run on integers in game.euchre.engine, the one implementation that the
table and the bots' searches share.

The rules, exactly:

- Four players in two partnerships: seats 0 and 2, seats 1 and 3 (a seat's team is seat mod 2). 24 cards, 9 to A
  of each suit. A deal takes a shuffled order of the 24 cards: card i (i < 20) goes to seat (dealer + 1 + i) mod 4,
  five each; card 20 is turned up on the kitty; cards 21-23 are the kitty, which nobody ever sees. (The 3-2 / 2-3
  packets are how the table animates the deal, not another order.) The first dealer is the match's `dealer`; the
  deal passes one seat left (dealer + 1) after every scored hand and every thrown-in hand; a farmer's redeal keeps
  the dealer. The view's `hand_no` counts deals, thrown-in and redealt ones included.
- Round 1 (phase "order_up"): from the dealer's left to the dealer, each seat once: `pass`, `order` or
  `order alone` (the up-card's suit becomes trump, the bidder the maker; going alone is announced with the bid).
  - `canadian_loner`: the dealer's partner has `order alone` but no plain `order`.
  - `farmers_hand`: a seat whose five cards are all nines and tens also has `redeal` on its round-1 turn (the
    dealer: its five dealt cards, before any pick-up). There is no separate question, so nobody learns anything
    from who is asked. A redeal ends the deal at once: the next order is dealt by the same dealer. `redeal` is
    never offered in round 2, in the discard or later, nor to a seat whose round-1 turn never comes.
  - After an order the dealer picks the up-card up (six cards) and is to move (phase "discard"): `discard 9C`, any
    of the six, or with `dealer_may_discard_upcard` off any but the up-card. The discard is face down: no other
    seat's view tells whether the dealer still holds the up-card. When the dealer's partner ordered alone, the
    dealer sits out: no pick-up and no discard (the up-card stays on the kitty; its suit is trump all the same).
- Round 2 (phase "name_trump"), when all four passed: the up-card is turned down and each seat from the dealer's
  left may `pass` or `call S` / `call S alone` for any suit S (C, D, H or S) but the turned-down one. With
  `stick_the_dealer` the dealer has no `pass` and must name trump; without it, four passes throw the hand in (no
  score, no row in `m.hands`) and the next deal, by the next dealer, takes the next order.
- Questions after the bid (and the discard), in this order:
  - `alone = anyone` and the maker did not go alone: the maker's partner (phase "partner_alone") answers `alone`
    (the partner plays alone, the maker sits out) or `support`. A dealer asked this has already discarded.
  - `lone_defender` and someone plays alone for the makers (the maker, or the partner who said `alone`): the
    defenders are asked (phase "defend_alone") in turn from the lone player's left: `defend alone` (that defender
    plays alone, its partner sits out, and the question ends) or `defend` (the other defender is asked next; after
    two `defend`s play starts).
- Play (phase "play", `play JH`): the player left of the dealer leads, passing over a seat that sits out; turns go
  clockwise, passing over seats that sit out, so a trick has four, three or two cards. Trump ranks J of trump
  (right bower), the other J of its colour (left bower), A, K, Q, 10, 9; the other suits A, K, Q, J, 10, 9. The
  left bower is a trump in every respect: it follows trump, must be played to a trump lead when it is the only
  trump held, and does not follow its printed suit. Everyone must follow the effective suit led if they can; the
  highest trump wins, else the highest card of the suit led; the winner leads the next trick.
- Scoring after five tricks: makers with 3 or 4 tricks score 1; all 5, 2; a lone maker with 3 or 4, 1; a lone
  maker with all 5, 4; defenders with 3 or more (a euchre) score 2, or 4 when a lone defender euchred a lone maker.
  `m.hands` has one row per scored hand giving each seat its team's points (both partners the same), `m.scores`
  each seat's team total. The match ends after the hand in which a team's total reaches `target` (≥ target); that
  team wins and `m.winners` lists both its seats. Only one team scores in a hand, so there is never a tie.
- `to_move`: the bidder in turn (both rounds), the dealer in the discard, the asked partner or defender, the seat
  to play; None while a deal is due or the match is over.
- `legal()` order: cards in suit order C, D, H, S, each 9, 10, J, Q, K, A (printed suits, whatever trump is);
  bids `pass`, `order`, `order alone`, then `call C`, `call C alone`, `call D`, … `call S alone`, then `redeal`;
  the partner's answers `alone`, `support`; the defenders' `defend alone`, `defend`.
- Views say which effective suits each seat is known to be void in: those it failed to follow this hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.core.decks import SHORT_24
from game.core.errors import IllegalAction
from game.core.events import Event, Hold
from game.core.protocol import JSON
from game.euchre import engine, events
from game.euchre.deck import ACTION_TEXTS, ACTIONS, LAYOUT
from game.euchre.narration import deal_events, step_events
from game.euchre.notation import CARDS, DISCARD_TEXTS, phase_texts
from game.euchre.options import EuchreOptions, options_to_json
from game.euchre.refusals import (
    BID_KIND,
    DEFENCE_KIND,
    DISCARD_KIND,
    KIND_OF_PHASE,
    PARTNER_KIND,
    PLAY_KIND,
    refusal,
)
from game.euchre.state import DEAL, OVER, EuchreState
from game.tricks.bitmask_rules import BitmaskGame, BitmaskTrickRules

if TYPE_CHECKING:
    from game.euchre.observation import EuchreView

DECK = SHORT_24.cards()


def _kind(action: int) -> int:
    text = ACTION_TEXTS[action]
    if text.startswith(("alone", "support")):
        return PARTNER_KIND
    if text.startswith("defend"):
        return DEFENCE_KIND
    return BID_KIND


# Every action text -> (what kind of action it is, its int).
ACTION_OF: dict[str, tuple[int, int]] = {
    **{ACTION_TEXTS[card]: (PLAY_KIND, card) for card in range(CARDS)},
    **{DISCARD_TEXTS[card]: (DISCARD_KIND, card) for card in range(CARDS)},
    **{ACTION_TEXTS[action]: (_kind(action), action) for action in range(CARDS, ACTIONS)},
}
HOLDS: dict[type[Event], Hold] = {
    events.TrickWon: Hold.TRICK,
    events.HandScored: Hold.HAND,
    events.DealStart: Hold.DEAL,
}


EUCHRE = BitmaskGame(engine, LAYOUT, DECK, DEAL, phase_texts, deal_events, step_events)


class EuchreRules(BitmaskTrickRules[EuchreState]):
    game_id = "euchre"
    event_types = events.EVENTS
    tricks = EUCHRE

    # --- set-up -------------------------------------------------------------------------------------------

    def make_options(self, players: int, options: Mapping[str, object]) -> EuchreOptions:
        from game.euchre.spec import SPEC

        return EuchreOptions.from_values(SPEC.parse_options(players, options))

    def options_json(self, options: EuchreOptions) -> JSON:
        return options_to_json(options)

    # --- decisions ----------------------------------------------------------------------------------------

    def parse(self, state: EuchreState, action: str) -> int:
        """The action int of `action` if it is legal now; IllegalAction with the reason otherwise."""
        if state.phase == OVER:
            raise IllegalAction("The match is over.")
        if state.phase == DEAL:
            raise IllegalAction("Wait for the cards to be dealt.")
        if not isinstance(action, str):
            raise IllegalAction("'{action}' is not a move.", action=repr(action)[:40])
        found = ACTION_OF.get(action)
        if found is None:
            raise IllegalAction("'{action}' is not a move in Euchre.", action=action[:40])
        kind, chosen = found
        if kind == KIND_OF_PHASE[state.phase] and engine.legal_mask(state) >> chosen & 1:
            return chosen
        raise refusal(state, kind, chosen)

    # --- observation and results ---------------------------------------------------------------------------

    def view(self, state: EuchreState, seat: int | None) -> EuchreView:
        from game.euchre.observation import observe

        mine = seat is not None and seat == engine.to_move(state)
        return observe(state, seat, self.legal(state) if mine else [])

    def scores(self, state: EuchreState) -> list[int]:
        return [state.scores[seat & 1] for seat in range(4)]

    def hands(self, state: EuchreState) -> list[list[int]]:
        return [[points[seat & 1] for seat in range(4)] for points in state.history]

    def winners(self, state: EuchreState) -> list[int]:
        return list(state.winners)

    def hold_after(self, event: Event) -> Hold | None:
        return HOLDS.get(type(event))
