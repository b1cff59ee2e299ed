"""The stepper rows with drawn − and + (scenes/ui/button_row.py) in the menu, the settings and the statistics: a tap
on − or +, with no pointer motion before it to move the focus, gives its row the focus and steps it once, and at the
end of the range it stays there (only Enter steps round)."""

from __future__ import annotations

import pygame

from scenes.core.app import App
from scenes.settings.scene import SettingsScene
from scenes.stats.scene import StatsScene
from scenes.ui.button_row import ButtonRow
from scenes.ui.focus import Focusable, FocusRing
from tests.ui_helpers import menu_app, release, settle, step


def tap(app: App, button: pygame.Rect) -> None:
    """A press and release at the centre of `button`, the pointer never moving there first (a touch screen's tap)."""
    step(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1, touch=False)])
    step(app, release(button.center))
    settle(app)


def assert_tap_focuses(app: App, ring: FocusRing, row: ButtonRow, other: Focusable, plus: bool) -> None:
    ring.focus(other)
    assert ring.focused is other
    tap(app, (row.plus if plus else row.minus).rect)
    assert ring.focused is row


def test_a_tap_on_a_menu_rows_plus_or_minus_focuses_it_and_steps_once() -> None:
    app, menu = menu_app()
    players, lives = menu.rows["players"], menu.rows["lives"]
    assert_tap_focuses(app, menu.focus, players, menu.buttons["start"], plus=True)
    assert menu.choices.players == 7
    assert_tap_focuses(app, menu.focus, lives, menu.buttons["start"], plus=False)
    assert menu.choices.rules.value("lives") == 2


def test_a_tap_on_a_settings_rows_plus_focuses_it_and_stops_at_the_last_value() -> None:
    app, menu = menu_app()
    menu.doors.open_settings()
    settle(app)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    felt = scene.rows["felt"]
    assert_tap_focuses(app, scene.focus, felt, scene.buttons["back"], plus=True)
    assert app.settings.felt == "blue"
    for _ in range(4):
        tap(app, felt.plus.rect)
    assert app.settings.felt == "grey"  # the last colour: a tap does not step round to green


def test_a_tap_on_the_statistics_filters_plus_focuses_it_and_stops_at_the_last_rule_set() -> None:
    app, menu = menu_app()
    menu.doors.open_stats()
    settle(app)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene) and scene.filter is not None and scene.games is not None
    assert_tap_focuses(app, scene.focus, scene.filter, scene.games, plus=True)
    assert scene.preset == "kuckuck"
    last = scene.preset_choices()[-1]
    for _ in range(len(scene.preset_choices())):
        tap(app, scene.filter.plus.rect)
    assert scene.preset == last
