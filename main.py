"""Kuckuck & Co.: parse the command line, build the App, run it."""

from __future__ import annotations

import argparse
import os
import sys

SNAPSHOT_SCENES = (
    "menu", "table", "table-3", "table-6", "table-open", "showdown", "results", "pause", "handover", "sheet",
    "house-rules", "players", "seed", "rules", "settings",
    "controls", "stats", "history", "replay", "replay-again", "attract", "start-over", "already-running",
)  # fmt: skip


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kuckuck", description="Kuckuck & Co.: card games against bots and friends")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="start in a resizable window")
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen (by default: as the settings say)")
    parser.add_argument("--seed", type=int, default=None, help="seed the shuffles, for a repeatable match")
    parser.add_argument("--autoplay", metavar="GAME", default=None, help="all seats are bots: a demo of GAME")
    parser.add_argument("--continue", dest="resume", metavar="GAME", default=None,
                        help="continue the saved match of GAME at once (as the menu's Continue does)")  # fmt: skip
    parser.add_argument("--phones", metavar="GAME", default=None,
                        help="open at a table of GAME whose human seats are phones; prints PHONES <url>")  # fmt: skip
    parser.add_argument("--bots", type=int, default=0, help="bots at the --phones table (the other seats are phones)")
    parser.add_argument("--port", type=int, default=0, help="the --phones server's port (default: any free one)")
    parser.add_argument("--frames", type=int, default=None, help="quit after N frames (smoke tests)")
    parser.add_argument("--snapshot", metavar="FILE.png", default=None, help="render one frame headless and exit")
    parser.add_argument("--scene", choices=SNAPSHOT_SCENES, default="menu", help="scene to snapshot")
    parser.add_argument("--game", default="kuckuck", help="game shown by --snapshot")
    parser.add_argument("--size", default=None, metavar="WxH", help="window size, e.g. 1920x1080")
    parser.add_argument("--players", type=int, default=None, help="players at the table --snapshot or --phones shows")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a house rule of the --snapshot or --phones table (repeatable), e.g. lives=5")  # fmt: skip
    return parser.parse_args(argv)


def window_size(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"--size: expected WIDTHxHEIGHT such as 1920x1080, got {text!r}") from None
    if width <= 0 or height <= 0:
        raise SystemExit(f"--size: expected a width and height above 0, got {text!r}")
    from scenes.core.window import MIN_SIZE

    chosen = (max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1]))
    if chosen != (width, height):
        print(f"--size {width}x{height} is below the smallest window, {MIN_SIZE[0]}x{MIN_SIZE[1]}: "
              f"using {chosen[0]}x{chosen[1]}", file=sys.stderr)  # fmt: skip
    return chosen


def playable(flag: str, game: str) -> None:
    """Refuse a game the engine cannot play yet, with the engine's own reason."""
    from game.registry import ensure_playable

    try:
        ensure_playable(game)
    except ValueError as error:
        raise SystemExit(f"{flag}: {error}") from None


def table_rules(game: str, players: int | None, texts: list[str]) -> tuple[int | None, dict[str, object]]:
    """`--players` and `--option` checked against the game's description, with its own messages."""
    from game.core.options import option_assignment
    from game.registry import spec_for

    spec = spec_for(game)
    try:
        options: dict[str, object] = dict(option_assignment(text) for text in texts)
        count = spec.check_players(players) if players is not None else None
        spec.parse_options(count or spec.default_players, options)
    except ValueError as error:
        raise SystemExit(f"--players/--option: {error}") from None
    return count, options


def fullscreen_flag(args: argparse.Namespace) -> bool | None:
    """--windowed / --fullscreen; neither: as last time (the settings)."""
    return False if args.windowed else True if args.fullscreen else None


def phones(args: argparse.Namespace, size: tuple[int, int] | None) -> int:
    """`--phones GAME`: the program at a table whose human seats are phones."""
    from game.registry import spec_for

    players, options = table_rules(args.phones, args.players, args.option)
    players = players or spec_for(args.phones).default_players
    if not 0 <= args.bots < players:
        raise SystemExit(f"--bots: expected 0..{players - 1} (at least one seat is a phone), got {args.bots}")
    if not 0 <= args.port <= 65535:
        raise SystemExit(f"--port: expected 0..65535 (0: any free port), got {args.port}")
    from scenes.routes.phones import run_phones

    fullscreen = fullscreen_flag(args)
    return run_phones(args.phones, players, args.bots, options, args.seed, args.port, fullscreen=fullscreen, size=size)


def main(argv: list[str] | None = None) -> int:
    """The game's command line (`argv` without the program's name; None: sys.argv's); the exit status."""
    args = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    size = window_size(args.size)
    for flag, game in (
        ("--autoplay", args.autoplay), ("--game", args.game), ("--continue", args.resume), ("--phones", args.phones)
    ):  # fmt: skip
        if game is not None:
            playable(flag, game)
    if args.phones:
        return phones(args, size)
    if args.snapshot:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    from scenes.routes.launch import run_app, snapshot

    if args.snapshot:
        players, options = table_rules(args.game, args.players, args.option)
        return snapshot(args.snapshot, args.scene, args.game, args.seed, size, players, options)
    return run_app(
        fullscreen=fullscreen_flag(args),
        seed=args.seed,
        autoplay=args.autoplay,
        frames=args.frames,
        size=size,
        resume=args.resume,
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
