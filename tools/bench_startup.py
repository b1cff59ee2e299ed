"""Start-up figures of `make bench`: wall time from process start to exit after the first menu frame, of the game
from source against bare pygame + pygame_gui, and of the packaged builds (stock PyInstaller, build/README.md) with
their sizes, when they exist."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path

from tools.bench_common import HEADLESS, REPO, Figures

DIST_EXE = REPO / "build" / "dist" / ("kuckuck.exe" if sys.platform == "win32" else "kuckuck")  # make dist
ONEDIR_EXE = REPO / "build" / "dist" / "onedir" / "kuckuck" / DIST_EXE.name  # make dist-onedir

BASELINE_SCRIPT = """
import pygame, pygame_gui
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
manager = pygame_gui.UIManager(screen.get_size(), enable_live_theme_updates=False)
manager.update(0.016)
screen.fill((0, 0, 0))
manager.draw_ui(screen)
pygame.display.flip()
pygame.quit()
"""


def _wall_ms(command: list[str], env: Mapping[str, str], cwd: Path = REPO) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=dict(env), capture_output=True, text=True, timeout=60)
    elapsed = (time.perf_counter() - start) * 1000
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"{' '.join(command[:3])} exited with {done.returncode}: {last}")
    return elapsed


def startup_bench(runs: int = 5, python: str = sys.executable) -> Figures:
    """Median wall time from process start to exit after the first menu frame, against a bare-pygame_gui
    baseline. Runs alternate, so background noise hits both alike."""
    game_cmd = [python, "main.py", "--windowed", "--frames", "1"]
    base_cmd = [python, "-c", BASELINE_SCRIPT]
    game_ms: list[float] = []
    base_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="kuckuck-bench-") as home:
        env = {**os.environ, **HEADLESS, "KUCKUCK_HOME": home}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's Python caches bytecode after the first start
        _wall_ms(game_cmd, env)  # warm the file cache and the .pyc files
        _wall_ms(base_cmd, env)
        for _ in range(runs):
            game_ms.append(_wall_ms(game_cmd, env))
            base_ms.append(_wall_ms(base_cmd, env))
    startup, baseline = statistics.median(game_ms), statistics.median(base_ms)
    return {"startup_ms": startup, "baseline_startup_ms": baseline, "startup_ratio": startup / baseline}


def folder_mb(folder: Path) -> float:
    """The size of every file under `folder`, in MB."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink()) / 1e6


def dist_bench(runs: int = 5, one_file: Path = DIST_EXE, one_dir: Path = ONEDIR_EXE) -> Figures:
    """Size and start-up time of the packaged game, for the builds that exist (none: no figures): the one-file
    executable's size, the one-folder build's files together. Each run starts from an empty working folder with a
    fresh data folder, as test-dist does."""
    figures: Figures = {}
    for name, exe in (("dist", one_file), ("dist_onedir", one_dir)):
        if not exe.is_file():
            continue
        figures[f"{name}_mb"] = exe.stat().st_size / 1e6 if exe == one_file else folder_mb(exe.parent)
        with tempfile.TemporaryDirectory(prefix="kuckuck-bench-") as folder:
            home, cwd = Path(folder) / "home", Path(folder) / "cwd"
            cwd.mkdir()
            env = {**os.environ, **HEADLESS, "KUCKUCK_HOME": str(home)}
            command = [str(exe), "--windowed", "--frames", "1"]
            _wall_ms(command, env, cwd)  # warm the file cache
            times = [_wall_ms(command, env, cwd) for _ in range(runs)]
        figures[f"{name}_startup_ms"] = statistics.median(times)
        figures[f"{name}_startup_best_ms"] = min(times)  # the machine at its quietest: the others' load aside
    return figures
