"""main.py as a player or a tool runs it: snapshots of each scene, the autoplay demo, bad flags. What the demo
does once started is tested in process in tests/test_launch.py."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

import main
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.core.scene import Host, Routes
from scenes.routes import launch
from scenes.routes.snapshots import SCENES, render_scene
from scenes.table.shell import TableScene

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KUCKUCK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=240
    )


@pytest.mark.parametrize("scene", main.SNAPSHOT_SCENES)
def test_snapshot_writes_a_real_picture_of_each_scene(scene: str, tmp_path: Path) -> None:
    target = tmp_path / f"{scene}.png"
    game = ["--game", "hearts"] if scene == "sheet" else []  # Kuckuck keeps no score sheet
    result = run_main("--snapshot", str(target), "--scene", scene, *game, "--size", "1280x720", home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(target))
    assert image.get_size() == (1280, 720)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 20  # a drawn scene, not a blank frame


def test_the_command_line_offers_every_scene_there_is_a_snapshot_of() -> None:
    assert set(main.SNAPSHOT_SCENES) == set(SCENES)


def test_autoplay_demo_starts_and_exits_cleanly_in_a_real_process(tmp_path: Path) -> None:
    result = run_main("--windowed", "--autoplay", "kuckuck", "--frames", "90", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr  # e.g. from the background save writer, which would not fail the exit


def test_the_autoplay_flags_reach_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """main() in process: the flags become the App's config, the demo table is all bots, --frames stops it."""
    apps: list[App] = []

    class RecordingApp(App):
        def __init__(self, config: AppConfig, make_router: Callable[[Host], Routes]) -> None:
            super().__init__(config, make_router)
            apps.append(self)

    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    monkeypatch.setattr(launch, "App", RecordingApp)
    args = ["--windowed", "--autoplay", "kuckuck", "--frames", "12", "--seed", "3", "--size", "900x700"]
    assert main.main(args) == 0
    [app] = apps
    assert app.config == AppConfig(fullscreen=False, size=(900, 700), seed=3, autoplay="kuckuck")
    assert app.frames == 12
    assert isinstance(app.scenes.top, TableScene) and not any(seat.is_human for seat in app.scenes.top.seats)


def test_a_bad_size_flag_gets_a_clear_message(tmp_path: Path) -> None:
    result = run_main("--windowed", "--size", "big", "--frames", "1", home=tmp_path)
    assert result.returncode != 0
    assert "WIDTHxHEIGHT" in result.stderr


def test_a_size_below_the_smallest_window_says_what_it_chose(tmp_path: Path) -> None:
    target = tmp_path / "small.png"
    result = run_main("--snapshot", str(target), "--size", "400x300", home=tmp_path)
    assert result.returncode == 0
    assert "using 800x600" in result.stderr
    assert pygame.image.load(str(target)).get_size() == (800, 600)
    refused = run_main("--windowed", "--size", "0x600", "--frames", "1", home=tmp_path)
    assert refused.returncode != 0 and "above 0" in refused.stderr


def test_autoplay_of_an_unknown_game_is_refused_clearly(tmp_path: Path) -> None:
    result = run_main("--windowed", "--autoplay", "poker", "--frames", "1", home=tmp_path)
    assert result.returncode != 0
    assert "poker" in result.stderr


def test_a_snapshot_of_a_game_that_does_not_exist_is_refused_clearly(tmp_path: Path) -> None:
    result = run_main("--snapshot", str(tmp_path / "x.png"), "--scene", "table", "--game", "skat", home=tmp_path)
    assert result.returncode != 0
    assert "unknown game 'skat'" in result.stderr and "Traceback" not in result.stderr


def test_a_snapshot_of_the_hearts_table_shows_a_live_table(tmp_path: Path) -> None:
    target = tmp_path / "hearts.png"
    result = run_main("--snapshot", str(target), "--scene", "table", "--game", "hearts", "--size", "1280x720",
                      home=tmp_path)  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(target))
    assert image.get_size() == (1280, 720)
    hand_row = {tuple(image.get_at((x, 660))) for x in range(340, 940, 6)}
    assert (253, 251, 244, 255) in hand_row or len(hand_row) > 30  # your hand's ivory faces along the bottom


def test_a_snapshot_renders_the_table_asked_for_players_and_house_rules() -> None:
    from tests.ui_helpers import make_app

    players, options = main.table_rules("kuckuck", 12, ["lives=5", "queens_block=true"])
    assert (players, options) == (12, {"lives": 5, "queens_block": True})
    app = make_app()
    render_scene(app, "table", "kuckuck", players, options)
    table = app.scenes.base
    assert isinstance(table, TableScene)
    assert table.match.players == 12 and table.match.options.lives == 5 and table.match.options.queens_block
    assert table.controller.waiting_for_human is not None  # a live table, your turn


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--option", "wizard=1"], "unknown option"),
        (["--option", "lives"], "NAME=VALUE"),
        (["--players", "30"], "kuckuck is for 3-20 players"),
        (["--game", "euchre", "--players", "3"], "euchre is for 4 players"),
    ],
)
def test_bad_snapshot_tables_are_refused_with_the_games_own_message(args: list[str], message: str) -> None:
    with pytest.raises(SystemExit, match=message):
        main.main(["--snapshot", "x.png", "--scene", "table", *args])


def test_a_snapshot_never_reads_or_touches_the_players_files(tmp_path: Path) -> None:
    """It draws with the defaults in an empty data folder: a player's damaged controls file is not set aside."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "bindings.json").write_text("{ not json", encoding="utf-8")
    (home / "settings.json").write_text('{"hand": "edited"', encoding="utf-8")
    before = sorted((path.name, path.read_bytes()) for path in home.iterdir())
    result = run_main("--snapshot", str(tmp_path / "menu.png"), "--size", "1280x720", home=home)
    assert result.returncode == 0, result.stderr
    assert sorted((path.name, path.read_bytes()) for path in home.iterdir()) == before
