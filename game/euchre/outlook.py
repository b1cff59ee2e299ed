"""A team's chance of winning the game from a score: what the hard bot's searches maximise, so that a point is
worth what it is worth at that score (two points at 8 of 10 win the game; going alone at 9 gains nothing).

Each hand is modelled as independent of the others, with the split of results normal bots reach in self-play
(`HAND_RESULTS`: the points one team scores in a hand, by chance; the other team's the same by symmetry). The
chance then follows from a recursion over the points each team still needs.
"""

from __future__ import annotations

from functools import cache
from typing import Final

# (points, chance) that one given team scores that many in a hand: makers' 1 and 2 (a march), a lone march's
# 4, a euchre's 2; both teams together score in nearly every hand (the rest is thrown in or redealt).
HAND_RESULTS: Final = ((1, 0.31), (2, 0.19), (4, 0.006))


@cache
def win_chance(mine: int, theirs: int) -> float:
    """The chance that a team needing `mine` more points wins against one needing `theirs` (both > 0 unless
    the game is decided: needing 0 or fewer means that team has won)."""
    if mine <= 0:
        return 1.0
    if theirs <= 0:
        return 0.0
    scored = 0.0
    total = 0.0
    for points, chance in HAND_RESULTS:
        scored += chance * win_chance(mine - points, theirs)
        scored += chance * win_chance(mine, theirs - points)
        total += 2 * chance
    return scored / total


def team_win_chance(scores: tuple[int, int], team: int, target: int) -> float:
    """The chance that `team` (0 or 1) wins from these team `scores` in a game to `target`."""
    return win_chance(target - scores[team], target - scores[team ^ 1])
