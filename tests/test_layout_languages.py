"""Every scene at 1280x720 in every language fits, checked from the layout: no text wider or taller than the box it
was given (scenes/ui/overflow.py, pygame_gui's buttons and labels), nothing drawn outside the screen, and in the
player's languages no text drawn below the readable 14 px (scenes/ui/legibility.py; tests/layout_helpers.py;
tests/test_layout_sizes.py looks at the larger screens, tests/test_layout_legibility.py reads them at 1920x1080).

The languages are English, each shipped catalogue, and the pseudo-locale: every message accented and a third
longer, built at test time in a temporary folder (never one of the player's languages), which finds the layouts
too tight for a longer language before its translation exists."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.registry import GAMES
from scenes.core.app import App
from scenes.ui import overflow
from tests.i18n_helpers import PSEUDO
from tests.layout_helpers import LANGUAGES, Checks, check_game, check_screens, compiled_locales, speaking

SIZE = (1280, 720)


@pytest.fixture(scope="module")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compiled_locales(tmp_path_factory.mktemp("locale"))


@pytest.fixture
def speaking_app(request: pytest.FixtureRequest, locale_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """An app at 1280x720 showing the language of the test's `language` parameter, drawing only when a check
    draws (so every text is first drawn where the check sees it, not kept from an earlier frame)."""
    with speaking(SIZE, request.node.callspec.params["language"], locale_dir) as app:
        monkeypatch.setattr(app, "draw", lambda: None)
        yield app


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_games_menu_house_rules_rules_table_pause_and_results_fit(
    speaking_app: App, language: str, game: str
) -> None:
    assert_fits = Checks(speaking_app, legible=True)
    check_game(speaking_app, game, assert_fits)
    assert_fits.assert_none()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_menus_dialogs_settings_controls_statistics_history_and_replays_fit(
    speaking_app: App, language: str
) -> None:
    assert_fits = Checks(speaking_app, legible=True)
    check_screens(speaking_app, assert_fits)
    assert_fits.assert_none()


def test_the_pseudo_locale_is_longer_and_never_one_of_the_players_languages(locale_dir: Path) -> None:
    from game.i18n import set_language, tr
    from game.locale_choice import available_languages
    from scenes.settings.rows import LANGUAGE_NAMES

    set_language(PSEUDO, locale_dir)
    try:
        assert len(tr("Settings")) >= len("Settings") * 1.25 and tr("Settings") != "Settings"
    finally:
        set_language("en")
    assert PSEUDO not in available_languages() and PSEUDO not in LANGUAGE_NAMES


def test_the_overflow_report_sees_a_button_too_small_for_its_label(display: pygame.Surface) -> None:
    from scenes.ui.drawn_button import DrawnButton
    from scenes.ui.text import fitted_size

    roomy = DrawnButton(pygame.Rect(10, 10, 200, 40), "Stay", 16, lambda: None, radius=6)
    cramped = DrawnButton(pygame.Rect(10, 60, 40, 40), "Stay, stay, stay", 16, lambda: None, radius=6)
    outside = DrawnButton(pygame.Rect(300, 10, 40, 40), "", 16, lambda: None, radius=6)
    roomy.draw(display)  # nobody watching: nothing measured, nothing kept
    with overflow.watch() as reports:
        for button in (roomy, cramped, outside):
            button.draw(display)
        assert fitted_size(["A long heading"], 40, 30, minimum=12) == 12
    reports = list(dict.fromkeys(reports))  # the face and the check both measure a label: the same report twice
    wheres = [report.where for report in reports]
    assert wheres == ["fitted_size", "button", "button outside the surface at (300, 10)", "fitted_size"]
    assert reports[1].text == "Stay, stay, stay" and reports[1].room == (24, 30)  # inside the rim, a little air
