"""Duplicate-deal tournaments between bot levels, for any registered game.

    python -m game.tournament kuckuck --players 6 --seats hard,normal --deals 5000 --seed 8 --versus normal,t7
    python -m game.tournament hearts --seats hard,normal,normal,normal --hands 400 --seed 7
    python -m game.tournament euchre --seats hard,normal,hard,normal --games 200 --seed 1
    python -m game.tournament hearts --seats hard --versus openspiel-ismcts --hands 100 --seed 1

- `rounds` (`--hands`): every rotation of the lineup round the table meets the same shuffles; mean points per
  round by level, against each level's fair share.
- `games` (`--games`): whole games, the teams (the game's partnerships, or every seat alone) swapping chairs on
  the same deal sequences; each team's game win rate.
- `kuckuck` (`kuckuck --deals`): Kuckuck's rounds: lives lost per deal and matches won per level in percent, the
  fixed-threshold yardsticks t3 … t10, and `--versus`: the same sets with another level in the first seat, with
  the paired difference.
- `openspiel`: OpenSpiel's ISMCTS and random bots as Hearts and Euchre opponents (`--versus openspiel-ismcts`:
  every seat outside the first seat's team), an OpenSpiel state kept in lockstep with our match; `chairs`: who
  moves for each chair.
- `stats`: the confidence intervals, blocked by duplicate set; `cli`: the command line.

Only the shared API is used: `open_match`, `Match.bot_move`, `act`, `to_move`, `hands`, `scores`, `over`,
`winners` and the registry's spec (player range, teams, bot levels, score direction); the OpenSpiel twin also
reads each deal's cards off `Match.state`, as a referee would (no bot of either side sees it).
"""

from __future__ import annotations

from game.tournament.cli import main, parse_args
from game.tournament.games import GameRecord, GamesResult, TeamRow, format_games_table, run_games
from game.tournament.rounds import (
    LevelRow,
    MatchRecord,
    Round,
    TournamentResult,
    format_table,
    play_match,
    run_tournament,
)
from game.tournament.stats import Estimate, ratio_estimate, t_quantile_975

__all__ = [
    "Estimate",
    "GameRecord",
    "GamesResult",
    "LevelRow",
    "MatchRecord",
    "Round",
    "TeamRow",
    "TournamentResult",
    "format_games_table",
    "format_table",
    "main",
    "parse_args",
    "play_match",
    "ratio_estimate",
    "run_games",
    "run_tournament",
    "t_quantile_975",
]
