"""The command line: `python -m game.tournament GAME --seats … (--hands N | --deals N | --games N) [--seed S]`.

Kuckuck's rounds (`--hands`, or its own word `--deals`) go to game.tournament.kuckuck, which also takes the
fixed-threshold levels (t3 … t10), `--versus` and `--json`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from game.core.options import option_assignment
from game.tournament.games import format_games_table, run_games
from game.tournament.openspiel.levels import is_openspiel
from game.tournament.openspiel.repeatable import randomised, rerun_unrandomised
from game.tournament.rounds import format_table, run_tournament, versus_lineup


def _option(text: str) -> tuple[str, object]:
    try:
        return option_assignment(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_args(argv: Sequence[str]) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    parser = argparse.ArgumentParser(
        prog="python -m game.tournament",
        description="Duplicate-deal matches between bot levels: mean points per round (--hands) or each team's "
        "game win rate (--games), with 95% intervals.",
    )
    parser.add_argument("game", help="a game id, e.g. kuckuck, hearts or euchre")
    parser.add_argument("--seats", required=True, help="bot levels by seat, e.g. hard,normal,normal,normal")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--hands", type=int, help="rounds to score per rotation (deals, hands)")
    mode.add_argument("--deals", dest="hands", type=int, help="Kuckuck's word for --hands: deals per rotation")
    mode.add_argument("--games", type=int, help="whole games to play, the teams swapping chairs on the same deals")
    parser.add_argument("--seed", type=int, default=0, help="the tournament's seed (default 0)")
    parser.add_argument("--players", type=int, help="table size; a short --seats list repeats its last level")
    parser.add_argument("--option", type=_option, action="append", default=[], help="a house rule, NAME=VALUE")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument(
        "--versus",
        default="",
        help="Kuckuck: levels to play the same sets in the first seat's place, e.g. t6,t7; other games: the level "
        "of every seat outside the first seat's team, e.g. openspiel-ismcts",
    )
    parser.add_argument("--json", help="Kuckuck: also write the figures to this file as JSON")
    args = parser.parse_args(list(argv))
    if args.hands is None and args.games is None:
        parser.error("the following arguments are required: --hands (or --deals, --games)")
    return parser, args


def main(argv: Sequence[str] | None = None) -> int:
    """The command; `argv` None is the real command line, which may re-run itself (see _openspiel_repeatable)."""
    parser, args = parse_args(sys.argv[1:] if argv is None else argv)
    seats = [level.strip() for level in args.seats.split(",")]

    def say(line: str) -> None:
        if not args.quiet:
            print(line, file=sys.stderr, flush=True)

    if any(is_openspiel(level) for level in [*seats, args.versus.strip()]):
        _openspiel_repeatable(sys.argv[1:] if argv is None else None, say)

    try:
        if args.games is not None:
            if args.versus:
                seats = list(_versus(args, seats))
            games = run_games(
                args.game, seats, args.games, args.seed, args.players, dict(args.option),
                lambda sets, done: say(f"set {sets}: {done}/{args.games} games"),
            )  # fmt: skip
            print(format_games_table(games))
            return 0
        if args.game == "kuckuck":
            return _kuckuck(args, seats, say)
        if args.json:
            parser.error("--json is for kuckuck")
        if args.versus:
            seats = list(_versus(args, seats))
        result = run_tournament(
            args.game, seats, args.hands, args.seed, args.players, dict(args.option),
            lambda sets, counts: say(f"set {sets}: {min(counts)}/{args.hands} rounds per rotation"),
        )  # fmt: skip
    except ValueError as error:
        parser.error(str(error))
    print(format_table(result))
    return 0


def _openspiel_repeatable(command_line: Sequence[str] | None, say: Callable[[str], None]) -> None:
    """OpenSpiel's searches repeat from the seed only with address randomisation off: the real command re-runs
    itself so (game.tournament.openspiel.repeatable); a call from Python says whether its runs will repeat."""
    if command_line is not None:
        rerun_unrandomised(command_line)
    if randomised() is False:
        say("OpenSpiel: address randomisation off, so this seed repeats its games")
    else:
        say("OpenSpiel: address randomisation on, so its searches differ from run to run (this seed will not repeat)")


def _versus(args: argparse.Namespace, seats: list[str]) -> tuple[str, ...]:
    """The lineup of `--seats … --versus LEVEL` in a game other than Kuckuck (game.tournament.rounds)."""
    from game.registry import spec_for

    spec = spec_for(args.game)
    if "," in args.versus:
        raise ValueError(f"versus: expected one level for the other seats, got {args.versus!r}")
    players = spec.check_players(spec.default_players if args.players is None else args.players)
    return versus_lineup(spec.teams(players), seats, args.versus.strip())


def _kuckuck(args: argparse.Namespace, seats: list[str], say: Callable[[str], None]) -> int:
    from game.tournament.kuckuck import format_kuckuck, kuckuck_json, run_kuckuck

    versus = [level.strip() for level in args.versus.split(",") if level.strip()]
    result = run_kuckuck(
        seats, args.hands, args.seed, args.players, dict(args.option), versus,
        lambda sets, counts: say(f"set {sets}: {min(counts)}/{args.hands} deals per rotation"),
    )  # fmt: skip
    print(format_kuckuck(result))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(kuckuck_json(result), out, indent=1)
    return 0
