"""A gamepad alone, through the scenes the other gamepad tests do not walk: the house rules, the rules, a Kuckuck
match with its pause (and the rules from there), and the results. (The menu, settings with Controls, statistics,
history and replay, the seed dialog, the Players… dialog and the Hearts and Euchre tables have theirs.)"""

from __future__ import annotations

import pygame
import pytest

from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.menu.house_rule_row import HouseRuleRow
from scenes.menu.house_rules import HouseRulesPanel
from scenes.menu.scene import MenuScene
from scenes.results.scene import ResultsScene
from scenes.table.pause import PauseOverlay
from scenes.ui.focus import FocusRing
from scenes.ui.rules_panel import RulesPanel
from tests.ui_helpers import make_app, menu_app, open_table, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"no SDL virtual joystick: {REASON}")


def tap(app: App, pad: VirtualGamepad, *buttons: str) -> None:
    for button in buttons:
        pad.tap(button)
        settle(app, 4 if button == "a" else 2)  # Ⓐ clicks a widget: its event comes a frame or two later


def top_scene(app: App) -> object:
    return app.scenes.top


def walk(app: App, pad: VirtualGamepad, focus: FocusRing, target: object, button: str, most: int = 12) -> None:
    """Press `button` (a D-pad direction) until `target` has the focus."""
    for _ in range(most):
        if focus.focused is target:
            return
        tap(app, pad, button)
    assert focus.focused is target, f"{target!r} never got the focus"


def test_house_rules_and_the_rules_by_gamepad_alone() -> None:
    app, menu = menu_app()
    with VirtualGamepad(name="DualSense Wireless Controller", vendor_id=0x054C, product_id=0x0CE6) as pad:
        settle(app, 2)
        tap(app, pad, "dpdown")  # from Start to the line under it, then along it to House rules
        walk(app, pad, menu.focus, menu.buttons["house"], "dpleft")
        tap(app, pad, "a")
        panel = app.scenes.top
        assert isinstance(panel, HouseRulesPanel)
        row = panel.focus.focused
        assert isinstance(row, HouseRuleRow)
        before = menu.choices.rules.value(row.key)
        tap(app, pad, "dpright")
        if menu.choices.rules.value(row.key) == before:  # already the last choice: the other way
            tap(app, pad, "dpleft")
        changed = menu.choices.rules.value(row.key)
        assert changed != before
        tap(app, pad, "dpdown")
        assert panel.focus.focused is not row  # the next rule
        tap(app, pad, "b")  # back (the right button, ○): closed, the change kept
        assert app.scenes.top is menu and menu.choices.rules.value(row.key) == changed
        walk(app, pad, menu.focus, menu.buttons["rules"], "dpright")
        tap(app, pad, "a")
        rules = app.scenes.top
        assert isinstance(rules, RulesPanel)
        tap(app, pad, "dpdown", "dpdown", "dpright")  # scrolls, a line then a page
        assert app.scenes.top is rules
        tap(app, pad, "b")
        assert app.scenes.top is menu


def test_a_kuckuck_match_its_pause_and_the_results_by_gamepad_alone() -> None:
    app = make_app(seed=11)
    table = open_table(app, MatchSetup(players=3, bots=2, options={"lives": 1}))
    with VirtualGamepad(name="Pro Controller") as pad:
        settle(app, 2)
        tap(app, pad, "start")  # Start (Nintendo's +) pauses
        pause = app.scenes.top
        assert isinstance(pause, PauseOverlay) and table.paused
        walk(app, pad, pause.focus, pause.buttons["rules"], "dpdown")
        tap(app, pad, "a")
        assert isinstance(app.scenes.top, RulesPanel)
        tap(app, pad, "b")
        assert top_scene(app) is pause
        tap(app, pad, "b")
        assert not table.paused
        decisions = 0
        for _ in range(6000):
            if isinstance(app.scenes.top, ResultsScene):
                break
            if table.controller.waiting_for_human is not None:
                tap(app, pad, "y" if decisions % 2 else "x")  # swap, stay: Kuckuck's own buttons
                decisions += 1
            else:
                step(app, dt=50)
        results = app.scenes.top
        assert isinstance(results, ResultsScene) and decisions > 0
        assert app.input.last_source == "gamepad"
        tap(app, pad, "b")  # back: the focus goes to "Menu" first, never straight out
        assert results.focus.focused is results.buttons["menu"]
        tap(app, pad, "a")
        settle(app)
    assert isinstance(app.scenes.top, MenuScene)
    assert pygame.display.get_surface() is not None
