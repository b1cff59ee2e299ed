"""The menu's Players… dialog, headless, and the `people` block of the settings file it writes: names typed with
the keyboard or picked with the mouse, colours cycled, kept across a restart and used at the table."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.kuckuck.spec import SPEC
from game.lobby import MAX_NAME
from game.player_profiles import DEFAULT_NAMES, PlayerProfile, distinct_names, profiles_for, tidy_name
from game.store.settings import Settings, SettingsStore
from scenes.core.app import App
from scenes.menu.players_dialog import PlayersDialog
from scenes.menu.scene import MenuScene
from scenes.ui.player_colours import PALETTE
from tests.ui_helpers import key, make_app, menu_app, mouse_click, settle, step


def open_dialog(humans: int) -> tuple[App, MenuScene, PlayersDialog]:
    app, menu = menu_app()
    menu.choices.bots = menu.choices.players - humans
    menu._rebuild()
    mouse_click(app, menu.buttons["players"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, PlayersDialog) and len(dialog.rows) == humans
    return app, menu, dialog


def type_text(app: App, text: str) -> None:
    for character in text:
        step(app, [pygame.event.Event(pygame.TEXTINPUT, text=character)])


def test_a_name_typed_with_the_keyboard_is_kept_and_sits_at_the_table() -> None:
    from scenes.table.shell import TableScene

    app, menu, dialog = open_dialog(humans=2)
    step(app, [key(pygame.K_RETURN)])  # the first name field: typing starts, the name selected
    settle(app)
    type_text(app, "Zoë")  # the first letter replaces the selected name
    step(app, [key(pygame.K_RETURN)])  # typing ends and the focus moves on to the next person's name
    settle(app)
    assert dialog.rows[0].entry.get_text() == "Zoë"
    assert dialog.focus.focused is dialog.rows[1].entry
    dialog.done()
    assert app.settings.people == (PlayerProfile("Zoë", "gold"), PlayerProfile("Player 2", "coral"))
    folder = app.saves.folder
    assert SettingsStore(folder).load((SPEC,)).settings.people == app.settings.people
    assert app.scenes.top is menu
    menu.doors.start()
    table = app.scenes.base
    assert isinstance(table, TableScene) and table.stage.names[:2] == ["Zoë", "Player 2"]


def test_the_mouse_alone_picks_names_from_a_list_and_cycles_colours() -> None:
    app, _, dialog = open_dialog(humans=3)
    mouse_click(app, dialog.rows[0].pick.rect.center)
    mouse_click(app, dialog.rows[1].pick.rect.center)
    assert [row.entry.get_text() for row in dialog.rows[:2]] == [DEFAULT_NAMES[0], DEFAULT_NAMES[1]]  # no repeat
    mouse_click(app, dialog.rows[2].swatch.rect.center)
    assert dialog.colours == ["gold", "coral", "mint"]  # the next colour nobody has (sky is the third's own)
    step(app)
    swatch = dialog.rows[2].swatch.rect
    assert tuple(app.screen.get_at(swatch.center))[:3] == PALETTE["mint"]
    mouse_click(app, dialog.buttons["done"].rect.center)
    people = app.settings.people
    assert [(p.name, p.colour) for p in people] == [("Anna", "gold"), ("Ben", "coral"), ("Player 3", "mint")]


def test_back_forgets_the_changes_and_names_are_clean_and_short() -> None:
    app, _, dialog = open_dialog(humans=2)
    mouse_click(app, dialog.rows[0].pick.rect.center)
    step(app, [key(pygame.K_ESCAPE)])
    assert not isinstance(app.scenes.top, PlayersDialog) and app.settings.people == ()
    assert tidy_name("  Anna \t  Lena\x00 ") == "Anna Lena" and len(tidy_name("x" * 40)) == MAX_NAME
    dialog = PlayersDialog(app, 1)
    app.scenes.push(dialog)
    dialog.rows[0].entry.set_text("   ")
    dialog.done()  # an empty name is the default one again
    assert list(app.settings.people) == [PlayerProfile("Player 1", "gold")]


def test_twenty_people_fit_on_the_smallest_window() -> None:
    app = make_app((1024, 600))
    app.scenes.replace(MenuScene(app))
    dialog = PlayersDialog(app, 20)
    app.scenes.push(dialog)
    step(app)
    screen = app.screen.get_rect()
    rects = [widget.rect for row in dialog.rows for widget in (row.entry, row.pick, row.swatch)]
    assert all(screen.contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_the_people_block_of_the_settings_file_is_checked(tmp_path: Path) -> None:
    good = [{"name": "Anna", "colour": "sky"}, {"name": "Ben", "colour": "rose"}]
    settings, problems = Settings.from_body({"people": good}, (SPEC,))
    assert problems == [] and settings.people == (PlayerProfile("Anna", "sky"), PlayerProfile("Ben", "rose"))
    bad_entries: list[object] = [
        {"name": "", "colour": "sky"},
        {"name": "A" * 25, "colour": "sky"},
        {"name": "Nul\x00", "colour": "sky"},
        {"name": "Anna", "colour": "plaid"},
        {"name": "Anna"},
        "Anna",
    ]
    for bad in bad_entries:
        settings, problems = Settings.from_body({"people": [good[0], bad, good[1]]}, (SPEC,))
        assert settings.people == (PlayerProfile("Anna", "sky"),), bad  # the seats after a bad one are dropped too
        assert len(problems) == 1 and "people.1" in str(problems[0].params), bad
    settings, problems = Settings.from_body({"people": "Anna"}, (SPEC,))
    assert settings.people == () and len(problems) == 1
    store = SettingsStore(tmp_path)
    store.save(Settings(people=(PlayerProfile("Zoë", "teal"),)))
    assert json.loads(store.path.read_text(encoding="utf-8"))["people"] == [{"name": "Zoë", "colour": "teal", "pad": 0}]
    assert store.load((SPEC,)).settings.people == (PlayerProfile("Zoë", "teal"),)
    with pytest.raises(ValueError, match="colour"):
        PlayerProfile("Anna", "plaid")
    with pytest.raises(ValueError, match="name"):
        PlayerProfile(" Anna", "gold")


def test_profiles_fill_up_with_defaults_and_repeated_names_are_told_apart() -> None:
    saved = (PlayerProfile("Anna", "sky"),)
    filled = profiles_for(saved, 3, lambda index: f"Player {index + 1}")
    assert [(p.name, p.colour) for p in filled] == [("Anna", "sky"), ("Player 2", "coral"), ("Player 3", "sky")]
    assert distinct_names(["Anna", "anna", "Ben", "Anna"]) == ["Anna", "anna 2", "Ben", "Anna 3"]
    assert distinct_names(["x" * MAX_NAME] * 2)[1] == "x" * (MAX_NAME - 2) + " 2"
    with pytest.raises(ValueError, match="humans"):
        profiles_for(saved, 21, str)
