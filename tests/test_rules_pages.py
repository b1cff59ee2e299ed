"""The rules pages in the app: every house rule with an example, the controls from the player's bindings, and the
"?" of each house-rules row (mouse, keyboard, gamepad) opening the rules at that option, headless on the real App."""

from __future__ import annotations

import html

import pygame
import pytest

from game.core.spec import GameSpec
from game.i18n import tr
from game.registry import spec_for, specs
from scenes.core.app import App
from scenes.menu.house_rules import HouseRulesPanel
from scenes.table.pause import PauseOverlay
from scenes.ui.actions import Action, Binding
from scenes.ui.rules_html import entry_start
from scenes.ui.rules_options import option_entries
from scenes.ui.rules_panel import RulesPanel
from tests.test_house_rules import focused_key, open_by_keyboard
from tests.test_ui_settings import open_controls, rebind_key
from tests.ui_helpers import make_app, menu_app, mouse_click, press, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

PAD_REASON = unavailable_reason()
needs_virtual_pad = pytest.mark.skipif(PAD_REASON is not None, reason=f"no SDL virtual joystick: {PAD_REASON}")


def page_text(app: App, spec: GameSpec) -> str:
    """The rules page's text as the player reads it (markup stripped)."""
    panel = RulesPanel(app, spec)
    page = panel.html(20)
    for tag in ("<br>", "</b>", "<b>", "</font>"):
        page = page.replace(tag, "\n")
    return html.unescape("\n".join(line for line in page.split("\n") if not line.startswith("<font")))


def rules_panel(app: App) -> RulesPanel:
    panel = app.scenes.top
    assert isinstance(panel, RulesPanel) and panel.is_open
    return panel


def rules_at_top(panel: RulesPanel, option: str) -> bool:
    """The panel is scrolled so that `option`'s entry starts the visible text (or as far as it scrolls)."""
    assert panel._text is not None
    start = entry_start(panel._text, panel.spec, option)
    bar = panel._text.scroll_bar
    assert start is not None and start > 0 and bar is not None
    return abs(panel.scroll_position - min(start, 1.0 - bar.visible_percentage)) < 0.005


# --- the page -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", [spec.id for spec in specs()])
def test_every_option_has_an_entry_with_its_values_default_and_example(game: str) -> None:
    spec = spec_for(game)
    app = make_app()
    text = page_text(app, spec)
    names = [option.name for option in spec.options]
    assert set(spec.option_examples) <= set(names), "an example for an option the game does not have"
    entries = {entry.name: entry for entry in option_entries(spec)}
    assert list(entries) == [o.name for o in (*spec.menu_options, *spec.house_rules)]
    for option in spec.options:
        example = spec.option_examples.get(option.name, "")
        assert example, f"{game}: option {option.name} has no example"
        assert tr("Example: {example}", example=example) in text
        assert tr(option.label) in entries[option.name].title and entries[option.name].title in text
        assert tr(option.help) in text
        assert any(line.startswith("Default: ") for line in entries[option.name].lines)
        for choice in option.choices:
            assert tr(choice.label) in "\n".join(entries[option.name].lines)


def test_kuckuck_variants_carry_the_seeds_names_and_the_presets_defaults() -> None:
    spec = spec_for("kuckuck")
    text = page_text(make_app(), spec)
    for shown in ("Speed-Kuckuck (Schnell-Kuckuck)", "Money game (Geldspel)", "Domino (Domino-regel)",
                  "Dealer may draw twice (Doppelabheber-Geber)", "Queens block too (Coucou)"):  # fmt: skip
        assert shown in text
    # the seeds disagree: each preset's own
    assert "Default: Blocked (Chase the Ace rules: Kept; Cuckoo (Gnav) rules: Kept)" in text
    assert "Default: High wins (Chase the Ace rules: Low is out; Cuckoo (Gnav) rules: Low is out)" in text
    assert "Default: French pack (Cuckoo (Gnav) rules: Gnav; Kille rules: Kille)" in text
    assert "Kuku is the worst (Kille (Schweden))" in text and "Only with Pack: Kille" in text


def test_the_controls_follow_a_rebinding_on_the_controls_screen() -> None:
    app, menu = menu_app()
    assert "Stay: S / (X)" in page_text(app, menu.spec)
    controls = open_controls(app, "kuckuck")
    rebind_key(app, controls, "stay", pygame.K_k)
    controls.show_context("shared")
    rebind_key(app, controls, "CONFIRM", pygame.K_j)
    text = page_text(app, menu.spec)
    assert "Stay: K / (X)" in text and "Stay: S" not in text
    assert "Choose: J, Enter, Space / (A)" in text  # the new key first, the others kept (Enter twice reads once)
    app.scenes.remove(controls)
    menu.doors.open_rules()
    settle(app)
    assert ("Stay", "K / (X)") in rules_panel(app).controls


def test_rebound_pad_buttons_show_too() -> None:
    app, menu = menu_app()
    shared = dict(app.input.bindings)
    shared[Action.CONFIRM] = Binding(("return",), ("x",))
    app.input.rebind(shared, {"kuckuck": {"stay": Binding(("q",), ("b",))}})  # what the Controls screen hands over
    text = page_text(app, menu.spec)
    assert "Stay: Q / (B)" in text and "Choose: Enter / (X)" in text


# --- "?" on a house-rules row -------------------------------------------------------------------------------------


def focus_row(app: App, panel: HouseRulesPanel, key: str) -> None:
    for _ in range(len(panel.rows) + 2):
        if focused_key(panel) == key:
            return
        press(app, pygame.K_DOWN)
    assert focused_key(panel) == key


def test_question_mark_by_mouse_opens_the_rules_at_the_option_and_returns_to_the_row() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    row = panel.rows["tie_rule"]
    panel._reveal("tie_rule")
    settle(app)
    mouse_click(app, row.help.rect.center)
    rules = rules_panel(app)
    assert rules.at_option == "tie_rule" and rules_at_top(rules, "tie_rule")
    mouse_click(app, rules._close.rect.center if rules._close is not None else (0, 0))
    assert app.scenes.top is panel and focused_key(panel) == "tie_rule"
    assert panel.rules.value("tie_rule") == "all_lose"  # the click on "?" changed nothing


def test_f1_on_a_row_opens_the_rules_there_and_escape_comes_back() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    assert "F1" in app.input.describe_game("rule_help")
    positions = []
    for key in ("queens_block", "domino"):
        focus_row(app, panel, key)
        press(app, pygame.K_F1)
        settle(app)
        rules = rules_panel(app)
        assert rules_at_top(rules, key)
        positions.append(rules.scroll_position)
        press(app, pygame.K_ESCAPE)
        assert app.scenes.top is panel and focused_key(panel) == key
    assert 0 < positions[0] < positions[1]  # each row opens at its own entry
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)])
    assert app.scenes.top is menu  # F1 means nothing once the house rules are closed


@needs_virtual_pad
def test_the_pads_y_on_a_row_opens_the_rules_there_and_b_comes_back() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    with VirtualGamepad() as pad:
        settle(app)
        pad.tap("dpdown")
        pad.tap("dpdown")
        settle(app)
        key = focused_key(panel)
        assert key == panel.options[2].name
        pad.tap("y")
        settle(app)
        rules = rules_panel(app)
        assert rules.at_option == key and rules_at_top(rules, key)
        pad.tap("b")
        settle(app)
        assert app.scenes.top is panel and focused_key(panel) == key
        assert "Ⓨ" in app.input.describe_game("rule_help")


def test_the_rules_at_an_option_survive_a_resize() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    focus_row(app, panel, "money_game")
    press(app, pygame.K_F1)
    settle(app)
    rules = rules_panel(app)
    before = rules.scroll_position
    app.scenes.resize((1024, 768))
    settle(app)
    assert rules.is_open and abs(rules.scroll_position - before) < 0.05
    press(app, pygame.K_RETURN)
    assert app.scenes.top is panel and focused_key(panel) == "money_game"


# --- from the pause overlay ---------------------------------------------------------------------------------------


def test_the_pause_overlays_rules_show_every_house_rule_and_the_tables_controls() -> None:
    app, _ = menu_app()
    press(app, pygame.K_RETURN)
    settle(app)
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay)
    press(app, *[pygame.K_DOWN] * 4, pygame.K_RETURN)
    settle(app)
    rules = rules_panel(app)
    page = rules.html(20)
    assert html.escape(tr("Every house rule, with an example"), quote=False) in page
    assert ("Swap (the dealer: draw)", "W / (Y)") in rules.controls
    press(app, pygame.K_RIGHT)
    assert rules.scroll_position > 0
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and pause.is_open
