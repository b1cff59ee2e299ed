"""main.py as a player or a tool runs it: snapshots of each scene, the autoplay demo, bad flags."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KUCKUCK_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=240
    )


@pytest.mark.parametrize("scene", ["menu", "table", "results"])
def test_snapshot_writes_a_real_picture_of_each_scene(scene: str, tmp_path: Path) -> None:
    target = tmp_path / f"{scene}.png"
    result = run_main("--snapshot", str(target), "--scene", scene, "--size", "1280x720", home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(target))
    assert image.get_size() == (1280, 720)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 20  # a drawn scene, not a blank frame


def test_autoplay_demo_runs_and_quits_after_the_given_frames(tmp_path: Path) -> None:
    result = run_main("--windowed", "--autoplay", "kuckuck", "--frames", "90", home=tmp_path)
    assert result.returncode == 0, result.stderr


def test_a_bad_size_flag_gets_a_clear_message(tmp_path: Path) -> None:
    result = run_main("--windowed", "--size", "big", "--frames", "1", home=tmp_path)
    assert result.returncode != 0
    assert "WIDTHxHEIGHT" in result.stderr


def test_autoplay_of_an_unknown_game_is_refused_clearly(tmp_path: Path) -> None:
    result = run_main("--windowed", "--autoplay", "poker", "--frames", "1", home=tmp_path)
    assert result.returncode != 0
    assert "poker" in result.stderr


def test_a_snapshot_of_a_game_that_is_not_ready_is_refused_clearly(tmp_path: Path) -> None:
    result = run_main("--snapshot", str(tmp_path / "x.png"), "--scene", "table", "--game", "hearts", home=tmp_path)
    assert result.returncode != 0
    assert "coming soon" in result.stderr and "Traceback" not in result.stderr
