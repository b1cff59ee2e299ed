"""The App itself: a crash leaves a report and the saved match; fullscreen toggles; bad bindings are reported; the
loop keeps long-lived objects out of full garbage collections."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pygame
import pytest

from scenes.core.app import App
from scenes.core.scene import Scene
from scenes.core.window import MAX_RENDER, MAX_SIDE, MIN_SIZE, render_size
from tests.ui_helpers import key, make_app, resize, step


class SizeProbe(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.sizes: list[tuple[int, int]] = []

    def resize(self, size: tuple[int, int]) -> None:
        self.sizes.append(size)


class Exploding(Scene):
    def update(self, dt_ms: int) -> None:
        raise RuntimeError("boom")


class FreezeProbe(Scene):
    """Notes, frame by frame, how many objects the garbage collector has been told to leave alone."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.frozen: list[int] = []

    def update(self, dt_ms: int) -> None:
        self.frozen.append(gc.get_freeze_count())


def test_the_loop_keeps_a_new_screens_objects_out_of_later_full_collections() -> None:
    """A full collection scanning every card image and event took 10–20 ms mid-game: once a screen has drawn its
    first frame, what is alive is frozen out of the collector; the freeze ends with the loop."""
    app = make_app()
    probe = FreezeProbe(app)
    app.scenes.replace(probe)
    app.run(frames=4)
    assert probe.frozen[0] == 0 and all(count > 1000 for count in probe.frozen[1:])
    assert gc.get_freeze_count() == 0


def test_an_error_in_the_loop_leaves_a_crash_report() -> None:
    app = make_app()
    app.scenes.replace(Exploding(app))
    with pytest.raises(RuntimeError, match="boom"):
        app.run(frames=3)
    report = Path(os.environ["KUCKUCK_HOME"]) / "crash.log"
    assert "boom" in report.read_text(encoding="utf-8")


def test_f11_toggles_fullscreen_and_back() -> None:
    app = make_app((1024, 768))
    app.scenes.replace(Scene(app))
    step(app, [key(pygame.K_F11)])
    assert app.fullscreen
    step(app, [key(pygame.K_F11)])
    assert not app.fullscreen and app.size == (1024, 768)


def test_a_broken_bindings_file_of_the_player_is_reported_and_defaults_apply() -> None:
    (Path(os.environ["KUCKUCK_HOME"]) / "bindings.json").write_text("{not json", encoding="utf-8")
    app = make_app()
    assert app.input.warnings and app._toast is not None  # the player is told
    assert app.input.translate(key(pygame.K_ESCAPE))[0].action.name == "MENU"  # the defaults work


def test_the_players_own_bindings_replace_the_defaults() -> None:
    own = '{"kuckuck": {"stay": {"keys": ["k"]}}}'
    (Path(os.environ["KUCKUCK_HOME"]) / "bindings.json").write_text(own, encoding="utf-8")
    app = make_app()
    from scenes.kuckuck.view import KuckuckView

    app.input.use_game_actions("kuckuck", KuckuckView.actions)
    assert [(a.action.name, a.name) for a in app.input.translate(key(pygame.K_k))] == [("GAME", "stay")]


def test_dragging_the_window_edge_lays_the_scene_and_the_ui_out_again() -> None:
    app = make_app((1280, 720))
    probe = SizeProbe(app)
    app.scenes.replace(probe)
    ui = app.ui  # a screen with pygame_gui widgets
    step(app)
    resize(app, (1000, 700))
    assert probe.sizes == [(1000, 700)] and ui.window_resolution == (1000, 700)
    resize(app, (500, 400))  # smaller than any layout: the window stops at the minimum
    assert app.size == MIN_SIZE and probe.sizes[-1] == MIN_SIZE


def test_losing_focus_after_minimising_keeps_the_app_minimised() -> None:
    app = make_app()
    app.scenes.replace(Scene(app))
    step(app, [pygame.event.Event(pygame.WINDOWMINIMIZED), pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert app.minimised
    step(app, [pygame.event.Event(pygame.WINDOWRESTORED)])
    assert not app.minimised


def test_a_huge_window_is_drawn_at_a_bounded_size_and_scaled() -> None:
    """A 10000×10000 window once took 14–40 s a frame and 3.4 GB: now the scenes draw at most 4K, SDL scales."""
    app = make_app((1280, 720))
    app.router.menu()
    step(app)
    resize(app, (10000, 10000))
    step(app)
    assert app.size == render_size((10000, 10000)) == (2880, 2880)  # square, as many pixels as 4K
    assert pygame.display.get_window_size() == (10000, 10000)
    menu = app.scenes.top
    assert menu is not None and app.screen.get_rect().contains(menu.buttons["quit"].rect)  # type: ignore[attr-defined]
    resize(app, (1400, 900))  # back below the limit: drawn at the window's own size again
    step(app)
    assert app.size == (1400, 900) == pygame.display.get_window_size()


def test_render_size_keeps_the_shape_within_4ks_pixels() -> None:
    assert render_size((1920, 1080)) == (1920, 1080)
    assert render_size((7680, 4320)) == MAX_RENDER
    for screen in ((3840, 2160), (5120, 1440), (3440, 1440), (2560, 1600), (1600, 1200)):  # drawn pixel for pixel
        assert render_size(screen) == screen
    assert render_size((20000, 1000)) == (MAX_SIDE, 410)  # no side longer than a texture may be
