"""Render the Settings scene (and its Controls screen) headless to PNG files, to look at them:

python -m tools.settings_snapshot OUT_FOLDER [WxH ...]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv: list[str]) -> int:
    import pygame

    from game.store.saves import SaveStore
    from scenes.core.app import App
    from scenes.core.config import AppConfig
    from scenes.routes.router import Router
    from scenes.settings.bindings_scene import BindingsScene
    from scenes.settings.scene import SettingsScene

    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(part) for part in text.split("x")) for text in argv[1:]] or [
        (1280, 720),
        (1920, 1080),
        (800, 600),
    ]
    for width, height in sizes:
        with tempfile.TemporaryDirectory(prefix="kuckuck-settings-") as folder:
            os.environ["KUCKUCK_HOME"] = folder
            app = App(AppConfig(fullscreen=False, size=(width, height), seed=7), Router)
            app.saves = SaveStore(Path(folder))
            app.router.menu()
            app.scenes.push(SettingsScene(app))
            for _ in range(5):
                app.step(16, [])
            pygame.image.save(app.screen, str(out / f"settings-{width}x{height}.png"))
            app.scenes.push(BindingsScene(app))
            for _ in range(5):
                app.step(16, [])
            pygame.image.save(app.screen, str(out / f"controls-{width}x{height}.png"))
            app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
