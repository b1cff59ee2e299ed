"""Kuckuck tournaments: lives lost per deal and matches won by each level, on duplicate deals, with 95% intervals.

    python -m game.tournament kuckuck --players 6 --seats hard,normal --deals 2000 --seed 1 --versus t6,t7

The lineup (`--seats`, filled up with its last level to `--players`) plays duplicate sets as in
game.tournament.rounds: set g deals the shuffles of the seed (S, g) (those `open_match(..., rng=generator([S, g]))`
would deal, and its first dealer) once per rotation of the lineup round the table, until every rotation has
played `--deals` deals (`--hands` is the same). Each `--versus` level V plays the very same sets in a lineup
where V takes the first seat's place, so the first seat's level and V meet the same cards from the same chairs
against the same field.

Per level: the rate of lives lost per deal played, in percent (a deal the seat sat out, being out, is not
counted), and the match win rate, each with its 95% interval blocked by duplicate set (game.tournament.stats).
Per versus level: the paired difference of the first seat's rate minus V's, set by set (the shared cards take most
of the luck out of it). When fixed thresholds (`t3` … `t10`) are among the levels, the best of them (fewest
lives lost) is named and every first-seat level is compared with it the same way.

Moves are made by the bots from each seat's view; the threshold bots (normal and `tN`) read the same facts off
the full state through game.kuckuck.bots.seen, which touches only what that seat may see and is tested to agree
with the view (building a view is most of the cost of a move, and the field makes most moves).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.rng import DEAL_STREAM, DEALER_STREAM, entropy_from, generator, shuffled, stream
from game.core.safe_json import quoted
from game.tournament.stats import Estimate, ratio_estimate, t_quantile_975

if TYPE_CHECKING:
    from game.core.protocol import Agent

FAST = ("normal",)  # bot levels with a `move(state, seat)` read off the state


@dataclass
class LevelTally:
    """Per duplicate set: lives lost, deals played, matches won and matches sat in, by the seats of one level."""

    lost: list[float] = field(default_factory=list)
    played: list[float] = field(default_factory=list)
    wins: list[float] = field(default_factory=list)
    sat: list[float] = field(default_factory=list)

    def grow(self, sets: int) -> None:
        for values in (self.lost, self.played, self.wins, self.sat):
            values.extend([0.0] * (sets - len(values)))

    def rate(self) -> Estimate:
        estimate = ratio_estimate(self.lost, self.played)
        return Estimate(100 * estimate.value, 100 * estimate.half_width)

    def win_rate(self) -> Estimate:
        estimate = ratio_estimate(self.wins, self.sat)
        return Estimate(100 * estimate.value, 100 * estimate.half_width)


def paired_difference(a: LevelTally, b: LevelTally) -> Estimate:
    """rate(a) - rate(b) in percentage points, over the sets both played, with a delta-method 95% interval."""
    sets = min(len(a.played), len(b.played))
    if sets == 0 or sum(a.played[:sets]) == 0 or sum(b.played[:sets]) == 0:
        return Estimate(math.nan, math.nan)
    ra = sum(a.lost[:sets]) / sum(a.played[:sets])
    rb = sum(b.lost[:sets]) / sum(b.played[:sets])
    if sets < 2:
        return Estimate(100 * (ra - rb), math.nan)
    ma, mb = sum(a.played[:sets]) / sets, sum(b.played[:sets]) / sets
    residuals = [(a.lost[g] - ra * a.played[g]) / ma - (b.lost[g] - rb * b.played[g]) / mb for g in range(sets)]
    variance = sum(r * r for r in residuals) / (sets - 1) / sets
    return Estimate(100 * (ra - rb), 100 * t_quantile_975(sets - 1) * math.sqrt(variance))


@dataclass
class Variant:
    """One lineup played on the duplicate sets: its levels by lineup seat, and the tallies by level."""

    lineup: tuple[str, ...]
    tallies: dict[str, LevelTally]
    deals_per_rotation: list[int]


class SetDeals:
    """The shuffles of one duplicate set, made once and shared by every rotation and lineup."""

    def __init__(self, seed: int, set_index: int, deck: Sequence[Card], players: int) -> None:
        self.entropy = entropy_from(generator([seed, set_index]))
        self.first_dealer = int(stream(self.entropy, DEALER_STREAM).integers(0, players))
        self.deck = list(deck)
        self.orders: list[list[Card]] = []

    def order(self, number: int) -> list[Card]:
        while len(self.orders) <= number:
            self.orders.append(shuffled(self.deck, stream(self.entropy, DEAL_STREAM, len(self.orders))))
        return self.orders[number]


@dataclass(frozen=True)
class Played:
    lost: tuple[int, ...]  # by chair, over the match
    played: tuple[int, ...]  # deals each chair was dealt in
    winners: tuple[int, ...]
    deals: int


def play_kuckuck(
    levels: Sequence[str], bots: Mapping[str, Agent], options: Any, deals: SetDeals, bot_seed: list[int]
) -> Played:
    """One match, chairs seated in `levels` order, every move the bot's of that chair (`bots`: one per level,
    shared by the matches of a tournament, so the hard bot remembers what it worked out)."""
    from game.kuckuck.rules import KuckuckRules
    from game.kuckuck.state import Phase

    rules = KuckuckRules()
    players = len(levels)
    agents = [bots[level] for level in levels]
    fast = [getattr(agent, "move", None) for agent in agents]
    rng = generator(bot_seed)
    state = rules.initial_state(options, players, deals.first_dealer)
    dealt = 0
    played = [0] * players
    while state.phase is not Phase.OVER:
        if state.phase in (Phase.DEAL, Phase.SUDDEN_DEATH):
            scoring = state.phase is Phase.DEAL
            state = rules.apply_deal(state, deals.order(dealt))[0]
            dealt += 1
            if scoring:
                played = [count + playing for count, playing in zip(played, state.in_deal, strict=True)]
            continue
        seat = state.turn
        assert seat is not None
        move = fast[seat]
        action = move(state, seat) if move is not None else agents[seat].choose(rules.view(state, seat), rng)
        state = rules.apply(state, action)[0]
    lost = [sum(deal[chair] for deal in state.lost_per_deal) for chair in range(players)]
    return Played(tuple(lost), tuple(played), tuple(state.winners), len(state.lost_per_deal))


@dataclass(frozen=True)
class KuckuckResult:
    players: int
    seed: int
    deals: int  # asked for, per rotation
    options: Mapping[str, object]
    variants: tuple[Variant, ...]  # the lineup first, then one per versus level
    sets: int

    @property
    def main(self) -> Variant:
        return self.variants[0]

    def tested(self) -> list[tuple[str, LevelTally]]:
        """The first seat's level of every lineup, with its tally."""
        return [(variant.lineup[0], variant.tallies[variant.lineup[0]]) for variant in self.variants]

    def best_fixed(self) -> tuple[str, LevelTally] | None:
        from game.kuckuck.bots.thresholds import FIXED_LEVELS

        fixed = [(level, tally) for level, tally in self.tested() if level in FIXED_LEVELS]
        return min(fixed, key=lambda item: item[1].rate().value) if fixed else None

    def total_deals(self) -> int:
        return sum(self.main.deals_per_rotation)


def _check_levels(levels: Sequence[str], what: str) -> None:
    from game.kuckuck.bots.thresholds import FIXED_LEVELS
    from game.kuckuck.spec import SPEC

    known = (*SPEC.bot_levels, *FIXED_LEVELS)
    for level in levels:
        if level not in known:
            raise ValueError(f"{what}: unknown bot level {quoted(level)} (known: {', '.join(known)})")


def run_kuckuck(
    seats: Sequence[str],
    deals: int,
    seed: int,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
    versus: Sequence[str] = (),
    progress: Callable[[int, list[int]], None] | None = None,
) -> KuckuckResult:
    """Play duplicate sets until every rotation of the lineup has `deals` deals (see the module's docstring).
    Every bad argument raises ValueError naming it."""
    from game.kuckuck.rules import KuckuckRules
    from game.kuckuck.spec import SPEC

    if isinstance(seats, str) or not seats:
        raise ValueError(f"seats: expected a list of bot levels such as hard,normal, got {quoted(seats)}")
    _check_levels(seats, "seats")
    _check_levels(versus, "versus")
    count = len(seats) if players is None else players
    if type(count) is not int or count < len(seats):
        raise ValueError(f"players: expected a whole number >= the {len(seats)} seats listed, got {quoted(players)}")
    SPEC.check_players(count)
    if type(deals) is not int or deals < 1:
        raise ValueError(f"deals: expected a whole number >= 1, got {quoted(deals)}")
    if type(seed) is not int or seed < 0:
        raise ValueError(f"seed: expected a whole number >= 0, got {quoted(seed)}")
    lineup = (*seats, *[seats[-1]] * (count - len(seats)))
    rules = KuckuckRules()
    parsed = rules.make_options(count, dict(options or {}))
    deck = rules.deck(parsed, count)
    lineups = [lineup, *[(level, *lineup[1:]) for level in versus]]
    variants = tuple(
        Variant(tuple(seated), {level: LevelTally() for level in seated}, [0] * count) for seated in lineups
    )
    bots = {level: SPEC.load_agent(level) for level in {*lineup, *versus}}  # `tN` too: the spec's agents know them
    sets = 0
    while min(variants[0].deals_per_rotation) < deals:
        shared = SetDeals(seed, sets, deck, count)
        for number, variant in enumerate(variants):
            for tally in variant.tallies.values():
                tally.grow(sets + 1)
            for rotation in range(count):
                levels = [variant.lineup[(chair - rotation) % count] for chair in range(count)]
                result = play_kuckuck(levels, bots, parsed, shared, [seed, sets, number, rotation])
                variant.deals_per_rotation[rotation] += result.deals
                for chair, level in enumerate(levels):
                    tally = variant.tallies[level]
                    tally.lost[sets] += result.lost[chair]
                    tally.played[sets] += result.played[chair]
                    tally.wins[sets] += (chair in result.winners) / max(1, len(result.winners))
                    tally.sat[sets] += 1
        sets += 1
        if progress is not None:
            progress(sets, list(variants[0].deals_per_rotation))
    return KuckuckResult(count, seed, deals, dict(options or {}), variants, sets)


ONE_SET = "(one set)"  # a figure from a single duplicate set has no interval

# --- the report ---------------------------------------------------------------------------------------------


def format_kuckuck(result: KuckuckResult) -> str:
    main = result.main
    counts = main.deals_per_rotation
    lines = [
        f"kuckuck: {result.players} players, lineup {','.join(main.lineup)}, seed {result.seed}"
        + (f", options {dict(result.options)}" if result.options else ""),
        f"{result.sets} duplicate sets x {result.players} rotations = {result.sets * result.players} matches per "
        f"lineup; {min(counts)}-{max(counts)} deals per rotation, {result.total_deals()} deals per lineup",
        "lives lost per deal played (%) and matches won (%), 95% intervals blocked by duplicate set "
        f"(t, {result.sets - 1} df)",
        "",
        f"{'lineup':<10}{'level':<9}{'deals':>9}{'lost %':>9}  {'95% CI':<17}{'wins %':>8}  {'95% CI':<17}",
    ]
    for variant in result.variants:
        first = variant.lineup[0]
        shown = [first] + ([level for level in variant.tallies if level != first] if variant is main else [])
        for level in shown:
            tally = variant.tallies[level]
            rate, wins = tally.rate(), tally.win_rate()
            name = first if level == first else ""
            lines.append(
                f"{name:<10}{level:<9}{int(sum(tally.played)):>9}{rate.value:>9.2f}  {rate.interval(2, ONE_SET):<17}"
                f"{wins.value:>8.2f}  {wins.interval(2, ONE_SET):<17}"
            )
    comparisons: list[tuple[str, str, Estimate]] = []
    head, head_tally = result.tested()[0]
    for level, tally in result.tested()[1:]:
        comparisons.append((head, level, paired_difference(head_tally, tally)))
    best = result.best_fixed()
    if best is not None:
        lines += ["", f"best fixed threshold: {best[0]} ({best[1].rate().value:.2f}% of deals lost)"]
        for level, tally in result.tested():
            if level != best[0] and level != head:
                comparisons.append((level, best[0], paired_difference(tally, best[1])))
        if head != best[0]:
            comparisons.append((head, best[0], paired_difference(head_tally, best[1])))
    if comparisons:
        lines += ["", "paired differences of lives lost per deal (percentage points, same sets)"]
        seen: set[tuple[str, str]] = set()
        for a, b, estimate in comparisons:
            if (a, b) in seen:
                continue
            seen.add((a, b))
            lines.append(f"  {a:>7} - {b:<7}{estimate.value:>+8.2f}  {estimate.interval(2, ONE_SET)}")
    return "\n".join(lines)


def kuckuck_json(result: KuckuckResult) -> dict[str, Any]:
    """The figures as plain data (for tools/kuckuck_strength.py and the README)."""

    def figures(tally: LevelTally) -> dict[str, float]:
        rate, wins = tally.rate(), tally.win_rate()
        return {
            "deals": sum(tally.played),
            "lost_pct": rate.value,
            "lost_ci": rate.half_width,
            "wins_pct": wins.value,
            "wins_ci": wins.half_width,
        }

    tested = result.tested()
    best = result.best_fixed()
    return {
        "players": result.players,
        "seed": result.seed,
        "deals_per_rotation": result.deals,
        "sets": result.sets,
        "options": dict(result.options),
        "lineup": list(result.main.lineup),
        "tested": {level: figures(tally) for level, tally in tested},
        "field": figures(result.main.tallies[result.main.lineup[-1]]),
        "best_fixed": best[0] if best else None,
        "versus_best": {
            level: {"diff": (d := paired_difference(tally, best[1])).value, "ci": d.half_width}
            for level, tally in tested
            if best is not None and level != best[0]
        },
        "versus_first": {
            level: {"diff": (d := paired_difference(tested[0][1], tally)).value, "ci": d.half_width}
            for level, tally in tested[1:]
        },
    }
