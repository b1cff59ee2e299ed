"""The house rules: the model, the panel on the menu (keyboard, mouse, wheel), and the options reaching the match."""

from __future__ import annotations

import json
from dataclasses import fields

import pygame

from game.core.results import ResultsSummary, Standing
from game.kuckuck.options import KuckuckOptions
from game.kuckuck.spec import SPEC as KUCKUCK
from game.lobby import MatchSetup
from game.store.paths import data_dir
from game.store.settings import GameChoices, SettingsStore
from scenes.core.app import App
from scenes.menu.house_rule_row import HouseRuleRow
from scenes.menu.house_rules import HouseRulesPanel
from scenes.menu.rule_set import RuleSet, explanation
from scenes.menu.scene import MenuScene
from scenes.results.scene import ResultsScene
from scenes.table.shell import TableScene
from scenes.ui.option_labels import value_label
from tests.ui_helpers import make_app, menu_app, mouse_click, press, press_to, resize, settle, step


def focused_key(panel: HouseRulesPanel) -> str:
    widget = panel.focus.focused
    if isinstance(widget, HouseRuleRow):
        return widget.key
    return next(name for name, button in panel.buttons.items() if button is widget)


def open_by_keyboard(app: App, menu: MenuScene) -> HouseRulesPanel:
    press(app, pygame.K_ESCAPE, pygame.K_UP)  # the focus to Quit, up to History, then left along the row to House rules
    press_to(app, menu.focus, menu.buttons["house"], pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    settle(app)
    return house_panel(app)


def house_panel(app: App) -> HouseRulesPanel:
    panel = app.scenes.top
    assert isinstance(panel, HouseRulesPanel) and panel.is_open
    return panel


def match_options(app: App) -> KuckuckOptions:
    table = app.scenes.top
    assert isinstance(table, TableScene)
    options = table.controller.match.options
    assert isinstance(options, KuckuckOptions)
    return options


# --- the model ----------------------------------------------------------------------------------------------------


def test_every_engine_option_has_a_row_on_the_menu_or_in_the_panel() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    for field in fields(KuckuckOptions):
        if field.name != "preset":  # the rule set is a row of the menu under its own name
            assert field.name in panel.rows or field.name in menu.rows, f"option {field.name} has no row"
    assert "preset" in menu.rows and set(panel.rows).isdisjoint(menu.rows)
    for option in KUCKUCK.house_rules:  # every value the engine knows has a label and an explanation
        for value in option.values():
            assert value_label(option, value) and explanation(option, value)


def test_model_keeps_only_changes_and_the_engine_accepts_them() -> None:
    rules = RuleSet(KUCKUCK)
    assert rules.value("king_blocks") is True and not rules.differs("king_blocks")
    assert rules.step("king_blocks", -1) and rules.value("king_blocks") is False
    assert not rules.step("king_blocks", -1) and not rules.can_step("king_blocks", -1)
    assert rules.step("final_tie", 1, wrap=True) and rules.step("queens_block", 1)
    assert rules.house_changes == {"king_blocks": False, "queens_block": True, "final_tie": "sudden_death_low_out"}
    assert rules.step("final_tie", 1, wrap=True) and not rules.differs("final_tie")  # back to the preset's value
    options = KUCKUCK.parse_options(6, {**rules.options(), "lives": 2})
    assert (options["king_blocks"], options["queens_block"], options["lives"]) == (False, True, 2)
    rules.set_preset("chase_the_ace")
    assert rules.changes == {} and rules.value("dealer_stock_king") == "keep"
    rules.step("low_card_reveal", -1)
    rules.reset()
    assert rules.options() == {"preset": "chase_the_ace"}


def test_from_options_finds_the_preset_of_a_saved_match_and_drops_bad_entries() -> None:
    full = KUCKUCK.parse_options(6, {"preset": "chase_the_ace", "queens_block": True})  # what a save holds
    rules = RuleSet.from_options(KUCKUCK, full)
    assert (rules.preset, rules.changes) == ("chase_the_ace", {"queens_block": True})
    rules = RuleSet.from_options(KUCKUCK, {"preset": "kuckuck", "tie_rule": "nope", "decks": 1, "bogus": 3})
    assert (rules.preset, rules.changes) == ("kuckuck", {"decks": "1"})
    assert {preset.id for preset in KUCKUCK.presets} == {"kuckuck", "chase_the_ace", "cuckoo_gnav", "kille"}


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
    saved = json.loads(SettingsStore(data_dir()).path.read_text(encoding="utf-8"))
    assert saved["games"]["kuckuck"]["options"] == {"queens_block": True}  # leaving the panel remembers them
    assert menu.setup().options == {"preset": "kuckuck", "queens_block": True}
    press(app, pygame.K_UP, pygame.K_RIGHT, pygame.K_RETURN)  # House rules → Seed… beside Start → Start
    settle(app)
    options = match_options(app)
    assert options.queens_block is True and options.king_blocks is True


def test_mouse_opens_changes_and_starts_with_the_rule() -> None:
    app, menu = menu_app()
    mouse_click(app, menu.buttons["house"].rect.center)
    panel = house_panel(app)
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
    panel = house_panel(app)
    assert not panel.buttons["reset"].is_enabled  # nothing to reset yet
    for key, sign in (("ace_of_spades_double", "plus"), ("king_blocks", "minus")):
        panel._reveal(key)  # scrolled to, as the wheel or the scroll bar would: the rows are taller than the view
        settle(app)
        mouse_click(app, getattr(panel.rows[key], sign).rect.center)
    assert panel.rules.house_changes == {"king_blocks": False, "ace_of_spades_double": True}
    mouse_click(app, panel.buttons["reset"].rect.center)
    assert panel.rules.house_changes == {} and not panel.buttons["reset"].is_enabled
    panel._reveal("queens_block")
    settle(app)
    mouse_click(app, panel.rows["queens_block"].plus.rect.center)
    mouse_click(app, panel.buttons["done"].rect.center)
    assert menu.setup().options["queens_block"] is True
    mouse_click(app, menu.rows["preset"].plus.rect.center)  # Rule set: Chase the Ace
    assert menu.setup().options == {"preset": "chase_the_ace"}
    mouse_click(app, menu.buttons["house"].rect.center)
    panel = house_panel(app)
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
    for _ in range(len(KUCKUCK.house_rules) - 1):
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
    assert panel.scroll_position > 0.05  # one wheel step: a fraction of a list that grows with every option


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
    setup = MatchSetup(players=5, bots=4, options={"lives": 2, "preset": "kuckuck", "dealer_double_draw": True})
    app = make_app()
    standings = tuple(Standing(place, (place - 1,)) for place in range(1, 6))
    app.scenes.replace(
        ResultsScene(app, ResultsSummary("kuckuck", ("You", "A", "B", "C", "D"), (0,), standings, 3), setup)
    )
    settle(app, 3)
    app.scenes.replace(MenuScene(app, setup))
    step(app)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.setup() == setup


def test_a_wide_number_steps_by_tens_on_the_menu_but_any_value_is_allowed() -> None:
    from game.hearts.spec import SPEC as HEARTS
    from scenes.menu.choices import MenuChoices

    target = HEARTS.option("target")
    assert target.parse(73) == 73  # the engine takes any whole number 50–200
    assert target.menu_values(100)[:3] == (50, 60, 70) and 73 in target.menu_values(73)
    choices = MenuChoices.from_game_choices(HEARTS, GameChoices(4, 3, "easy", "standard", {"target": 73}))
    assert choices.step("target", 1) and choices.rules.value("target") == 80
    assert choices.step("target", -1) and choices.rules.value("target") == 70
