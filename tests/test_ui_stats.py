"""The statistics screen, headless: opened from the menu, driven by keyboard only, mouse only and gamepad only;
reset asks first; an empty archive says so."""

from __future__ import annotations

import pygame
import pytest

from game.lobby import MatchSetup, seats_to_json
from scenes.core.app import App
from scenes.menu.scene import MenuScene
from scenes.stats.scene import StatsScene
from scenes.ui.confirm import ConfirmDialog
from tests.store_helpers import finished
from tests.ui_helpers import menu_app, mouse_click, press, settle
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason


def top(app: App) -> object:
    return app.scenes.top


def focused(scene: StatsScene) -> object:
    return scene.focus.focused


def archive_some(app: App, matches: int = 3) -> None:
    for seed in range(matches):
        match = finished(players=3, seed=seed)
        app.archive.add(match, seats_to_json(MatchSetup(players=3, bots=2).seats()))


def open_stats_by_keys(app: App, menu: MenuScene) -> StatsScene:
    menu.focus.focus(menu.buttons["stats"])
    press(app, pygame.K_RETURN)
    settle(app)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    return scene


def counted(app: App, scene: StatsScene) -> None:
    for _ in range(200):
        if not scene.counting:
            break
        settle(app, 1)
    assert not scene.counting


def test_keyboard_only_tabs_filter_reset_and_back() -> None:
    app, menu = menu_app()
    archive_some(app)
    scene = open_stats_by_keys(app, menu)
    counted(app, scene)
    assert scene.game == "kuckuck" and scene.figures().matches == 3
    assert focused(scene) is scene.games
    press(app, pygame.K_RIGHT)
    assert scene.game == "hearts" and scene.figures().empty
    press(app, pygame.K_PAGEUP)  # from anywhere: the previous game
    assert scene.game == "kuckuck"
    press(app, pygame.K_DOWN, pygame.K_RIGHT)
    assert focused(scene) is scene.filter and scene.preset == "kuckuck"
    press(app, pygame.K_RIGHT)
    assert scene.preset == "chase_the_ace" and scene.figures().empty
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    assert scene.preset == "" and scene.figures().matches == 3
    press(app, pygame.K_DOWN)
    assert focused(scene) is scene.buttons["reset"]
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.scenes.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)  # backing out keeps them
    settle(app)
    assert top(app) is scene and scene.figures().matches == 3
    press(app, pygame.K_RETURN)
    settle(app)
    press(app, pygame.K_RIGHT, pygame.K_RETURN)  # "Reset"
    settle(app)
    assert top(app) is scene and scene.figures().empty
    assert len(app.archive.entries()) == 3  # no match was deleted
    press(app, pygame.K_ESCAPE)
    settle(app)
    assert top(app) is menu and menu.focus.focused is menu.buttons["stats"]


def test_mouse_only_opens_switches_tabs_steps_the_filter_and_closes() -> None:
    app, menu = menu_app()
    archive_some(app, 2)
    mouse_click(app, menu.buttons["stats"].rect.center)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    counted(app, scene)
    assert scene.games is not None and scene.filter is not None
    euchre = next(tile for tile in scene.games.tiles if tile.game == "euchre")
    mouse_click(app, euchre.rect.center)
    assert scene.game == "euchre"
    kuckuck = next(tile for tile in scene.games.tiles if tile.game == "kuckuck")
    mouse_click(app, kuckuck.rect.center)
    mouse_click(app, scene.filter.plus.rect.center)
    assert scene.preset == "kuckuck" and scene.figures().matches == 2
    mouse_click(app, scene.buttons["reset"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    mouse_click(app, dialog.buttons["reset"].rect.center)
    settle(app)
    assert top(app) is scene and scene.figures().empty
    mouse_click(app, scene.buttons["back"].rect.center)
    assert top(app) is menu


@pytest.mark.skipif(unavailable_reason() is not None, reason=str(unavailable_reason()))
def test_gamepad_only_shoulders_change_the_game_and_b_goes_back() -> None:
    app, menu = menu_app()
    archive_some(app, 2)
    with VirtualGamepad() as pad:
        settle(app, 2)
        menu.focus.focus(menu.buttons["stats"])
        pad.tap("a")
        settle(app)
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        counted(app, scene)
        pad.tap("rightshoulder")
        settle(app, 1)
        assert scene.game == "hearts"
        pad.tap("leftshoulder")
        settle(app, 1)
        pad.tap("dpright")
        settle(app, 1)
        assert scene.game == "hearts"  # the focus is on the tabs: right is the next game
        pad.tap("dpleft")
        settle(app, 1)
        for button in ("dpdown", "dpdown", "a"):
            pad.tap(button)
            settle(app, 1)
        settle(app)
        dialog = app.scenes.top
        assert isinstance(dialog, ConfirmDialog)
        for button in ("dpright", "a"):
            pad.tap(button)
            settle(app, 1)
        settle(app)
        assert top(app) is scene and scene.figures().empty
        pad.tap("b")
        settle(app)
        assert top(app) is menu


def test_an_empty_archive_reads_no_matches_yet_and_offers_no_reset(monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.stats import content

    shown: list[str] = []
    real = content.render  # type: ignore[attr-defined]

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        shown.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(content, "render", spy)
    app, menu = menu_app()
    scene = open_stats_by_keys(app, menu)
    settle(app)
    assert not scene.counting and scene.figures().empty
    assert not scene.buttons["reset"].is_enabled
    assert "No matches yet" in shown and any("Finish a match of Kuckuck" in t for t in shown)


def test_a_damaged_archive_file_is_reported_on_the_screen() -> None:
    app, menu = menu_app()
    archive_some(app, 2)
    damaged = sorted(app.archive.path.glob("*.json"))[0]
    damaged.write_text("{")
    scene = open_stats_by_keys(app, menu)
    counted(app, scene)
    assert scene.figures().matches == 1
    assert scene.notices and "could not be read" in scene.notices[0]


def test_every_size_keeps_the_screen_inside_the_window() -> None:
    for size in ((800, 600), (1280, 720), (1920, 1080)):
        app, menu = menu_app(size)
        archive_some(app, 1)
        scene = open_stats_by_keys(app, menu)
        counted(app, scene)
        screen = app.screen.get_rect()
        assert scene.games is not None and scene.filter is not None
        for rect in (scene.games.rect, scene.filter.rect, *(b.rect for b in scene.buttons.values())):
            assert screen.contains(rect)
        app.shutdown()  # closes its gamepads first: a bare pygame.quit() left later tests deaf to pads
