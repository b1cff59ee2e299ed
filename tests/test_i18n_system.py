"""The language shown: on a first start the system's (when the game speaks it), afterwards the player's choice,
and a switch in the settings applied at once to every screen, the menu behind the settings included."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from babel.messages.catalog import Message

import game.i18n
import game.locale_choice
from game.i18n import current_language, tr
from game.lobby import MatchSetup
from game.locale_choice import available_languages, language_of, system_language
from game.registry import specs
from game.store.settings import SCHEMA, SettingsStore
from scenes.core.app import App
from scenes.hearts.view import HeartsView
from scenes.settings.scene import SettingsScene
from scenes.table.pause import PauseOverlay
from tests.i18n_helpers import write_catalogue
from tests.test_ui_settings import focus_row, open_settings_from_menu
from tests.ui_helpers import make_app, menu_app, open_table, press, settle

SHIPPED = ("en", "de", "nl")


def no_locale() -> tuple[str | None, str | None]:
    return None, None


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LC_ALL": "de_AT"}, "de"),
        ({"LC_MESSAGES": "de_DE@euro", "LANG": "nl_NL.UTF-8"}, "de"),  # LC_MESSAGES comes before LANG
        ({"LC_ALL": "nl_BE.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"}, "nl"),  # and LC_ALL before both
        ({"LANGUAGE": "fr:de:nl", "LANG": "nl_NL.UTF-8"}, "de"),  # the first of LANGUAGE's list the game speaks
        ({"LANGUAGE": "en_GB:nl", "LANG": "nl_NL.UTF-8"}, "en"),  # English asked for first
        ({"LANG": "fr_FR.UTF-8"}, "en"),  # a language the game does not speak
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_ALL": "POSIX"}, "en"),
        ({"LANG": "nl-NL"}, "nl"),
    ],
)
def test_the_system_language_is_read_from_the_environment(environ: dict[str, str], expected: str) -> None:
    assert system_language(SHIPPED, environ, no_locale) == expected


@pytest.mark.parametrize(
    ("system", "expected"),
    [(("nl_NL", "UTF-8"), "nl"), (("Dutch_Netherlands", "1252"), "nl"), (("German_Austria", "1252"), "de"),
     ((None, None), "en"), (("Klingon_Empire", None), "en")],
)  # fmt: skip
def test_without_the_environment_the_system_locale_decides(
    system: tuple[str | None, str | None], expected: str
) -> None:
    assert system_language(SHIPPED, {}, lambda: system) == expected


def test_a_regional_catalogue_is_preferred_over_its_language_and_unreadable_names_are_skipped() -> None:
    assert system_language(("en", "pt", "pt_BR"), {"LANGUAGE": "pt_BR"}, no_locale) == "pt_BR"
    assert system_language(("en", "pt"), {"LANGUAGE": "pt_BR"}, no_locale) == "pt"
    assert [language_of(name) for name in ("", "??", "de_AT.UTF-8", "C")] == [None, None, "de_AT", "en"]


# --- the app ------------------------------------------------------------------------------------------------------


@pytest.fixture
def dutch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The game shipped with a Dutch catalogue (in a temporary folder, read where the game reads its own)."""
    folder = tmp_path / "locale"
    write_catalogue(
        folder,
        "nl",
        Message("Settings", "Instellingen"),
        Message("Language", "Taal"),
        Message("Quit", "Stoppen"),
        Message("Resume", "Verder spelen"),
        Message("Last trick", "Laatste slag"),
    )
    monkeypatch.setattr(game.i18n, "default_locale_dir", lambda: folder)
    monkeypatch.setattr(game.locale_choice, "default_locale_dir", lambda: folder)
    assert available_languages() == ("en", "nl")
    yield folder
    game.i18n.set_language("en")


def language_row_text(app: App) -> str:
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene.value_text("language")


def test_a_first_start_follows_the_system_and_the_players_choice_is_kept(
    dutch: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "nl_NL")
    app, menu = menu_app()
    assert (app.settings.language, current_language()) == ("", "nl")
    assert menu.buttons["quit"].text == "Stoppen"
    scene = open_settings_from_menu(app, menu)
    assert language_row_text(app) == "Nederlands"
    focus_row(app, scene, "language")
    press(app, pygame.K_LEFT)  # Nederlands → English
    assert (app.settings.language, current_language(), tr("Quit")) == ("en", "en", "Quit")
    assert menu.buttons["quit"].text == "Quit"  # the menu behind the settings is laid out anew in English
    assert language_row_text(app) == "English"
    app.shutdown()

    again = make_app()  # the system still asks for Dutch: the player's English stays
    assert again.settings.language == "en" and current_language() == "en"
    again.shutdown()


def test_a_menu_opened_for_a_named_game_speaks_the_players_language_from_its_first_text(
    dutch: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Back from a game's results, or on a start that names the game, the menu reads the settings before it makes
    its texts: the title's tagline and the hints are in the player's language too, not English."""
    import scenes.menu.panel

    monkeypatch.setenv("LANGUAGE", "nl_NL")
    spoken: list[str] = []

    def recording(message: str, /, **fields: object) -> str:
        spoken.append(current_language())
        return tr(message, **fields)

    monkeypatch.setattr(scenes.menu.panel, "tr", recording)
    app = make_app()  # the settings are not read yet
    app.router.menu(game="hearts")
    settle(app)
    assert spoken and set(spoken) == {"nl"}
    app.shutdown()


def test_switching_language_applies_at_once_to_the_settings_and_the_menu_behind(dutch: Path) -> None:
    app, menu = menu_app()
    assert current_language() == "en" and menu.buttons["settings"].text == "Settings"
    scene = open_settings_from_menu(app, menu)
    focus_row(app, scene, "language")
    press(app, pygame.K_RIGHT)
    settle(app)
    top = app.scenes.top
    assert isinstance(top, SettingsScene)
    assert (app.settings.language, current_language()) == ("nl", "nl")
    assert language_row_text(app) == "Nederlands" and top.rows["language"].row.label == "Language"
    assert [tr(row.row.label) for key, row in top.rows.items() if key == "language"] == ["Taal"]
    assert menu.buttons["settings"].text == "Instellingen" and menu.buttons["quit"].text == "Stoppen"
    app.shutdown()


def test_a_switch_from_the_pause_shows_at_once_on_the_pause_and_the_table_below(dutch: Path) -> None:
    app = make_app()
    table = open_table(app, MatchSetup(game="hearts", players=4, bots=3))
    settle(app, 2)
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay) and pause.buttons["resume"].text == "Resume"
    app.scenes.push(SettingsScene(app))
    settle(app)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    scene.choose("language", "nl")
    assert isinstance(table.stage.view, HeartsView) and table.stage.view.buttons["last_trick"].text == "Laatste slag"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and pause.buttons["resume"].text == "Verder spelen"  # pygame_gui's, rebuilt
    app.shutdown()


def test_a_version_3_file_had_english_by_default_and_now_follows_the_system(dutch: Path) -> None:
    store = SettingsStore(make_app().saves.folder)
    store.folder.mkdir(parents=True, exist_ok=True)
    old = {"schema": SCHEMA, "version": 3, "language": "en", "felt": "blue"}
    store.path.write_text(json.dumps(old), encoding="utf-8")
    loaded = store.load(specs())
    assert loaded.message is None and (loaded.settings.language, loaded.settings.felt) == ("", "blue")
    store.path.write_text(json.dumps({**old, "language": "nl"}), encoding="utf-8")
    assert store.load(specs()).settings.language == "nl"  # a language other than the default was chosen
