"""Euchre bots as a player sees them: the normal bot's partnership play and bidding, the hard bot's search, and
every level blind to the cards its seat cannot see."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

from game import Match, load_match
from game.core.protocol import Agent
from game.euchre.bots import EasyBot, NormalBot, normal_choice
from game.euchre.outlook import team_win_chance
from game.euchre.search import HardBot
from tests.contract.keys import KEYS
from tests.contract.test_bots import shuffled_hidden
from tests.euchre_helpers import act_all, dealt

LEVELS = ("easy", "normal", "hard")
FAST_HARD = HardBot(budget=16)


def cards(text: str) -> list[str]:
    return text.split()


def with_scores(view: Mapping[str, Any], team_scores: tuple[int, int]) -> dict[str, Any]:
    """The same view with the teams' scores changed (as if the game had reached them)."""
    changed = dict(view)
    changed["team_scores"] = list(team_scores)
    changed["scores"] = [team_scores[seat & 1] for seat in range(4)]
    return changed


def partner_leads_spades() -> Match:
    """Dealer 3, seat 1 orders hearts, the dealer keeps JH QH TH AC AD (no spade); seats 0, 1, 2 play 9S, AS, TS."""
    match = dealt(
        {
            0: cards("9S QS 9C TC 9D"),
            1: cards("AS KH AH TD QC"),
            2: cards("TS KS JC QD KC"),
            3: cards("JH QH TH AC AD"),
        },
        dealer=3,
        up="9H",
    )
    act_all(match, "pass, order, discard 9H, play 9S, play AS, play TS")
    return match


def test_normal_and_hard_never_trump_their_partners_sure_winner() -> None:
    match = partner_leads_spades()
    assert match.to_move == 3 and match.view(3)["trick"]["cards"] == ["9S", "AS", "TS"]
    assert match.bot_move("normal") in ("play AC", "play AD")
    assert FAST_HARD.choose(match.view(3), np.random.default_rng(1)) in ("play AC", "play AD")


def test_normal_covers_its_partners_card_when_a_higher_one_may_come_behind() -> None:
    match = dealt(
        {
            0: cards("QS 9C TC 9D TD"),
            1: cards("9S KH AH QC KC"),
            2: cards("AS TS JC QD KD"),
            3: cards("KS JH QH TH AC"),
        },
        dealer=3,
        up="9H",
    )
    act_all(match, "pass, order, discard 9H, play QS, play 9S")
    assert match.to_move == 2
    assert match.bot_move("normal") == "play AS"  # the K♠ may be behind: the partner's Q♠ needs covering


def test_normal_orders_with_a_strong_hand_and_leads_trump_as_maker() -> None:
    match = dealt({0: cards("JH AH KH AC 9S")}, dealer=3, up="9H")
    assert match.bot_move("normal") == "order"
    match.act("order")
    match.act(match.bot_move("normal"))  # the dealer's discard
    assert match.to_move == 0
    assert match.bot_move("normal") == "play JH"
    assert FAST_HARD.choose(match.view(0), np.random.default_rng(2)) in ("play JH", "play AH", "play KH")


@pytest.mark.parametrize(("ours", "alone"), [(0, True), (7, True), (8, False), (9, False)])
def test_normal_goes_alone_on_a_sure_march_but_never_when_two_points_win(ours: int, alone: bool) -> None:
    match = dealt({0: cards("JH JD AH AC AS")}, dealer=3, up="9H")
    view = with_scores(match.view(0), (ours, 3))
    assert normal_choice(view) == ("order alone" if alone else "order")


def test_hard_does_not_go_alone_when_one_point_wins() -> None:
    match = dealt({0: cards("JH JD AH AC AS")}, dealer=3, up="9H")
    assert FAST_HARD.choose(with_scores(match.view(0), (9, 5)), np.random.default_rng(3)) == "order"


def test_the_hard_bot_leads_the_trump_that_makes_the_march_certain() -> None:
    """Trick 4: the maker holds JH and AC, its team has taken three tricks, and the only trump it has not seen is
    the JD. The JH draws it whoever holds it; the AC first could be ruffed by anyone out of clubs."""
    match = dealt(
        {
            0: cards("JH AH KH AC AS"),
            1: cards("QH 9D TD QD KD"),
            2: cards("KS QS 9S 9C TC"),
            3: cards("JD TH QC KC AD"),
        },
        dealer=3,
        up="9H",
    )
    act_all(match, "order, discard AD")
    act_all(match, "play AH, play QH, play 9C, play 9H, play KH, play 9D, play TC, play TH")
    act_all(match, "play AS, play TD, play 9S, play QC")
    view = match.view(0)
    assert view["tricks_won"] == [3, 0] and view["hand"] == ["AC", "JH"]
    assert HardBot().choose(view, np.random.default_rng(4)) == "play JH"


def test_the_dealer_discards_its_weakest_card() -> None:
    match = dealt({3: cards("JH QH AC 9S KD")}, dealer=3, up="AH")
    match.act("order")
    assert match.to_move == 3 and match.view(3)["phase"] == "discard"
    assert match.bot_move("normal") == "discard 9S"  # the low singleton: a void in spades, the K♦ kept
    assert FAST_HARD.choose(match.view(3), np.random.default_rng(5)) in ("discard 9S", "discard KD")
    assert match.bot_move("easy") == "discard 9S"


def test_normal_answers_the_variant_questions() -> None:
    farmer = dealt({0: cards("9C TC 9D TD 9S")}, dealer=3, up="AH", farmers_hand=True)
    assert farmer.bot_move("normal") == "redeal"
    weak = dealt({0: cards("9C TC 9D TD QS"), 1: cards("JH JD AH AC AS")}, dealer=3, up="9H", lone_defender=True)
    weak.act("pass")
    assert weak.bot_move("normal") == "order alone"
    weak.act("order alone")
    act_all(weak, [weak.bot_move("normal")])  # the dealer's discard
    assert weak.view(None)["phase"] == "defend_alone" and weak.bot_move("normal") == "defend"
    asked = dealt({0: cards("JH AH KH AC 9S")}, dealer=3, up="9H", alone="anyone")
    act_all(asked, "order")
    asked.act(asked.bot_move("normal"))  # the dealer's discard
    assert asked.view(None)["phase"] == "partner_alone" and asked.to_move == 2
    assert asked.bot_move("normal") == "support"


def test_the_win_chance_the_hard_bot_plays_for_counts_points_by_the_score() -> None:
    assert team_win_chance((0, 0), 0, 10) == pytest.approx(0.5)
    assert team_win_chance((9, 0), 0, 10) > team_win_chance((8, 0), 0, 10) > team_win_chance((7, 0), 0, 10)
    assert team_win_chance((10, 4), 0, 10) == 1.0 and team_win_chance((4, 10), 0, 10) == 0.0
    # at 9 of 10 a loner's 4 points are worth no more than 1: going alone buys nothing
    assert team_win_chance((13, 5), 0, 10) == team_win_chance((10, 5), 0, 10)


@pytest.mark.parametrize("seed", [3, 4])
def test_every_level_answers_the_same_whatever_the_hidden_cards(seed: int) -> None:
    """At positions of a real game (bids, discards, cards), the hidden cards dealt otherwise in several ways
    give the seat the same view and every level the same answer."""
    match = dealt({}, dealer=seed % 4)
    rng = np.random.default_rng(seed)
    key = KEYS["euchre"](match)
    positions = moved_total = 0
    agents: dict[str, Agent] = {"easy": EasyBot(), "normal": NormalBot(), "hard": FAST_HARD}
    for step in range(40):
        if match.over or len(match.hands):
            break
        seat = match.to_move
        assert seat is not None
        if len(match.legal()) > 1 and step % 2 == 0:
            positions += 1
            view = match.view(seat)
            answers = {level: bot.choose(view, np.random.default_rng(step)) for level, bot in agents.items()}
            for _ in range(3):
                data, moved = shuffled_hidden(match, key, seat, rng)
                other = load_match(data)
                assert other.view(seat) == match.view(seat)
                moved_total += moved
                for level, bot in agents.items():
                    assert bot.choose(other.view(seat), np.random.default_rng(step)) == answers[level], level
        match.act(match.bot_move("normal", seed=step))
    assert positions >= 4 and moved_total > 0
