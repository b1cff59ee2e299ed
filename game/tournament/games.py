"""Whole-game tournaments (`--games`): duplicate deal sequences, the teams swapping chairs, game win rate per team.

    python -m game.tournament euchre --seats hard,normal,hard,normal --games 200 --seed 1

The lineup (`--seats`, one bot level per seat) is split into the game's teams (`GameSpec.teams`: Euchre's seats
0+2 and 1+3; in a game without partnerships every seat is a team of one). A *duplicate set* opens one match from
the seed (S, g) once per seating: seating r turns the lineup r chairs round the table, for r below the number of
teams, so every team plays from every team's chairs and meets the very same deal sequence (the shuffles depend
only on the seed and the deal number) and the same first dealer. Sets are played until `--games` games are done
(whole sets only, so a set is never cut in half).

Each team's figure is its game win rate (a game won together with another team counts as the share). The sets are
independent and identically distributed, so they are the unit of observation: the rate's 95% interval is the
ratio estimator's over sets (game.tournament.stats), which keeps the pairing of the two seatings that share the
same cards and so takes most of the luck of the deal out of the comparison.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from game.core.rng import generator
from game.core.safe_json import quoted
from game.tournament.chairs import Chairs
from game.tournament.stats import Estimate, ratio_estimate


@dataclass(frozen=True)
class GameRecord:
    set_index: int
    seating: int  # the lineup turned this many chairs round the table
    levels: tuple[str, ...]  # chair -> its bot level
    deals: tuple[tuple[str, ...], ...]  # every shuffle of the game, in order (card texts)
    hands: int  # rounds scored
    winners: tuple[int, ...]  # lineup teams that won (more than one: a shared win)
    final_scores: tuple[int, ...]  # chair -> its score at the end


@dataclass(frozen=True)
class TeamRow:
    team: int  # the lineup team's index
    seats: tuple[int, ...]  # its lineup entries (its chairs in seating 0)
    levels: tuple[str, ...]
    games: int
    wins: float
    rate: Estimate


@dataclass(frozen=True)
class GamesResult:
    game: str
    lineup: tuple[str, ...]
    teams: tuple[tuple[int, ...], ...]  # lineup entries by team
    games_asked: int
    seed: int
    records: tuple[GameRecord, ...]

    @property
    def sets(self) -> int:
        return 1 + max((record.set_index for record in self.records), default=-1)

    def hands_per_game(self) -> float:
        return sum(record.hands for record in self.records) / len(self.records) if self.records else math.nan

    def rows(self) -> list[TeamRow]:
        rows = []
        for team, seats in enumerate(self.teams):
            wins = [0.0] * self.sets
            played = [0.0] * self.sets
            for record in self.records:
                played[record.set_index] += 1
                if team in record.winners:
                    wins[record.set_index] += 1 / len(record.winners)
            levels = tuple(self.lineup[seat] for seat in seats)
            rows.append(TeamRow(team, seats, levels, len(self.records), sum(wins), ratio_estimate(wins, played)))
        return rows


def seatings(teams: Sequence[Sequence[int]], players: int) -> int:
    """How many seatings a set plays: one per team, each turning the lineup one more chair; ValueError naming
    `game` when turning the table does not carry every team onto a team (then no fair swap exists this way)."""
    groups = {frozenset(team) for team in teams}
    for turn in range(len(teams)):
        if any(frozenset((seat + turn) % players for seat in team) not in groups for team in teams):
            raise ValueError("game: its teams are not swapped by turning the table, so --games cannot seat them")
    return len(teams)


def play_game(
    game: str,
    levels: Sequence[str],
    seed: int,
    set_index: int,
    seating: int,
    lineup_team_of_chair: Sequence[int],
    options: Mapping[str, object] | None = None,
) -> GameRecord:
    """One whole game of the set `set_index` (opened from the seed (seed, set_index)), chairs seated in `levels`
    order; `lineup_team_of_chair[c]` is the lineup team sitting in chair c."""
    from game import open_match

    match = open_match(game, len(levels), options, rng=generator([seed, set_index]))
    chairs = Chairs(game, match, levels, (seed, set_index, seating))
    while not match.over:
        chairs.move()
    log = match.to_dict()["log"]
    winners = tuple(sorted({lineup_team_of_chair[chair] for chair in match.winners}))
    return GameRecord(
        set_index=set_index,
        seating=seating,
        levels=tuple(levels),
        deals=tuple(tuple(entry["deal"]) for entry in log if "deal" in entry),
        hands=len(match.hands),
        winners=winners,
        final_scores=tuple(match.scores),
    )


def run_games(
    game: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> GamesResult:
    """Play duplicate sets until `games` games are done (see the module's docstring). Every bad argument raises
    ValueError naming it; `progress(sets, games)` is called after each set."""
    from game.registry import spec_for
    from game.tournament.rounds import check_lineup, with_openspiel

    spec = spec_for(game)
    lineup = check_lineup(spec.bot_levels, seats, players)
    spec.check_players(len(lineup))
    options = with_openspiel(game, lineup, options)
    if type(games) is not int or games < 1:
        raise ValueError(f"games: expected a whole number >= 1, got {quoted(games)}")
    if type(seed) is not int or seed < 0:
        raise ValueError(f"seed: expected a whole number >= 0, got {quoted(seed)}")
    size = len(lineup)
    teams = tuple(tuple(team) for team in spec.teams(size))
    count = seatings(teams, size)
    team_of_entry = {seat: index for index, team in enumerate(teams) for seat in team}
    records: list[GameRecord] = []
    set_index = 0
    while len(records) < games:
        for seating in range(count):
            entry_of_chair = [(chair - seating) % size for chair in range(size)]
            levels = [lineup[entry] for entry in entry_of_chair]
            team_of_chair = [team_of_entry[entry] for entry in entry_of_chair]
            records.append(play_game(game, levels, seed, set_index, seating, team_of_chair, options))
        set_index += 1
        if progress is not None:
            progress(set_index, len(records))
    return GamesResult(game, lineup, teams, games, seed, tuple(records))


def format_games_table(result: GamesResult) -> str:
    """The report a person reads: one row per team of the lineup, the best first."""
    seatings_per_set = len(result.teams)
    width = max(22, *(len("+".join(row.levels)) + 2 for row in result.rows()))
    lines = [
        f"{result.game}: lineup {','.join(result.lineup)}, seed {result.seed}; teams by lineup seat: "
        + " | ".join(",".join(map(str, team)) for team in result.teams),
        f"{result.sets} duplicate sets x {seatings_per_set} seatings (the teams swap chairs, same deals) = "
        f"{len(result.records)} games; {result.hands_per_game():.1f} hands a game",
        f"game win rate per team; 95% intervals blocked by duplicate set (t, {result.sets - 1} df)",
        "",
        f"{'team':<10}{'seats':<10}{'levels':<{width}}{'games':>7}{'wins':>9}{'win rate':>10}  95% CI",
    ]
    for row in sorted(result.rows(), key=lambda row: -row.rate.value):
        wins = f"{row.wins:g}"
        lines.append(
            f"{chr(ord('A') + row.team):<10}{','.join(map(str, row.seats)):<10}{'+'.join(row.levels):<{width}}"
            f"{row.games:>7}{wins:>9}{row.rate.value:>10.3f}  {row.rate.interval()}"
        )
    return "\n".join(lines)
