"""Per-round tournaments (`--hands`): duplicate deals rotated through every seat, points per round by bot level.

    python -m game.tournament kuckuck --seats hard,normal,normal,normal,normal,normal --hands 600 --seed 1
    python -m game.tournament hearts --seats hard,normal,normal,normal --hands 400 --seed 7

The lineup (`--seats`, one bot level per seat; a short list is filled up with its last level to `--players`) plays
in *duplicate sets*: set g opens one match from the seed (S, g) once per rotation of the lineup round the table,
so with P players every lineup entry sits once in each of the P chairs and meets the very same shuffles (the deal
stream depends only on the seed and the deal number) and the same first dealer. Sets are played until every
rotation has scored at least `--hands` rounds (Kuckuck deals, Hearts hands); whole matches only.

Each round's points per seat are the game's own (`Match.hands`: Kuckuck lives lost that deal, Hearts penalty
points that hand). A seat is scored only in the rounds it took part in (it, or a partner, had a move in them):
a Kuckuck player who is out is not credited with zero-loss deals it sat out, while a Euchre player whose partner
went alone shares its team's points. Because the number of points shared out changes with
the round (a small Kuckuck table loses more per player), each level is also compared with its *fair share*: the
points it would have taken had every round's points been split evenly among the seats that played it.

The 95% confidence intervals are honest about correlation. Rounds of one match are not independent (lives left,
who is out, the running score), and the rotations of one set share their cards on purpose. So the unit of
observation is the duplicate set: sets use independent seeds, so their totals are independent and identically
distributed. A level's mean is a ratio of sums over sets (points / rounds played); its standard error is the
ratio estimator's (delta method) from the spread of the per-set residuals, and the interval uses Student's t with
(sets - 1) degrees of freedom. The difference to the fair share is estimated the same way on per-set differences,
which removes most of the luck of the cards (every level saw the same ones), so it is the sharper figure.

Rotation keeps the order round the table: each lineup entry always has the same neighbours. Against a field
of one level (hard,normal,normal,…) that is no matter; with two levels under test in one lineup, each meets the
other from the same side every time (in Kuckuck the seat on your left is the one you swap with), so compare
them in separate runs against the same field, or swap their order and average.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from game.core.rng import generator
from game.core.safe_json import quoted
from game.tournament.chairs import Chairs
from game.tournament.openspiel import LEVEL_NAMES, check_level, is_openspiel, openspiel_options
from game.tournament.stats import Estimate, ratio_difference, ratio_estimate

# --- records ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Round:
    """One scored round: each chair's points, and whether the chair took part in it."""

    points: tuple[int, ...]
    played: tuple[bool, ...]


@dataclass(frozen=True)
class MatchRecord:
    set_index: int
    rotation: int
    slots: tuple[int, ...]  # chair -> the lineup entry sitting there
    levels: tuple[str, ...]  # chair -> its bot level
    deals: tuple[tuple[str, ...], ...]  # every shuffle of the match, in order (card texts)
    rounds: tuple[Round, ...]
    winners: tuple[int, ...]  # chairs
    score_change: tuple[int, ...]  # chair -> final score minus starting score


@dataclass(frozen=True)
class LevelRow:
    level: str
    seats: int  # lineup entries of this level
    rounds_played: int  # seat-rounds scored
    mean: Estimate  # points per round played
    fair: float  # the fair share per round played
    versus_fair: Estimate  # mean minus fair share
    matches: int
    wins: int
    fair_wins: float


@dataclass(frozen=True)
class TournamentResult:
    game: str
    players: int
    lineup: tuple[str, ...]
    hands: int  # rounds asked for per rotation
    seed: int
    matches: tuple[MatchRecord, ...]
    round_label: str
    lower_is_better: bool | None  # None: the game's points do not show which way they count

    @property
    def sets(self) -> int:
        return 1 + max((record.set_index for record in self.matches), default=-1)

    def rounds_per_rotation(self) -> list[int]:
        counts = [0] * self.players
        for record in self.matches:
            counts[record.rotation] += len(record.rounds)
        return counts

    def levels(self) -> list[str]:
        return list(dict.fromkeys(self.lineup))

    def rows(self) -> list[LevelRow]:
        return [self._row(level) for level in self.levels()]

    def difference(self, first: str, second: str) -> Estimate:
        """`first`'s points per round played minus `second`'s, paired by duplicate set (they met the same cards)."""
        points, played, _ = self._per_set(first)
        other_points, other_played, _ = self._per_set(second)
        return ratio_difference(points, played, other_points, other_played)

    def _per_set(self, level: str) -> tuple[list[float], list[float], list[float]]:
        """Per duplicate set, the seats of `level`: points taken, rounds played, and their fair share of points."""
        points = [0.0] * self.sets
        played = [0.0] * self.sets
        fair = [0.0] * self.sets
        for record in self.matches:
            g = record.set_index
            for round_ in record.rounds:
                taking_part = sum(round_.played)
                share = sum(round_.points) / taking_part if taking_part else 0.0
                for chair, chair_level in enumerate(record.levels):
                    if chair_level == level and round_.played[chair]:
                        points[g] += round_.points[chair]
                        played[g] += 1
                        fair[g] += share
        return points, played, fair

    def _row(self, level: str) -> LevelRow:
        points, played, fair = self._per_set(level)
        wins, fair_wins = 0, 0.0
        seats = self.lineup.count(level)
        for record in self.matches:
            wins += sum(1 for chair in record.winners if record.levels[chair] == level)
            fair_wins += len(record.winners) * seats / self.players
        differences = [p - f for p, f in zip(points, fair, strict=True)]
        mean = ratio_estimate(points, played)
        fair_share = sum(fair) / sum(played) if sum(played) else math.nan
        return LevelRow(
            level=level,
            seats=seats,
            rounds_played=int(sum(played)),
            mean=mean,
            fair=fair_share,
            versus_fair=ratio_estimate(differences, played),
            matches=len(self.matches),
            wins=wins,
            fair_wins=fair_wins,
        )


# --- playing --------------------------------------------------------------------------------------------------


def check_lineup(spec_levels: Sequence[str], seats: Sequence[str], players: int | None) -> tuple[str, ...]:
    """The lineup, one level per seat; ValueError naming `seats` or `players`."""
    if isinstance(seats, str) or not seats:
        raise ValueError(f"seats: expected a list of bot levels such as hard,normal,normal, got {quoted(seats)}")
    for level in seats:
        if is_openspiel(level):
            check_level(level)
        elif level not in spec_levels:
            known = ", ".join((*spec_levels, *LEVEL_NAMES))
            raise ValueError(f"seats: unknown bot level {quoted(level)} (known: {known})")
    count = len(seats) if players is None else players
    if type(count) is not int or count < len(seats):
        raise ValueError(f"players: expected a whole number >= the {len(seats)} seats listed, got {quoted(players)}")
    return (*seats, *[seats[-1]] * (count - len(seats)))


def versus_lineup(teams: Sequence[Sequence[int]], seats: Sequence[str], versus: str) -> tuple[str, ...]:
    """`seats` for the first seat's team, in its seats' order (a short list repeats its last level), and `versus`
    in every other seat: `--seats hard --versus openspiel-ismcts` seats hard alone in Hearts, a hard team in
    Euchre. ValueError naming `seats` when it lists more levels than that team has seats."""
    first = sorted(next(team for team in teams if 0 in team))
    if isinstance(seats, str) or not seats or len(seats) > len(first):
        raise ValueError(f"seats: expected 1 to {len(first)} levels for the first seat's team, got {quoted(seats)}")
    lineup = [versus] * sum(len(team) for team in teams)
    for index, seat in enumerate(first):
        lineup[seat] = seats[min(index, len(seats) - 1)]
    return tuple(lineup)


def with_openspiel(game: str, lineup: Sequence[str], options: Mapping[str, object] | None) -> dict[str, object]:
    """The match options: `options`, plus the rules OpenSpiel's game needs when one of its bots is seated."""
    options = dict(options or {})
    return openspiel_options(game, len(lineup), options) if any(map(is_openspiel, lineup)) else options


def play_match(
    game: str,
    levels: Sequence[str],
    seed: int,
    set_index: int,
    rotation: int,
    options: Mapping[str, object] | None = None,
) -> MatchRecord:
    """One whole match of the set `set_index` (opened from the seed (seed, set_index)), chairs seated in
    `levels` order, every move the bot's of that chair."""
    from game import open_match

    players = len(levels)
    match = open_match(game, players, options, rng=generator([seed, set_index]))
    start = match.scores
    rounds: list[Round] = []
    moved = [False] * players
    team_of = {seat: team for team in match.teams for seat in team}  # a lone player's partner took part too
    chairs = Chairs(game, match, levels, (seed, set_index, rotation))
    while not match.over:
        moved[chairs.move()] = True
        scored = match.hands
        if len(scored) > len(rounds):
            took_part = tuple(any(moved[partner] for partner in team_of[seat]) for seat in range(players))
            rounds += [Round(tuple(points), took_part) for points in scored[len(rounds) :]]
            moved = [False] * players
    log = match.to_dict()["log"]
    return MatchRecord(
        set_index=set_index,
        rotation=rotation,
        slots=tuple((chair - rotation) % players for chair in range(players)),
        levels=tuple(levels),
        deals=tuple(tuple(entry["deal"]) for entry in log if "deal" in entry),
        rounds=tuple(rounds),
        winners=tuple(match.winners),
        score_change=tuple(end - begin for begin, end in zip(start, match.scores, strict=True)),
    )


def points_lower_is_better(direction: str, matches: Sequence[MatchRecord]) -> bool | None:
    """Which way a round's points count, from how they moved the score: points added to a score where lower is
    better (Hearts) are bad, and so are points taken off a score where higher is better (Kuckuck's lives)."""
    for record in matches:
        totals = [sum(r.points[chair] for r in record.rounds) for chair in range(len(record.levels))]
        if not any(totals):
            continue
        if list(record.score_change) == totals:
            return direction == "lower"
        if list(record.score_change) == [-total for total in totals]:
            return direction == "higher"
        return None
    return None


def run_tournament(
    game: str,
    seats: Sequence[str],
    hands: int,
    seed: int,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
    progress: Callable[[int, list[int]], None] | None = None,
) -> TournamentResult:
    """Play duplicate sets until every rotation has `hands` rounds (see the module's docstring). Every bad
    argument raises ValueError naming it; `progress(sets, rounds per rotation)` is called after each set."""
    from game.registry import spec_for

    try:
        spec = spec_for(game)
    except ModuleNotFoundError:
        raise ValueError(f"game: {quoted(game)} is listed but its rules are not installed yet") from None
    lineup = check_lineup(spec.bot_levels, seats, players)
    spec.check_players(len(lineup))
    options = with_openspiel(game, lineup, options)
    if type(hands) is not int or hands < 1:
        raise ValueError(f"hands: expected a whole number >= 1, got {quoted(hands)}")
    if type(seed) is not int or seed < 0:
        raise ValueError(f"seed: expected a whole number >= 0, got {quoted(seed)}")
    size = len(lineup)
    records: list[MatchRecord] = []
    counts = [0] * size
    set_index = 0
    while min(counts) < hands:
        for rotation in range(size):
            levels = [lineup[(chair - rotation) % size] for chair in range(size)]
            record = play_match(game, levels, seed, set_index, rotation, options)
            records.append(record)
            counts[rotation] += len(record.rounds)
        set_index += 1
        if progress is not None:
            progress(set_index, list(counts))
    return TournamentResult(
        game=game,
        players=size,
        lineup=lineup,
        hands=hands,
        seed=seed,
        matches=tuple(records),
        round_label=spec.round_word,
        lower_is_better=points_lower_is_better(spec.score_direction, records),
    )


# --- the table --------------------------------------------------------------------------------------------------


def format_table(result: TournamentResult) -> str:
    """The report a person reads: one row per bot level, the best first."""
    unit = result.round_label
    counts = result.rounds_per_rotation()
    way = {True: "lower is better", False: "higher is better", None: "direction unknown"}[result.lower_is_better]
    rows = result.rows()
    width = max(8, *(len(row.level) + 2 for row in rows))
    if result.lower_is_better is not None:
        rows.sort(key=lambda row: row.versus_fair.value, reverse=not result.lower_is_better)
    lines = [
        f"{result.game}: {result.players} players, lineup {','.join(result.lineup)}, seed {result.seed}",
        f"{result.sets} duplicate sets x {result.players} rotations = {len(result.matches)} matches; "
        f"{min(counts)}-{max(counts)} {unit}s per rotation",
        f"points per {unit} played ({way}); 95% intervals blocked by duplicate set (t, {result.sets - 1} df)",
        "",
        f"{'level':<{width}}{'seats':>6}{f'{unit}s':>9}{f'per {unit}':>11}  {'95% CI':<18}{'fair':>8}"
        f"{'vs fair':>10}  {'95% CI':<20}{'matches':>8}{'wins (fair)':>14}",
    ]
    for row in rows:
        lines.append(
            f"{row.level:<{width}}{row.seats:>6}{row.rounds_played:>9}{row.mean.value:>11.4f}  "
            f"{row.mean.interval():<18}"
            f"{row.fair:>8.4f}{row.versus_fair.value:>+10.4f}  {row.versus_fair.interval():<20}"
            f"{row.matches:>8}{f'{row.wins} ({row.fair_wins:.1f})':>14}"
        )
    if len(levels := result.levels()) == 2:
        first, second = levels
        gap = result.difference(first, second)
        lines += ["", f"paired difference per {unit}: {first} - {second} {gap.value:+.4f}  {gap.interval(4)}"]
    return "\n".join(lines)
