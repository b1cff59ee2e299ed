"""Bots: legal, honest (hidden cards change nothing), and ranked by strength."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

from game import open_match
from game.ai.search import play_out
from game.core.seats import BOT_LEVELS
from game.kuckuck.bots.hard import KuckuckSearch
from game.kuckuck.bots.seen import seen_in_view
from game.kuckuck.bots.thresholds import normal_move
from game.kuckuck.bots.tuned import keep_threshold, normal_threshold
from game.kuckuck.determinize import Determinizer
from game.kuckuck.inference import Posterior
from game.kuckuck.rules import KuckuckRules
from tests.kuckuck_helpers import bot_choice, play, play_to_end

RULES = KuckuckRules()
SEARCH = KuckuckSearch()


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_only_ever_choose_legal_actions(level: str) -> None:
    for seed in range(2):
        match = open_match("kuckuck", players=7, options={"dealer_double_draw": True, "lives": 2}, seed=seed)
        play_to_end(match, bot_choice([level] * 7))


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_never_peek_hidden_cards_or_the_stock(level: str) -> None:
    """Two deals that look the same to the seat to move must get the same decision, whatever is hidden."""
    for mine in ["4C", "6D", "8H"]:
        decisions = set()
        for others in (["KD", "2S", "3H", "9C", "AS"], ["2D", "KS", "QH", "AC", "KH"], ["7D", "7S", "5H", "TC", "2H"]):
            match = open_match("kuckuck", players=5, seed=1, dealer=4)
            match.deal([mine, *others])
            assert match.to_move == 0
            decisions.add(match.bot_move(level, seed=99))
        assert len(decisions) == 1, f"{level} with {mine} decided differently on hidden cards"


HIDDEN_MIDWAY = (  # seat 3 sees the same deal each time: seat 0 swapped with seat 1, seats 1 and 2 stayed
    ["6C", "9D", "JH", "5S", "2C", "QD"],
    ["TC", "3D", "7H", "5S", "KC", "AD"],
    ["2H", "8S", "QC", "5S", "4D", "9S"],
)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_decide_alike_midway_through_a_deal_that_looks_alike(level: str) -> None:
    decisions = set()
    views = []
    for order in HIDDEN_MIDWAY:
        match = open_match("kuckuck", players=5, seed=2, dealer=4)
        match.deal(order)
        play(match, ["swap", "stay", "stay"])
        assert match.to_move == 3
        views.append(match.view(3))
        decisions.add(match.bot_move(level, seed=5))
    assert views[0] == views[1] == views[2]
    assert len(decisions) == 1, f"{level} decided differently on cards it cannot see"


def test_a_dealer_who_drew_decides_alike_whatever_the_stock_hides() -> None:
    decisions = set()
    views = []
    for hidden in (["9C", "9D", "8H"], ["TS", "KH", "7D"], ["8C", "JD", "QH"]):
        stock = ["2S", "AC"] if hidden[0] != "8C" else ["2S", "AD"]
        match = open_match("kuckuck", players=4, options={"dealer_double_draw": True}, seed=3, dealer=3)
        match.deal([*hidden, "4S", *stock])
        play(match, ["stay", "stay", "stay", "swap"])  # the dealer gave 4S for 2S and may draw once more
        views.append(match.view(3))
        decisions.add(match.bot_move("hard", seed=8))
    assert views[0] == views[1] == views[2] and views[0]["cards"][3] == "2S"
    assert decisions == {"swap"}  # a 2 loses to almost anything: draw again


def win_counts(levels: list[str], games: int) -> Counter[str]:
    wins: Counter[str] = Counter()
    for game in range(games):
        seating = levels[game % len(levels) :] + levels[: game % len(levels)]
        match = open_match("kuckuck", players=len(seating), options={"lives": 2}, seed=1000 + game)
        play_to_end(match, bot_choice(seating))
        wins[seating[match.winners[0]]] += 1
    return wins


def test_normal_and_hard_bots_clearly_beat_easy_ones() -> None:
    games = 150
    fair_share = games / 5
    normal = win_counts(["normal", "easy", "easy", "easy", "easy"], games)
    hard = win_counts(["hard", "easy", "easy", "easy", "easy"], 60)
    assert normal["normal"] > 1.35 * fair_share
    assert hard["hard"] > 1.35 * 60 / 5


def borderline(view: Mapping[str, Any]) -> bool:
    """The seat's card lies one rank either side of where the normal bot changes its mind (its tuned threshold
    for this seat): what the seat knows makes it a hard call."""
    seen = seen_in_view(view)
    limit = normal_threshold(seen)
    return seen.left is None and seen.mine in (limit - 1, limit)


def expected_losses(view: Mapping[str, Any], proposals: int, rng: np.random.Generator) -> dict[str, float]:
    """The judge: each legal action's expected lives lost for the seat to move, given everything it saw and that
    every other seat plays the normal bot. Deals are drawn uniformly among those the seat's own sight allows, kept
    only if normal bots holding those cards would have made exactly the moves the table saw (exact conditioning,
    no model of the others), and played out with normal bots after each action."""
    me = view["seat"]
    posterior = Posterior(view, keep_threshold(sum(view["in_deal"])))  # its samples, without their weights
    determinizer = Determinizer(view)
    totals = dict.fromkeys(view["legal"], 0.0)
    kept = 0
    for _ in range(proposals):
        state = determinizer.deal(posterior.sample(rng))
        for action in determinizer.actions:
            assert state.turn is not None
            if state.turn != me and normal_move(state, state.turn) != action:
                break
            state = RULES.apply(state, action)[0]
        else:
            kept += 1
            for action in totals:
                end = play_out(SEARCH, SEARCH.branch(state, action), rng)
                totals[action] += state.lives[me] - end.lives[me]
    assert kept >= 10, f"only {kept} of {proposals} deals agree with the table"
    return {action: total / kept for action, total in totals.items()}


def test_hard_chooses_better_than_normal_where_the_two_differ() -> None:
    """At every hard call (see `borderline`) of 90 seeded deals played by normal bots, the hard bot is asked too.
    Where the two choose differently, the judge weighs both choices by their expected cost: the hard bot's choice
    must cost fewer lives on average (by more than two standard errors) and be the better one in most of those
    decisions."""
    advantages: list[float] = []
    asked = 0
    for seed in range(90):
        match = open_match("kuckuck", players=6, seed=seed)
        while not match.hands:
            seat = match.to_move
            assert seat is not None
            view = match.view(seat)
            normal = match.bot_move("normal")
            if len(view["legal"]) > 1 and borderline(view):
                asked += 1
                hard = match.bot_move("hard")
                if hard != normal:
                    losses = expected_losses(view, 500, np.random.default_rng(seed))
                    advantages.append(losses[normal] - losses[hard])
            match.act(normal)
    assert asked > 40 and len(advantages) >= 8  # it leaves the normal choice only when it is clearly worse
    mean = statistics.fmean(advantages)
    error = statistics.stdev(advantages) / math.sqrt(len(advantages))
    assert mean > 2 * error, (mean, error)
    assert sum(a > 0 for a in advantages) >= 0.75 * len(advantages), advantages


# --- the threshold bots, and the fast reading of a seat's sight ---------------------------------------------


@pytest.mark.parametrize(
    ("options", "players"),
    [
        ({}, 5),
        ({"low_card_reveal": True, "queens_block": True}, 7),
        ({"king_blocks": False}, 14),
        ({"deck": "kille42", "deck_powers": True}, 6),
        ({"deck": "gnav42", "deck_powers": True}, 10),
        ({"deck": "cucu40", "deck_powers": True, "dealer_double_draw": True}, 5),
        ({"deck": "kille42", "deck_powers": True, "kuku_lowest": True, "domino": "A23"}, 7),
    ],
)
def test_the_state_reading_sees_what_the_view_shows(options: dict[str, object], players: int) -> None:
    """Play-outs and the tournament's field read a seat's sight off the full state: at every decision of whole
    matches it must read exactly what the seat's view shows, and the threshold bots must move alike on both."""
    from game.kuckuck.bots.seen import seen_in_state
    from game.kuckuck.bots.thresholds import FixedThreshold, NormalBot

    bots: list[NormalBot | FixedThreshold] = [NormalBot(), FixedThreshold(6)]
    rng = np.random.default_rng(4)
    for seed in range(3):
        match = open_match("kuckuck", players=players, options={**options, "lives": 1}, seed=seed)
        while not match.over:
            seat = match.to_move
            assert seat is not None
            view = match.view(seat)
            assert seen_in_state(match.state, seat) == seen_in_view(view)
            for bot in bots:
                assert bot.move(match.state, seat) == bot.choose(view, rng)
            match.act(match.legal()[int(rng.integers(len(match.legal())))])


def test_a_fixed_threshold_swaps_below_it_and_keeps_from_it_on() -> None:
    from game.kuckuck.bots.thresholds import FixedThreshold

    t6 = FixedThreshold(6)
    for mine, wanted in (("5C", "swap"), ("6C", "stay"), ("AD", "swap"), ("KS", "stay")):
        match = open_match("kuckuck", players=4, seed=1, dealer=3)
        match.deal([mine, "9D", "9H", "9S"])
        assert t6.choose(match.view(0), np.random.default_rng(0)) == wanted, mine
    for mine, wanted in (("5C", "swap"), ("6C", "stay")):  # the dealer draws below the same threshold
        match = open_match("kuckuck", players=3, seed=1, dealer=2)
        match.deal(["9D", "9H", mine])
        play(match, ["stay", "stay"])
        assert t6.choose(match.view(2), np.random.default_rng(0)) == wanted, mine


def test_a_known_left_card_settles_it_for_every_threshold_bot() -> None:
    """A left card the seat knows (a domino can show it) decides alone: a blocker or no better card: stay; a
    better card: swap; with the two-life A♠, another Ace is worth taking. The threshold only decides the rest."""
    from game.kuckuck.bots.seen import HouseRules, Seen
    from game.kuckuck.bots.thresholds import threshold_decision

    def seen(mine: int, left: int | None, **rules: object) -> Seen:
        return Seen(mine, mine == 1, 6, 2, left, False, 0, HouseRules(**rules))  # type: ignore[arg-type]

    for keep_from in (4, 9, 14):
        assert threshold_decision(seen(3, 13), keep_from) == "stay"  # a King blocks
        assert threshold_decision(seen(3, 12, queens_block=True), keep_from) == "stay"
        assert threshold_decision(seen(8, 12), keep_from) == "swap"  # a better card
        assert threshold_decision(seen(8, 13, king_blocks=False), keep_from) == "swap"
        assert threshold_decision(seen(8, 5), keep_from) == "stay"
        assert threshold_decision(seen(1, 1), keep_from) == "stay"
        assert threshold_decision(seen(1, 1, ace_of_spades_double=True), keep_from) == "swap"
    assert [threshold_decision(seen(5, None), t) for t in (5, 6)] == ["stay", "swap"]


def test_the_normal_thresholds_come_from_the_generated_table() -> None:
    from game.kuckuck.bots import normal_table
    from game.kuckuck.bots.seen import HouseRules, Seen
    from game.kuckuck.bots.tuned import profile_names

    assert "tools/tune_kuckuck_normal.py" in (normal_table.__doc__ or "")
    base = normal_table.TABLES["base"]
    assert sorted(base) == list(range(2, 21)) and all(len(row) == n + 1 for n, row in base.items())
    for n, row in base.items():
        for place in range(1, n + 1):
            seen = Seen(5, False, n, place, None, False, 0, HouseRules())
            assert normal_threshold(seen) == row[place - 1]
    assert profile_names(HouseRules(dealer_stock_king="keep", queens_block=True)) == [
        "queens_block=True",
        "dealer_stock_king=keep",
    ]


# --- the hard bot: certain moves, the canonical view, the memo ---------------------------------------------


def test_the_hard_bot_needs_no_search_for_a_king_an_ace_or_a_known_blocker() -> None:
    from game.kuckuck.bots.hard import HardBot

    bot = HardBot()
    for mine, wanted in (("KC", "stay"), ("AD", "swap")):
        match = open_match("kuckuck", players=6, seed=1, dealer=5)
        match.deal([mine, "9D", "9H", "9S", "8C", "8D"])
        assert bot.choose(match.view(0), np.random.default_rng(0)) == wanted
    match = open_match("kuckuck", players=4, seed=1, dealer=3)
    match.deal(["QC", "KD", "4H", "9S"])
    play(match, ["swap"])  # blocked: seat 1's King is shown, and seat 1 keeps it
    assert bot.choose(match.view(1), np.random.default_rng(0)) == "stay"
    assert bot.searched == 0


def test_the_hard_bot_answers_alike_wherever_the_table_sits_and_whatever_the_suits() -> None:
    """The same deal seen from seats turned round the table, with other suits and other lives elsewhere, has one
    canonical view: one key, one answer, and the memo gives what a fresh bot would."""
    from game.kuckuck.bots.canonical import canonical_view, view_key
    from game.kuckuck.bots.hard import HardBot

    keys, answers = set(), set()
    for dealer, suits, lives in ((4, "CD", 3), (1, "HS", 2), (2, "DC", 3)):
        match = open_match("kuckuck", players=5, options={"lives": lives}, seed=3, dealer=dealer)
        match.deal([f"6{suits[0]}", f"7{suits[1]}", "9H", "TC", "JD"])  # dealt from the dealer's left
        match.act("swap")  # the first seat swaps its 6 for the 7
        seat = match.to_move
        assert seat is not None
        view = match.view(seat)
        keys.add(view_key(canonical_view(view)))
        fresh = HardBot().choose(view, np.random.default_rng(1))
        warm = HardBot()
        warm.choose(view, np.random.default_rng(2))
        answers.add((fresh, warm.choose(view, np.random.default_rng(3)), warm.searched))
    assert len(keys) == 1
    assert len(answers) == 1 and next(iter(answers))[2] == 1  # the second call came from the memo
