"""The house rules: the model, the panel on the menu (keyboard, mouse, wheel), and the options reaching the match."""

from __future__ import annotations

import json
from dataclasses import fields

import pygame
from scenes.menu.rule_catalogue import HOUSE_RULES, HouseRules, engine_values
from scenes.settings import SettingsStore

from game.kuckuck.options import PRESETS, KuckuckOptions, parse_options
from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.menu.house_rules import HouseRuleRow, HouseRulesPanel
from scenes.menu.scene import MenuScene
from scenes.results import ResultsScene
from scenes.table.shell import TableScene
from tests.ui_helpers import make_app, menu_app, mouse_click, press, resize, settle, step


def focused_key(panel: HouseRulesPanel) -> str:
    widget = panel.focus.focused
    if isinstance(widget, HouseRuleRow):
        return widget.key
    return next(name for name, button in panel.buttons.items() if button is widget)


def open_by_keyboard(app: App, menu: MenuScene) -> HouseRulesPanel:
    press(app, pygame.K_DOWN, pygame.K_LEFT)  # Start → Rules → House rules
    assert menu.focus.focused is menu.buttons["house"]
    press(app, pygame.K_RETURN)
    settle(app)
    assert menu.house.is_open
    return menu.house


def match_options(app: App) -> KuckuckOptions:
    table = app.scene
    assert isinstance(table, TableScene)
    options = table.controller.match.options
    assert isinstance(options, KuckuckOptions)
    return options


# --- the model ----------------------------------------------------------------------------------------------------


def test_every_engine_option_has_a_row_on_the_menu_or_in_the_panel() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    for option in fields(KuckuckOptions):
        assert option.name in panel.rows or option.name in menu.rows, f"option {option.name} has no row"
    assert set(panel.rows).isdisjoint(menu.rows)
    for rule in HOUSE_RULES:  # every value the engine knows has a label and an explanation
        assert set(rule.choices) == set(engine_values(rule.key))
        for value in rule.values():
            assert rule.value_label(value) and rule.explanation(value)


def test_model_keeps_only_changes_and_the_engine_accepts_them() -> None:
    rules = HouseRules()
    assert rules.value("king_blocks") is True and not rules.differs("king_blocks")
    assert rules.step("king_blocks", -1) and rules.value("king_blocks") is False
    assert not rules.step("king_blocks", -1) and not rules.can_step("king_blocks", -1)
    assert rules.step("final_tie", 1, wrap=True) and rules.step("queens_block", 1)
    assert rules.options() == {"king_blocks": False, "queens_block": True, "final_tie": "sudden_death_low_out"}
    assert rules.step("final_tie", 1, wrap=True) and not rules.differs("final_tie")  # back to the preset's value
    options = parse_options(6, {"preset": rules.preset, "lives": 2, **rules.options()})
    assert (options.king_blocks, options.queens_block, options.lives) == (False, True, 2)
    rules.set_preset("chase_the_ace")
    assert rules.changes == {} and rules.value("dealer_stock_king") == "keep"
    rules.step("low_card_reveal", -1)
    rules.reset()
    assert rules.options() == {}


def test_from_options_finds_the_preset_of_a_saved_match_and_drops_bad_entries() -> None:
    saved = parse_options(6, {"preset": "chase_the_ace", "queens_block": True})
    full = {f.name: getattr(saved, f.name) for f in fields(KuckuckOptions)}  # what a save holds: no preset
    rules = HouseRules.from_options(full)
    assert (rules.preset, rules.changes) == ("chase_the_ace", {"queens_block": True})
    rules = HouseRules.from_options({"preset": "kuckuck", "tie_rule": "nope", "decks": 1, "bogus": 3})
    assert (rules.preset, rules.changes) == ("kuckuck", {"decks": "1"})
    assert set(PRESETS) == {"kuckuck", "chase_the_ace"}


# --- the panel ----------------------------------------------------------------------------------------------------


def test_keyboard_opens_changes_closes_and_starts_with_the_rule() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    assert focused_key(panel) == "king_blocks"
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # Queens block: on
    assert focused_key(panel) == "queens_block" and panel.rules.differs("queens_block")
    press(app, pygame.K_RIGHT)
    assert menu.choices.players == 6  # the modal panel keeps input from the menu behind it
    while focused_key(panel) not in panel.buttons:
        press(app, pygame.K_DOWN)
    if focused_key(panel) == "reset":
        press(app, pygame.K_RIGHT)
    assert focused_key(panel) == "done"
    press(app, pygame.K_RETURN)
    settle(app)
    assert not panel.is_open and menu.focus.focused is menu.buttons["house"]
    saved = json.loads(SettingsStore.default().path.read_text(encoding="utf-8"))
    assert saved["house_rules"] == {"queens_block": True}  # leaving the panel remembers the rules
    assert menu.setup().options == {"lives": 3, "preset": "kuckuck", "queens_block": True}
    press(app, pygame.K_UP, pygame.K_RETURN)
    settle(app)
    options = match_options(app)
    assert options.queens_block is True and options.king_blocks is True


def test_mouse_opens_changes_and_starts_with_the_rule() -> None:
    app, menu = menu_app()
    mouse_click(app, menu.buttons["house"].rect.center)
    panel = menu.house
    assert panel.is_open
    mouse_click(app, panel.rows["dealer_stock_king"].plus.rect.center)
    assert panel.rules.value("dealer_stock_king") == "keep"
    assert not panel.rows["dealer_stock_king"].plus.is_enabled  # the last value: + has nowhere to go
    mouse_click(app, panel.rows["dealer_rotation"].plus.rect.center)
    mouse_click(app, panel.buttons["done"].rect.center)
    assert not panel.is_open
    mouse_click(app, menu.buttons["start"].rect.center)
    options = match_options(app)
    assert (options.dealer_stock_king, options.dealer_rotation) == ("keep", "fixed")


def test_escape_closes_and_confirm_cycles_a_row() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    press(app, *[pygame.K_DOWN] * 6)
    assert focused_key(panel) == "tie_rule"
    press(app, pygame.K_RETURN)
    assert panel.rules.value("tie_rule") == "dealer_immune"
    press(app, pygame.K_RETURN)
    assert panel.rules.value("tie_rule") == "all_lose"
    press(app, pygame.K_RETURN, pygame.K_ESCAPE)
    assert not panel.is_open and menu.setup().options["tie_rule"] == "dealer_immune"


def test_reset_to_preset_and_changing_the_preset_drop_the_changes() -> None:
    app, menu = menu_app()
    mouse_click(app, menu.buttons["house"].rect.center)
    panel = menu.house
    assert not panel.buttons["reset"].is_enabled  # nothing to reset yet
    mouse_click(app, panel.rows["ace_of_spades_double"].plus.rect.center)
    mouse_click(app, panel.rows["king_blocks"].minus.rect.center)
    assert panel.rules.options() == {"king_blocks": False, "ace_of_spades_double": True}
    mouse_click(app, panel.buttons["reset"].rect.center)
    assert panel.rules.options() == {} and not panel.buttons["reset"].is_enabled
    mouse_click(app, panel.rows["queens_block"].plus.rect.center)
    mouse_click(app, panel.buttons["done"].rect.center)
    assert menu.setup().options["queens_block"] is True
    mouse_click(app, menu.rows["preset"].plus.rect.center)  # Rule set: Chase the Ace
    assert menu.setup().options == {"lives": 3, "preset": "chase_the_ace"}
    mouse_click(app, menu.buttons["house"].rect.center)
    assert panel.rules.value("low_card_reveal") is True and not panel.rules.changes
    mouse_click(app, panel.rows["low_card_reveal"].minus.rect.center)
    assert panel.rules.differs("low_card_reveal")
    press(app, pygame.K_ESCAPE)
    mouse_click(app, menu.buttons["start"].rect.center)
    options = match_options(app)
    assert (options.low_card_reveal, options.dealer_stock_king, options.final_tie) == (
        False, "keep", "sudden_death_low_out",
    )  # fmt: skip


def test_small_window_scrolls_to_the_focused_rule_and_by_wheel() -> None:
    app, menu = menu_app((800, 600))
    panel = open_by_keyboard(app, menu)
    assert panel.scroll_position == 0.0
    for _ in range(len(HOUSE_RULES) - 1):
        press(app, pygame.K_DOWN)
        settle(app, 2)
        row = panel.focus.focused
        assert isinstance(row, HouseRuleRow), row
        assert panel.view_rect.contains(row.rect), row.key
    assert panel.scroll_position > 0.9
    press(app, pygame.K_DOWN, pygame.K_DOWN)  # the buttons, then round to the first rule
    settle(app, 2)
    assert focused_key(panel) == "king_blocks" and panel.scroll_position == 0.0
    pygame.mouse.set_pos(panel.view_rect.center)  # pygame_gui reads the pointer for hovering, at its update
    settle(app, 1)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    step(app, [wheel])
    settle(app, 10)
    pygame.mouse.set_pos((0, 0))
    assert panel.scroll_position > 0.2


def test_panel_survives_a_resize_and_stays_modal() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    press(app, *[pygame.K_DOWN] * 9, pygame.K_RIGHT)
    assert focused_key(panel) == "decks" and panel.rules.value("decks") == "1"
    resize(app, (800, 600))
    settle(app, 3)
    assert panel.is_open and focused_key(panel) == "decks"
    row = panel.rows["decks"]
    assert panel.view_rect.contains(row.rect)
    assert app.screen.get_rect().contains(panel.buttons["done"].rect)
    mouse_click(app, menu.rows["players"].plus.rect.center)
    assert menu.choices.players == 6
    press(app, pygame.K_ESCAPE)
    assert menu.setup().options["decks"] == "1"


def test_results_back_to_the_menu_keeps_the_house_rules() -> None:
    from game.lobby import ResultsSummary

    setup = MatchSetup(players=5, bots=4, options={"lives": 2, "preset": "kuckuck", "dealer_double_draw": True})
    app = make_app()
    app.switch(ResultsScene(app, ResultsSummary(("You", "A", "B", "C", "D"), (0,), ((1,), (2,), (3,), (4,)), 3, setup)))
    settle(app, 3)
    app.switch(MenuScene(app, setup))
    step(app)
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.setup() == setup
