"""Hearts bots: legal through whole matches under random options, the normal bot's key decisions in scripted
positions, the hard bot's worlds (consistent with everything its seat knows, nothing more), and strength."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game import Match, open_match
from game.core.protocol import Agent
from game.hearts.bots import EasyBot, NormalBot
from game.hearts.deck import MOON_ADD, MOON_SUBTRACT
from game.hearts.heuristic import moon_choice
from game.hearts.options import OPTIONS
from game.hearts.search import HardBot, HeartsSearch
from game.registry import spec_for
from tests.hearts_helpers import dealt, play_cards

SMALL_HARD = HardBot(budget=4, pass_count=3, game=HeartsSearch(batch=4, keep=2))  # the real search, test-sized


def random_options(rng: np.random.Generator) -> dict[str, object]:
    """Every house rule at a random value, the target kept low so a match is short."""
    options: dict[str, object] = {}
    for spec in OPTIONS:
        if spec.name == "target":
            options["target"] = int(rng.choice([50, 60]))
        elif spec.choices:
            options[spec.name] = spec.choices[int(rng.integers(len(spec.choices)))].value
        else:
            options[spec.name] = bool(rng.integers(2))
    return options


def cards(*texts: str) -> list[str]:
    return [text for group in texts for text in group.split()]


def suit_of(action: str) -> str:
    return action[-1]


# --- every level, whole matches -------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "bot"), [("easy", EasyBot()), ("normal", NormalBot()), ("hard", SMALL_HARD)])
def test_every_level_plays_only_legal_moves_through_whole_matches(name: str, bot: Agent) -> None:
    for seed in range(3 if name != "hard" else 1):
        rng = np.random.default_rng(seed)
        options = random_options(rng)
        match = open_match("hearts", 4, options=options, seed=seed)
        moves = 0
        while not match.over:
            seat = match.to_move
            assert seat is not None
            move = bot.choose(match.view(seat), rng)
            assert move in match.legal(), f"{name} chose {move!r} under {options}"
            match.act(move)
            moves += 1
        assert moves > 52, "a whole match was played"


def test_hearts_offers_three_bot_levels_and_each_plays() -> None:
    assert spec_for("hearts").bot_levels == ("easy", "normal", "hard")
    match = dealt({}, pass_cycle="left")
    for level in ("easy", "normal", "hard"):
        assert match.bot_move(level, seed=1) in match.legal()


# --- the normal bot's key decisions ---------------------------------------------------------------------------

# seat 1 holds no club and the Q♠; seat 3 wins the first trick and leads clubs again
QUEEN_DROP = {
    0: cards("2C 3C 4C 5C 6C", "2D 3D 4D", "2H 3H", "2S 3S 4S"),
    1: cards("QS", "AD KD QD JD TD 9D 8D", "AH KH QH JH TH"),
    2: cards("7C 8C 9C", "5D 6D 7D", "4H 5H 6H", "5S 6S 7S 8S"),
    3: cards("TC JC QC KC AC", "9H 8H 7H", "9S TS JS KS AS"),
}
# every suit dealt in ranks, seat 3 the highest: it takes the first trick with the A♣
RANKED = {
    0: cards("2C 3C 4C 5C", "2D 3D 4D", "2H 3H 4H", "2S 3S 4S"),
    1: cards("6C 7C 8C", "5D 8D TD KD", "5H 6H 7H", "5S 6S 7S"),
    2: cards("9C TC JC", "6D 7D 9D", "8H 9H TH", "8S 9S TS JS"),
    3: cards("QC KC AC", "QD JD AD", "JH QH KH AH", "QS KS AS"),
}


def test_normal_drops_the_queen_of_spades_when_void() -> None:
    match = dealt(QUEEN_DROP)
    play_cards(match, "2C 8D 7C AC")  # seat 3 takes the first trick (no points may go on it)
    play_cards(match, "KC 3C")
    assert match.to_move == 1
    assert match.bot_move("normal") == "play QS"


def test_normal_ducks_with_its_highest_card_under_the_winner() -> None:
    match = dealt(RANKED)
    play_cards(match, "2C 6C 9C AC")
    play_cards(match, "JD 2D")
    assert match.to_move == 1
    assert match.bot_move("normal") == "play TD"  # the highest diamond under the J♦, not the K♦ nor the 5♦


# seat 3 takes the first trick and leads; the 4♦ has two lower diamonds out, the 2♥ none
HEART_LEAD = {
    0: cards("2C 3C 4C 5C 6C 7C", "2D 3D JD", "8H 9H TH", "QS"),
    1: cards("5D 6D 7D 8D 9D TD", "3H 4H 5H 6H 7H", "2S AS"),
    2: cards("8C 9C TC JC QC KC", "QD KD AD", "JH QH KH AH"),
    3: cards("AC", "4D", "2H", "3S 4S 5S 6S 7S 8S 9S TS JS KS"),
}


@pytest.mark.parametrize(("first_throw", "lead"), [("5D", "play 4D"), ("3H", "play 2H")])
def test_normal_leads_a_heart_only_once_hearts_are_broken(first_throw: str, lead: str) -> None:
    match = dealt(HEART_LEAD, must_break_hearts=False, first_trick_no_points=False)
    play_cards(match, f"2C {first_throw} 8C AC")
    assert match.view(None)["hearts_broken"] == (first_throw == "3H")
    assert match.bot_move("normal") == lead


def test_normal_leads_a_low_spade_to_flush_the_queen() -> None:
    match = dealt({3: cards("AC", "2S 5S 9S", "6D 9D", "6H 7H 8H 9H TH JH KH")})
    match.act("play 2C")
    match.act(match.bot_move("normal"))
    match.act(match.bot_move("normal"))
    match.act("play AC")
    assert match.to_move == 3
    assert match.bot_move("normal") == "play 2S"


# the J♦ falls to seat 3's 9♦ lead; seat 1 throws a heart; seat 2, last, holds the Q♦ and low diamonds
JACK_TRICK = {
    0: cards("2C 3C 4C", "JD", "2H 3H 4H", "2S 3S 4S 5S 6S 7S"),
    1: cards("5C 6C 7C", "5H 6H 7H 8H 9H", "8S 9S TS JS QS"),
    2: cards("8C 9C TC", "2D 3D 4D 5D 6D QD", "TH JH", "KS AS"),
    3: cards("JC QC KC AC", "7D 8D 9D TD KD AD", "QH KH AH"),
}


@pytest.mark.parametrize(("omnibus", "card"), [(True, "play QD"), (False, "play 6D")])
def test_omnibus_normal_takes_the_jack_of_diamonds_when_it_pays(omnibus: bool, card: str) -> None:
    match = dealt(JACK_TRICK, jd_minus_10=omnibus)
    play_cards(match, "2C 5C 8C AC")
    play_cards(match, "9D JD 5H")  # a heart and the J♦ in the trick: −9 with Omnibus, 1 point without
    assert match.to_move == 2
    assert match.bot_move("normal") == card


# seat 2 takes the Q♠ and hearts early: a moon on the way. Seat 1 holds only hearts and spades.
MOON_RUN = {
    0: cards("2C 3C 4C 5C", "2D 3D 4D 5D", "2S 3S 4S 5S 6S"),
    1: cards("2H 3H 6H 7H 8H 9H TH JH", "7S 8S 9S TS JS"),
    2: cards("AC KC QC JC", "AD KD QD JD", "AS KS", "AH KH QH"),
    3: cards("6C 7C 8C 9C TC", "6D 7D 8D 9D TD", "4H 5H", "QS"),
}


def moon_run() -> Match:
    match = dealt(MOON_RUN, first_trick_no_points=False)
    play_cards(match, "2C 2H AC 6C")  # seat 2 wins, a heart in it
    play_cards(match, "KC 7C 3C 3H")
    play_cards(match, "AS QS 2S 7S")  # the Q♠ under the A♠: seat 2 alone has points, 15 of them
    return match


def test_normal_starves_a_moon_shooter_of_points() -> None:
    match = moon_run()
    play_cards(match, "AD 6D 2D")  # seat 2 is winning, seat 1 is void in diamonds
    assert match.to_move == 1
    move = match.bot_move("normal")
    assert suit_of(move) == "S", f"fed the shooter {move}"


def test_normal_without_a_shooter_throws_its_highest_heart() -> None:
    hands = {seat: list(held) for seat, held in MOON_RUN.items()}
    match = dealt(hands, first_trick_no_points=False)
    play_cards(match, "2C 2H AC 6C")
    play_cards(match, "KC 7C 3C 3H")
    play_cards(match, "QC 8C 4C 6H")  # seat 2 has three hearts but not the Q♠: not yet a shooter
    play_cards(match, "AD 6D 2D")
    assert match.bot_move("normal") == "play JH"


@pytest.mark.parametrize(
    ("scores", "shooter", "expected"),
    [
        ([80, 70, 60, 90], 2, MOON_ADD),  # adding ends the match and the shooter wins it
        ([0, 90, 90, 90], 1, MOON_SUBTRACT),  # adding would end it with the shooter behind
        ([10, 30, 40, 50], 0, MOON_ADD),  # the leader brings the end nearer
        ([20, 30, 40, 60], 3, MOON_SUBTRACT),  # behind: take 26 off instead
        ([80, 70, 60, 50], 0, MOON_SUBTRACT),  # adding would leave seat 3 lowest
    ],
)
def test_moon_choice_adds_only_when_it_leaves_the_shooter_alone_in_front(
    scores: list[int], shooter: int, expected: int
) -> None:
    assert moon_choice(scores, shooter, 100, False, [0, 0, 0, 0]) == expected


def test_moon_choice_counts_the_jack_of_diamonds_and_a_shared_win() -> None:
    no_jack = [0, 0, 0, 0]
    # adding leaves seat 3 at 30 ahead of seat 0's 36, unless seat 0 took the J♦ (26)
    assert moon_choice([10, 20, 30, 30], 3, 100, False, no_jack) == MOON_ADD
    assert moon_choice([10, 20, 30, 30], 3, 100, False, [-10, 0, 0, 0]) == MOON_SUBTRACT
    # the shooter's own J♦ puts it in front: 30 against 36
    assert moon_choice([10, 20, 30, 40], 3, 100, False, no_jack) == MOON_SUBTRACT
    assert moon_choice([10, 20, 30, 40], 3, 100, False, [0, 0, 0, -10]) == MOON_ADD
    # adding ends the match with seats 2 and 3 tied on 60: a shared win is taken, with play-on it is no win
    assert moon_choice([84, 90, 34, 60], 3, 100, True, no_jack) == MOON_ADD
    assert moon_choice([84, 90, 34, 60], 3, 100, False, no_jack) == MOON_SUBTRACT


def passes_of(match: Match, level: str = "normal") -> list[str]:
    """The cards the seat to move passes, one bot move at a time."""
    seat = match.to_move
    chosen = []
    while match.to_move == seat:
        move = match.bot_move(level)
        chosen.append(move.split()[1])
        match.act(move)
    return chosen


def first_pass(hand: list[str], level: str = "normal", **options: Any) -> list[str]:
    """What seat 0 (first to pass, left) passes from `hand`."""
    return passes_of(dealt({0: hand}, dealer=3, pass_cycle="left", **options), level)


def test_normal_passes_an_unguarded_queen_and_its_high_spades() -> None:
    passed = first_pass(cards("QS AS 3S", "2C 4C 7C 9C", "2D 5D 8D", "2H 4H 6H"))
    assert passed == ["QS", "AS", "9C"]


def test_normal_keeps_a_well_guarded_queen_and_voids_a_short_suit() -> None:
    passed = first_pass(cards("QS 2S 3S 4S 6S", "KD 9D", "2C 5C 7C", "3H 5H 8H"))
    assert passed[:2] == ["KD", "9D"] and "QS" not in passed


def test_normal_passes_high_hearts_before_low_cards() -> None:
    assert first_pass(cards("AH KH QH 2H", "2C 3C 4C 5C", "2D 3D 4D", "2S 3S")) == ["AH", "KH", "QH"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_level_passes_the_queen_or_the_two_of_clubs_when_forbidden(level: str) -> None:
    hand = cards("QS 2C AS 3S", "AH KH QH", "AD KD QD", "AC KC QC")
    passed = first_pass(hand, level, no_pass_qs_2c=True)
    assert len(passed) == 3 and not {"QS", "2C"} & set(passed)
    if level == "normal":
        assert first_pass(hand, level)[0] == "QS", "allowed, the unguarded queen goes first"
