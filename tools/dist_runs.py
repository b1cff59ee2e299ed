"""The runs of the packaged game for tools/test_dist.py, each in one sandbox: an autoplay match of each game
(once more with stdout and stderr closed), snapshots of three screens, a saved match continued to its end, and the
phone table; none may write outside the data folder."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

from tools.dist_phones import check_phones
from tools.dist_sandbox import DistError, Listing, Sandbox, changes, listing, run

NO_CONSOLE_FRAMES = 120
SNAPSHOTS = (("menu", "kuckuck"), ("table", "hearts"), ("results", "euchre"))
SNAPSHOT_SIZE = (1920, 1080)
RESUMED_GAME, RESUMED_PLAYERS = "kuckuck", 3


def check_snapshot(path: Path) -> None:
    """The PNG exists, has the snapshot's size and is not one flat colour (fonts and cards were drawn)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    if not path.is_file():
        raise DistError(f"--snapshot wrote no {path.name}")
    image = pygame.image.load(str(path))
    if image.get_size() != SNAPSHOT_SIZE:
        raise DistError(f"{path.name} is {image.get_size()}, not {SNAPSHOT_SIZE}")
    small = pygame.transform.scale(image, (96, 54))
    colours = {small.get_at((x, y))[:3] for x in range(96) for y in range(54)}
    if len(colours) < 24:
        raise DistError(f"{path.name} shows only {len(colours)} colours: was anything drawn?")


def prepare_resumable(home: Path) -> Listing:
    """A saved three-seat Kuckuck match, one life each, whose human went out in the first deal, and settings that
    play fast, written by the game's own stores into `home`: `--continue kuckuck` lets the two bots play the last
    deal, then archives the match and drops the save. Returns the data folder's listing."""
    from game import open_match
    from game.lobby import MatchSetup, seats_to_json
    from game.store.saves import SaveStore
    from game.store.settings import Settings, SettingsStore

    for seed in range(100):
        match = open_match(RESUMED_GAME, RESUMED_PLAYERS, {"lives": 1}, seed=seed)
        while match.view(0)["lives"][0] > 0 and not match.over:
            match.act(match.bot_move("easy"))
        if not match.over:
            break
    else:
        raise DistError("no seed below 100 puts the human out of a three-seat match first")
    store = SaveStore(home)
    setup = MatchSetup(game=RESUMED_GAME, players=RESUMED_PLAYERS, bots=RESUMED_PLAYERS - 1)
    store.save_soon(match, seats_to_json(setup.seats()))
    store.flush()
    SettingsStore(home).save(Settings(instant=True, animation_speed=4.0, reveal_hold_ms=500, fullscreen=False))
    return listing(home)


def check_runs(exe: Path, build_folder: Path, frames: int, games: Sequence[str]) -> Iterator[str]:
    """Run every check in a fresh sandbox; yields one line per run passed. DistError on the first failure, or when
    a run changed the working folder, `build_folder` (the build's, or the unpacked archive's), HOME or TMPDIR."""
    with tempfile.TemporaryDirectory(prefix="kuckuck-test-dist-") as folder:
        sandbox = Sandbox(Path(folder))
        sandbox.make()
        watched = {
            "the working folder": sandbox.cwd,
            "the build's folder": build_folder,
            "HOME": sandbox.user_home,
            "TMPDIR": sandbox.tmp,
        }
        before = {label: listing(path) for label, path in watched.items()}

        def untouched(after_what: str) -> None:
            for label, path in watched.items():
                if found := changes(before[label], listing(path)):
                    raise DistError(f"after {after_what}, {label} ({path}) changed: {'; '.join(found[:8])}")

        for game in games:
            audio = {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(sandbox.out / f"{game}.raw")}
            seconds = run(exe, ["--windowed", "--autoplay", game, "--frames", str(frames)], sandbox, audio)
            untouched(f"--autoplay {game}")
            yield f"--autoplay {game} --frames {frames}: exit 0 in {seconds:.1f} s"
        if os.name == "posix":
            game = games[0]
            audio = {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(sandbox.out / "no-console.raw")}
            args = ["--windowed", "--autoplay", game, "--frames", str(NO_CONSOLE_FRAMES)]
            seconds = run(exe, args, sandbox, audio, console=False)
            untouched(f"--autoplay {game} without stdout and stderr")
            yield f"--autoplay {game} with stdout and stderr closed (as on Windows): exit 0 in {seconds:.1f} s"
        for scene, game in SNAPSHOTS:
            png = sandbox.out / f"{scene}-{game}.png"
            seconds = run(exe, ["--snapshot", str(png), "--scene", scene, "--game", game], sandbox)
            check_snapshot(png)
            untouched(f"--snapshot --scene {scene}")
            yield f"--snapshot --scene {scene} --game {game}: {png.name} drawn in {seconds:.1f} s"
        saved = prepare_resumable(sandbox.home)
        seconds = run(exe, ["--continue", RESUMED_GAME, "--frames", str(frames)], sandbox)
        untouched(f"--continue {RESUMED_GAME}")
        found = changes(saved, listing(sandbox.home))
        if not any(name.startswith("new archive/") and name.endswith(".json") for name in found):
            raise DistError(f"--continue {RESUMED_GAME}: the resumed match was not archived ({'; '.join(found)})")
        if f"removed saves/{RESUMED_GAME}.json" not in found:
            raise DistError(f"--continue {RESUMED_GAME}: the finished match's save is still there ({'; '.join(found)})")
        yield f"--continue {RESUMED_GAME}: the saved match resumed, finished and went to the archive in {seconds:.1f} s"
        played = check_phones(exe, sandbox)
        untouched("--phones")
        yield played
