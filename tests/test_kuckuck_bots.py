"""Bots: legal, honest (hidden cards change nothing), and ranked by strength."""

from __future__ import annotations

from collections import Counter

import pytest

from game import open_match
from game.core.seats import BOT_LEVELS
from tests.kuckuck_helpers import bot_choice, play_to_end


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_only_ever_choose_legal_actions(level: str) -> None:
    for seed in range(3):
        match = open_match("kuckuck", players=7, options={"dealer_double_draw": True}, seed=seed)
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
    hard = win_counts(["hard", "easy", "easy", "easy", "easy"], 90)
    assert normal["normal"] > 1.35 * fair_share
    assert hard["hard"] > 1.35 * 90 / 5
