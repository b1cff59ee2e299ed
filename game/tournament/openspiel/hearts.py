"""Hearts in lockstep with OpenSpiel's `hearts` (rules.md §2 against open_spiel/games/hearts).

OpenSpiel plays one hand; each of our hands starts a new state: the pass direction as a chance outcome (OpenSpiel
numbers them as our offsets do: none 0, left 1, across 2, right 3), then the 52 cards, card k to player k mod 4,
so each player gets the hand our seat was dealt. Players are our seats.

The passing differs in order only: our seats pass from the dealer's left, OpenSpiel's from player 0, and the
passes are hidden until all are made. So our passes are kept until the last, then given to OpenSpiel player by
player. An OpenSpiel bot chooses its pass on a copy of the deal turned so that its seat is player 0 and passes
first: OpenSpiel's ISMCTS cannot choose a pass after other players have passed (its resampler puts their real
passed cards into the worlds it draws, and the game stops on a failed check).

Our rules OpenSpiel does not have are held at the value it plays (`NEEDS`); the rest map onto its parameters.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from game.hearts.deck import LAYOUT
from game.hearts.state import PASS, PLAY, HeartsState
from game.tournament.openspiel.twin import Twin

RANKS = "23456789TJQKA"
SUITS = "CDHS"
CARDS = 52


def card_action(text: str) -> int:
    """OpenSpiel's card number (rank * 4 + suit) of our card text."""
    return RANKS.index(text[:-1]) * 4 + SUITS.index(text[-1])


def card_text(action: int) -> str:
    return RANKS[action // 4] + SUITS[action % 4]


def mask_texts(mask: int) -> list[str]:
    return [text for bit, text in enumerate(LAYOUT.texts) if mask >> bit & 1]


class HeartsTwin(Twin):
    GAME = "hearts"
    NEEDS: ClassVar[dict[str, object]] = {"qs_must_drop": False, "no_pass_qs_2c": False, "moon": "add_26_to_others"}

    def __init__(self, pyspiel: Any, match: Any, levels: Sequence[str], seeds: Sequence[int]) -> None:
        self.dealt: list[list[str]] = []
        self.passes: list[list[str]] = [[], [], [], []]  # our passes of this hand, given to OpenSpiel at the end
        self.planned: dict[int, list[str]] = {}  # an OpenSpiel seat's pass, chosen at its first card
        super().__init__(pyspiel, match, levels, seeds)

    @property
    def ours(self) -> HeartsState:
        state: HeartsState = self.match.state
        return state

    def parameters(self) -> dict[str, Any]:
        options = self.match.options
        return {
            "pass_cards": True,
            "no_pts_on_first_trick": options.first_trick_no_points,
            "must_break_hearts": options.must_break_hearts,
            "qs_breaks_hearts": options.qs_breaks_hearts,
            "can_lead_any_club": options.any_club_first_lead,
            "can_lead_hearts_instead_of_qs": options.hearts_instead_of_qs,
            "jd_bonus": options.jd_minus_10,
            "avoid_all_tricks_bonus": False,
        }

    def hand_number(self) -> int | None:
        return self.ours.hand_no if self.ours.phase in (PASS, PLAY) else None

    def new_hand(self) -> None:
        self.dealt = [mask_texts(hand) for hand in self.ours.hands]
        self.passes = [[], [], [], []]
        self.planned = {}
        deal(self.state, self.ours.pass_dir, self.dealt)

    # --- the lockstep --------------------------------------------------------------------------------------

    def ours_legal(self, seat: int) -> set[str] | None:
        if self.ours.phase != PLAY:
            return None  # the passes reach OpenSpiel together at the end, each checked there
        return {action.split()[1] for action in self.match.legal()}

    def theirs_legal(self) -> set[str]:
        return {card_text(action) for action in self.state.legal_actions()}

    def apply(self, seat: int, action: str) -> None:
        verb, card = action.split()
        if verb == "pass":
            self.passes[seat].append(card)
            if sum(map(len, self.passes)) == 3 * 4:
                for player in range(4):
                    for text in self.passes[player]:
                        self.play(card_action(text), f"player {player} to pass {text}")
        elif verb == "play":
            if self.state.current_player() != seat:
                self.fail(f"seat {seat} plays {card}, but OpenSpiel waits for player {self.state.current_player()}")
            self.play(card_action(card), f"seat {seat} to play {card}")
        else:
            self.fail(f"{action!r} has no counterpart in OpenSpiel's Hearts")

    def check_points(self, points: Sequence[int]) -> None:
        theirs = [round(26 - value) for value in self.state.returns()]  # OpenSpiel returns 26 minus the points
        if theirs != list(points):
            self.fail(f"the hand scored {list(points)} here, {theirs} in OpenSpiel")

    # --- OpenSpiel's bots ----------------------------------------------------------------------------------

    def choose(self, seat: int) -> str:
        if self.ours.phase == PASS:
            if not self.planned.get(seat):
                self.planned[seat] = self.plan_pass(seat)
            return "pass " + self.planned[seat].pop(0)
        return "play " + card_text(int(self.bot(seat, seat).step(self.state)))

    def plan_pass(self, seat: int) -> list[str]:
        """The three cards `seat`'s bot passes, chosen on a copy of the deal where it is player 0."""
        copy = self.game.new_initial_state()
        deal(copy, self.ours.pass_dir, [self.dealt[(player + seat) % 4] for player in range(4)])
        bot = self.bot(seat, 0)
        chosen = []
        for _ in range(3):
            action = int(bot.step(copy))
            chosen.append(card_text(action))
            copy.apply_action(action)
        return chosen


def deal(state: Any, pass_dir: int, hands: Sequence[Sequence[str]]) -> None:
    """OpenSpiel's chance outcomes for a hand: the pass direction, then card k to player k mod 4."""
    state.apply_action(pass_dir)
    for k in range(CARDS):
        state.apply_action(card_action(hands[k % 4][k // 4]))
