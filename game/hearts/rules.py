"""American Hearts (rules.md §2, seed 002): the `GameRules` the shared `Match` drives. The text notation lives
here, at the edge; the rules themselves run on integers in game.hearts.engine, the one implementation that the
table and the bots' searches share.

The rules, exactly:

- Four players. The pack is dealt from a shuffled order: card i goes to seat (dealer + 1 + i) mod 4, 13 each. The
  first dealer is the match's `dealer`; the deal moves one seat clockwise (dealer + 1) every hand.
- Passing. Hand h (1, 2, …) passes in the direction at place (h − 1) mod len of `pass_cycle` (default left,
  right, across, none: the first hand passes left). Left is seat + 1, right seat − 1, across seat + 2. The seats
  pass in turn from the dealer's left, each its three cards in a row, one action `pass QS` per card; a passed card
  leaves the hand at once, and the passed cards reach their receivers only when all four have passed three. A hand
  that passes "none" skips the phase. `legal()` lists every card still in the hand, minus the Q♠ and the 2♣ with
  `no_pass_qs_2c`.
- Play (`play QS`). The holder of the 2♣ (after the passing) leads it to the first trick; with
  `any_club_first_lead` any club may be led. Everyone must follow the suit led if they can; the highest card of
  the suit led wins (Ace high), and the winner leads the next trick.
  - `first_trick_no_points`: a player who cannot follow on the first trick may not play a heart or the Q♠ unless
    the hand holds nothing else; then any of its cards (heart or Q♠) may be played.
  - `must_break_hearts`: a heart may not be led until hearts are broken, unless the leader holds only hearts.
    Hearts are broken once a heart has been played to any trick of the hand (the first trick included), and with
    `qs_breaks_hearts` also once the Q♠ has been played. With `hearts_instead_of_qs`, a leader holding only hearts
    and the Q♠ before hearts are broken may lead a heart or the Q♠; without it, that leader must lead the Q♠.
  - `qs_must_drop`: the holder of the Q♠ must play it as soon as it may be played without winning the trick: when
    void in the suit led (and the Q♠ is playable there: on the first trick `first_trick_no_points` comes first),
    or when spades are led and the K♠ or A♠ is already in the trick. Leading it is never forced.
- Scoring. Each heart taken is 1 point, the Q♠ 13; with `jd_minus_10` (Omnibus) the J♦ is −10. A player who takes
  all 13 hearts and the Q♠ shoots the moon: `add_26_to_others` scores the shooter 0 and every other seat 26;
  `subtract_26_from_self` scores the shooter −26 and every other seat 0; with `shooters_choice` the shooter moves
  once more after the last trick, `moon add` or `moon subtract`. The J♦ is neither needed for a moon nor part of
  it: whoever took it gets its −10 on top of the moon's scores.
- `m.hands` lists each hand's scored points per seat (after the moon rule, the J♦ included), `m.scores` the
  running totals. The match ends after the hand in which some total reaches `target` (≥ target); the lowest total
  wins. If the lowest total is then tied, `end_tie = play_on` plays further hands until one seat alone has the
  lowest total after a hand (the target stays reached); `share` ends the match and every seat tied for lowest
  wins (`m.winners`).
- `legal()` lists cards in suit order C, D, H, S, each from the 2 up to the Ace (`pass …` or `play …` by phase);
  the moon choice is `["moon add", "moon subtract"]`.
- Views say which suits each seat is known to be void in: those it failed to follow this hand.

OpenSpiel's hearts.cc settles the corner cases the same way (a first-trick hand of only hearts and the Q♠ may
play any of them; `hearts_instead_of_qs` adds the hearts to the Q♠ rather than replacing it; the J♦ is not needed
for a moon). Where it differs, this follows rules.md: the Q♠ does not break hearts unless `qs_breaks_hearts`;
the seats pass from the dealer's left rather than from a fixed seat; the moon has three rules, not one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from game.core.decks import STANDARD_52
from game.core.errors import IllegalAction
from game.core.events import Event, Hold
from game.core.protocol import JSON
from game.hearts import engine, events
from game.hearts.deck import LAYOUT, MOON_ADD, MOON_SUBTRACT, MOON_WORDS
from game.hearts.narration import deal_events, step_events
from game.hearts.options import HeartsOptions, options_to_json
from game.hearts.refusals import refusal
from game.hearts.state import DEAL, MOON, OVER, PASS, PLAY, HeartsState
from game.tricks.bitmask_rules import BitmaskGame, BitmaskTrickRules

if TYPE_CHECKING:
    from game.hearts.observation import HeartsView

DECK = STANDARD_52.cards()
VERBS = {PASS: "pass", PLAY: "play", MOON: "moon"}
MOON_ACTIONS = {"add": MOON_ADD, "subtract": MOON_SUBTRACT}
CARD_INDEX = {text: index for index, text in enumerate(LAYOUT.texts)}
TEXTS_BY_PHASE: dict[int, Sequence[str] | Mapping[int, str]] = {
    PASS: tuple(f"pass {text}" for text in LAYOUT.texts),
    PLAY: tuple(f"play {text}" for text in LAYOUT.texts),
    MOON: {action: f"moon {word}" for action, word in MOON_WORDS.items()},
}
HOLDS: dict[type[Event], Hold] = {
    events.TrickWon: Hold.TRICK,
    events.HandScored: Hold.HAND,
    events.DealStart: Hold.DEAL,
}


def phase_texts(state: HeartsState) -> Sequence[str] | Mapping[int, str]:
    """Action int -> its text notation, in the state's phase."""
    return TEXTS_BY_PHASE[state.phase]


def action_text(state: HeartsState, action: int) -> str:
    """The text notation of an action int in the state's phase."""
    return phase_texts(state)[action]


HEARTS = BitmaskGame(engine, LAYOUT, DECK, DEAL, phase_texts, deal_events, step_events)


class HeartsRules(BitmaskTrickRules[HeartsState]):
    game_id = "hearts"
    event_types = events.EVENTS
    tricks = HEARTS

    # --- set-up -------------------------------------------------------------------------------------------

    def make_options(self, players: int, options: Mapping[str, object]) -> HeartsOptions:
        from game.hearts.spec import SPEC

        return HeartsOptions.from_values(SPEC.parse_options(players, options))

    def options_json(self, options: HeartsOptions) -> JSON:
        return options_to_json(options)

    # --- decisions ----------------------------------------------------------------------------------------

    def parse(self, state: HeartsState, action: str) -> int:
        """The action int of `action` if it is legal now; IllegalAction with the reason otherwise."""
        if state.phase == OVER:
            raise IllegalAction("The match is over.")
        if state.phase == DEAL:
            raise IllegalAction("Wait for the cards to be dealt.")
        if not isinstance(action, str):
            raise IllegalAction("'{action}' is not a move.", action=repr(action)[:40])
        verb, _, rest = action.partition(" ")
        if verb not in VERBS.values():
            raise IllegalAction("'{action}' is not a move in Hearts.", action=action[:40])
        if verb != VERBS[state.phase]:
            if state.phase == PASS:
                raise IllegalAction("Pass your three cards first.")
            if state.phase == MOON:
                raise IllegalAction("Choose moon add or moon subtract.")
            if verb == "moon":
                raise IllegalAction("Nobody has shot the moon.")
            raise IllegalAction("The passing is over: play a card.")
        if state.phase == MOON:
            if rest not in MOON_ACTIONS:
                raise IllegalAction("Choose moon add or moon subtract.")
            return MOON_ACTIONS[rest]
        card = CARD_INDEX.get(rest)
        if card is None:
            raise IllegalAction("'{action}' is not a move in Hearts.", action=action[:40])
        if not engine.legal_mask(state) >> card & 1:
            raise refusal(state, card)
        return card

    # --- observation and results ---------------------------------------------------------------------------

    def view(self, state: HeartsState, seat: int | None) -> HeartsView:
        from game.hearts.observation import observe

        mine = seat is not None and seat == engine.to_move(state)
        return observe(state, seat, self.legal(state) if mine else [])

    def scores(self, state: HeartsState) -> list[int]:
        return list(state.scores)

    def hands(self, state: HeartsState) -> list[list[int]]:
        return [list(points) for points in state.history]

    def winners(self, state: HeartsState) -> list[int]:
        return list(state.winners)

    def hold_after(self, event: Event) -> Hold | None:
        return HOLDS.get(type(event))
