"""Render the statistics screen headless to PNG files, over an archive of bot-played matches (one person at
each table), to look at it: `python -m tools.stats_snapshot OUT_DIR [matches]` writes stats-<game>-<w>x<h>.png
and stats-empty-<w>x<h>.png. The archive lives in a temporary data folder, never the player's."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import numpy as np

from game import open_match
from game.lobby import MatchSetup, seats_to_json
from game.store.archive import ArchiveStore

SIZES = ((1280, 720), (1920, 1080), (800, 600))
TABLES = (
    ("kuckuck", 6, {"lives": 2, "money_game": True}),
    ("kuckuck", 5, {"preset": "chase_the_ace", "lives": 1}),
    ("hearts", 4, {"target": 50}),
    ("euchre", 4, {"target": 5}),
)


def fill_archive(folder: Path, matches: int) -> None:
    archive = ArchiveStore(folder, keep=max(1, matches))
    for number in range(matches):
        game, players, options = TABLES[number % len(TABLES)]
        match = open_match(game, players, options, rng=np.random.default_rng(number))
        while not match.over:
            match.act(match.bot_move(level="easy"))
        archive.add(match, seats_to_json(MatchSetup(game=game, players=players, bots=players - 1).seats()))


def render(out: Path, matches: int) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from scenes.core.app import App
    from scenes.core.config import AppConfig
    from scenes.routes.router import Router
    from scenes.stats.scene import StatsScene

    written = []
    for label, count in (("empty", 0), ("full", matches)):
        home = Path(tempfile.mkdtemp(prefix="stats-snapshot-"))
        os.environ["KUCKUCK_HOME"] = str(home)
        fill_archive(home, count)
        for size in SIZES:
            app = App(AppConfig(fullscreen=False, size=size), Router)
            games = ("kuckuck",) if label == "empty" else ("kuckuck", "hearts", "euchre")
            for game in games:
                scene = StatsScene(app, game)
                app.scenes.replace(scene)
                while scene.counting:
                    app.step(16, [])
                app.step(16, [])
                path = out / f"stats-{label if label == 'empty' else game}-{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, path)
                written.append(path)
            pygame.quit()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    target.mkdir(parents=True, exist_ok=True)
    for path in render(target, int(sys.argv[2]) if len(sys.argv) > 2 else 24):
        print(path)
