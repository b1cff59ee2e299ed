"""Contract 5: an illegal action (random junk, a card of another seat, a card nobody holds now, a move of another
phase) raises IllegalAction with a reason a player can read, and changes nothing."""

from __future__ import annotations

import numpy as np
import pytest

from game import IllegalAction, Match
from game.registry import GAMES
from tests.contract.helpers import short_match, snapshot

JUNK: list[object] = ["", " ", "x", "play", "pass", "stay now", "PLAY QS", "play qs", "play QS ", "play 10S",
                      "moon", "moon maybe", "swap swap", "q" * 200, "\x00", 5, None, ["stay"]]  # fmt: skip


def vocabulary(game: str) -> set[str]:
    """Every action a whole random match of `game` offered at some point."""
    match = short_match(game, seed=70)
    rng = np.random.default_rng(70)
    seen: set[str] = set()
    while not match.over:
        legal = match.legal()
        seen.update(legal)
        match.act(legal[int(rng.integers(len(legal)))])
    return seen


def refuses(match: Match, action: object) -> None:
    with pytest.raises(IllegalAction) as error:
        match.act(action)  # type: ignore[arg-type]
    reason = error.value.reason
    assert isinstance(reason.message, str) and reason.message.strip()
    assert reason.english() == str(error.value) and "{" not in reason.english()


@pytest.mark.parametrize("game", GAMES)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(game: str) -> None:
    words = sorted(vocabulary(game))
    match = short_match(game, seed=71)
    rng = np.random.default_rng(71)
    for step in range(120):
        if match.over:
            break
        legal = match.legal()
        before = snapshot(match)
        illegal = [word for word in words if word not in legal]
        junk = [word for word in JUNK if word not in legal]  # "pass" is junk in most games, a bid in Euchre
        if step % 3 == 0 or len(illegal) < 20:
            tried = illegal + junk
        else:
            tried = [illegal[int(i)] for i in rng.choice(len(illegal), 20, replace=False)]
        for action in tried:
            refuses(match, action)
        assert snapshot(match) == before
        match.act(legal[int(rng.integers(len(legal)))])
    assert len(words) >= 2
