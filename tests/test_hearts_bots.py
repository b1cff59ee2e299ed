"""Hearts bots: legal through whole matches under random options, the normal bot's key decisions in scripted
positions, the hard bot's worlds (consistent with everything its seat knows, nothing more), and strength."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

from game import Match, open_match
from game.ai.search import World, play_out
from game.core.protocol import Agent
from game.hearts.bots import EasyBot, NormalBot
from game.hearts.candidates import pass_candidates, play_candidates
from game.hearts.deck import LAYOUT, MOON_ADD, MOON_SUBTRACT
from game.hearts.heuristic import moon_choice
from game.hearts.inference import SURPRISE, likelihood, plays_so_far
from game.hearts.options import OPTIONS
from game.hearts.search import MATCH_SCALE, HardBot, HeartsSearch, win_chance
from game.hearts.state import OVER, HeartsState
from game.hearts.worlds import resampled
from game.registry import spec_for
from game.tournament import run_tournament
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


# --- the hard bot ---------------------------------------------------------------------------------------------


def played_cards(view: Mapping[str, Any]) -> set[str]:
    played = {card for trick in view["tricks"] for card in trick["cards"]}
    return played | (set(view["trick"]["cards"]) if view["trick"] else set())


def world_hands(view: Mapping[str, Any], count: int, seed: int = 1) -> list[list[set[str]]]:
    worlds = HeartsSearch().worlds(view, np.random.default_rng(seed))
    return [[set(LAYOUT.texts_of(mask)) for mask in next(worlds).state.state.hands] for _ in range(count)]


def test_hard_worlds_hold_the_cards_out_where_they_can_be() -> None:
    """Mid-hand after a pass to the left: every world gives the seat its own hand, every other seat its hand size,
    the cards it passed still with the seat it passed them to (until played), no card of a suit shown void."""
    match = dealt(MOON_RUN, dealer=3, pass_cycle="left")
    for _ in range(12):
        match.act(match.bot_move("normal"))
    passed = set(match.view(0)["passed"])
    rng = np.random.default_rng(5)
    checked = 0
    while not match.over and match.view(None)["hand_no"] == 1:
        view = match.view(match.to_move)
        if view["seat"] == 0 and len(view["legal"]) > 1:
            played = played_cards(view)
            for held in world_hands(view, 20):
                assert held[0] == set(view["hand"])
                assert [len(cards) for cards in held] == view["hand_sizes"]
                assert set().union(*held) | played == {*LAYOUT.texts}
                assert passed - played <= held[1], "the cards passed left are still on the left"
                for seat, suits in enumerate(view["voids"]):
                    assert not any(card[-1] in suits for card in held[seat])
            checked += 1
        legal = match.legal()
        match.act(legal[int(rng.integers(len(legal)))])
    assert checked >= 3


def test_hard_worlds_know_who_cannot_hold_the_queen_when_it_must_drop() -> None:
    """With qs_must_drop, a seat void in the suit led that threw another card cannot hold the Q♠."""
    rng = np.random.default_rng(3)
    found = 0
    for seed in range(20):
        match = open_match("hearts", 4, options={"qs_must_drop": True, "pass_cycle": "none"}, seed=seed)
        while not match.over and match.view(None)["hand_no"] == 1 and found < 6:
            view = match.view(match.to_move)
            trick = view["trick"]
            if trick and len(trick["cards"]) > 1 and view["tricks"] and "QS" not in played_cards(view):
                thrower = trick["seats"][-1]
                threw = trick["cards"][-1]
                if threw[-1] != trick["cards"][0][-1] and thrower != view["seat"] and "QS" not in view["hand"]:
                    for held in world_hands(view, 15, seed):
                        assert "QS" not in held[thrower]
                    found += 1
            legal = match.legal()
            match.act(legal[int(rng.integers(len(legal)))])
    assert found >= 3


def test_hard_pass_worlds_have_the_earlier_seats_passed_and_this_seat_to_move() -> None:
    match = dealt({}, dealer=3, pass_cycle="left")
    for _ in range(4):  # seat 0 passes three, seat 1 one
        match.act(match.bot_move("normal"))
    view = match.view(1)
    worlds = HeartsSearch().worlds(view, np.random.default_rng(2))
    for _ in range(10):
        state = next(worlds).state.state
        assert state.turn == 1 and state.pass_count == 4
        assert [passed.bit_count() for passed in state.passed] == [3, 1, 0, 0]
        assert set(LAYOUT.texts_of(state.hands[1])) == set(view["hand"])
        assert LAYOUT.texts_of(state.passed[1]) == view["passed"]


def test_hard_searches_one_card_of_each_touching_group() -> None:
    match = dealt(RANKED)
    play_cards(match, "2C 6C")
    assert play_candidates(match.view(2)) == ["play 9C"]  # 9♣ T♣ J♣ touch: one candidate
    play_cards(match, "9C AC")
    # seat 3 leads: Q♣ K♣ touch, J♦ Q♦ touch, the A♦ is parted by the K♦ out, the Q♠ scores apart from K♠ A♠
    assert play_candidates(match.view(3)) == ["play QC", "play JD", "play AD", "play QS", "play KS"]


def test_pass_candidates_start_with_the_normal_plan() -> None:
    hand = cards("QS AS 3S", "2C 4C 7C 9C", "2D 5D 8D", "2H 4H 6H")
    view = dealt({0: hand}, dealer=3, pass_cycle="left").view(0)
    candidates = pass_candidates(view, 5)
    assert candidates[0] == "pass 9C QS AS"
    assert len(candidates) == 5 and len(set(candidates)) == 5


def test_hard_values_points_early_and_the_match_near_its_end() -> None:
    match = dealt(RANKED)
    view = match.view(0)
    search = HeartsSearch()
    world = next(search.worlds(view, np.random.default_rng(0)))
    end = play_out(search, world.state.copy(), np.random.default_rng(0))
    assert search.evaluate(world.state, end, 0) == -end.state.history[-1][0]
    world.state.state.scores = (90, 40, 40, 40)
    end = play_out(search, world.state.copy(), np.random.default_rng(0))
    points = end.state.history[-1][0]
    assert search.evaluate(world.state, end, 0) == pytest.approx(MATCH_SCALE * win_chance(end.state, 0) - points)


def test_win_chance_is_exact_at_the_end_and_favours_the_lower_total() -> None:
    state: HeartsState = open_match("hearts", 4, seed=2).state
    state.scores = (10, 20, 30, 40)
    assert 0 < win_chance(state, 3) < win_chance(state, 2) < win_chance(state, 1) < win_chance(state, 0) < 1
    state.phase, state.winners = OVER, (1,)
    assert [win_chance(state, seat) for seat in range(4)] == [0, 1, 0, 0]
    state.winners = (1, 2)
    assert [win_chance(state, seat) for seat in range(4)] == [0, 0.5, 0.5, 0]


def test_hard_bot_decides_the_same_on_the_same_view_and_seed() -> None:
    match = moon_run()
    play_cards(match, "AD 6D 2D")
    view = match.view(1)
    bot = HardBot(budget=8)
    assert bot.choose(view, np.random.default_rng(4)) == bot.choose(view, np.random.default_rng(4))


# --- strength -------------------------------------------------------------------------------------------------


def test_normal_clearly_beats_easy() -> None:
    result = run_tournament("hearts", ["normal", "easy", "easy", "easy"], hands=40, seed=11)
    rows = {row.level: row for row in result.rows()}
    assert rows["normal"].versus_fair.high < 0 < rows["easy"].versus_fair.low
    assert rows["normal"].mean.value < rows["easy"].mean.value - 2


# --- the hard bot's inference ---------------------------------------------------------------------------------


def test_the_true_deal_explains_every_play_of_normal_bots_and_a_deviation_costs_one_surprise() -> None:
    match = open_match("hearts", 4, seed=21)
    deviated = None
    checked = 0
    while match.view(None)["hand_no"] == 1:
        seat = match.to_move
        assert seat is not None
        view = match.view(seat)
        if view["phase"] == "play":
            expected = 1.0 if deviated is None or deviated == seat else SURPRISE
            assert likelihood(match.state, seat, plays_so_far(view)) == pytest.approx(expected)
            checked += 1
        move = match.bot_move("normal")
        if deviated is None and view["phase"] == "play" and len(view["tricks"]) == 4 and len(view["legal"]) > 1:
            move = next(action for action in view["legal"] if action != move)  # one play no normal bot makes
            deviated = seat
        match.act(move)
    assert deviated is not None and checked > 40


def queen_thrower_view() -> tuple[dict[str, Any], int]:
    """A view of normal-bot play where another seat, void in the suit led after the first trick, threw a card other
    than the Q♠ while the Q♠ is still out (the normal bot would have thrown the Q♠ if it held it)."""
    for seed in range(40):
        match = open_match("hearts", 4, options={"pass_cycle": "none"}, seed=seed)
        while not match.over and match.view(None)["hand_no"] == 1:
            seat = match.to_move
            assert seat is not None
            view = match.view(seat)
            trick = view["trick"]
            if trick and len(trick["cards"]) > 1 and view["tricks"] and "QS" not in view["hand"]:
                thrower, threw = trick["seats"][-1], trick["cards"][-1]
                if threw[-1] != trick["cards"][0][-1] and "QS" not in played_cards(view):
                    return dict(view), thrower
            match.act(match.bot_move("normal"))
    raise AssertionError("no such position in 40 matches")


def test_a_thrower_that_kept_the_queen_is_an_unlikely_world() -> None:
    """Weighed by the plays, the worlds that give the Q♠ to a seat that threw another card on a void (where the
    normal bot throws the Q♠) lose much of their share."""
    view, thrower = queen_thrower_view()
    worlds = HeartsSearch(surprise=1.0).worlds(view, np.random.default_rng(8))
    queen = 1 << LAYOUT.index("QS")
    plays = plays_so_far(view)
    held = total = held_weight = total_weight = 0.0
    for _ in range(300):
        state = next(worlds).state.state
        weight = likelihood(state, view["seat"], plays)
        total += 1
        total_weight += weight
        if state.hands[thrower] & queen:
            held += 1
            held_weight += weight
    assert held / total > 0.2, "uniformly, the thrower holds the Q♠ in its share of the worlds"
    assert held_weight / total_weight < 0.7 * held / total


def test_resampling_draws_the_worlds_in_proportion_to_their_weights() -> None:
    world = next(HeartsSearch().worlds(dealt(RANKED).view(0), np.random.default_rng(0)))
    batch = [World(world.state.copy(), weight) for weight in (1.0, 1e-9, 0.5, 2.5)]
    drawn = list(resampled(batch, 400, np.random.default_rng(1)))
    counts = {next(i for i, w in enumerate(batch) if w.state is d.state): d.weight for d in drawn}
    assert sorted(counts) == [0, 2, 3], "the nearly impossible world is not drawn, the others once, with a count"
    assert sum(counts.values()) == 400
    assert counts[0] == pytest.approx(100, abs=30) and counts[3] == pytest.approx(250, abs=30)
