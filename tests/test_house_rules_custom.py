"""The house-rules dialog shows every rule with its line of explanation, and a changed rule set reads as custom, in
the dialog and on the menu's rule-set row."""

from __future__ import annotations

import pygame

from game.kuckuck.spec import SPEC as KUCKUCK
from scenes.menu.house_rules import HouseRulesPanel
from scenes.menu.house_rules_legend import status_text
from scenes.menu.rule_set import explanation
from scenes.menu.setting_rows import house_note_text
from tests.ui_helpers import menu_app, press, press_to, settle


def test_every_rule_has_its_row_and_explanation_and_a_change_makes_the_set_custom() -> None:
    app, menu = menu_app()
    press(app, pygame.K_ESCAPE, pygame.K_UP)  # the focus to Quit, up to History, then left along the row to House rules
    press_to(app, menu.focus, menu.buttons["house"], pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    settle(app)
    panel = app.scenes.top
    assert isinstance(panel, HouseRulesPanel)
    assert [option.name for option in KUCKUCK.house_rules] == list(panel.rows)  # the new options too, by schema
    for name in ("money_game", "speed", "first_dealer", "domino"):
        if name in {option.name for option in KUCKUCK.options}:
            assert name in panel.rows
    for option in KUCKUCK.house_rules:
        line = explanation(option, panel.rules.value(option.name))
        assert line and len(line) < 120, option.name  # one line, of its current value
    assert status_text(panel.rules) == "No changes"
    panel._step("queens_block", 1, False)
    assert status_text(panel.rules) == "Custom: 1 rule changed"
    assert house_note_text(menu.choices) == "Custom: 1 house rule"
    panel.reset()
    assert status_text(panel.rules) == "No changes"
